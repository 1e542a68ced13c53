import { useRef, useState, type DragEvent, type PointerEvent } from 'react';
import { BlankPassage, withBlank } from './BlankPassage';
import { blankValues } from './passage';
import type { ReadingAnswerBaseProps, ReadingContent } from './types';
import * as shared from './ReadingAnswer.css';
import * as styles from './DragBlanks.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { blankMessages } from './blankMessages';

export type DragBlanksProps = ReadingAnswerBaseProps<ReadingContent<'fillInTheBlanks'>, string[]>;

interface BankWord {
  word: string;
  /** Position in the word bank, so a word served twice stays two chips. */
  bankIndex: number;
}

/** Where a dragged word comes from: the word box, or a blank (0-based). */
type DragSource = { word: string; from: 'box' | number };

type DropTarget = 'box' | number;

/** A finger (or pen) drag in progress: where it started, and whether it has moved far enough to be a drag, not a tap. */
interface TouchDrag {
  source: DragSource;
  pointerId: number;
  x: number;
  y: number;
  moved: boolean;
}

/** How far (CSS px) a finger moves before a press becomes a drag. */
const DRAG_SLOP = 8;

/** The blank or word box under a point, by the `data-drop` attribute of the drop targets. */
function dropTargetAt(x: number, y: number): DropTarget | null {
  const element = document.elementFromPoint?.(x, y)?.closest<HTMLElement>('[data-drop]');
  const drop = element?.dataset.drop;
  if (drop === undefined) return null;
  return drop === 'box' ? 'box' : Number(drop);
}

/** Words of the bank not yet used in a blank; each placed word takes one chip. */
function availableWords(wordBank: readonly string[], placed: readonly string[]): BankWord[] {
  const remaining = [...placed.filter(Boolean)];
  const available: BankWord[] = [];
  wordBank.forEach((word, bankIndex) => {
    const used = remaining.indexOf(word);
    if (used >= 0) remaining.splice(used, 1);
    else available.push({ word, bankIndex });
  });
  return available;
}

/**
 * Reading fill in the blanks: words are dragged from the box into the passage's blanks and back, with a mouse (HTML5
 * drag and drop) or a finger (pointer events: touch screens fire no drag events).
 * Without dragging: activate a word to select it, then activate a blank to place it; activating a filled
 * blank with no word selected returns its word to the box.
 */
