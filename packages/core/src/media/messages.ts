/** What the media leaves say (spec §4 and §8); the same words in the Lit elements and the React modal. */
export const MEDIA_MESSAGES = {
  silenceStopped: 'Recording stopped automatically because no sound was detected for 3 seconds.',
  microphoneTitle: 'No Microphone Permission',
  microphoneBody:
    "Please click the button below to enable the microphone, or if it's blocked, allow it in your browser settings.",
  /** A getUserMedia failure without words of its own (the fallback of `errorMessage`). */
  microphoneFailed: 'The microphone could not be opened.',
  gotIt: 'Ok, Got it',
  requestPermission: 'Request Permission',
  upgradeToContinue: 'Upgrade to Continue',
} as const;
