import { Fragment, useId } from 'react';
import { ResultMark, scoredState } from '../ReadingAnswer/ResultMark';
import { blankValues, splitPassage } from '../ReadingAnswer/passage';
import type { AnswerBaseProps, ContentOf } from '../ReadingAnswer/types';
import * as shared from '../ReadingAnswer/ReadingAnswer.css';
import * as styles from './TypedBlanks.css';

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

  const type = (index: number, typed: string) => {
    const next = [...words];
    next[index] = typed.replace(/\s+/g, '');
    onValueChange(next);
  };

  return (
    <div className={shared.area}>
      <p className={shared.passage}>
        {splitPassage(content.text, content.blankCount).map((segment, key) => {
          if (segment.type === 'text') return <Fragment key={key}>{segment.text}</Fragment>;
          const { index } = segment;
          const itemResult = result?.[index];
          const { state, dataCorrect } = scoredState(itemResult);
          return (
            <span key={key} className={[styles.blank, shared.scored({ state })].join(' ')} data-correct={dataCorrect}>
              <input
                type="text"
                className={styles.input}
                aria-label={`Blank ${index + 1}`}
                aria-describedby={disabled ? undefined : hintId}
                value={words[index]}
                disabled={disabled}
                maxLength={MAX_WORD_LENGTH}
                spellCheck={false}
                autoCapitalize="off"
                autoCorrect="off"
                autoComplete="off"
                onChange={(event) => type(index, event.target.value)}
              />
              {itemResult ? <ResultMark result={itemResult} /> : null}
            </span>
          );
        })}
      </p>
      {disabled ? null : <p id={hintId} className={shared.hint}>Type one word in each blank.</p>}
    </div>
  );
}
