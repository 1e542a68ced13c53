export { AnswerArea } from './AnswerArea';
export { answerViews, renderAnswerView } from './answerViews';
export { deferredAnswerViews, preloadAnswerView } from './deferredAnswerViews';
export { emptyAnswer, isAnswered, toSubmission } from '@pte-kit/core';
export type { AnswerAreaProps } from './AnswerArea';
export type { AnswerViewProps } from './answerViews';
export type { EncodeOptions as SubmissionOptions, AnswerValue, ContentOf } from '@pte-kit/core';
export type { AnswerBaseProps, ChoiceContent } from '../ReadingAnswer/types';
