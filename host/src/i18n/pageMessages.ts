import { defineMessages } from '@pte-kit/core';

/** The host's pages around the widgets: landing, sign-in, practice and list pages, dictation, microphone, share. */
export const pageMessages = defineMessages('pages', {
  landingTitle: 'Practise PTE the way the exam works',
  landingText: "Every task of PTE Academic and PTE Core, scored as the exam scores it, with your answers and the community's side by side.",
  signIn: 'Sign in',
  signInAgain: 'Sign in again',
  signingIn: 'Signing you in…',
  dictationTitle: 'Spelling dictation',
  dictationText: 'Listen to each word and type it before its 10 seconds run out. Press Submit on the last word to see your score.',
  microphoneTitle: 'Microphone setup',
  microphoneText: 'Choose the microphone for your spoken answers and check that our speech recognition hears you clearly.',
  shareFailed: 'This shared answer could not be loaded.',
  sharedAnswer: 'Shared answer',
  practiseYourself: 'Practise PTE yourself',
  practiseTaskYourself: 'Practise this task yourself',
  loadingShared: 'Loading the shared answer…',
  examMemory: 'Exam memory',
  predictionPremium: 'The prediction lists are for premium learners.',
  predictionPremiumText: 'A premium plan shows the questions expected in the exam this week and this month, along with unlimited AI scoring.',
  notInExam: '{task} is not part of {exam}.',
  changeExamType: 'Change your exam type to practise it.',
  questionList: 'Question list',
  openingQuestion: 'Opening the question…',
  taskQuestions: '{task} questions',
  closeQuestionList: 'Close question list',
});
