import { defineMessages, MESSAGES } from '@pte-kit/core';

export const answersMessages = defineMessages('answers', {
  answers: 'Answers',
  tab: '{tab, select, mine {My answers} community {Community} other {Comments}}',
  loading: 'Loading answers',
  score: 'Score ',
  view: 'View',
  delete: 'Delete',
  loadMore: 'Load More',
  noAnswers: MESSAGES.noAnswers,
  noAnswersHint: MESSAGES.noAnswersHint,
  allShown: 'All {n, number} answers have been shown.',
});
