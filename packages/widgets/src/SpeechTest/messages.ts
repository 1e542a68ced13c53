import { defineMessages } from '@pte-kit/core';

export const speechTestMessages = defineMessages('speechTest', {
  title: 'Speech test',
  intro: 'Check that your microphone works and that our speech recognition understands you.',
  transcribing: 'Writing down what you said…',
  opening: 'Opening the microphone…',
  recording: 'Recording: speak now.',
  stopping: 'Preparing your recording…',
  idle: 'Press the microphone and say a sentence; recording stops by itself after {n, plural, one {# second} other {# seconds}}.',
  stop: 'Stop recording',
  start: 'Start recording',
  heard: 'What we heard',
  placeholder: 'Your words appear here after the recording.',
  nothingHeard: 'No words were recognised. Speak a little louder or closer to the microphone, then try again.',
  microphoneSetup: 'Microphone setup',
});
