import { defineMessages } from '@pte-kit/core';

/** What the media elements say themselves (their accessible names are given by their callers). Plain `{arguments}` only. */
export const mediaMessages = defineMessages('media', {
  play: 'Play',
  pause: 'Pause',
  position: 'Position',
  timeOf: '{time} of {total}',
  playAfter: 'Play after {n} sec',
  speed: 'Speed',
  volume: 'Volume',
  speaker: 'Speaker',
  random: 'Random',
  record: 'Record',
  opening: 'Opening microphone…',
  upTo: 'Up to {limit}',
  getReady: 'Get ready…',
  stop: 'Stop',
  level: 'Microphone level',
  preparing: 'Preparing your recording…',
  yourRecording: 'Your recording',
  tryAgain: 'Try Again',
  enabled: 'Microphone enabled. Press Record to start.',
  afterBeep: 'Recording starts after the beep.',
  recording: 'Recording…',
  recorded: 'Recorded {time}.',
  couldNotStart: 'Recording could not start.',
  couldNotEncode: 'The recording could not be encoded.',
});
