import {
  BOOKMARK_TYPES, LIMITS, createPronunciationRetry, errorMessage, syllableTone,
  type BookmarkType, type TakeMedia, type WordPronunciationScore,
} from '@pte-kit/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { DeleteModal } from '../DeleteModal';
import { Button } from '../private/Button';
import { visuallyHidden } from '../private/css/a11y.css';
import { Modal } from '../private/Modal';
import { useModel } from '../private/useModel';
import type { ToastHandler } from '../QuestionTools/messages';
import { commonMessages, useLocale, useT } from '../i18n';
import { useBookMessages } from '../VocabBook/bookParts';
import * as styles from '../VocabBook/VocabBook.css';

/** A pronunciation- or spelling-book entry as the modal edits it. */
export interface BookEntry {
  id: number;
  word: string;
  bookmark: BookmarkType;
  note: string | null;
  practiceCount: number;
  version: number;
  lastScore?: number | null;
}

export interface WordEntryActions<Entry extends BookEntry> {
  setNote: (id: number, note: string | null, version?: number) => Promise<Entry>;
  setBookmark: (id: number, bookmark: BookmarkType | null, version?: number) => Promise<Entry>;
  remove: (id: number) => Promise<void>;
}

export interface RetryOptions {
  media: TakeMedia;
  score: (word: string, voice: string) => Promise<WordPronunciationScore>;
}

export interface WordEntryModalProps<Entry extends BookEntry> {
  entry: Entry;
  /** The word's place in the book (0-based index). */
  position: { index: number; total: number };
  actions: WordEntryActions<Entry>;
  /** The pronunciation book's retry recording; without it (the spelling book) there is none. */
  retry?: RetryOptions;
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
  /** The entry the server answered with (a note, a mark, a new score). */
  onChange: (entry: Entry) => void;
  onDeleted: (id: number) => void;
  onToast?: ToastHandler;
}

/**
 * One pronunciation- or spelling-book word: 'n of total' with Previous/Next, the note (≤ 5000 characters), the
 * difficulty mark and Delete; in the pronunciation book also the retry recording.
 */
