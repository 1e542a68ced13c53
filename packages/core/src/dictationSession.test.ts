import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictationAnswerPage, DictationScoredAnswer, DictationWordAudio } from './dictation';
import { createDictationSession, createPastAnswers } from './dictationSession';

const wordOf = (word: string): DictationWordAudio => ({
  word, americanAudio: `/media/words/${word}/us.mp3`, britishAudio: `/media/words/${word}/uk.mp3`, australianAudio: null,
});

const WORDS = ['rhythm', 'receive', 'yacht'].map(wordOf);

function session(overrides: Partial<Parameters<typeof createDictationSession>[0]> = {}) {
  const loadWords = vi.fn(async () => WORDS);
  const submitAnswers = vi.fn(async (words: { word: string; answer: string }[]): Promise<DictationScoredAnswer> => ({
    id: 7, score: words.filter((entry) => entry.answer === entry.word).length, words, lastModifiedDate: '2026-05-01T10:00:00Z',
  }));
  const model = createDictationSession({ loadWords, submitAnswers, ...overrides });
  return { model, loadWords, submitAnswers };
}

/** Lets a mocked request that has already answered reach the model (its `await` continues in a later microtask). */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

async function started() {
  const parts = session();
  parts.model.start();
  await settle();
  vi.advanceTimersByTime(3000);
  return parts;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('dictation session: countdown and word timer', () => {
  it('counts 3 seconds down once the words are in, then gives the first word 10 seconds', async () => {
    const { model, loadWords } = session({ level: 'HARD' });
    model.start();
    expect(model.ready.value).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(model.countdown.value).toBe(3);
    await settle();
    expect(loadWords).toHaveBeenCalledWith('HARD');
    expect(model.wordsStarted.value).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(model.countdown.value).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(model.countdown.value).toBe(0);
    expect(model.wordsStarted.value).toBe(true);
    expect(model.secondsLeft.value).toBe(10);
    expect(model.wordStarts.value).toBe(1);
    expect(model.canType.value).toBe(true);
  });

  it("ends each word's 10 seconds in time's up, when typing stops but the answer typed so far stays", async () => {
    const { model } = await started();
    model.setAnswer('rythm');
    vi.advanceTimersByTime(9000);
    expect(model.secondsLeft.value).toBe(1);
    expect(model.timeUp.value).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(model.timeUp.value).toBe(true);
    model.setAnswer('rhythm');
    expect(model.answer.value).toBe('rythm');
    vi.advanceTimersByTime(5000);
    expect(model.secondsLeft.value).toBe(0);
  });

  it('moves on with Next, resetting the timer, and refuses Next before the countdown ends and on the last word', async () => {
    const { model } = session();
    model.start();
    await settle();
    model.next();
    expect(model.index.value).toBe(0);
    vi.advanceTimersByTime(3000 + 7000);
    expect(model.secondsLeft.value).toBe(3);
    model.next();
    expect(model.index.value).toBe(1);
    expect(model.secondsLeft.value).toBe(10);
    expect(model.wordStarts.value).toBe(2);
    vi.advanceTimersByTime(999);
    expect(model.secondsLeft.value).toBe(10);
    vi.advanceTimersByTime(1);
    expect(model.secondsLeft.value).toBe(9);
    model.next();
    expect(model.isLast.value).toBe(true);
    model.next();
    expect(model.index.value).toBe(2);
  });

  it('types nothing before the countdown ends and keeps at most 100 characters', async () => {
    const { model } = session();
    model.start();
    await settle();
    model.setAnswer('early');
    expect(model.answer.value).toBe('');
    vi.advanceTimersByTime(3000);
    model.setAnswer('x'.repeat(150));
    expect(model.answer.value).toHaveLength(100);
  });
});

describe('dictation session: accents', () => {
  it('starts in UK, switches to US, and refuses AU, which has no recording', async () => {
    const { model } = await started();
    expect(model.accent.value).toBe('UK');
    expect(model.audio.value).toBe('/media/words/rhythm/uk.mp3');
    expect(model.unavailableAccents.value).toEqual(['AU']);
    model.setAccent('US');
    expect(model.audio.value).toBe('/media/words/rhythm/us.mp3');
    model.setAccent('AU');
    expect(model.accent.value).toBe('US');
  });
});

describe('dictation session: Try again', () => {
  it('goes back to word 1 with no answers, the UK accent, a new 3 second countdown and new words', async () => {
    const { model, loadWords } = await started();
    model.setAnswer('rhythm');
    model.next();
    model.setAccent('US');
    const again = model.tryAgain();
    expect(model.index.value).toBe(0);
    expect(model.answers.value).toEqual([]);
    expect(model.accent.value).toBe('UK');
    expect(model.countdown.value).toBe(3);
    expect(model.ready.value).toBe(false);
    await again;
    expect(loadWords).toHaveBeenCalledTimes(2);
    expect(model.answer.value).toBe('');
    expect(model.wordsStarted.value).toBe(false);
    vi.advanceTimersByTime(3000);
    expect(model.wordsStarted.value).toBe(true);
  });

  it('keeps only the newest words when an older request answers late', async () => {
    let resolveFirst: (words: DictationWordAudio[]) => void = () => undefined;
    const loadWords = vi.fn()
      .mockImplementationOnce(() => new Promise<DictationWordAudio[]>((resolve) => { resolveFirst = resolve; }))
      .mockImplementationOnce(async () => [wordOf('answer')]);
    const { model } = session({ loadWords });
    model.start();
    await model.tryAgain();
    resolveFirst(WORDS);
    await settle();
    expect(model.words.value?.map((word) => word.word)).toEqual(['answer']);
  });

  it('says when the words could not be loaded, and loads them on Try again', async () => {
    const loadWords = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(WORDS);
    const { model } = session({ loadWords });
    model.start();
    await settle();
    expect(model.loadFailed.value).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(model.countdown.value).toBe(3);
    await model.tryAgain();
    expect(model.loadFailed.value).toBe(false);
    expect(model.ready.value).toBe(true);
  });
});

describe('dictation session: Submit', () => {
  it('is enabled only on the last word after the countdown, and sends every word with its answer', async () => {
    const { model, submitAnswers } = session();
    model.start();
    await settle();
    expect(model.canSubmit.value).toBe(false);
    vi.advanceTimersByTime(3000);
    model.setAnswer('rhythm');
    expect(model.canSubmit.value).toBe(false);
    model.next();
    model.next();
    expect(model.canSubmit.value).toBe(true);
    model.setAnswer('yaht');
    const pending = model.submit();
    expect(model.submitting.value).toBe(true);
    expect(model.canSubmit.value).toBe(false);
    const scored = await pending;
    expect(submitAnswers).toHaveBeenCalledWith([
      { word: 'rhythm', answer: 'rhythm' }, { word: 'receive', answer: '' }, { word: 'yacht', answer: 'yaht' },
    ]);
    expect(scored?.score).toBe(1);
    expect(model.submitted.value).toEqual(scored);
    expect(model.canSubmit.value).toBe(false);
    expect(model.canType.value).toBe(false);
  });

  it('is still allowed when the last word ran out of time', async () => {
    const { model } = await started();
    model.next();
    model.next();
    vi.advanceTimersByTime(10_000);
    expect(model.timeUp.value).toBe(true);
    expect(model.canSubmit.value).toBe(true);
  });

  it('can be sent again after a failure', async () => {
    const submitAnswers = vi.fn().mockRejectedValueOnce(new Error('Submission failed')).mockResolvedValueOnce({ id: 1, score: 0, words: [], lastModifiedDate: '' });
    const { model } = session({ submitAnswers });
    model.start();
    await settle();
    vi.advanceTimersByTime(3000);
    model.next();
    model.next();
    await expect(model.submit()).rejects.toThrow('Submission failed');
    expect(model.canSubmit.value).toBe(true);
    await model.submit();
    expect(model.submitted.value).not.toBeNull();
  });

  it('stops the clock on dispose', async () => {
    const { model } = await started();
    model.dispose();
    vi.advanceTimersByTime(5000);
    expect(model.secondsLeft.value).toBe(10);
  });

  it('ignores words that arrive after dispose, and starts a new session when started again (React StrictMode)', async () => {
    let resolveFirst: (words: DictationWordAudio[]) => void = () => undefined;
    const loadWords = vi.fn()
      .mockImplementationOnce(() => new Promise<DictationWordAudio[]>((resolve) => { resolveFirst = resolve; }))
      .mockImplementationOnce(async () => [wordOf('answer')]);
    const { model } = session({ loadWords });
    model.start();
    model.dispose();
    resolveFirst(WORDS);
    await settle();
    expect(model.words.value).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(model.countdown.value).toBe(3);
    model.start();
    await settle();
    expect(model.words.value?.map((word) => word.word)).toEqual(['answer']);
    vi.advanceTimersByTime(3000);
    expect(model.wordsStarted.value).toBe(true);
  });

  it('drops a score that arrives after dispose', async () => {
    let resolveScore: (scored: DictationScoredAnswer) => void = () => undefined;
    const submitAnswers = vi.fn(() => new Promise<DictationScoredAnswer>((resolve) => { resolveScore = resolve; }));
    const { model } = session({ submitAnswers });
    model.start();
    await settle();
    vi.advanceTimersByTime(3000);
    model.next();
    model.next();
    const pending = model.submit();
    model.dispose();
    resolveScore({ id: 1, score: 0, words: [], lastModifiedDate: '' });
    await pending;
    expect(model.submitted.value).toBeNull();
  });
});

describe('past answers', () => {
  const answer = (id: number): DictationScoredAnswer => ({ id, score: 1, words: [{ word: 'rhythm', answer: 'rhythm' }], lastModifiedDate: '2026-05-01T10:00:00Z' });
  const pageOf = (ids: number[], total: number): DictationAnswerPage => ({
    _embedded: { dictationScoredAnswerDtoList: ids.map(answer) }, page: { size: ids.length, totalElements: total, totalPages: 1, number: 0 },
  });

  it('loads page 0 with 10, then 20, and has no more once all are loaded', async () => {
    const all = Array.from({ length: 15 }, (_, index) => 15 - index);
    const loadPage = vi.fn(async (_page: number, size: number) => pageOf(all.slice(0, size), all.length));
    const past = createPastAnswers(loadPage);
    await past.reload();
    expect(past.items.value).toHaveLength(10);
    expect(past.hasMore.value).toBe(true);
    await past.loadMore();
    expect(loadPage.mock.calls).toEqual([[0, 10], [0, 20]]);
    expect(past.items.value).toHaveLength(15);
    expect(past.hasMore.value).toBe(false);
  });

  it('loads page 0 on start and drops a page that arrives after dispose', async () => {
    const loadPage = vi.fn(async (_page: number, size: number) => pageOf([3, 2, 1].slice(0, size), 3));
    const past = createPastAnswers(loadPage);
    expect(loadPage).not.toHaveBeenCalled();
    past.start();
    await settle();
    expect(loadPage).toHaveBeenCalledWith(0, 10);
    expect(past.items.value).toHaveLength(3);
    past.dispose();
    loadPage.mockResolvedValueOnce(pageOf([], 0));
    past.start();
    past.dispose();
    await settle();
    expect(past.items.value).toHaveLength(3);
  });

  it('says when the list failed to load', async () => {
    const past = createPastAnswers(vi.fn().mockRejectedValue(new Error('offline')));
    await past.reload();
    expect(past.failed.value).toBe(true);
    expect(past.loading.value).toBe(false);
  });
});
