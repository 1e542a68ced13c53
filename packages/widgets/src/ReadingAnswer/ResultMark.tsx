import type { ItemResult } from '@pte-kit/core';
import * as shared from './ReadingAnswer.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { answerAreaMessages } from '../AnswerArea/messages';

/** `scored` recipe state and `data-correct` value of an item, or nothing before scoring. */
export function scoredState(result: ItemResult | undefined): { state: 'none' | 'correct' | 'wrong'; dataCorrect?: 'true' | 'false' } {
  if (!result) return { state: 'none' };
  return result.correct ? { state: 'correct', dataCorrect: 'true' } : { state: 'wrong', dataCorrect: 'false' };
}

export interface ResultMarkProps {
  /** The item's result. */
  result: ItemResult;
  /** How to show the expected answer (e.g. a paragraph letter instead of its id). @default the expected value itself */
  expectedLabel?: string;
}

/** ✓ or ✗ after a scored item, with the expected answer next to a wrong one; never colour alone. */
export function ResultMark({ result, expectedLabel = result.expected }: ResultMarkProps) {
  const ui = useAnsweringArea('answerArea');
  const t = useT(answerAreaMessages);
  if (result.correct) {
    return (
      <span className={shared.mark({ state: 'correct' })}>
        <span aria-hidden="true">✓</span>
        <VisuallyHidden {...ui}>{t('correct')}</VisuallyHidden>
      </span>
    );
  }
  return (
    <span className={shared.mark({ state: 'wrong' })}>
      <span aria-hidden="true">✗</span>
      <VisuallyHidden {...ui}>{t('wrong', { expected: expectedLabel ? 'yes' : 'no' })}</VisuallyHidden>
      {expectedLabel ? <span className={shared.expected} data-expected="true">{expectedLabel}</span> : null}
    </span>
  );
}
