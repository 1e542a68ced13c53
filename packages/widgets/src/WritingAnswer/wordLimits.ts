import { taskOfContentKind, type ExamVariant, type TaskDefinition, type WordLimits } from '@pte-kit/core';
import type { WritingContentKind } from './types';

/** Where a word count stands against a task's limits; `empty` before the first word, `none` when the task has no limits. */
export type WordLimitStatus = 'empty' | 'below' | 'within' | 'above' | 'none';

/** The word limits of a task in the learner's variant, if it has any. */
export function wordLimitsOf(task: TaskDefinition | undefined, variant: ExamVariant): WordLimits | undefined {
  return task?.wordLimits?.[variant];
}

export function wordLimitStatus(count: number, limits: WordLimits | undefined): WordLimitStatus {
  if (!limits) return 'none';
  if (count === 0) return 'empty';
  if (count < limits.min) return 'below';
  if (count > limits.max) return 'above';
  return 'within';
}

/** '50–70 words', as the editor and the score detail show limits. */
export function formatWordLimits(limits: WordLimits): string {
  return `${limits.min}–${limits.max} words`;
}

/** The catalogue task a written answer's content belongs to. */
export function writingTaskOf(kind: WritingContentKind): TaskDefinition {
  return taskOfContentKind(kind);
}
