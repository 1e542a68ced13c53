import { defineMessages, MESSAGES } from '@pte-kit/core';

export const deleteMessages = defineMessages('deleteModal', {
  title: 'Delete {subject}',
  text: 'This {subject} will be removed for good. It cannot be restored.',
  confirm: MESSAGES.deleteConfirm,
  delete: 'Delete',
  deleting: 'Deleting…',
  failed: MESSAGES.somethingWrong,
});
