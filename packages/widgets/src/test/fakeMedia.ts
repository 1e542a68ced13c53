import type { MicrophoneDevice, WizardMedia } from '@pte-kit/core';
import { vi, type Mock } from 'vitest';
import type { RecordedAudio } from '../media/microphoneRecorder';

/** The double and its handles. */
export interface FakeMedia {
  media: { open: Mock<WizardMedia['open']>; capture: Mock<WizardMedia['capture']>; listDevices: Mock<WizardMedia['listDevices']> };
  /** Called when the double's stream is released. */
  trackStop: Mock<() => void>;
  /** Called when a recording is dropped. */
  cancel: Mock<() => void>;
  /** What every recording finishes with. */
  audio: RecordedAudio;
  /** Sets the level the microphone reads from now on. */
  speak(level: number): void;
}

/**
 * Tests only: a microphone double. `speak(level)` sets what the level reads, the recording's clock follows the fake
 * timers, and `finish` answers with a small mp3 the test can recognise.
 */
export function fakeMedia(devices: MicrophoneDevice[] = [
  { deviceId: 'default', label: 'Default - Built-in Microphone' },
  { deviceId: 'usb-1', label: 'USB Headset' },
]): FakeMedia {
  let currentLevel = 0;
  let startedAt = 0;
  const trackStop = vi.fn();
  const cancel = vi.fn();
  const audio: RecordedAudio = { blob: new Blob(['mp3'], { type: 'audio/mpeg' }), dataUrl: 'data:audio/mpeg;base64,SUQz', durationMs: 4200 };
  const media: FakeMedia['media'] = {
    open: vi.fn(async (_deviceId: string) => ({ getTracks: () => [{ stop: trackStop }] }) as unknown as MediaStream),
    capture: vi.fn(async (_stream: MediaStream) => {
      startedAt = Date.now();
      return {
        level: () => currentLevel,
        elapsedMs: () => Date.now() - startedAt,
        finish: vi.fn(async () => audio),
        cancel,
      };
    }),
    listDevices: vi.fn(async () => devices),
  };
  return {
    media, trackStop, cancel, audio,
    speak(level: number) {
      currentLevel = level;
    },
  };
}

/** A refusal as the browser throws it. */
export const denied = () => new DOMException('Permission denied', 'NotAllowedError');
