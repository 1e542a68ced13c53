import { LIMITS } from './constants';
import {
  DICTATION, DICTATION_ACCENTS, dictationAudioOf, type DictationAccent, type DictationAnswerPage, type DictationAnswerWord,
  type DictationLevel, type DictationScoredAnswer, type DictationWordAudio,
} from './dictation';
import { batch, computed, createModel, signal, latestRun, type ReadonlySignal, type Signal } from './model';

/** The clock the session counts with; tests pass fake timers. */
export interface DictationTimers {
  setInterval: (tick: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

export interface DictationSessionOptions {
  /** Fetches a session's words (GET /api/dictation). */
  loadWords: (level: DictationLevel) => Promise<DictationWordAudio[]>;
  /** Scores the answers (POST /api/dictation). */
  submitAnswers: (words: DictationAnswerWord[]) => Promise<DictationScoredAnswer>;
  /** @default 'MIXED' */
  level?: DictationLevel;
  /** Seconds before the first word (spec §9). @default LIMITS.dictationStartSeconds */
  startSeconds?: number;
  /** Seconds to type each word (spec §9). @default LIMITS.dictationWordSeconds */
  wordSeconds?: number;
  /** @default the global setInterval and clearInterval */
  timers?: DictationTimers;
}

const DEFAULT_ACCENT: DictationAccent = 'UK';

const globalTimers: DictationTimers = {
  setInterval: (tick, ms) => globalThis.setInterval(tick, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

/**
 * A spelling dictation session (spec §4): words load, a start countdown runs, then each word has its own typing timer
 * that ends in "Time's up!"; Next moves on and restarts it, Try again starts over with new words, and Submit is allowed
 * only on the last word once the countdown is over. `start()` loads the first words; `dispose()` stops the clock and
 * ignores answers still on their way.
 */
export function createDictationSession(options: DictationSessionOptions) {
  const startSeconds = options.startSeconds ?? LIMITS.dictationStartSeconds;
  const wordSeconds = options.wordSeconds ?? LIMITS.dictationWordSeconds;
  const timers = options.timers ?? globalTimers;

  const level: Signal<DictationLevel> = signal(options.level ?? 'MIXED');
  /** The session's words; null while they load. */
  const words: Signal<DictationWordAudio[] | null> = signal(null);
  const loadFailed: Signal<boolean> = signal(false);
  const index: Signal<number> = signal(0);
  const answers: Signal<string[]> = signal([]);
  const accent: Signal<DictationAccent> = signal(DEFAULT_ACCENT);
  /** Seconds left of the start countdown. */
  const countdown: Signal<number> = signal(startSeconds);
  /** Seconds left to type the current word. */
  const secondsLeft: Signal<number> = signal(wordSeconds);
  const submitting: Signal<boolean> = signal(false);
  /** The scored answer once the session is submitted. */
  const submitted: Signal<DictationScoredAnswer | null> = signal(null);
  /** Counts word starts (end of the countdown, each Next), so a view can play the word and focus the input each time. */
  const wordStarts: Signal<number> = signal(0);

  const ready = computed(() => Boolean(words.value?.length));
  /** The words are in and the countdown is over: the first word has begun. */
  const wordsStarted = computed(() => ready.value && countdown.value === 0);
  const timeUp = computed(() => wordsStarted.value && secondsLeft.value === 0);
  const isLast = computed(() => ready.value && index.value === words.value!.length - 1);
  const current = computed(() => (ready.value ? words.value![index.value] : null));
  /** Accents no word of the session has a recording in (Australian: no offline voice). */
  const unavailableAccents = computed(() =>
    DICTATION_ACCENTS.filter((option) => ready.value && words.value!.every((word) => dictationAudioOf(word, option) === null)));
  const audio = computed(() => (current.value ? dictationAudioOf(current.value, accent.value) : null));
  const answer = computed(() => answers.value[index.value] ?? '');
  /** The answer can be typed: the word's timer runs and the session is not submitted yet. */
  const canType = computed(() => wordsStarted.value && !timeUp.value && submitted.value === null);
  const canNext = computed(() => wordsStarted.value && !isLast.value && submitted.value === null);
  const canSubmit = computed(() => wordsStarted.value && isLast.value && !submitting.value && submitted.value === null);

  let timer: unknown = null;
  /** The current words' run: Try again, another level or dispose aborts it, and answers to it that arrive late are dropped. */
  const run = latestRun();

  function stopTimer() {
    if (timer !== null) timers.clearInterval(timer);
    timer = null;
  }

  function tick() {
    if (countdown.value > 0) {
      batch(() => {
        countdown.value -= 1;
        if (countdown.value === 0) {
          secondsLeft.value = wordSeconds;
          wordStarts.value += 1;
        }
      });
    } else if (secondsLeft.value > 0) {
      secondsLeft.value -= 1;
    }
    if (countdown.value === 0 && secondsLeft.value === 0) stopTimer();
  }

  function restartTimer() {
    stopTimer();
    timer = timers.setInterval(tick, 1000);
  }

  async function load() {
    const thisRun = run.next();
    stopTimer();
    batch(() => {
      words.value = null;
      loadFailed.value = false;
    });
    try {
      const loaded = await options.loadWords(level.value);
      if (thisRun.aborted) return;
      batch(() => {
        words.value = loaded;
        answers.value = loaded.map(() => '');
        loadFailed.value = loaded.length === 0;
      });
      if (loaded.length) restartTimer();
    } catch {
      if (!thisRun.aborted) loadFailed.value = true;
    }
  }

  /** Word 1, no answers, the default accent, a fresh countdown and new words. */
  function reset() {
    batch(() => {
      index.value = 0;
      answers.value = [];
      accent.value = DEFAULT_ACCENT;
      countdown.value = startSeconds;
      secondsLeft.value = wordSeconds;
      submitted.value = null;
      submitting.value = false;
    });
    return load();
  }

  return createModel({
    level, words, loadFailed, index, answers, accent, countdown, secondsLeft, submitting, submitted, wordStarts,
    ready, wordsStarted, timeUp, isLast, current, unavailableAccents, audio, answer, canType, canNext, canSubmit,
    /** Try again (spec §4): back to word 1 with no answers, the UK accent, the 3 s countdown and new words. */
    tryAgain: reset,
    /** Another complexity starts a new session. */
    setLevel(next: DictationLevel) {
      level.value = next;
      return reset();
    },
    setAccent(next: DictationAccent) {
      if (!unavailableAccents.value.includes(next)) accent.value = next;
    },
    setAnswer(text: string) {
      if (!canType.value) return;
      const next = [...answers.value];
      next[index.value] = text.slice(0, DICTATION.answerChars);
      answers.value = next;
    },
    /** The next word, with a full typing timer. */
    next() {
      if (!canNext.value) return;
      batch(() => {
        index.value += 1;
        secondsLeft.value = wordSeconds;
        wordStarts.value += 1;
      });
      restartTimer();
    },
    /** Sends every word with its answer ('' when none); rejects with the server's error. */
    async submit(): Promise<DictationScoredAnswer | null> {
      if (!canSubmit.value) return null;
      const thisRun = run.signal;
      submitting.value = true;
      try {
        const scored = await options.submitAnswers(words.value!.map((word, position) => ({ word: word.word, answer: answers.value[position] ?? '' })));
        if (!thisRun.aborted) {
          stopTimer();
          submitted.value = scored;
        }
        return scored;
      } finally {
        if (!thisRun.aborted) submitting.value = false;
      }
    },
  }, ({ onDispose }) => {
    // A start after dispose (React's StrictMode mounts twice) begins a whole new session.
    void reset();
    onDispose(() => {
      run.abort();
      stopTimer();
    });
  });
}

export type DictationSessionModel = ReturnType<typeof createDictationSession>;

/**
 * The learner's past sessions (spec §4): always page 0, the page size growing by 10 with each Load more. `start()`
 * loads the first page; `dispose()` ignores pages still on their way.
 */
export function createPastAnswers(loadPage: (page: number, size: number) => Promise<DictationAnswerPage>, step: number = DICTATION.answersPageStep) {
  /** Loaded answers, newest first; null until the first page arrives. */
  const items: Signal<DictationScoredAnswer[] | null> = signal(null);
  const total: Signal<number> = signal(0);
  const size: Signal<number> = signal(step);
  const loading: Signal<boolean> = signal(false);
  const failed: Signal<boolean> = signal(false);
  const hasMore: ReadonlySignal<boolean> = computed(() => items.value !== null && total.value > items.value.length);
  /** The newest request; a later one (or dispose) aborts it and its page is dropped. */
  const request = latestRun();

  async function reload() {
    const thisRequest = request.next();
    batch(() => {
      loading.value = true;
      failed.value = false;
    });
    try {
      const page = await loadPage(0, size.value);
      if (thisRequest.aborted) return;
      batch(() => {
        items.value = page._embedded?.dictationScoredAnswerDtoList ?? [];
        total.value = page.page?.totalElements ?? items.value.length;
        loading.value = false;
      });
    } catch {
      if (thisRequest.aborted) return;
      batch(() => {
        failed.value = true;
        loading.value = false;
      });
    }
  }

  return createModel({
    items, total, size, loading, failed, hasMore,
    /** Page 0 again at the current size (after a submit or a delete). */
    reload,
    loadMore() {
      size.value = Math.min(size.value + step, DICTATION.maxAnswersPageSize);
      return reload();
    },
  }, ({ onDispose }) => {
    void reload();
    onDispose(() => request.abort());
  });
}

export type PastAnswersModel = ReturnType<typeof createPastAnswers>;
