import { bankItemsOf } from '@pte-kit/content';
import { describe, expect, it } from 'vitest';
import { questionSample, sampleSolution } from './questionSample';

describe('questionSample', () => {
  it('serves the first bank item of a task as the API does, the key and explanation kept for the answer section', () => {
    const sample = questionSample('reading.rwFillInTheBlanks', { id: 12, practiceCount: 143 });
    const item = bankItemsOf('reading.rwFillInTheBlanks')[0];
    expect(sample).toMatchObject({ id: 12, skill: 'reading', task: 'rwFillInTheBlanks', title: item.title, practiceCount: 143, bookmarkType: 'UNMARK' });
    expect(sample.answerKey).toEqual({ kind: 'blanks', blanks: ['reduce', 'lowers', 'provide', 'support', 'required'] });
    expect(sampleSolution(sample)).toEqual({ practiceId: 12, answerKey: sample.answerKey, transcript: null, explanation: item.explanation });
  });

  it('takes a named item, and says when there is none', () => {
    expect(questionSample('reading.rwFillInTheBlanks', { id: 1, key: 'rwfib-002' }).title).toBe('The Printing Press');
    expect(() => questionSample('reading.rwFillInTheBlanks', { id: 1, key: 'rwfib-999' })).toThrow('No bank item rwfib-999');
  });

  it('never serves paragraphs in the right order, and letters the explanation as they are shown', () => {
    const sample = questionSample('reading.reorderParagraphs', { id: 340 });
    if (sample.content.kind !== 'reorderParagraphs' || sample.answerKey.kind !== 'order') throw new Error('not a re-order sample');
    const shown = sample.content.paragraphs.map((paragraph) => paragraph.id);
    expect(shown).not.toEqual(sample.answerKey.order);
    expect([...shown].sort()).toEqual([...sample.answerKey.order].sort());
    const shownLetterOfFirst = String.fromCharCode(65 + shown.indexOf(sample.answerKey.order[0]));
    expect(sample.explanation).toMatch(new RegExp(`^${shownLetterOfFirst} is the general opening`));
  });

  it('keeps the recording script as the transcript and finds the changed words of Highlight Incorrect Words', () => {
    const sample = questionSample('listening.highlightIncorrectWords', { id: 506 });
    const item = bankItemsOf('listening.highlightIncorrectWords')[0];
    expect(sample.transcript).toBe('script' in item ? item.script : undefined);
    if (sample.content.kind !== 'highlightIncorrectWords' || sample.answerKey.kind !== 'highlight') throw new Error('not a highlight sample');
    const shown = sample.content.text.split(/\s+/);
    const spoken = sample.transcript!.split(/\s+/);
    expect(sample.answerKey.indexes.length).toBeGreaterThan(0);
    for (const index of sample.answerKey.indexes) expect(shown[index]).not.toBe(spoken[index]);
  });
});
