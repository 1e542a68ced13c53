import {
  ApiError, BOOKMARK_TYPES, errorMessage, type BookmarkType, type PteClient, type Skill, type VocabEntryDto, type WordBookKind, type WordDto,
} from '@pte-kit/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { commonMessages, useT } from '../i18n';
import { useLaterArea } from '../i18n/later';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import { Skeleton } from '../private/Skeleton';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { usePteClient } from '../PteClientProvider';
import type { ToastTone } from '../QuestionTools/messages';
import { DictionaryEntry } from './DictionaryEntry';
import { dictionaryMessages } from './messages';
import * as styles from './DictionaryModal.css';

const BOOKS: readonly WordBookKind[] = ['vocabBook', 'pronunciationBook', 'spellingBook'];

type Books = Record<WordBookKind, boolean>;

/** How the dictionary tells what its calls did: 'Word already exists' is a warning (spec §8). */
export type DictionaryToastHandler = (message: string, tone: ToastTone | 'warning') => void;

/** What closing (or moving on from) a word changed in the learner's books. */
export interface DictionaryBooksChange {
  word: string;
  added: WordBookKind[];
  removed: WordBookKind[];
}

export interface DictionaryModalProps {
  /** The word to look up (as clicked; the dictionary shows its base form). */
  word: string | null;
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with false when the learner closes it, or when the word could not be loaded (the modal then renders nothing). */
  onOpenChange: (open: boolean) => void;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Whether a learner is signed in: without one there is no footer (books, mark). @default true */
  signedIn?: boolean;
  /** The translation line's language (`tl`); the server's default is the learner's profile language, else Persian. */
  translationLanguage?: string | null;
  /** The task the word was met in, saved with it in the Vocab Book. */
  practiceType?: string;
  /** The skill of that task (an apiTask alone is not unique across skills). */
  skillType?: Skill;
  /** The word's place in a book list (0-based index): shows Previous, Next and 'n of total'. */
  position?: { index: number; total: number };
  /** Shows the list's previous word (after the books of this one are saved). */
  onPrevious?: () => void;
  /** Shows the list's next word (after the books of this one are saved). */
  onNext?: () => void;
  /** Where the messages go ('Word added successfully'…); without it they show on a line beside the modal. */
  onToast?: DictionaryToastHandler;
  /** Called after the book toggles of a word were saved, with what changed. */
  onBooksChange?: (change: DictionaryBooksChange) => void;
  /** Called with the vocab entry after its difficulty mark changed; the modal then closes. */
  onBookmarkChange?: (entry: VocabEntryDto) => void;
  /** Called with the vocab entry's id after it was deleted; the modal then closes. */
  onDelete?: (id: number) => void;
  /** Writes text to the clipboard. @default navigator.clipboard.writeText */
  writeText?: (text: string) => Promise<void>;
  /** What a reader who is not signed in sees in place of the footer (an element's sign-in bar). */
  signInPrompt?: ReactNode;
}

interface Loaded {
  entry: WordDto;
  ids: Record<WordBookKind, number | null>;
  chosen: Books;
}

const idsOf = (entry: WordDto) => ({ vocabBook: entry.vocabBook, pronunciationBook: entry.pronunciationBook, spellingBook: entry.spellingBook });
const booksOf = (entry: WordDto): Books => ({ vocabBook: entry.vocabBook !== null, pronunciationBook: entry.pronunciationBook !== null, spellingBook: entry.spellingBook !== null });

/**
 * The dictionary modal (spec §2, §4): a word's pronunciations, translation, meanings and related words; for a
 * signed-in learner the Add to toggles of the three books (saved when the modal closes or moves to another word:
 * ticked books get the word, unticked ones lose it), Delete from Vocab Book, the difficulty mark, and Previous / Next
 * when opened from a book list. A word that cannot be loaded shows nothing.
 */
