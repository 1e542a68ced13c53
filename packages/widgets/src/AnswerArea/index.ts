export { AnswerArea } from './AnswerArea';
export { emptyAnswer, isAnswered, toSubmission } from './answerValue';
export type { AnswerAreaProps } from './AnswerArea';
export type { SubmissionOptions } from './answerValue';
export type { AnswerValue, AnswerBaseProps, ChoiceContent, ContentOf } from '../ReadingAnswer/types';
