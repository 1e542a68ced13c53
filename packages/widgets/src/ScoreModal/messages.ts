import { defineMessages } from '@pte-kit/core';

export const scoreMessages = defineMessages('score', {
  score: 'Score',
  skill: '{skill, select, speaking {speaking} writing {writing} reading {reading} listening {listening} other {{skill}}}',
  ringLabel: 'Score {score} out of {max}',
  me: 'Me',
  share: 'Share',
  yourAnswer: 'Your answer',
  answer: 'Answer',
  explanation: 'Explanation',
});
