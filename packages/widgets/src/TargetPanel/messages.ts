/** What the Set Target modal says (spec §8). */
export const TARGET_MESSAGES = {
  saved: 'Settings updated successfully',
  failed: 'Failed to update settings',
} as const;
