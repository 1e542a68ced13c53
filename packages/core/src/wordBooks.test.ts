import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiClient';
import { fakeMedia } from './test/fakeMicrophone';
import { createPronunciationRetry, syllableTone, wordBookQueryOf, DEFAULT_WORD_BOOK_FILTERS } from './wordBooks';

const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

afterEach(() => vi.useRealTimers());

describe('pronunciation retry', () => {
  it('stops by itself after 10 s and sends the mp3 to be scored', async () => {
    vi.useFakeTimers();
    const { media } = fakeMedia();
    const result = { word: 'tree', score: 81, syllables: [{ syllable: 'tree', accuracy: 'HIGH' as const, score: 81 }], estimate: true as const };
    const score = vi.fn(async () => result);
    const retry = createPronunciationRetry({ word: 'tree', media, score });
    const scored = vi.fn();
    retry.on('scored', scored);
    retry.start();
    await retry.record();
    expect(retry.take.status.value).toBe('recording');
    vi.advanceTimersByTime(9_900);
    expect(score).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    await settle();
    expect(score).toHaveBeenCalledWith('tree', 'data:audio/mpeg;base64,SUQz');
    expect(retry.score.value).toEqual(result);
    expect(scored).toHaveBeenCalledWith(result);
    retry.dispose();
  });

  it('may be stopped earlier, and says the server’s message, else Something went wrong, when scoring fails', async () => {
    const { media } = fakeMedia();
    const score = vi.fn()
      .mockRejectedValueOnce(new ApiError(400, 'Bad Request', { status: 400, message: 'The recording is too short to score.', errors: [] }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const retry = createPronunciationRetry({ word: 'tree', media, score });
    const failed = vi.fn();
    retry.on('failed', failed);
    retry.start();
    await retry.record();
    retry.stop();
    await settle();
    expect(failed).toHaveBeenLastCalledWith('The recording is too short to score.');
    await retry.record();
    retry.stop();
    await settle();
    expect(failed).toHaveBeenLastCalledWith('Something went wrong');
    retry.dispose();
  });
});

describe('word books', () => {
  it('colours HIGH green, LOW red and anything else amber', () => {
    expect(['HIGH', 'LOW', 'MEDIUM', 'OTHER'].map(syllableTone)).toEqual(['good', 'poor', 'fair', 'fair']);
  });

  it('sends the search and marks that are set', () => {
    expect(wordBookQueryOf(DEFAULT_WORD_BOOK_FILTERS, 1, 21)).toEqual({ page: 1, size: 21, sort: 'createdDate:desc' });
    expect(wordBookQueryOf({ word: 'ab', bookmarkTypes: ['HARD'], sort: 'word:asc' }, 0, 21))
      .toEqual({ page: 0, size: 21, sort: 'word:asc', word: 'ab', bookmarkTypes: ['HARD'] });
  });
});
