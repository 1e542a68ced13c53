import { useId } from 'react';
import { BlankPassage, withBlank } from '../ReadingAnswer/BlankPassage';
import { blankValues } from '../ReadingAnswer/passage';
import type { AnswerBaseProps, ContentOf } from '../ReadingAnswer/types';
import * as shared from '../ReadingAnswer/ReadingAnswer.css';
import * as styles from './TypedBlanks.css';
import { EXAM_TYPING } from '../private/examTyping';
import { useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { blankMessages } from '../ReadingAnswer/blankMessages';

export type TypedBlanksProps = AnswerBaseProps<ContentOf<'listeningFillInTheBlanks'>, string[]>;

/** Longest word the submit schema accepts in a blank. */
const MAX_WORD_LENGTH = 100;

/**
 * Listening fill in the blanks: the transcript with a text box at each `{{n}}`. A blank takes one word,
 * so spaces are dropped as they are typed or pasted; the browser's spellcheck, autocorrect and
 * autocapitalisation are off, as in the exam.
 */
export function TypedBlanks({ content, value, onValueChange, result, disabled = false }: TypedBlanksProps) {
  const hintId = useId();
  const words = blankValues(value, content.blankCount);
  const ui = useAnsweringArea('blanks');
  const t = useT(blankMessages);

  const type = (index: number, typed: string) => onValueChange(withBlank(words, index, typed.replace(/\s+/g, '')));

  return (
    <div className={shared.area}>
      <BlankPassage
        text={content.text}
        blankCount={content.blankCount}
        result={result}
        slotClassName={styles.blank}
        renderBlank={(index) => (
          <input
            type="text"
            className={styles.input}
            aria-label={t('blank', { n: index + 1 })}
            aria-describedby={disabled ? undefined : hintId}
            value={words[index]}
            disabled={disabled}
            maxLength={MAX_WORD_LENGTH}
            {...EXAM_TYPING}
            onChange={(event) => type(index, event.target.value)}
          />
        )}
      />
      {disabled ? null : <p id={hintId} className={shared.hint} {...ui}>{t('typeHint')}</p>}
    </div>
  );
}
