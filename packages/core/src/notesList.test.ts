import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTES_FILTERS, noteIdOf, notePageHref, notePracticeHref, notePrintHref, notesFilterProblem, notesFiltersNeedTask, notesRequest,
} from './notesList';

describe('notes list', () => {
  it('asks for every note without a task, and for one task’s notes with its skill, dates, text and sort', () => {
    expect(notesRequest(DEFAULT_NOTES_FILTERS, 0)).toEqual({ path: '/notes', query: { page: 0, size: 10 } });
    expect(notesRequest({ task: 'listening.fillInTheBlanks', from: '2026-01-01', to: '2026-02-01', text: ' tide ', sort: 'createdDate:asc' }, 2)).toEqual({
      path: '/notes/practiceType/fillInTheBlanks',
      query: { page: 2, size: 10, skill: 'listening', sort: 'createdDate:asc', startDateTime: '2026-01-01', endDateTime: '2026-02-01', description: 'tide' },
    });
  });

  it('says when dates or text need a task and when the range is back to front', () => {
    expect(notesFiltersNeedTask({ ...DEFAULT_NOTES_FILTERS, text: 'x' })).toBe(true);
    expect(notesFiltersNeedTask({ ...DEFAULT_NOTES_FILTERS, task: 'speaking.readAloud', text: 'x' })).toBe(false);
    expect(notesFilterProblem({ ...DEFAULT_NOTES_FILTERS, from: '2026-03-02', to: '2026-03-01' })?.field).toBe('to');
    expect(notesFilterProblem({ ...DEFAULT_NOTES_FILTERS, from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });

  it('links a note to its question, its page and its print page', () => {
    const note = { id: 7, skill: 'reading' as const, task: 'rwFillInTheBlanks', practiceId: 42 };
    expect(notePracticeHref(note)).toBe('/dashboard/reading/rw-fill-in-the-blanks/1?question=42');
    expect(notePracticeHref({ ...note, skill: 'speaking', task: 'readAloud' })).toBe('/dashboard/speaking/read-aloud/1?question=42');
    expect(notePageHref(note)).toBe('/dashboard/notes/7?type=reading');
    expect(notePrintHref(note)).toBe('/print/rwFillInTheBlanks?id=7');
  });

  it('reads a note id only when it is a positive whole number', () => {
    expect(noteIdOf('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'x', '', null, '99999999999']) expect(noteIdOf(bad), String(bad)).toBeNull();
  });
});
