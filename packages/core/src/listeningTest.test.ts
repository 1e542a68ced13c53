import { describe, expect, it, vi } from 'vitest';
import type { DictationWordAudio } from './dictation';
import { createListeningTest } from './listeningTest';

const wordOf = (word: string): DictationWordAudio => ({
  word, americanAudio: `/media/words/${word}/us.mp3`, britishAudio: `/media/words/${word}/uk.mp3`, australianAudio: null,
});

/** Lets a mocked request that has already answered reach the model. */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => { resolve = done; });
  return { promise, resolve };
}

describe('listening test', () => {
  it('loads a word on start, counts only the exact word as right, and Next brings another', async () => {
    const loadWord = vi.fn().mockResolvedValueOnce(wordOf('rhythm')).mockResolvedValueOnce(wordOf('yacht'));
    const test = createListeningTest(loadWord);
    expect(loadWord).not.toHaveBeenCalled();
    test.start();
    expect(test.loading.value).toBe(true);
    await settle();
    expect(loadWord).toHaveBeenCalledWith(undefined);
    expect(test.word.value?.word).toBe('rhythm');
    expect(test.nextCount.value).toBe(0);
    test.setAnswer('Rhythm');
    expect(test.correct.value).toBe(false);
    test.showWord();
    // Showing the word never turns a wrong answer into a right one.
    expect([test.revealed.value, test.answer.value, test.correct.value]).toEqual([true, 'Rhythm', false]);
    test.setAnswer('rhythm');
    expect(test.correct.value).toBe(true);
    await test.next();
    expect(loadWord).toHaveBeenLastCalledWith('rhythm');
    expect([test.word.value?.word, test.answer.value, test.nextCount.value, test.revealed.value]).toEqual(['yacht', '', 1, false]);
  });

  it('says when the word could not be loaded', async () => {
    const test = createListeningTest(vi.fn().mockRejectedValue(new Error('offline')));
    test.start();
    await settle();
    expect([test.failed.value, test.loading.value]).toEqual([true, false]);
  });

  it('keeps the newest word when an older request answers late, and drops a word that arrives after dispose', async () => {
    const first = deferred<DictationWordAudio>();
    const late = deferred<DictationWordAudio>();
    const loadWord = vi.fn()
      .mockImplementationOnce(() => first.promise)
      .mockResolvedValueOnce(wordOf('yacht'))
      .mockImplementationOnce(() => late.promise);
    const test = createListeningTest(loadWord);
    test.start();
    await test.next();
    first.resolve(wordOf('rhythm'));
    await settle();
    expect(test.word.value?.word).toBe('yacht');
    const pending = test.next();
    test.dispose();
    late.resolve(wordOf('castle'));
    await pending;
    expect(test.word.value?.word).toBe('yacht');
  });
});
