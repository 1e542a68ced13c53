import { defineMessages, MESSAGES } from '@pte-kit/core';

export const reportMessages = defineMessages('report', {
  title: 'Report a problem',
  question: 'What is wrong with this question?',
  submit: 'Submit',
  sending: 'Sending…',
  reported: MESSAGES.reportedSuccessfully,
  count: '{count} / {limit}',
});
