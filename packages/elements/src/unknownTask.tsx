/** What an element shows for a `task` attribute that names no task of the catalogue. */
export function UnknownTask({ task }: { task: string }) {
  return <p role="alert">Unknown task "{task}". Use a task key such as reading.rwFillInTheBlanks.</p>;
}
