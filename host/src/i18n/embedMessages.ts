import { defineMessages } from '@pte-kit/core';

/** The sign-in popup an article's <pte-practice-question> opens (/embed/sign-in, /embed/callback). */
export const embedMessages = defineMessages('embed', {
  notStarted: 'The sign-in could not start. Close this window and try again.',
  notAllowed: '{origin} is not allowed to sign you in to PTE Practice.',
  noOrigin: 'This sign-in window was opened without saying which site asked for it.',
  signInHere: 'Close this window and sign in on PTE Practice itself.',
  opening: 'Opening the sign-in…',
  notHere: 'This sign-in did not start here. Close this window and sign in again from the article.',
  noCode: 'The identity provider sent no code. Close this window and sign in again.',
  noOpener: 'The article that asked you to sign in is no longer open. Open it again and sign in from there.',
  done: 'You are signed in. Go back to the article at {origin}; this window can be closed.',
  signingIn: 'Signing you in…',
});
