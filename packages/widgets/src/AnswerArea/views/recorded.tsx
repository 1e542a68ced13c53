import type { QuestionContentKind } from '@pte-kit/core';
import * as shared from '../../ReadingAnswer/ReadingAnswer.css';
import type { AnswerView } from './types';

export function recorded<Kind extends QuestionContentKind>(): AnswerView<Kind> {
  return () => <p className={shared.hint}>This question is answered with a recording.</p>;
}
