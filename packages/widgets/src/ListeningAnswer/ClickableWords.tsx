import { Fragment, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AnswerBaseProps, ContentOf } from '../ReadingAnswer/types';
import * as shared from '../ReadingAnswer/ReadingAnswer.css';
import * as styles from './ClickableWords.css';
import { sortedPositions, transcriptWords } from './transcriptWords';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { listeningAnswerMessages } from './messages';

export interface ClickableWordsProps extends AnswerBaseProps<ContentOf<'highlightIncorrectWords'>, string[]> {
  /** Positions (0-based, as strings) of the words that differ from the recording; with `result`, the ones not highlighted are marked as missed. */
  changed?: readonly string[];
}

type WordState = 'none' | 'correct' | 'wrong' | 'missed';

/**
 * Highlight incorrect words: every word of the shown transcript is a toggle button. The transcript is
 * one tab stop; the arrow keys, Home and End move between words and Space or Enter toggles one.
 * After scoring, highlighted words are green (changed) or red (unchanged), and changed words the
 * learner did not highlight get a dashed red outline.
 */
export function ClickableWords({ content, value, onValueChange, result, disabled = false, changed }: ClickableWordsProps) {
  const hintId = useId();
  const ui = useAnsweringArea('listeningAnswer');
  const t = useT(listeningAnswerMessages);
  const words = transcriptWords(content.text);
  const highlighted = new Set(value);
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const stateOf = (position: string): WordState => {
    if (!result) return 'none';
    if (highlighted.has(position)) {
      const itemResult = result.find((entry) => entry.answer === position);
      if (itemResult) return itemResult.correct ? 'correct' : 'wrong';
      return changed ? (changed.includes(position) ? 'correct' : 'wrong') : 'none';
    }
    return changed?.includes(position) ? 'missed' : 'none';
  };

  const toggle = (position: string) => {
    const next = new Set(highlighted);
    if (next.has(position)) next.delete(position);
    else next.add(position);
    onValueChange(sortedPositions([...next]));
  };

  const moveTo = (index: number) => {
    const target = Math.min(Math.max(index, 0), words.length - 1);
    setActive(target);
    buttons.current[target]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: words.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    moveTo(moves[event.key]);
  };

  return (
    <div className={shared.area}>
      <div role="group" aria-label={t('transcript')} aria-describedby={disabled ? undefined : hintId} className={styles.transcript}>
        {words.map((word, index) => {
          const position = String(index);
          const state = stateOf(position);
          return (
            <Fragment key={index}>
              {index > 0 ? ' ' : null}
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className={styles.word({ state })}
                aria-pressed={highlighted.has(position)}
                data-correct={state === 'correct' ? 'true' : state === 'wrong' ? 'false' : undefined}
                data-missed={state === 'missed' ? 'true' : undefined}
                tabIndex={index === Math.min(active, words.length - 1) ? 0 : -1}
                disabled={disabled}
                onFocus={() => setActive(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                onClick={() => toggle(position)}
              >
                {word}
                {state === 'correct' || state === 'wrong' ? (
                  <span className={styles.mark} aria-hidden="true">{state === 'correct' ? '✓' : '✗'}</span>
                ) : null}
                {state === 'none' ? null : <VisuallyHidden {...ui}>{t('wordState', { state })}</VisuallyHidden>}
              </button>
            </Fragment>
          );
        })}
      </div>
      {disabled ? null : (
        <p id={hintId} className={shared.hint} {...ui}>{t('highlightHint')}</p>
      )}
      {result ? (
        <ul className={styles.legend} aria-label={t('key')} {...ui}>
          <li><span className={styles.legendSwatch({ state: 'correct' })} aria-hidden="true">✓</span>{t('changedHighlighted')}</li>
          <li><span className={styles.legendSwatch({ state: 'wrong' })} aria-hidden="true">✗</span>{t('unchangedHighlighted')}</li>
          {changed ? <li><span className={styles.legendSwatch({ state: 'missed' })} aria-hidden="true">abc</span>{t('changedMissed')}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
