import { defineMessages, MESSAGES } from '@pte-kit/core';

export const noteMessages = defineMessages('note', {
  title: 'Note',
  loading: 'Loading your note…',
  label: 'Your note',
  placeholder: 'Write your note…',
  formatting: 'Formatting',
  loadingEditor: 'Loading the editor…',
  clear: 'Clear',
  clearNote: MESSAGES.clearNote,
  confirm: 'Clear this note? It will be deleted.',
  saving: 'Saving…',
  saved: MESSAGES.savedSuccessfully,
  deleted: MESSAGES.noteDeleted,
  failed: MESSAGES.somethingWrong,
  limit: 'Character limit reached ({limit})',
  count: '{count} / {limit}',
});
