import type { AnswerKey, QuestionContent } from '@pte-kit/core';
import { renderAnswerView } from '../AnswerArea/answerViews';
import type { ReadingAnswerBaseProps, ReadingAnswerValue } from './types';
import * as shared from './ReadingAnswer.css';

export interface ReadingAnswerAreaProps extends ReadingAnswerBaseProps<QuestionContent, ReadingAnswerValue> {
  /** Re-order, after scoring: whether each adjacent pair of the learner's order is right. */
  pairs?: readonly boolean[];
  /** After scoring, when it may be shown: the key the answer was scored against. */
  answerKey?: AnswerKey | null;
}

const READING_KINDS: ReadonlySet<QuestionContent['kind']> = new Set([
  'rwFillInTheBlanks', 'fillInTheBlanks', 'multipleChoiceMultipleAnswers', 'multipleChoiceSingleAnswer', 'reorderParagraphs',
]);

/** The answer area of a reading question (the reading kinds' answer views); start it with `emptyAnswer(content)`. */
export function ReadingAnswerArea(props: ReadingAnswerAreaProps) {
  if (!READING_KINDS.has(props.content.kind)) return <p className={shared.hint}>This question has no reading answer area.</p>;
  return renderAnswerView({ ...props, variant: 'ACADEMIC' });
}
