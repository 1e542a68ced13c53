import { defineMessages } from '@pte-kit/core';

/** The host's words around the word books and notes pages: the user menu's links and the task page's missing task. */
export const bookPageMessages = defineMessages('books', {
  vocabBook: 'Vocab Book',
  pronunciationBook: 'Pronunciation Book',
  spellingBook: 'Spelling Book',
  notes: 'Notes',
  noTask: 'There is no such practice type in the vocab book.',
  backToBook: 'Back to the vocab book',
  backToNotes: 'Back to the notes',
});
