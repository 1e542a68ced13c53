import { defineMessages } from '@pte-kit/core';

/** What <pte-practice-question> says around the question: the bar for a reader who is not signed in, and the loading line. */
export const embedMessages = defineMessages('embed', {
  signedIn: 'You are signed in: your answers are saved to your account.',
  signOut: 'Sign out',
  practiseWithout: 'Practise here without an account: your answers are scored, not saved.',
  signIn: 'Sign in to save and get AI scores',
  waiting: 'Finish signing in in the window that opened; this question stays here.',
  blocked: 'Your browser blocked the sign-in window.',
  openSignIn: 'Open the sign-in page',
  loadingQuestion: 'Loading the question…',
  loadingMockTest: 'Opening your mock test…',
  mockTestFailed: 'The mock test could not be started.',
});
