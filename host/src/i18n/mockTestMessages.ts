import { defineMessages } from '@pte-kit/core';

/** The host's words around the mock tests (the widgets carry the rest): the menu entry. */
export const mockTestPageMessages = defineMessages('mockTestPages', {
  nav: 'Mock tests',
});
