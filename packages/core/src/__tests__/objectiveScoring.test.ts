import { describe, expect, it } from 'vitest';
import { scoreBlanks, scoreMultipleAnswers, scoreObjective, scoreReorder, scoreRingMax, scoreSingleChoice } from '../objectiveScoring';

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
