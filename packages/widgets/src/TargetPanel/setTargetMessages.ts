import { defineMessages } from '@pte-kit/core';

/** The Set Target dialog's own words: an area of their own, so they load with the dialog, not with the dashboard. */
export const setTargetMessages = defineMessages('setTarget', {
  title: 'Set Target',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  examDate: 'Exam date',
  chooseDate: 'Choose your exam date',
  dateRange: 'Exam date (from today to 5 years ahead)',
  clearDate: 'Clear Date',
  closePicker: 'Close date picker',
  close: 'Close',
  nativeLanguage: 'Native language',
  loadingLanguages: 'Loading languages…',
  chooseLanguage: 'Choose your native language',
  languagesFailed: 'The languages could not be loaded.',
  tryAgain: 'Try again',
  targetScores: 'Target scores',
  shortcuts: 'Set all five scores to',
  shortcut: 'Set all scores to {score, number}',
  failedWith: '{failed}: {detail}',
  dateProblem: '{problem, select, empty {Choose your exam date.} format {Enter the date as YYYY-MM-DD.} past {The exam date cannot be in the past.} other {The exam date can be at most about 5 years ahead.}}',
  scoreProblem: 'Enter a score from {min, number} to {max, number}.',
});
