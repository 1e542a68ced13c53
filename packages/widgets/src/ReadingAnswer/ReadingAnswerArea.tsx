import { taskOfContentKind, type AnswerKey, type QuestionContent } from '@pte-kit/core';
import { renderAnswerView } from '../AnswerArea/answerViews';
import type { ReadingAnswerBaseProps, ReadingAnswerValue } from './types';
import * as shared from './ReadingAnswer.css';
import { useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { answerAreaMessages } from '../AnswerArea/messages';

export interface ReadingAnswerAreaProps extends ReadingAnswerBaseProps<QuestionContent, ReadingAnswerValue> {
  /** Re-order, after scoring: whether each adjacent pair of the learner's order is right. */
  pairs?: readonly boolean[];
  /** After scoring, when it may be shown: the key the answer was scored against. */
  answerKey?: AnswerKey | null;
}

/** The answer area of a reading question (the reading kinds' answer views); start it with `emptyAnswer(content)`. */
export function ReadingAnswerArea(props: ReadingAnswerAreaProps) {
  const ui = useAnsweringArea('answerArea');
  const t = useT(answerAreaMessages);
  if (taskOfContentKind(props.content.kind).skill !== 'reading') return <p className={shared.hint} {...ui}>{t('noReadingArea')}</p>;
  return renderAnswerView({ ...props, variant: 'ACADEMIC' });
}
