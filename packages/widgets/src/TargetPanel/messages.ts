import { defineMessages } from '@pte-kit/core';

/** What the Set Target modal says (spec §8), in English: what hosts receive through `onToast` is translated (`targetMessages`). */
export const TARGET_MESSAGES = {
  saved: 'Settings updated successfully',
  failed: 'Failed to update settings',
} as const;

export const targetMessages = defineMessages('target', {
  title: 'Your target',
  setTarget: 'Set Target',
  loading: 'Loading your target',
  notSet: 'not set',
  saved: TARGET_MESSAGES.saved,
  failed: TARGET_MESSAGES.failed,
  score: '{key, select, overall {Overall} listening {Listening} reading {Reading} writing {Writing} speaking {Speaking} other {{key}}}',
});
