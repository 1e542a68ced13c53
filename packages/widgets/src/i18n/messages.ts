import { defineMessages } from '@pte-kit/core';

/** Words many widgets share (buttons, states). An area's own sentences stay beside its code. */
export const commonMessages = defineMessages('common', {
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  submit: 'Submit',
  loading: 'Loading…',
  tryAgain: 'Try again',
  previous: 'Previous',
  next: 'Next',
  speaking: 'Speaking',
  writing: 'Writing',
  reading: 'Reading',
  listening: 'Listening',
});
