import { useEffect, useState } from 'react';
import {
  errorMessage, findTaskByApi, findTaskBySlug, getTask, taskCatalog, type AnswerRecord, type PteClient, type PteType,
  type PracticeSubmission, type TaskDefinition,
} from '@pte-kit/core';
import { PracticeQuestion } from '@pte-kit/widgets';

/** Accepts a catalogue key ('reading.rwFillInTheBlanks') or a route pair ('reading/rw-fill-in-the-blanks'). */
export function resolveTask(value: string | null | undefined): TaskDefinition | null {
  if (!value) return null;
  if (taskCatalog.some((task) => task.key === value)) return getTask(value);
  const [skill = '', name = ''] = value.split(/[/.]/);
  return findTaskBySlug(skill, name) ?? findTaskByApi(skill, name) ?? null;
}

export interface ElementPracticeProps {
  client: PteClient;
  task: string;
  questionId: number | null;
  pteType: PteType | null;
  /** Whether the answer section may be opened (false for a class test). */
  showSolution: boolean;
  onSubmitAnswer: (submission: PracticeSubmission) => void;
  onScored: (record: AnswerRecord) => void;
}

/** What <pte-practice-question> renders: resolves the question id to its place in the list, then the practice question. */
export function ElementPractice({ client, task: taskName, questionId, pteType, showSolution, onSubmitAnswer, onScored }: ElementPracticeProps) {
  const task = resolveTask(taskName);
  const [position, setPosition] = useState<number | null>(questionId ? null : 1);
  const [examType, setExamType] = useState<PteType | null>(pteType);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!task || !questionId) return;
    setPosition(null);
    client.getPracticeItemById(task.skill, task.apiTask, questionId).then(
      (item) => setPosition(item.position),
      (failure) => setError(errorMessage(failure)),
    );
  }, [client, task, questionId]);

  useEffect(() => {
    if (pteType) return setExamType(pteType);
    client.getCurrentUser().then((user) => setExamType(user.profile.pteType), (failure) => setError(errorMessage(failure)));
  }, [client, pteType]);

  if (!task) return <p role="alert">Unknown task "{taskName}". Use a task key such as reading.rwFillInTheBlanks.</p>;
  if (error) return <p role="alert">{error}</p>;
  if (!position || !examType) return <p aria-busy="true">Loading the question…</p>;
  return (
    <PracticeQuestion
      client={client}
      task={task}
      position={position}
      onPositionChange={setPosition}
      pteType={examType}
      pathname={`/dashboard/${task.skill}/${task.slug}/${position}`}
      onSubmitAnswer={onSubmitAnswer}
      onScored={onScored}
      showSolution={showSolution}
    />
  );
}
