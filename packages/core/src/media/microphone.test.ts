import { describe, expect, it } from 'vitest';
import { isPermissionDenied, microphoneConstraints, storedMicrophoneId } from './microphone';

describe('microphone', () => {
  it('asks for 44.1 kHz with echo cancellation, noise suppression and gain control, preferring the saved device', () => {
    expect(microphoneConstraints()).toEqual({
      audio: { sampleRate: 44100, channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      video: false,
    });
    expect((microphoneConstraints('abc').audio as MediaTrackConstraints).deviceId).toEqual({ ideal: 'abc' });
  });

  it("reads the device the microphone setup saved, else 'default'", () => {
    const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'microphoneDeviceId' ? value : null) });
    expect(storedMicrophoneId(storage('usb-1'))).toBe('usb-1');
    expect(storedMicrophoneId(storage(null))).toBe('default');
    expect(storedMicrophoneId({ getItem: () => { throw new Error('blocked'); } })).toBe('default');
  });

  it('treats NotAllowedError and SecurityError as a refused permission', () => {
    expect(isPermissionDenied({ name: 'NotAllowedError' })).toBe(true);
    expect(isPermissionDenied({ name: 'SecurityError' })).toBe(true);
    expect(isPermissionDenied({ name: 'NotFoundError' })).toBe(false);
  });
});
