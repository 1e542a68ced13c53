import { defineMessages } from '@pte-kit/core';

/** The learner's scored answer in the score modal: marks for screen readers and the correct answers' tags. */
export const scoredAnswerMessages = defineMessages('scoredAnswer', {
  noAnswer: 'no answer',
  judged: '{correct, select, yes {(correct)} other {(wrong)}}',
  correctAnswerIs: 'correct answer: ',
  yourChoice: '{correct, select, yes { (your choice, correct)} other { (your choice, wrong)}}',
  correctAnswer: 'Correct answer',
  yourSentence: 'Your sentence',
});