export function DragBlanks({ content, value, onValueChange, result, disabled = false }: DragBlanksProps) {
  const ui = useAnsweringArea('blanks');
  const t = useT(blankMessages);
  const words = blankValues(value, content.blankCount);
  const available = availableWords(content.wordBank, words);
  const [selectedIndex, setSelectedIndex] = useState<number | null>(null);
  const [over, setOver] = useState<'box' | number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dragSource = useRef<DragSource | null>(null);
  const touchDrag = useRef<TouchDrag | null>(null);
  // A finger drag ends with a click on the word it started from; that click must not select the word as well.
  const swallowClick = useRef(false);
  const selected = available.find((item) => item.bankIndex === selectedIndex) ?? null;

  const place = (word: string, blank: number, from: DragSource['from']) => {
    const next = [...words];
    if (typeof from === 'number') {
      if (from === blank) return;
      next[from] = next[blank];
    }
    next[blank] = word;
    onValueChange(next);
    setAnnouncement(t('placed', { word, n: blank + 1 }));
  };

  const returnToBox = (blank: number) => {
    const word = words[blank];
    if (!word) return;
    onValueChange(withBlank(words, blank, ''));
    setAnnouncement(t('returned', { word }));
  };

  const activateBlank = (blank: number) => {
    if (selected) {
      place(selected.word, blank, 'box');
      setSelectedIndex(null);
    } else {
      returnToBox(blank);
    }
  };

  const startDrag = (event: DragEvent, source: DragSource) => {
    dragSource.current = source;
    event.dataTransfer.effectAllowed = 'move';
    // Firefox starts a drag only when some data is set.
    event.dataTransfer.setData('text/plain', source.word);
  };

  const allowDrop = (event: DragEvent, target: 'box' | number) => {
    if (disabled || !dragSource.current) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(target);
  };

  const endDrag = () => {
    dragSource.current = null;
    setOver(null);
  };

  const drop = (source: DragSource, target: DropTarget | null) => {
    if (typeof target === 'number') place(source.word, target, source.from);
    else if (target === 'box' && typeof source.from === 'number') returnToBox(source.from);
  };

  const dropOnBlank = (event: DragEvent, blank: number) => {
    event.preventDefault();
    const source = dragSource.current;
    endDrag();
    if (source) drop(source, blank);
  };

  const dropOnBox = (event: DragEvent) => {
    event.preventDefault();
    const source = dragSource.current;
    endDrag();
    if (source) drop(source, 'box');
  };

  /** Pointer handlers that let a finger drag `source`; a mouse keeps to the HTML5 drag events. */
  const touchDragging = (source: DragSource) => ({
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (disabled || event.pointerType === 'mouse' || !source.word) return;
      touchDrag.current = { source, pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLButtonElement>) => {
      const drag = touchDrag.current;
      if (!drag || drag.pointerId !== event.pointerId) return;
      if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_SLOP) return;
      drag.moved = true;
      setOver(dropTargetAt(event.clientX, event.clientY));
    },
    onPointerUp: (event: PointerEvent<HTMLButtonElement>) => {
      const drag = touchDrag.current;
      touchDrag.current = null;
      if (!drag?.moved || drag.pointerId !== event.pointerId) return; // a tap: the click selects or places
      setOver(null);
      swallowClick.current = true;
      setTimeout(() => (swallowClick.current = false), 0);
      drop(drag.source, dropTargetAt(event.clientX, event.clientY));
    },
    onPointerCancel: () => {
      touchDrag.current = null;
      setOver(null);
    },
  });

  const unlessDragged = (action: () => void) => () => {
    if (swallowClick.current) swallowClick.current = false;
    else action();
  };

  return (
    <div className={shared.area}>
      <BlankPassage
        text={content.text}
        blankCount={content.blankCount}
        result={result}
        slotClassName={styles.blankSlot}
        renderBlank={(index) => {
          const word = words[index];
          return (
            <button
              type="button"
              className={styles.blank({ filled: word !== '', awaiting: selected !== null })}
              aria-label={word ? t('blankFilled', { n: index + 1, word }) : t('blankEmpty', { n: index + 1 })}
              data-drop={index}
              data-over={over === index ? 'true' : undefined}
              disabled={disabled}
              draggable={!disabled && word !== ''}
              onClick={unlessDragged(() => activateBlank(index))}
              {...touchDragging({ word, from: index })}
              onDragStart={(event) => startDrag(event, { word, from: index })}
              onDragEnd={endDrag}
              onDragOver={(event) => allowDrop(event, index)}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => dropOnBlank(event, index)}
            >
              {word}
            </button>
          );
        }}
      />
      <div
        role="group"
        aria-label={t('wordBox')}
        className={styles.wordBox}
        data-drop="box"
        data-over={over === 'box' ? 'true' : undefined}
        onDragOver={(event) => allowDrop(event, 'box')}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
        }}
        onDrop={dropOnBox}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && selectedIndex !== null) {
            event.stopPropagation();
            setSelectedIndex(null);
          }
        }}
      >
        {available.length === 0 ? <p className={styles.emptyBox} {...ui}>{t('allPlaced')}</p> : null}
        {available.map((item) => (
          <button
            key={item.bankIndex}
            type="button"
            className={styles.word}
            aria-pressed={selectedIndex === item.bankIndex}
            disabled={disabled}
            draggable={!disabled}
            onClick={unlessDragged(() => setSelectedIndex((current) => (current === item.bankIndex ? null : item.bankIndex)))}
            {...touchDragging({ word: item.word, from: 'box' })}
            onDragStart={(event) => startDrag(event, { word: item.word, from: 'box' })}
            onDragEnd={endDrag}
          >
            {item.word}
          </button>
        ))}
      </div>
      {disabled ? null : (
        <p className={shared.hint} {...ui}>{t('dragHint')}</p>
      )}
      <VisuallyHidden as="div" aria-live="polite" {...ui}>{announcement}</VisuallyHidden>
    </div>
  );
}
