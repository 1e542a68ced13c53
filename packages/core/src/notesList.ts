import { findTaskByApi, taskCatalog } from './taskCatalog';
import type { NoteDto, NoteSort, Skill } from './types';

/** The notes page's filters: a task (its catalogue key, '' for every task), a date range (YYYY-MM-DD) and text. */
export interface NotesFilters {
  task: string;
  from: string;
  to: string;
  text: string;
  sort: NoteSort;
}

export const DEFAULT_NOTES_FILTERS: NotesFilters = Object.freeze({ task: '', from: '', to: '', text: '', sort: 'lastModifiedDate:desc' });
export const NOTES_PAGE_SIZE = 10;

/** A notes request: the path under /api and its query. */
export interface NotesRequest {
  path: '/notes' | `/notes/practiceType/${string}`;
  query: Record<string, string | number>;
}

/**
 * The API call behind the filters: every note (`/notes`, newest first; the server filters only per practice type),
 * or one task's notes with the date range, text and sort (`/notes/practiceType/{apiTask}?skill=`). Dates and text
 * need a task: `notesFilterProblem` says so before a request is made.
 */
export function notesRequest(filters: NotesFilters, page: number, size: number = NOTES_PAGE_SIZE): NotesRequest {
  const task = filters.task ? taskCatalog.find((entry) => entry.key === filters.task) : undefined;
  if (!task) return { path: '/notes', query: { page, size } };
  const text = filters.text.trim();
  return {
    path: `/notes/practiceType/${encodeURIComponent(task.apiTask)}`,
    query: {
      page, size, skill: task.skill, sort: filters.sort,
      ...(filters.from ? { startDateTime: filters.from } : {}),
      ...(filters.to ? { endDateTime: filters.to } : {}),
      ...(text ? { description: text } : {}),
    },
  };
}

/** Why the filters cannot be asked for, or null: a range that ends before it starts. */
export function notesFilterProblem(filters: NotesFilters): { field: 'from' | 'to'; message: string } | null {
  if (filters.from && filters.to && filters.from > filters.to) return { field: 'to', message: 'The end date must not be before the start date.' };
  return null;
}

/** Text and dates filter within a task only (the API's rule); the page says so when they are set without one. */
export function notesFiltersNeedTask(filters: NotesFilters): boolean {
  return !filters.task && Boolean(filters.from || filters.to || filters.text.trim());
}

/**
 * The note's question: /dashboard/{skill}/{task route segment}/1?question={practiceId}. The spec puts the practice id
 * where the practice page keeps the question's position in its list, so the id travels as `question` and the page
 * moves to that question's position (GET …/questions/{id} answers it).
 */
export function notePracticeHref(note: Pick<NoteDto, 'skill' | 'task' | 'practiceId'>): string {
  const task = findTaskByApi(note.skill, note.task);
  const segment = task?.slug ?? note.task.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `/dashboard/${note.skill}/${segment}/1?question=${note.practiceId}`;
}

/** The note's own page: /dashboard/notes/{id}?type={skill}. */
export function notePageHref(note: Pick<NoteDto, 'id' | 'skill'>): string {
  return `/dashboard/notes/${note.id}?type=${note.skill}`;
}

/** The printable note: /print/{practiceType}?id={noteId}. */
export function notePrintHref(note: Pick<NoteDto, 'id' | 'task'>): string {
  return `/print/${encodeURIComponent(note.task)}?id=${note.id}`;
}

/** The note id of a route parameter or query value, or null when it is not a positive whole number. */
export function noteIdOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The skill of a `?type=` query value, or null. */
export function skillOf(value: string | null | undefined): Skill | null {
  return value === 'speaking' || value === 'writing' || value === 'reading' || value === 'listening' ? value : null;
}
