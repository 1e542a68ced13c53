import type { AnswerKey, AnswerValue, ContentOf, ExamVariant, QuestionContentKind, TaskDefinition } from '@pte-kit/core';
import type { ReactNode } from 'react';
import type { AnswerBaseProps } from '../../ReadingAnswer/types';

/** What an answer view of content kind `Kind` is given. */
export interface AnswerViewProps<Kind extends QuestionContentKind = QuestionContentKind> extends AnswerBaseProps<ContentOf<Kind>, AnswerValue> {
  task?: TaskDefinition;
  variant: ExamVariant;
  answerKey?: AnswerKey | null;
  pairs?: readonly boolean[];
}

export type AnswerView<Kind extends QuestionContentKind> = (props: AnswerViewProps<Kind>) => ReactNode;

export const asList = (value: AnswerValue): string[] => (Array.isArray(value) ? value : value ? [value] : []);
export const asText = (value: AnswerValue): string => (Array.isArray(value) ? value[0] ?? '' : value);
