import { defineMessages } from '@pte-kit/core';

/** Words many widgets share (buttons, states). An area's own sentences stay beside its code. */
export const commonMessages = defineMessages('common', {
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  submit: 'Submit',
  loading: 'Loading…',
  loadingAnswer: 'Loading the answer area…',
  tryAgain: 'Try again',
  previous: 'Previous',
  next: 'Next',
  speaking: 'Speaking',
  writing: 'Writing',
  reading: 'Reading',
  listening: 'Listening',
  pagination: 'Pagination',
  page: 'Page',
  ofPages: 'of {n, number}',
  bookmark: '{level, select, VERY_EASY {Very easy} EASY {Easy} AVERAGE {Average} HARD {Hard} VERY_HARD {Very hard} UNMARK {Not marked} other {{level}}}',
  difficulty: '{level, select, EASY {Easy} AVERAGE {Medium} MEDIUM {Medium} HARD {Hard} other {{level}}}',
  prediction: 'Prediction',
});
