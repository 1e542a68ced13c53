import type { QuestionSample } from '../private/questionSample';

/** Original sample questions, one per written-answer task, for stories and tests of the writing editor. */

const common = { prediction: false, predictionCount: 0, practiceCount: 25, bookmarkType: 'UNMARK', explanation: '' } as const;

export const summarizeWrittenTextSample: QuestionSample = {
  ...common, id: 601, skill: 'writing', task: 'summarizeWrittenText', title: 'Four-Day Week', complexity: 'AVERAGE',
  content: {
    kind: 'summarizeWrittenText',
    passage:
      'Several companies have trialled a four-day working week in which staff keep their full salary. Early results suggest that output stays roughly the same, because meetings are shortened and employees plan their time more carefully.\n\nSupporters argue that the extra day off reduces burnout and sick leave. Critics point out that the model is harder to apply in hospitals, schools and shops, where someone must be present every day, and that some employees simply squeeze five days of stress into four.',
  },
  answerKey: {
    kind: 'open',
    keyPoints: ['four-day week trials keep pay', 'output stays similar', 'less burnout', 'hard for services needing daily staff'],
    modelAnswer:
      'Trials of a four-day week on full pay suggest output stays similar and burnout falls, although the model suits services that must be staffed daily poorly and can compress stress into fewer days.',
  },
};

export const writeEssaySample: QuestionSample = {
  ...common, id: 602, skill: 'writing', task: 'writeEssay', title: 'Museums and Admission Fees', complexity: 'HARD',
  content: {
    kind: 'writeEssay',
    prompt:
      'Some people think national museums should be free for everyone, while others believe visitors should pay for entry. Discuss both views and give your own opinion, supported by reasons and examples from your own experience or knowledge.',
  },
  answerKey: { kind: 'open', keyPoints: ['free access', 'funding', 'own opinion'], modelAnswer: '' },
};

export const writeEmailSample: QuestionSample = {
  ...common, id: 603, skill: 'writing', task: 'writeEmail', title: 'Broken Heater', complexity: 'EASY',
  content: {
    kind: 'writeEmail',
    prompt:
      'The heater in the flat you rent stopped working three days ago and the weather is cold. Write an email to your landlord, Ms Patel. In your email, describe the problem, explain how it affects you, and suggest when a repair person could visit.',
  },
  answerKey: { kind: 'open', keyPoints: ['problem', 'effect', 'visit time'], modelAnswer: '' },
};

export const summarizeSpokenTextSample: QuestionSample = {
  ...common, id: 604, skill: 'listening', task: 'summarizeSpokenText', title: 'Sleep and Screens', complexity: 'AVERAGE',
  content: {
    kind: 'summarizeSpokenText',
  },
  transcript: 'The light from phones and tablets delays the release of melatonin, the hormone that tells the body it is time to sleep. Researchers recommend putting screens away an hour before bed, or at least switching devices to a warmer night mode.',
  answerKey: { kind: 'open', keyPoints: ['screen light delays melatonin', 'stop screens an hour before bed'], modelAnswer: '' },
};
