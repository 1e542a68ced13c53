import { defineMessages } from '@pte-kit/core';

export const questionTableMessages = defineMessages('questionTable', {
  question: 'Question',
  difficulty: 'Difficulty',
  practice: 'Practice',
  frequent: 'Frequent Qs',
  bookmark: 'Bookmark',
  found: 'Found <n> Questions',
  practiced: '{n, number} Practiced',
  reset: 'Reset filters',
  loading: 'Loading questions',
  none: 'No question found!',
  pages: 'Question pages',
});
