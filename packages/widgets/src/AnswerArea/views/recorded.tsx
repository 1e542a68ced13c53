import type { QuestionContentKind } from '@pte-kit/core';
import * as shared from '../../ReadingAnswer/ReadingAnswer.css';
import { useT } from '../../i18n/LocaleProvider';
import { useAnsweringArea } from '../../i18n/messages';
import { answerAreaMessages } from '../messages';
import type { AnswerView } from './types';

function RecordedHint() {
  const ui = useAnsweringArea('answerArea');
  const t = useT(answerAreaMessages);
  return <p className={shared.hint} {...ui}>{t('recorded')}</p>;
}

export function recorded<Kind extends QuestionContentKind>(): AnswerView<Kind> {
  return () => <RecordedHint />;
}
