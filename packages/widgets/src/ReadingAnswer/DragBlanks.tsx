import { useRef, useState, type DragEvent } from 'react';
import { BlankPassage, withBlank } from './BlankPassage';
import { blankValues } from './passage';
import type { ReadingAnswerBaseProps, ReadingContent } from './types';
import * as shared from './ReadingAnswer.css';
import * as styles from './DragBlanks.css';
import { VisuallyHidden } from '../private/VisuallyHidden';

export type DragBlanksProps = ReadingAnswerBaseProps<ReadingContent<'fillInTheBlanks'>, string[]>;

interface BankWord {
  word: string;
  /** Position in the word bank, so a word served twice stays two chips. */
  bankIndex: number;
}

/** Where a dragged word comes from: the word box, or a blank (0-based). */
type DragSource = { word: string; from: 'box' | number };

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
 * Reading fill in the blanks: words are dragged from the box into the passage's blanks and back.
 * Without a mouse: activate a word to select it, then activate a blank to place it; activating a filled
 * blank with no word selected returns its word to the box.
 */
export function DragBlanks({ content, value, onValueChange, result, disabled = false }: DragBlanksProps) {
  const words = blankValues(value, content.blankCount);
  const available = availableWords(content.wordBank, words);
  const [selectedIndex, setSelectedIndex] = useState<number | null>(null);
  const [over, setOver] = useState<'box' | number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dragSource = useRef<DragSource | null>(null);
  const selected = available.find((item) => item.bankIndex === selectedIndex) ?? null;

  const place = (word: string, blank: number, from: DragSource['from']) => {
    const next = [...words];
    if (typeof from === 'number') {
      if (from === blank) return;
      next[from] = next[blank];
    }
    next[blank] = word;
    onValueChange(next);
    setAnnouncement(`${word} placed in blank ${blank + 1}.`);
  };

  const returnToBox = (blank: number) => {
    const word = words[blank];
    if (!word) return;
    onValueChange(withBlank(words, blank, ''));
    setAnnouncement(`${word} returned to the word box.`);
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

  const dropOnBlank = (event: DragEvent, blank: number) => {
    event.preventDefault();
    const source = dragSource.current;
    endDrag();
    if (source) place(source.word, blank, source.from);
  };

  const dropOnBox = (event: DragEvent) => {
    event.preventDefault();
    const source = dragSource.current;
    endDrag();
    if (source && typeof source.from === 'number') returnToBox(source.from);
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
              aria-label={`Blank ${index + 1}: ${word || 'empty'}`}
              data-over={over === index ? 'true' : undefined}
              disabled={disabled}
              draggable={!disabled && word !== ''}
              onClick={() => activateBlank(index)}
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
        aria-label="Word box"
        className={styles.wordBox}
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
        {available.length === 0 ? <p className={styles.emptyBox}>All words are placed.</p> : null}
        {available.map((item) => (
          <button
            key={item.bankIndex}
            type="button"
            className={styles.word}
            aria-pressed={selectedIndex === item.bankIndex}
            disabled={disabled}
            draggable={!disabled}
            onClick={() => setSelectedIndex((current) => (current === item.bankIndex ? null : item.bankIndex))}
            onDragStart={(event) => startDrag(event, { word: item.word, from: 'box' })}
            onDragEnd={endDrag}
          >
            {item.word}
          </button>
        ))}
      </div>
      {disabled ? null : (
        <p className={shared.hint}>Drag a word into a blank, or select a word and then a blank. Select a filled blank to return its word.</p>
      )}
      <VisuallyHidden as="div" aria-live="polite">{announcement}</VisuallyHidden>
    </div>
  );
}
