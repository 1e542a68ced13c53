import { countWords } from '@pte-kit/core';
import { useId } from 'react';
import type { AnswerBaseProps, ContentOf } from '../ReadingAnswer/types';
import * as shared from '../ReadingAnswer/ReadingAnswer.css';
import * as styles from './DictationInput.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { EXAM_TYPING } from '../private/examTyping';
import { useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { listeningAnswerMessages } from './messages';

export interface DictationInputProps extends AnswerBaseProps<ContentOf<'writeFromDictation'>, string> {
  /** Visible label of the text box. @default 'Type the sentence you heard', in the interface's language */
  label?: string;
}

/** Longest dictation answer the submit schema accepts. */
const MAX_ANSWER_LENGTH = 1000;

/**
 * Write from dictation: one text box with a live word count. Spellcheck, autocorrect and
 * autocapitalisation are off, as in the exam. After scoring, each word of the sentence is shown
 * green when written or red when missed (`result` as `scoreDictation` gives it: one item per word).
 */
export function DictationInput({ value, onValueChange, result, disabled = false, label }: DictationInputProps) {
  const ui = useAnsweringArea('listeningAnswer');
  const t = useT(listeningAnswerMessages);
  const inputId = useId();
  const countId = useId();
  const written = result?.filter((item) => item.correct).length ?? 0;

  return (
    <div className={shared.area}>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label} {...ui}>{label ?? t('dictationLabel')}</label>
        <textarea
          id={inputId}
          className={styles.textarea}
          rows={3}
          value={value}
          disabled={disabled}
          maxLength={MAX_ANSWER_LENGTH}
          {...EXAM_TYPING}
          aria-describedby={countId}
          onChange={(event) => onValueChange(event.target.value)}
        />
        <p id={countId} className={styles.count} {...ui}>{t('wordCount', { n: countWords(value) })}</p>
      </div>
      {result && result.length > 0 ? (
        <>
          <p className={styles.summary} {...ui}>{t('written', { written, total: result.length })}</p>
          <ul className={styles.sentence} aria-label={t('sentenceWords')}>
            {result.map((item, index) => (
              <li
                key={index}
                className={[styles.sentenceWord, shared.scored({ state: item.correct ? 'correct' : 'wrong' })].join(' ')}
                data-correct={String(item.correct)}
              >
                {item.expected ?? item.answer}
                <span aria-hidden="true"> {item.correct ? '✓' : '✗'}</span>
                <VisuallyHidden {...ui}>{t('wordWritten', { correct: item.correct ? 'yes' : 'no' })}</VisuallyHidden>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
