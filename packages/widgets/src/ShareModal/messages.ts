import { defineMessages, MESSAGES } from '@pte-kit/core';

export const shareMessages = defineMessages('share', {
  title: 'Share your answer',
  answered: 'Answered on <date> at <time>, score {score, number} of {max, number}.',
  link: 'Link to this answer',
  copy: 'Copy',
  copied: MESSAGES.linkCopied,
  notFound: MESSAGES.linkNotFound,
});
