import { defineMessages } from '@pte-kit/core';

/** What <pte-dictionary> says itself: the reader's sign-in bar in the dictionary, in place of the books. */
export const dictionaryEmbedMessages = defineMessages('dictionaryEmbed', {
  lookUp: 'Look up {word} in the dictionary',
  invite: 'Sign in to save words to your Vocab, Pronunciation and Spelling books.',
  signIn: 'Sign in',
  waiting: 'Finish signing in in the window that opened; the dictionary stays here.',
});
