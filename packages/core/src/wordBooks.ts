import { errorMessage } from './errors';
import { createEmitter } from './media';
import { createMicrophoneTake, type TakeMedia } from './microphoneTake';
import { batch, createModel, latestRun, signal, type Signal } from './model';
import { bookPageOf, createWordBookList } from './vocabBook';
import {
  VOCAB_DEFAULT_SORT,
  type BookmarkType, type HalPage, type PronunciationEntryDto, type SpellingEntryDto, type SyllableAccuracy, type VocabSort,
  type WordBookQuery, type WordPronunciationScore,
} from './types';

/** A pronunciation retry records at most this long, then stops by itself (the learner may stop earlier). */
export const PRONUNCIATION_LIMIT_SECONDS = 10;

/** The colour band of a scored syllable: HIGH green, LOW red, anything else amber. */
export type SyllableTone = 'good' | 'poor' | 'fair';
export function syllableTone(accuracy: SyllableAccuracy | string): SyllableTone {
  if (accuracy === 'HIGH') return 'good';
  if (accuracy === 'LOW') return 'poor';
  return 'fair';
}

/** The pronunciation and spelling books' filters: search text, marks and sort. */
export interface WordBookFilters {
  word: string;
  bookmarkTypes: readonly BookmarkType[];
  sort: VocabSort;
}

export const DEFAULT_WORD_BOOK_FILTERS: WordBookFilters = Object.freeze({
  word: '', bookmarkTypes: Object.freeze([]) as readonly BookmarkType[], sort: VOCAB_DEFAULT_SORT,
});

export function wordBookQueryOf(filters: WordBookFilters, page: number, size: number): WordBookQuery {
  const word = filters.word.trim();
  return { page, size, sort: filters.sort, ...(word ? { word } : {}), ...(filters.bookmarkTypes.length ? { bookmarkTypes: [...filters.bookmarkTypes] } : {}) };
}

/** The pronunciation book's list (the vocab book's list rules: debounced search, page 0 on a filter, Previous/Next across pages). */
export function createPronunciationBookList(
  list: (query: WordBookQuery) => Promise<HalPage<'pronunciationBookList', PronunciationEntryDto>>,
  options: { debounceMs?: number; size?: number } = {},
) {
  const size = options.size ?? 21;
  return createWordBookList<WordBookFilters, PronunciationEntryDto>({
    initialFilters: DEFAULT_WORD_BOOK_FILTERS, searchKey: 'word', debounceMs: options.debounceMs, size,
    load: async (filters, page) => bookPageOf(await list(wordBookQueryOf(filters, page, size)), 'pronunciationBookList'),
  });
}

export function createSpellingBookList(
  list: (query: WordBookQuery) => Promise<HalPage<'spellingBookList', SpellingEntryDto>>,
  options: { debounceMs?: number; size?: number } = {},
) {
  const size = options.size ?? 21;
  return createWordBookList<WordBookFilters, SpellingEntryDto>({
    initialFilters: DEFAULT_WORD_BOOK_FILTERS, searchKey: 'word', debounceMs: options.debounceMs, size,
    load: async (filters, page) => bookPageOf(await list(wordBookQueryOf(filters, page, size)), 'spellingBookList'),
  });
}

export type PronunciationRetryEvents = {
  /** The server scored the word (the book's entry now has this lastScore). */
  scored: [score: WordPronunciationScore];
  /** The recording or its scoring failed: the server's message or 'Something went wrong' (the modal closes, spec §4). */
  failed: [message: string];
};

/**
 * The pronunciation modal's retry: a recording of at most 10 s (stopped by the learner or by itself), sent as mp3
 * base64 to be scored. `score` holds the last result; a failure is said once through `on('failed')`.
 */
export function createPronunciationRetry({ word, media, score: scoreWord }: {
  word: string;
  media: TakeMedia;
  score: (word: string, voice: string) => Promise<WordPronunciationScore>;
}) {
  const events = createEmitter<PronunciationRetryEvents>();
  const take = createMicrophoneTake({ limitSeconds: PRONUNCIATION_LIMIT_SECONDS, media });
  const score: Signal<WordPronunciationScore | null> = signal(null);
  const scoring: Signal<boolean> = signal(false);
  const run = latestRun();

  async function send(dataUrl: string) {
    const thisRun = run.next();
    scoring.value = true;
    try {
      const result = await scoreWord(word, dataUrl);
      if (thisRun.aborted) return;
      batch(() => {
        score.value = result;
        scoring.value = false;
      });
      events.emit('scored', result);
    } catch (reason) {
      if (thisRun.aborted) return;
      scoring.value = false;
      events.emit('failed', errorMessage(reason, 'Something went wrong', 'server'));
    }
  }

  return createModel({
    take, score, scoring, on: events.on,
    /** Records again (a finished take is dropped first). */
    record: () => {
      if (take.status.value === 'recorded') take.reset();
      score.value = null;
      return take.record();
    },
    stop: () => take.stop(),
  }, ({ onDispose }) => {
    take.start();
    const offRecorded = take.on('recorded', (audio) => void send(audio.dataUrl));
    const offFailed = take.on('failed', (failure) => events.emit('failed', failure.message));
    onDispose(() => {
      offRecorded();
      offFailed();
      run.abort();
      take.dispose();
    });
  });
}

export type PronunciationRetry = ReturnType<typeof createPronunciationRetry>;