export function WordEntryModal<Entry extends BookEntry>({
  entry, position, actions, retry, onClose, onPrevious, onNext, onChange, onDeleted, onToast,
}: WordEntryModalProps<Entry>) {
  const t = useBookMessages();
  const tc = useT(commonMessages);
  const i18n = useLocale();
  // Counters without grouping, as the note editor's ('5000', not '5,000').
  const plain = (n: number) => i18n.number(n, { useGrouping: false });
  const noteId = useId();
  const markId = useId();
  const counterId = useId();
  const [note, setNote] = useState(entry.note ?? '');
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The entry as last saved: a note and a mark in a row each send the version the one before answered.
  const latest = useRef(entry);
  latest.current = entry;
  const say = (message: string, tone: 'success' | 'error') => onToast?.(message, tone);

  const save = async (call: () => Promise<Entry>, done: string) => {
    setBusy(true);
    try {
      onChange(await call());
      say(done, 'success');
    } catch (reason) {
      say(errorMessage(reason, t('somethingWrong'), 'server'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal
        open={!deleting}
        onOpenChange={(next) => !next && onClose()}
        title={<span lang="en" dir="ltr">{entry.word}</span>}
        footer={(
          <div className={styles.footer}>
            <Button variant="danger" onClick={() => setDeleting(true)}>{t('deleteWord')}</Button>
            <span className={styles.positionText}>{t('position', { n: position.index + 1, total: position.total })}</span>
            <div className={styles.footerEnd}>
              <Button variant="secondary" aria-label={t('previousWord')} disabled={position.index === 0} onClick={onPrevious}>{tc('previous')}</Button>
              <Button variant="secondary" aria-label={t('nextWord')} disabled={position.index >= position.total - 1} onClick={onNext}>{tc('next')}</Button>
            </div>
          </div>
        )}
      >
        <div className={styles.root}>
          {retry ? (
            <RetrySection
              word={entry.word}
              lastScore={entry.lastScore ?? null}
              options={retry}
              onScored={(score) => onChange({ ...latest.current, lastScore: score.score, practiceCount: latest.current.practiceCount + 1 })}
              onFailed={(message) => {
                say(message, 'error');
                onClose();
              }}
            />
          ) : null}
          <label className={styles.field} htmlFor={markId}>
            {t('difficultyMark')}
            <select
              id={markId}
              className={styles.input}
              value={entry.bookmark}
              disabled={busy}
              onChange={(event) => void save(() => actions.setBookmark(entry.id, event.target.value as BookmarkType, latest.current.version), t('markSaved'))}
            >
              {BOOKMARK_TYPES.map((type) => <option key={type} value={type}>{tc('bookmark', { level: type })}</option>)}
            </select>
          </label>
          <label className={styles.field} htmlFor={noteId}>
            {t('note')}
            <textarea
              id={noteId}
              className={styles.noteArea}
              value={note}
              maxLength={LIMITS.noteChars}
              aria-describedby={counterId}
              onChange={(event) => setNote(event.target.value.slice(0, LIMITS.noteChars))}
            />
          </label>
          <div className={styles.noteFoot}>
            <span id={counterId}>{t('noteCount', { n: plain(note.length), max: plain(LIMITS.noteChars) })}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy || note === (entry.note ?? '')}
              onClick={() => void save(() => actions.setNote(entry.id, note.trim() ? note : null, latest.current.version), t('noteSaved'))}
            >
              {t('saveNote')}
            </Button>
          </div>
        </div>
      </Modal>
      <DeleteModal
        open={deleting}
        subject={t('wordSubject')}
        onOpenChange={(next) => {
          if (!next) setDeleting(false);
        }}
        onConfirm={async () => {
          await actions.remove(entry.id);
          say(t('wordDeleted'), 'success');
          onDeleted(entry.id);
        }}
      />
    </>
  );
}

/**
 * The retry recording: at most 10 s (the learner may stop earlier), sent as mp3 base64 to be scored; the score out of
 * 100 and each syllable coloured HIGH green, LOW red, otherwise amber (said in words too). A failure is said with the
 * server's message or 'Something went wrong', and the modal closes (spec §4).
 */
function RetrySection({ word, lastScore, options, onScored, onFailed }: {
  word: string; lastScore: number | null; options: RetryOptions; onScored: (score: WordPronunciationScore) => void; onFailed: (message: string) => void;
}) {
  useSignals();
  const t = useBookMessages();
  const i18n = useLocale();
  const retry = useModel(() => createPronunciationRetry({ word, media: options.media, score: options.score }), [word]);
  const handlers = useRef({ onScored, onFailed });
  handlers.current = { onScored, onFailed };
  useEffect(() => {
    const offScored = retry.on('scored', (score) => handlers.current.onScored(score));
    const offFailed = retry.on('failed', (message) => handlers.current.onFailed(message || t('somethingWrong')));
    return () => {
      offScored();
      offFailed();
    };
  }, [retry]);
  const status = retry.take.status.value;
  const score = retry.score.value;
  const busy = status === 'opening' || status === 'stopping' || retry.scoring.value;
  return (
    <div className={styles.skillGroup}>
      <div className={styles.recordRow}>
        {status === 'recording'
          ? <Button onClick={() => retry.stop()}>{t('stopRecording')}</Button>
          : <Button onClick={() => void retry.record()} disabled={busy}>{t('record')}</Button>}
        <p role="status" className={styles.muted}>
          {status === 'recording'
            ? t('recording', { s: Math.floor(retry.take.elapsedMs.value / 1000), max: retry.take.limitMs / 1000 })
            : retry.scoring.value ? t('scoring') : ''}
        </p>
      </div>
      {score ? (
        <>
          <p className={styles.scoreText}>{t('score', { score: score.score })}</p>
          <ul className={styles.syllables} aria-label={t('syllables')}>
            {score.syllables.map((part, index) => {
              const tone = syllableTone(part.accuracy);
              return (
                <li key={index} className={styles.syllable({ tone })} data-tone={tone}>
                  <span lang="en" dir="ltr">{part.syllable}</span>
                  <span className={visuallyHidden} lang={i18n.locale.value}>{` ${t('syllableScore', { score: part.score, tone })}`}</span>
                </li>
              );
            })}
          </ul>
        </>
      ) : lastScore !== null ? <p className={styles.muted}>{t('lastScore', { score: lastScore })}</p> : null}
    </div>
  );
}
