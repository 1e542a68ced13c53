import { describe, expect, it } from 'vitest';
import { scoreDictation, scoreHighlightWords, scoreBlanks, scoreMultipleAnswers, scoreObjective, scoreReorder, scoreRingMax, scoreSingleChoice } from './objectiveScoring';

describe('objective scoring (published PTE rules)', () => {
  it('gives one point per correctly filled blank, ignoring case and spaces', () => {
    const result = scoreBlanks(['Rapid ', '', 'wrong'], ['rapid', 'growth', 'rate']);
    expect(result.score).toBe(1);
    expect(result.max).toBe(3);
    expect(result.results.map((r) => r.correct)).toEqual([true, false, false]);
  });

  it('gives +1 per correct and −1 per incorrect option, never below 0', () => {
    expect(scoreMultipleAnswers(['A', 'C'], ['A', 'C', 'D']).score).toBe(2);
    expect(scoreMultipleAnswers(['A', 'B'], ['A', 'C']).score).toBe(0);
    expect(scoreMultipleAnswers(['B', 'E'], ['A', 'C']).score).toBe(0);
    expect(scoreMultipleAnswers(['A', 'C', 'B'], ['A', 'C']).score).toBe(1);
    expect(scoreMultipleAnswers([], ['A', 'C']).max).toBe(2);
  });

  it('scores re-order by correct adjacent pairs', () => {
    const key = ['A', 'B', 'C', 'D', 'E'];
    expect(scoreReorder(key, key)).toMatchObject({ score: 4, max: 4, pairs: [true, true, true, true] });
    expect(scoreReorder(['B', 'C', 'A', 'D', 'E'], key)).toMatchObject({ score: 2, pairs: [true, false, false, true] });
    expect(scoreReorder(['E', 'D', 'C', 'B', 'A'], key).score).toBe(0);
  });

  it('scores single choice 1/0', () => {
    expect(scoreSingleChoice('B', 'B').score).toBe(1);
    expect(scoreSingleChoice('A', 'B').score).toBe(0);
    expect(scoreSingleChoice(undefined, 'B').score).toBe(0);
  });

  it('dispatches on the key kind and gives the ring maximum of the spec', () => {
    expect(scoreObjective({ kind: 'order', order: ['x', 'y', 'z'] }, { answers: ['x', 'y', 'z'] }).score).toBe(2);
    expect(scoreRingMax({ kind: 'order', order: ['x', 'y', 'z', 'w'] })).toBe(3);
    expect(scoreRingMax({ kind: 'choices', correct: ['A', 'B'] })).toBe(2);
    expect(scoreRingMax({ kind: 'choice', correct: 'A' })).toBe(1);
  });
});

describe('listening objective rules', () => {
  it('highlight incorrect words: +1 per changed word clicked, −1 per other word, floor 0', () => {
    expect(scoreHighlightWords([3, 9], [3, 9, 14])).toMatchObject({ score: 2, max: 3 });
    expect(scoreHighlightWords([3, 4, 5], [3, 9])).toMatchObject({ score: 0 });
    expect(scoreHighlightWords([3, 9, 1], [3, 9])).toMatchObject({ score: 1 });
  });

  it('write from dictation: one point per correct word, any order, each word once, case and punctuation ignored', () => {
    expect(scoreDictation('The library opens at nine.', 'The library opens at nine')).toMatchObject({ score: 5, max: 5 });
    expect(scoreDictation('library the the opens', 'The library opens at nine')).toMatchObject({ score: 3 });
    expect(scoreDictation('The libary opens', 'The library opens at nine').score).toBe(2);
    expect(scoreDictation("Students' essays weren't late", "Students' essays weren't late").score).toBe(4);
  });

  it('splits a dictation on punctuation as well as spaces, keeping apostrophes and hyphens inside words', () => {
    const sentence = 'The library will be closed on Friday for a well-known author’s talk.';
    expect(scoreDictation('The library will be,closed on Friday for a well-known author\'s talk.', sentence)).toMatchObject({ score: 12, max: 12 });
    expect(scoreDictation('the library,will be closed;on friday.for a well-known authors talk', sentence).score).toBe(11);
    expect(scoreDictation('word,word', 'Word word.')).toMatchObject({ score: 2, max: 2 });
    expect(scoreDictation('well known', 'It is well-known.').score).toBe(0);
  });
});
