import type { WritingResult } from '@pte-kit/core';

/** An original Summarize Written Text answer and a writing-engine result for it, for stories and tests. */
export const writingAnswerSample =
  'Companies trialling a four-day week on full pay finds that output stay similar and burnout falls, but the modle is hard to use in servises that need staff every day.';

export const writingResultSample: WritingResult = {
  estimate: true,
  wordCount: 30,
  withinLimits: true,
  keyPointsCovered: [true, true, true, false],
  traits: [
    { name: 'Content', score: 3, max: 4, comment: 'Covers the trials, output and burnout; the point about compressed stress is missing.' },
    { name: 'Form', score: 1, max: 1, comment: 'One sentence of 30 words, within 5–75.' },
    { name: 'Grammar', score: 1, max: 2, comment: 'Two subject–verb agreement errors.' },
    { name: 'Vocabulary', score: 2, max: 2, comment: 'Appropriate word choice with some paraphrase.' },
  ],
  words: [
    { type: 'CORRECT', word: 'Companies', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'trialling', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'a', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'four-day', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'week', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'on', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'full', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'pay', suggestion: null, explanation: null },
    { type: 'GRAMMATICAL', word: 'finds', suggestion: 'find', explanation: '"Companies" is plural, so the verb should be "find".' },
    { type: 'CORRECT', word: 'that', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'output', suggestion: null, explanation: null },
    { type: 'GRAMMATICAL', word: 'stay', suggestion: 'stays', explanation: '"Output" is singular, so the verb should be "stays".' },
    { type: 'CORRECT', word: 'similar', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'and', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'burnout', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'falls,', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'but', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'the', suggestion: null, explanation: null },
    { type: 'MISSPELLED', word: 'modle', suggestion: 'model', explanation: null },
    { type: 'CORRECT', word: 'is', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'hard', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'to', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'use', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'in', suggestion: null, explanation: null },
    { type: 'MISSPELLED', word: 'servises', suggestion: 'services', explanation: null },
    { type: 'CORRECT', word: 'that', suggestion: null, explanation: null },
    { type: 'CORRECT', word: 'need', suggestion: null, explanation: null },
    { type: 'MISSED', word: 'their', suggestion: 'their', explanation: 'A determiner reads better before "staff" here.' },
    { type: 'CORRECT', word: 'staff', suggestion: null, explanation: null },
    { type: 'EXTRA', word: 'every', suggestion: null, explanation: 'Repeated idea; "daily" would be shorter.' },
    { type: 'CORRECT', word: 'day.', suggestion: null, explanation: null },
  ],
  grammarErrors: [
    { type: 'CRITICAL', detail: '"Companies" is plural, so the verb should be "find", not "finds".', start: 48, end: 53, suggestion: 'find' },
    { type: 'CRITICAL', detail: '"Output" is singular, so the verb should be "stays", not "stay".', start: 66, end: 70, suggestion: 'stays' },
    { type: 'MINOR', detail: 'A comma before "but" is only needed when it joins two full clauses.', start: 96, end: 101, suggestion: null },
  ],
};
