import { Fragment } from 'react';
import { ResultMark, scoredState } from './ResultMark';
import { blankValues, splitPassage } from './passage';
import type { ReadingAnswerBaseProps, ReadingContent } from './types';
import * as shared from './ReadingAnswer.css';
import * as styles from './DropdownBlanks.css';

export type DropdownBlanksProps = ReadingAnswerBaseProps<ReadingContent<'rwFillInTheBlanks'>, string[]>;

/** Reading & Writing fill in the blanks: the passage with a native select at each `{{n}}`. */
export function DropdownBlanks({ content, value, onValueChange, result, disabled = false }: DropdownBlanksProps) {
  const words = blankValues(value, content.blanks.length);

  const choose = (index: number, word: string) => {
    const next = [...words];
    next[index] = word;
    onValueChange(next);
  };

  return (
    <div className={shared.area}>
      <p className={shared.passage}>
        {splitPassage(content.text, content.blanks.length).map((segment, key) => {
          if (segment.type === 'text') return <Fragment key={key}>{segment.text}</Fragment>;
          const { index } = segment;
          const itemResult = result?.[index];
          const { state, dataCorrect } = scoredState(itemResult);
          return (
            <span key={key} className={[styles.blank, shared.scored({ state })].join(' ')} data-correct={dataCorrect}>
              <select
                className={styles.select}
                aria-label={`Blank ${index + 1}`}
                value={words[index]}
                disabled={disabled}
                onChange={(event) => choose(index, event.target.value)}
              >
                <option value="" />
                {content.blanks[index].options.map((option) => (
                  <option key={option} value={option}>{option}</option>
                ))}
              </select>
              {itemResult ? <ResultMark result={itemResult} /> : null}
            </span>
          );
        })}
      </p>
    </div>
  );
}
