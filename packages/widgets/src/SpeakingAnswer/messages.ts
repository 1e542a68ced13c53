import { defineMessages, MEDIA_MESSAGES } from '@pte-kit/core';

/** A speaking answer as the exam runs it: the phase line, the preparation, Skip and the recorder's name and hint. */
export const speakingAnswerMessages = defineMessages('speakingAnswer', {
  yourAnswer: 'Your answer',
  phase: '{phase, select, playing {Listen to the recording} preparing {Recording begins in {n} sec} recording {Recording…} other {Completed}}',
  again: 'Press Record to answer again',
  preparation: 'Preparation time',
  skip: 'Skip',
  recorder: 'Answer recorder, {n} seconds',
  hint: 'You have {n} seconds to answer. Recording stops by itself at the end, or after 3 seconds of silence.',
  silenceStopped: MEDIA_MESSAGES.silenceStopped,
});
