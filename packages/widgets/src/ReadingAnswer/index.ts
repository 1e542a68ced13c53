export { ReadingAnswerArea } from './ReadingAnswerArea';
export { DropdownBlanks } from './DropdownBlanks';
export { DragBlanks } from './DragBlanks';
export { ChoiceList } from './ChoiceList';
export { ReorderList } from './ReorderList';
export { emptyAnswer, isAnswered, toSubmission } from '@pte-kit/core';
export type { ReadingAnswerAreaProps } from './ReadingAnswerArea';
export type { DropdownBlanksProps } from './DropdownBlanks';
export type { DragBlanksProps } from './DragBlanks';
export type { ChoiceListProps } from './ChoiceList';
export type { ReorderListProps } from './ReorderList';
export type {
  AnswerValue, AnswerBaseProps, ChoiceContent, ContentOf, ReadingAnswerValue, ReadingAnswerBaseProps, ReadingContent, ReadingContentKind,
} from './types';
