import { defineMessages } from '@pte-kit/core';

/**
 * The words every answer area shares (marks, the option list, the loading line). Each answer view's own sentences
 * are areas of their own beside its code, so the one-question page carries only the option list's English.
 */
export const answerAreaMessages = defineMessages('answerArea', {
  recorded: 'This question is answered with a recording.',
  noReadingArea: 'This question has no reading answer area.',
  options: '{kind, select, highlightCorrectSummary {Summaries} selectMissingWord {Options to complete the recording} other {Options}}',
  correctAnswer: 'Correct answer',
  correct: 'correct',
  wrong: '{expected, select, yes {wrong, correct answer:} other {wrong}}',
});
