import { defineMessages } from '@pte-kit/core';

export const examCountdownMessages = defineMessages('examCountdown', {
  title: 'Exam countdown',
  loading: 'Loading your exam date',
  examDate: 'Exam date: <date>',
  noDate: 'No exam date set yet. Set your target to start the countdown.',
  timeLeft: 'Time left to your exam',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
});
