import { defineMessages } from '@pte-kit/core';

export const listeningTestMessages = defineMessages('listeningTest', {
  title: 'Listening test',
  intro: 'Play the word, then type what you hear.',
  answer: 'Your answer',
  correct: 'Correct',
  incorrect: 'Incorrect',
  theWordIs: 'The word is <word>',
  failed: 'The word could not be loaded. Press Next to try again.',
  showWord: 'Show word',
  next: 'Next',
});
