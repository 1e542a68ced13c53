import { defineMessages } from '@pte-kit/core';

/** The writing editor: its label by task, the live word count and where it stands against the limits. */
export const writingAnswerMessages = defineMessages('writingAnswer', {
  label: '{kind, select, writeEssay {Your essay} writeEmail {Your email} other {Your summary}}',
  wordCount: 'Word count: {n}',
  limits: '{min}–{max} words',
  status: '{status, select, below {Below the minimum} above {Above the maximum} within {Within the limits} other {}}',
});