export function DictionaryModal({
  word, open, onOpenChange, client, signedIn = true, translationLanguage, practiceType, skillType, position, onPrevious, onNext,
  onToast, onBooksChange, onBookmarkChange, onDelete, writeText, signInPrompt,
}: DictionaryModalProps) {
  useLaterArea('dictionary');
  const api = usePteClient(client);
  const t = useT(dictionaryMessages);
  const tc = useT(commonMessages);
  const markId = useId();
  const [shown, setShown] = useState(word);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; tone: ToastTone | 'warning' } | null>(null);
  // The word on screen and its toggles as last set, read when it is left (the state may be a render behind).
  const current = useRef<Loaded | null>(null);
  const latest = useRef({ onToast, onBooksChange, practiceType, skillType });
  latest.current = { onToast, onBooksChange, practiceType, skillType };

  const tell = (text: string, tone: ToastTone | 'warning') => {
    if (latest.current.onToast) latest.current.onToast(text, tone);
    else setOutcome({ text, tone });
  };

  /** Saves the toggles of the word being left: adds the newly ticked books, removes the unticked ones. */
  const settle = () => {
    const left = current.current;
    current.current = null;
    if (!left) return;
    const { entry, ids, chosen } = left;
    const added = BOOKS.filter((book) => chosen[book] && ids[book] === null);
    const removed = BOOKS.filter((book) => !chosen[book] && ids[book] !== null);
    if (added.length + removed.length === 0) return;
    const add = (book: WordBookKind): Promise<unknown> => book === 'vocabBook'
      ? api.addVocab(entry.word, latest.current.practiceType, latest.current.skillType)
      : book === 'pronunciationBook' ? api.addPronunciation(entry.word) : api.addSpelling(entry.word);
    const remove = (book: WordBookKind, id: number): Promise<unknown> => book === 'vocabBook'
      ? api.deleteVocab(id) : book === 'pronunciationBook' ? api.deletePronunciation(id) : api.deleteSpelling(id);
    const calls = [
      ...added.map((book) => add(book).then(() => ({ book, kind: 'added' as const }))),
      ...removed.map((book) => remove(book, ids[book]!).then(() => ({ book, kind: 'removed' as const }))),
    ];
    void Promise.allSettled(calls).then((results) => {
      const said = new Set<string>();
      const say = (text: string, tone: ToastTone | 'warning') => {
        if (!said.has(text)) tell(text, tone);
        said.add(text);
      };
      const change: DictionaryBooksChange = { word: entry.word, added: [], removed: [] };
      for (const result of results) {
        if (result.status === 'fulfilled') {
          change[result.value.kind].push(result.value.book);
          say(result.value.kind === 'added' ? t('wordAdded') : t('wordDeleted'), 'success');
        } else if (result.reason instanceof ApiError && result.reason.status === 409) {
          say(t('wordExists'), 'warning');
        } else {
          say(errorMessage(result.reason, t('somethingWrong'), 'server'), 'error');
        }
      }
      if (change.added.length + change.removed.length > 0) latest.current.onBooksChange?.(change);
    });
  };
  const settleRef = useRef(settle);
  settleRef.current = settle;
  useEffect(() => () => settleRef.current(), []);

  useEffect(() => setShown(word), [word]);
  useEffect(() => {
    settleRef.current();
    setLoaded(null);
    if (!open || !shown) return;
    setOutcome(null);
    let live = true;
    api.getDictionaryWord(shown, translationLanguage ?? undefined).then(
      (entry) => {
        if (!live) return;
        const next = { entry, ids: idsOf(entry), chosen: booksOf(entry) };
        current.current = next;
        setLoaded(next);
      },
      () => live && onOpenChange(false), // spec §8: a dictionary load error renders nothing
    );
    return () => {
      live = false;
    };
  }, [api, open, shown, translationLanguage]);

  const update = (next: Loaded) => {
    current.current = next;
    setLoaded(next);
  };
  const close = () => {
    settle();
    onOpenChange(false);
  };
  const move = (to?: () => void) => {
    settle();
    to?.();
  };

  const deleteFromVocab = async () => {
    const id = loaded?.ids.vocabBook ?? null;
    if (!loaded || id === null) {
      tell(t('noWordId'), 'error');
      return;
    }
    setBusy(true);
    try {
      await api.deleteVocab(id);
      update({ ...loaded, ids: { ...loaded.ids, vocabBook: null }, chosen: { ...loaded.chosen, vocabBook: false } });
      tell(t('wordDeleted'), 'success');
      onDelete?.(id);
      close();
    } catch (reason) {
      tell(errorMessage(reason, t('somethingWrong'), 'server'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const mark = async (bookmark: BookmarkType) => {
    const id = loaded?.ids.vocabBook ?? null;
    if (!loaded || id === null) {
      tell(t('noWordId'), 'error');
      return;
    }
    setBusy(true);
    try {
      const { version } = await api.getVocabEntry(id);
      const entry = await api.setVocabBookmark(id, bookmark, version);
      update({ ...loaded, entry: { ...loaded.entry, bookmark: entry.bookmark } });
      tell(t('bookmarkUpdated'), 'success');
      onBookmarkChange?.(entry);
      close();
    } catch {
      tell(t('somethingWrong'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const outcomeLine = <p role="status" className={styles.outcome}>{outcome?.text}</p>;
  if (!open || !shown) return outcome ? outcomeLine : null;

  const footer = loaded && signedIn ? (
    <div className={styles.footer}>
      <fieldset className={styles.books}>
        <legend className={styles.booksLegend}>{t('addTo')}</legend>
        {BOOKS.map((book) => (
          <label key={book} className={styles.check}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={loaded.chosen[book]}
              onChange={(event) => update({ ...loaded, chosen: { ...loaded.chosen, [book]: event.target.checked } })}
            />
            {t('book', { book })}
          </label>
        ))}
        <span className={styles.muted}>{t('addToHint')}</span>
      </fieldset>
      <div className={styles.footerRow}>
        <label className={styles.markField} htmlFor={markId}>
          {t('mark')}
          <select
            id={markId}
            className={styles.select}
            value={loaded.entry.bookmark}
            disabled={busy || loaded.ids.vocabBook === null}
            title={loaded.ids.vocabBook === null ? t('markHint') : undefined}
            onChange={(event) => void mark(event.target.value as BookmarkType)}
          >
            {['UNMARK', ...BOOKMARK_TYPES.filter((type) => type !== 'UNMARK')].map((type) => (
              <option key={type} value={type}>{tc('bookmark', { level: type })}</option>
            ))}
          </select>
        </label>
        <Button variant="danger" size="sm" disabled={busy} onClick={() => void deleteFromVocab()}>{t('deleteFromVocab')}</Button>
      </div>
      {position ? (
        <div className={styles.nav}>
          <Button variant="secondary" size="sm" disabled={position.index <= 0 || !onPrevious} onClick={() => move(onPrevious)}>{t('previousWord')}</Button>
          <span className={styles.position}>{t('position', { n: position.index + 1, total: position.total })}</span>
          <Button variant="secondary" size="sm" disabled={position.index >= position.total - 1 || !onNext} onClick={() => move(onNext)}>{t('nextWord')}</Button>
        </div>
      ) : null}
    </div>
  ) : loaded ? signInPrompt : null;

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={<span lang="en" dir="ltr">{loaded?.entry.word ?? shown}</span>}
      footer={footer}
      className={styles.dialog}
    >
      {loaded ? (
        <DictionaryEntry
          entry={loaded.entry}
          mediaBaseUrl={api.baseURL}
          translationLanguage={translationLanguage}
          writeText={writeText}
          showWord={false}
          onLookup={(next) => next.toLowerCase() !== loaded.entry.word.toLowerCase() && setShown(next)}
        />
      ) : (
        <div aria-busy="true">
          <VisuallyHidden as="p" role="status">{t('loading', { word: shown })}</VisuallyHidden>
          <Skeleton width="md" />
          <Skeleton width="lg" />
          <Skeleton shape="block" />
        </div>
      )}
      {outcome ? outcomeLine : null}
    </Modal>
  );
}
