import { defineMessages } from '@pte-kit/core';

/** The sentence translation modal: a selection of several words on a practice card, translated sentence by sentence. */
export const sentenceMessages = defineMessages('sentenceTranslation', {
  title: 'Translate sentences',
  into: 'English → {language}',
  translating: 'Translating…',
  translationFailed: 'Translation failed',
  tryAgain: 'Try again',
  more: 'Only the first {count, number} sentences of your selection are translated.',
  copy: 'Copy translation',
  copied: 'Copied!',
});
