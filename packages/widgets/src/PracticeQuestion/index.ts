export { PracticeQuestion } from './PracticeQuestion';
export type { PracticeQuestionProps } from './PracticeQuestion';
export { usePracticeQuestion } from './usePracticeQuestion';
export type { AnswerListData } from './usePracticeQuestion';
