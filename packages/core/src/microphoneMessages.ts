/** What the microphone setup and the speech test say (dashboard spec §4 and §8, practice-area spec §8). */
export const MICROPHONE_MESSAGES = {
  waitingForVoice: 'Waiting for user to speak',
  voiceStrong: 'Your voice is strong enough for our AI',
  voiceSuccess: 'Success',
  grantPermission: 'Grant microphone permission',
  finish: 'Save and return to PTE practice',
  confirmChoice: 'Confirm Choice',
  confirmChanges: 'Confirm Changes',
  tryAgain: 'Try Again',
  /** Transcription failure when the server sent no message of its own. */
  transcriptionFailed: 'Please try again.',
} as const;
