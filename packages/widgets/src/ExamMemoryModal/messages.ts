import { defineMessages, MESSAGES } from '@pte-kit/core';

export const examMemoryMessages = defineMessages('examMemory', {
  title: 'Exam Memory',
  confirm: 'Confirm',
  saving: 'Saving…',
  saved: MESSAGES.savedSuccessfully,
  failed: MESSAGES.somethingWrong,
  intro: 'Saw this question in your exam? Tell other learners when and where.',
  date: 'Exam date',
  venue: 'Exam venue (country)',
  loadingCountries: 'Loading countries…',
  chooseCountry: 'Choose a country',
  type: 'Exam type',
  more: 'More information (optional)',
  count: '{count} / {limit}',
});
