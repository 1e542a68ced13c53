import { useId, useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button } from '../private/Button';
import { ResultMark, scoredState } from './ResultMark';
import { paragraphLetter } from './passage';
import { ScoredOrder } from './ScoredOrder';
import type { ReadingAnswerBaseProps, ReadingContent } from './types';
import * as shared from './ReadingAnswer.css';
import * as styles from './ReorderList.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { reorderMessages } from './reorderMessages';

export interface ReorderListProps extends ReadingAnswerBaseProps<ReadingContent<'reorderParagraphs'>, string[]> {
  /** After scoring: whether each adjacent pair of the learner's order is right. With it the list shows the scored order. */
  pairs?: readonly boolean[];
  /** After scoring: the correct order (paragraph ids), shown by the letters on the paragraphs. */
  correctOrder?: readonly string[] | null;
}

type FocusTarget = { id: string; on: 'item' | 'up' | 'down' };

/** The learner's order with unknown ids dropped and any missing paragraph appended in served order. */
function completeOrder(value: readonly string[], servedIds: readonly string[]): string[] {
  const known = value.filter((id, index) => servedIds.includes(id) && value.indexOf(id) === index);
  return [...known, ...servedIds.filter((id) => !known.includes(id))];
}

/**
 * Re-order paragraphs: boxes moved by drag and drop, by their Move up / Move down buttons, or with
 * Alt+ArrowUp / Alt+ArrowDown on a focused box. Boxes are labelled A, B, C… in the order they were served.
 */
export function ReorderList({ content, value, onValueChange, result, disabled = false, pairs, correctOrder }: ReorderListProps) {
  const hintId = useId();
  const ui = useAnsweringArea('reorder');
  const t = useT(reorderMessages);
  const servedIds = content.paragraphs.map((paragraph) => paragraph.id);
  const order = completeOrder(value, servedIds);
  const letterOf = (id: string) => paragraphLetter(servedIds.indexOf(id));
  const textOf = (id: string) => content.paragraphs.find((paragraph) => paragraph.id === id)?.text ?? '';

  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const focusAfterMove = useRef<FocusTarget | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !listRef.current) return;
    focusAfterMove.current = null;
    const item = [...listRef.current.children].find(
      (child): child is HTMLElement => child instanceof HTMLElement && child.dataset.paragraph === target.id,
    );
    const button = target.on === 'item' ? null : item?.querySelector<HTMLButtonElement>(`[data-move="${target.on}"]:not(:disabled)`);
    (button ?? item)?.focus();
  });

  const move = (from: number, to: number, focus: FocusTarget['on']) => {
    if (disabled || to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id);
    focusAfterMove.current = { id, on: focus };
    onValueChange(next);
    setAnnouncement(t('moved', { letter: letterOf(id), position: to + 1, total: order.length }));
  };

  const onItemKeyDown = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, 'item');
  };

  if (pairs) {
    return (
      <div className={shared.area}>
        <ScoredOrder paragraphs={content.paragraphs} order={order} pairs={pairs} correctOrder={correctOrder} />
      </div>
    );
  }

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged) move(order.indexOf(dragged), index, 'item');
    setDragged(null);
    setOverId(null);
  };

  return (
    <div className={shared.area}>
      <p id={hintId} className={shared.hint} {...ui}>{t(disabled ? 'yourOrderHint' : 'hint')}</p>
      <ol ref={listRef} className={styles.list} aria-label={t('paragraphs')}>
        {order.map((id, index) => {
          const letter = letterOf(id);
          const itemResult = result?.[index]?.answer === id ? result[index] : undefined;
          const { state, dataCorrect } = scoredState(itemResult);
          return (
            <li
              key={id}
              data-paragraph={id}
              className={[styles.item, shared.scored({ state })].join(' ')}
              data-correct={dataCorrect}
              data-dragging={dragged === id ? 'true' : undefined}
              data-over={overId === id && dragged !== id ? 'true' : undefined}
              tabIndex={disabled ? undefined : 0}
              aria-describedby={hintId}
              aria-disabled={disabled || undefined}
              draggable={!disabled}
              onKeyDown={(event) => onItemKeyDown(event, index)}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                // Firefox starts a drag only when some data is set.
                event.dataTransfer.setData('text/plain', letter);
                setDragged(id);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOverId(null);
              }}
              onDragOver={(event) => {
                if (!dragged) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOverId(id);
              }}
              onDrop={(event) => onDrop(event, index)}
            >
              <span className={styles.letter}>
                <VisuallyHidden {...ui}>{t('paragraph')} </VisuallyHidden>
                {letter}
              </span>
              <p className={styles.text}>{textOf(id)}</p>
              {itemResult ? <ResultMark result={itemResult} expectedLabel="" /> : null}
              {disabled ? null : (
                <span className={styles.moves}>
                  <Button
                    variant="ghost"
                    size="sm"
                    data-move="up"
                    aria-label={t('moveUpLabel', { letter })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    ↑ <span {...ui}>{t('moveUp')}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    data-move="down"
                    aria-label={t('moveDownLabel', { letter })}
                    disabled={index === order.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    ↓ <span {...ui}>{t('moveDown')}</span>
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <VisuallyHidden as="div" aria-live="polite" {...ui}>{announcement}</VisuallyHidden>
    </div>
  );
}
