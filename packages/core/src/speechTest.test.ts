import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiClient';
import { createSpeechTest } from './speechTest';
import type { Transcription } from './types';
import { denied, fakeMedia } from './test/fakeMicrophone';

function setup(transcribe = vi.fn(async (_voice: string): Promise<Transcription> => ({ text: ' the library opens at nine ', durationSeconds: 2.4 }))) {
  const fake = fakeMedia();
  const onError = vi.fn();
  const test = createSpeechTest({ transcribe, onError, media: fake.media });
  test.start();
  return { test, transcribe, onError, ...fake };
}

/** Records until the take is running, then stops it with a second press. */
async function recordAndStop(test: ReturnType<typeof setup>['test']) {
  test.toggle();
  await vi.waitFor(() => expect(test.take.status.value).toBe('recording'));
  test.toggle();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('speech test', () => {
  it('records up to 5 seconds and shows what was heard, trimmed', async () => {
    const { test, transcribe } = setup();
    test.toggle();
    await vi.waitFor(() => expect(test.take.status.value).toBe('recording'));
    vi.advanceTimersByTime(5000);
    await vi.waitFor(() => expect(test.transcript.value).toBe('the library opens at nine'));
    expect(transcribe).toHaveBeenCalledWith('data:audio/mpeg;base64,SUQz');
    expect(test.transcribing.value).toBe(false);
  });

  it("reports the server's message, else 'Please try again.'", async () => {
    const transcribe = vi.fn<(voice: string) => Promise<Transcription>>()
      .mockRejectedValueOnce(new ApiError(413, 'Too large', { status: 413, message: 'The recording is longer than 5 seconds.', errors: [] }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { test, onError } = setup(transcribe);
    for (const expected of ['The recording is longer than 5 seconds.', 'Please try again.']) {
      await recordAndStop(test);
      await vi.waitFor(() => expect(onError).toHaveBeenLastCalledWith(expected));
      expect(test.transcript.value).toBeNull();
    }
  });

  it("says its own fallback through the caller's t, in the learner's language", async () => {
    const fake = fakeMedia();
    const onError = vi.fn();
    const transcribe = vi.fn<(voice: string) => Promise<Transcription>>().mockRejectedValue(new TypeError('Failed to fetch'));
    const test = createSpeechTest({ transcribe, onError, media: fake.media, t: (key) => (key === 'transcriptionFailed' ? 'لطفاً دوباره امتحان کنید.' : key) });
    test.start();
    await recordAndStop(test);
    await vi.waitFor(() => expect(onError).toHaveBeenLastCalledWith('لطفاً دوباره امتحان کنید.'));
  });

  it('opens the permission dialog when the microphone is refused; other failures are reported', async () => {
    const { test, media, onError } = setup();
    media.open.mockRejectedValueOnce(denied()).mockRejectedValueOnce(new DOMException('Requested device not found', 'NotFoundError'));
    test.toggle();
    await vi.waitFor(() => expect(test.permissionOpen.value).toBe(true));
    test.closePermission();
    expect(test.permissionOpen.value).toBe(false);
    test.toggle();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('Requested device not found'));
  });

  it('releases the microphone on dispose and ignores a transcription still on its way', async () => {
    let answer: (result: Transcription) => void = () => undefined;
    const { test, cancel } = setup(vi.fn(() => new Promise<Transcription>((resolve) => { answer = resolve; })));
    test.toggle();
    await vi.waitFor(() => expect(test.take.status.value).toBe('recording'));
    test.dispose();
    expect(cancel).toHaveBeenCalled();
    test.start();
    await recordAndStop(test);
    await vi.waitFor(() => expect(test.transcribing.value).toBe(true));
    test.dispose();
    answer({ text: 'too late', durationSeconds: 1 });
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(test.transcript.value).toBeNull();
  });
});
