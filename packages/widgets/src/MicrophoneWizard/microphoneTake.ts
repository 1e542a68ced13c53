import { batch, signal, type Signal } from '@preact/signals-core';
import { errorMessage, isPermissionDenied, storedMicrophoneId } from '@pte-kit/core';
import { openMicrophone, recordMicrophone, type MicrophoneRecording, type RecordedAudio } from '../media/microphoneRecorder';

/** idle → opening (the permission prompt) → cue (a sound before capture, when set) → recording → stopping → recorded. */
export type TakeStatus = 'idle' | 'opening' | 'cue' | 'recording' | 'stopping' | 'recorded';

/** Why a take could not run: the permission was refused, or anything else (no microphone, the encoder), in the browser's words. */
export interface TakeFailure {
  kind: 'permission' | 'error';
  message: string;
}

/** The audio side of a take; the defaults are the kit's microphone and mp3 recorder. Tests pass doubles. */
export interface TakeMedia {
  /** Opens the microphone; rejects with the browser's DOMException (NotAllowedError…). */
  open(deviceId: string): Promise<MediaStream>;
  /** Starts capturing the open stream to mp3; the recording gives the live level and the mp3 at finish. */
  capture(stream: MediaStream): Promise<MicrophoneRecording>;
}

export interface MicrophoneTakeOptions {
  /** The take stops by itself after this many seconds. */
  limitSeconds: number;
  /** A sound played once the microphone is open and before capture starts (the setup's honk). */
  cue?: () => Promise<void>;
  /** @default the kit's microphone and mp3 recorder */
  media?: TakeMedia;
  /** How often the level and the time are read. @default 100 */
  sampleMs?: number;
  /** The mp3 of a finished take is ready (the speech test sends it for transcription). */
  onRecorded?: (audio: RecordedAudio) => void;
  /** A take could not run (the speech test opens the permission dialog or shows a toast). */
  onFailure?: (failure: TakeFailure) => void;
}

const defaultMedia: TakeMedia = { open: openMicrophone, capture: recordMicrophone };

function release(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * One short recording from the microphone as signals, for views that draw their own controls (the microphone setup,
 * the speech test): it reads the live level and the time ten times a second, stops at the limit or on `stop()`,
 * and ends with the mp3. `peak` keeps the loudest level of the take, for the voice check.
 */
export function createMicrophoneTake({
  limitSeconds, cue, media = defaultMedia, sampleMs = 100, onRecorded, onFailure,
}: MicrophoneTakeOptions) {
  const status: Signal<TakeStatus> = signal('idle');
  /** Milliseconds recorded so far; the mp3's length once recorded. */
  const elapsedMs: Signal<number> = signal(0);
  /** Latest level, 0–100 (core's levelOf scale); 0 when not recording. */
  const level: Signal<number> = signal(0);
  /** Loudest level of this take. */
  const peak: Signal<number> = signal(0);
  const audio: Signal<RecordedAudio | null> = signal(null);
  const failure: Signal<TakeFailure | null> = signal(null);
  const limitMs = limitSeconds * 1000;
  let recording: MicrophoneRecording | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  /** Bumped by every start, reset and dispose, so a slow prompt, cue or encoder cannot revive an abandoned take. */
  let run = 0;

  const stopTicker = () => {
    if (ticker !== null) clearInterval(ticker);
    ticker = null;
  };

  const fail = (kind: TakeFailure['kind'], message: string) => {
    stopTicker();
    batch(() => {
      status.value = 'idle';
      level.value = 0;
      failure.value = { kind, message };
    });
    onFailure?.({ kind, message });
  };

  const sample = () => {
    if (!recording || status.value !== 'recording') return;
    const now = recording.elapsedMs();
    const current = recording.level();
    batch(() => {
      elapsedMs.value = Math.min(now, limitMs);
      level.value = current;
      if (current > peak.value) peak.value = current;
    });
    if (now >= limitMs) stop();
  };

  async function start(deviceId: string = storedMicrophoneId()): Promise<void> {
    if (status.value !== 'idle') return;
    const current = ++run;
    batch(() => {
      status.value = 'opening';
      elapsedMs.value = 0;
      level.value = 0;
      peak.value = 0;
      audio.value = null;
      failure.value = null;
    });
    let stream: MediaStream;
    try {
      stream = await media.open(deviceId);
    } catch (reason) {
      if (current === run) fail(isPermissionDenied(reason) ? 'permission' : 'error', errorMessage(reason));
      return;
    }
    if (current !== run) {
      release(stream);
      return;
    }
    try {
      if (cue) {
        status.value = 'cue';
        await cue();
        if (current !== run) throw new Error('abandoned');
      }
      const started = await media.capture(stream);
      if (current !== run) {
        started.cancel();
        return;
      }
      recording = started;
    } catch (reason) {
      release(stream);
      if (current === run) fail('error', errorMessage(reason, 'Recording could not start.'));
      return;
    }
    status.value = 'recording';
    ticker = setInterval(sample, sampleMs);
  }

  function stop(): void {
    if (status.value !== 'recording' || !recording) return;
    const current = run;
    const finishing = recording;
    recording = null;
    stopTicker();
    batch(() => {
      status.value = 'stopping';
      level.value = 0;
    });
    finishing.finish().then(
      (result) => {
        if (current !== run) return;
        batch(() => {
          audio.value = result;
          elapsedMs.value = result.durationMs;
          status.value = 'recorded';
        });
        onRecorded?.(result);
      },
      (reason: unknown) => {
        if (current === run) fail('error', errorMessage(reason, 'The recording could not be encoded.'));
      },
    );
  }

  /** Try Again, or the view going away: drops the take, releases the microphone, back to idle. */
  function reset(): void {
    run += 1;
    stopTicker();
    recording?.cancel();
    recording = null;
    batch(() => {
      status.value = 'idle';
      elapsedMs.value = 0;
      level.value = 0;
      peak.value = 0;
      audio.value = null;
      failure.value = null;
    });
  }

  return {
    status, elapsedMs, level, peak, audio, failure,
    /** The limit in milliseconds, for the time bar. */
    limitMs,
    start,
    stop,
    reset,
  };
}

export type MicrophoneTake = ReturnType<typeof createMicrophoneTake>;
