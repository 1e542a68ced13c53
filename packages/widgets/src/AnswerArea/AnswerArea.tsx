import { Suspense, createElement, type ComponentType } from 'react';
import type { AnswerKey, AnswerValue, ExamVariant, QuestionContent, TaskDefinition } from '@pte-kit/core';
import type { AnswerBaseProps } from '../ReadingAnswer/types';
import { deferredAnswerViews } from './deferredAnswerViews';
import { AnswerSkeleton } from './lazy';
import type { AnswerViewProps } from './views/types';

export interface AnswerAreaProps extends AnswerBaseProps<QuestionContent, AnswerValue> {
  /** Catalogue entry of the task; the writing editor reads its word limits. @default the catalogue task of `content.kind` */
  task?: TaskDefinition;
  /** The learner's exam variant (`variantOf(pteType)`), which picks the writing word limits. @default 'ACADEMIC' */
  variant?: ExamVariant;
  /**
   * After scoring, the key the answer was scored against (`AnswerRecord.answerKey`): Highlight Incorrect Words marks
   * the changed words the learner did not highlight, re-order shows the correct order.
   */
  answerKey?: AnswerKey | null;
  /** Re-order, after scoring: whether each adjacent pair of the learner's order is right (`AnswerRecord.pairs`). */
  pairs?: readonly boolean[];
}

/**
 * The answer area of any question, looked up by `content.kind` in the answer views. Start it with
 * `emptyAnswer(content)`, gate Submit with `isAnswered` and send `toSubmission` (all from the content-kind registry
 * in core). Speaking questions are answered with the recorder, which is not part of this area. The view's code is
 * fetched the first time its kind shows (placeholder lines meanwhile), so a page loads only the areas it uses.
 */
export function AnswerArea({ variant = 'ACADEMIC', ...props }: AnswerAreaProps) {
  const view = deferredAnswerViews[props.content.kind] as unknown as ComponentType<AnswerViewProps>;
  return <Suspense fallback={<AnswerSkeleton />}>{createElement(view, { ...props, variant })}</Suspense>;
}
