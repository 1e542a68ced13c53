/** localStorage key the microphone setup page saves the chosen input device under. */
export const MICROPHONE_DEVICE_KEY = 'microphoneDeviceId';

/** The saved microphone, or 'default' (also when storage is unavailable, as in some private modes). */
export function storedMicrophoneId(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string {
  try {
    return storage?.getItem(MICROPHONE_DEVICE_KEY) || 'default';
  } catch {
    return 'default';
  }
}

/**
 * getUserMedia constraints of every recording: 44.1 kHz mono speech with the browser's echo cancellation, noise
 * suppression and gain control. The saved device is `ideal`, not `exact`: an unplugged headset then falls back to
 * another microphone instead of failing with OverconstrainedError.
 */
export function microphoneConstraints(deviceId = 'default'): MediaStreamConstraints {
  return {
    audio: {
      ...(deviceId && deviceId !== 'default' ? { deviceId: { ideal: deviceId } } : {}),
      sampleRate: 44100,
      channelCount: 1,
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    },
    video: false,
  };
}

/** Whether a getUserMedia failure means the permission was refused (spec §8: NotAllowedError or SecurityError). */
export function isPermissionDenied(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError';
}
