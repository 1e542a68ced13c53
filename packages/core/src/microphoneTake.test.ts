import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMicrophoneTake } from './microphoneTake';
import { denied, fakeMedia } from './test/fakeMicrophone';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('microphone take', () => {
  it('plays the cue before capture, follows the level and keeps the loudest', async () => {
    const { media, speak } = fakeMedia();
    const order: string[] = [];
    const capture = media.capture.getMockImplementation()!;
    media.capture.mockImplementationOnce(async (stream) => {
      order.push('capture');
      return capture(stream);
    });
    const take = createMicrophoneTake({ limitSeconds: 60, media, cue: async () => { order.push('cue'); } });
    const started = take.record('usb-1');
    expect(take.status.value).toBe('opening');
    await started;
    expect(media.open).toHaveBeenCalledWith('usb-1');
    expect(order).toEqual(['cue', 'capture']);
    expect(take.status.value).toBe('recording');
    speak(62);
    vi.advanceTimersByTime(1000);
    expect(take.level.value).toBe(62);
    expect(take.elapsedMs.value).toBe(1000);
    speak(12);
    vi.advanceTimersByTime(100);
    expect(take.level.value).toBe(12);
    expect(take.peak.value).toBe(62);
  });

  it('stops by itself at the limit and ends with the mp3', async () => {
    const { media, audio } = fakeMedia();
    const take = createMicrophoneTake({ limitSeconds: 5, media });
    const recorded = vi.fn();
    take.on('recorded', recorded);
    await take.record();
    vi.advanceTimersByTime(4900);
    expect(take.status.value).toBe('recording');
    vi.advanceTimersByTime(100);
    expect(take.status.value).toBe('stopping');
    await vi.waitFor(() => expect(take.status.value).toBe('recorded'));
    expect(take.audio.value).toBe(audio);
    expect(take.elapsedMs.value).toBe(4200);
    expect(recorded).toHaveBeenCalledExactlyOnceWith(audio);
  });

  it('reports a refused permission apart from other failures, in the browser\'s words', async () => {
    const { media } = fakeMedia();
    media.open.mockRejectedValueOnce(denied()).mockRejectedValueOnce(new DOMException('Requested device not found', 'NotFoundError'));
    const take = createMicrophoneTake({ limitSeconds: 5, media });
    const failed = vi.fn();
    take.on('failed', failed);
    await take.record();
    expect(take.status.value).toBe('idle');
    expect(take.failure.value).toEqual({ kind: 'permission', message: 'Permission denied' });
    await take.record();
    expect(take.failure.value).toEqual({ kind: 'error', message: 'Requested device not found' });
    expect(failed.mock.calls).toEqual([[{ kind: 'permission', message: 'Permission denied' }], [{ kind: 'error', message: 'Requested device not found' }]]);
    await take.record();
    expect(take.failure.value).toBeNull();
    expect(take.status.value).toBe('recording');
  });

  it('ignores a cue that ends after a reset and releases the microphone it opened', async () => {
    const { media, trackStop } = fakeMedia();
    let endCue = () => undefined as void;
    const take = createMicrophoneTake({ limitSeconds: 60, media, cue: () => new Promise<void>((resolve) => { endCue = resolve; }) });
    const pending = take.record();
    await vi.waitFor(() => expect(take.status.value).toBe('cue'));
    take.reset();
    endCue();
    await pending;
    expect(take.status.value).toBe('idle');
    expect(media.capture).not.toHaveBeenCalled();
    expect(trackStop).toHaveBeenCalled();
  });

  it('drops a recording in progress on reset, and the level and time with it', async () => {
    const { media, cancel, speak } = fakeMedia();
    const take = createMicrophoneTake({ limitSeconds: 60, media });
    await take.record();
    speak(50);
    vi.advanceTimersByTime(500);
    take.reset();
    expect(cancel).toHaveBeenCalled();
    expect([take.status.value, take.elapsedMs.value, take.level.value, take.peak.value]).toEqual(['idle', 0, 0, 0]);
    vi.advanceTimersByTime(500);
    expect(take.level.value).toBe(0);
  });

  it('drops the take and releases the microphone on dispose, and ignores an mp3 that arrives after it', async () => {
    const { media, cancel } = fakeMedia();
    const onRecorded = vi.fn();
    const take = createMicrophoneTake({ limitSeconds: 60, media });
    take.on('recorded', onRecorded);
    take.start();
    await take.record();
    take.dispose();
    expect(cancel).toHaveBeenCalled();
    expect(take.status.value).toBe('idle');

    take.start();
    await take.record();
    take.stop();
    take.dispose();
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(take.status.value).toBe('idle');
    expect(onRecorded).not.toHaveBeenCalled();
  });
});
