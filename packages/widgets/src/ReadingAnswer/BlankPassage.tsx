import { Fragment, type ReactNode } from 'react';
import type { ItemResult } from '@pte-kit/core';
import { ResultMark, scoredState } from './ResultMark';
import { splitPassage } from './passage';
import * as shared from './ReadingAnswer.css';

export interface BlankPassageProps {
  /** The passage with its `{{1}}..{{n}}` placeholders. */
  text: string;
  /** How many blanks the passage has; higher placeholder numbers stay text. */
  blankCount: number;
  /** Per-blank results once scored: each blank is then framed green or red and followed by its mark. */
  result?: readonly ItemResult[] | null;
  /** Class of the slot around each blank. */
  slotClassName: string;
  /** The control of blank `index` (0-based): a text box, a select, a drop target. */
  renderBlank: (index: number) => ReactNode;
}

/** A fill-in-the-blanks passage: its text, and at each placeholder a control in a slot that shows the blank's score. */
export function BlankPassage({ text, blankCount, result, slotClassName, renderBlank }: BlankPassageProps) {
  return (
    <p className={shared.passage}>
      {splitPassage(text, blankCount).map((segment, key) => {
        if (segment.type === 'text') return <Fragment key={key}>{segment.text}</Fragment>;
        const { index } = segment;
        const itemResult = result?.[index];
        const { state, dataCorrect } = scoredState(itemResult);
        return (
          <span key={key} className={[slotClassName, shared.scored({ state })].join(' ')} data-correct={dataCorrect}>
            {renderBlank(index)}
            {itemResult ? <ResultMark result={itemResult} /> : null}
          </span>
        );
      })}
    </p>
  );
}

/** The blanks' words with blank `index` set to `word`. */
export function withBlank(words: readonly string[], index: number, word: string): string[] {
  const next = [...words];
  next[index] = word;
  return next;
}
