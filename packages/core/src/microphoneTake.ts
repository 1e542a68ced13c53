import { errorMessage } from './errors';
import { MEDIA_MESSAGES, createEmitter, isPermissionDenied, storedMicrophoneId } from './media';
import { batch, createModel, signal, latestRun, type Signal } from './model';

/** idle → opening (the permission prompt) → cue (a sound before capture, when set) → recording → stopping → recorded. */
export type TakeStatus = 'idle' | 'opening' | 'cue' | 'recording' | 'stopping' | 'recorded';

/** Why a take could not run: the permission was refused, or anything else (no microphone, the encoder), in the browser's words. */
export interface TakeFailure {
  kind: 'permission' | 'error';
  message: string;
}

/** A finished take's mp3. */
export interface TakeAudio {
  blob: Blob;
  /** The mp3 as a data URL, as the transcription call takes it. */
  dataUrl: string;
  durationMs: number;
}

/** One capture in progress, as the recorder gives it. */
export interface TakeRecording {
  /** Average microphone level now, 0–100 (core's levelOf scale). */
  level(): number;
  /** Milliseconds recorded so far. */
  elapsedMs(): number;
  /** Ends the capture: the microphone is released at once and the mp3 arrives when the encoder has flushed. */
  finish(): Promise<TakeAudio>;
  /** Drops the capture and releases the microphone. */
  cancel(): void;
}

/** The audio side of a take: the browser's microphone and an mp3 recorder (the widgets pass the kit's). Tests pass doubles. */
export interface TakeMedia {
  /** Opens the microphone; rejects with the browser's DOMException (NotAllowedError…). */
  open(deviceId: string): Promise<MediaStream>;
  /** Starts capturing the open stream to mp3; the recording gives the live level and the mp3 at finish. */
  capture(stream: MediaStream): Promise<TakeRecording>;
}

export interface MicrophoneTakeOptions {
  /** The take stops by itself after this many seconds. */
  limitSeconds: number;
  media: TakeMedia;
  /** A sound played once the microphone is open and before capture starts (the setup's honk). */
  cue?: () => Promise<void>;
  /** How often the level and the time are read. @default 100 */
  sampleMs?: number;
}

/** What happens once, beside the signals. */
export type TakeEvents = {
  /** The mp3 of a finished take is ready (the speech test sends it for transcription). */
  recorded: [audio: TakeAudio];
  /** A take could not run (the speech test opens the permission dialog or shows a toast). */
  failed: [failure: TakeFailure];
};

function release(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * One short recording from the microphone as signals, for views that draw their own controls (the microphone setup,
 * the speech test): `record()` reads the live level and the time ten times a second, stops at the limit or on `stop()`,
 * and ends with the mp3. `peak` keeps the loudest level of the take, for the voice check. `dispose()` drops the take
 * and releases the microphone.
 */
export function createMicrophoneTake({ limitSeconds, media, cue, sampleMs = 100 }: MicrophoneTakeOptions) {
  const events = createEmitter<TakeEvents>();
  const status: Signal<TakeStatus> = signal('idle');
  /** Milliseconds recorded so far; the mp3's length once recorded. */
  const elapsedMs: Signal<number> = signal(0);
  /** Latest level, 0–100 (core's levelOf scale); 0 when not recording. */
  const level: Signal<number> = signal(0);
  /** Loudest level of this take. */
  const peak: Signal<number> = signal(0);
  const audio: Signal<TakeAudio | null> = signal(null);
  const failure: Signal<TakeFailure | null> = signal(null);
  const limitMs = limitSeconds * 1000;
  let recording: TakeRecording | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  /** This take's run: a new take, reset and dispose abort it, so a slow prompt, cue or encoder cannot revive an abandoned take. */
  const run = latestRun();

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
    events.emit('failed', { kind, message });
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

  async function record(deviceId: string = storedMicrophoneId()): Promise<void> {
    if (status.value !== 'idle') return;
    const thisRun = run.next();
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
      if (!thisRun.aborted) fail(isPermissionDenied(reason) ? 'permission' : 'error', errorMessage(reason, MEDIA_MESSAGES.microphoneFailed));
      return;
    }
    if (thisRun.aborted) {
      release(stream);
      return;
    }
    try {
      if (cue) {
        status.value = 'cue';
        await cue();
        if (thisRun.aborted) throw new Error('abandoned');
      }
      const started = await media.capture(stream);
      if (thisRun.aborted) {
        started.cancel();
        return;
      }
      recording = started;
    } catch (reason) {
      release(stream);
      if (!thisRun.aborted) fail('error', errorMessage(reason, 'Recording could not start.'));
      return;
    }
    status.value = 'recording';
    ticker = setInterval(sample, sampleMs);
  }

  function stop(): void {
    if (status.value !== 'recording' || !recording) return;
    const thisRun = run.signal;
    const finishing = recording;
    recording = null;
    stopTicker();
    batch(() => {
      status.value = 'stopping';
      level.value = 0;
    });
    finishing.finish().then(
      (result) => {
        if (thisRun.aborted) return;
        batch(() => {
          audio.value = result;
          elapsedMs.value = result.durationMs;
          status.value = 'recorded';
        });
        events.emit('recorded', result);
      },
      (reason: unknown) => {
        if (!thisRun.aborted) fail('error', errorMessage(reason, 'The recording could not be encoded.'));
      },
    );
  }

  /** Try Again, or the view going away: drops the take, releases the microphone, back to idle. */
  function reset(): void {
    run.abort();
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

  return createModel({
    on: events.on,
    status, elapsedMs, level, peak, audio, failure,
    /** The limit in milliseconds, for the time bar. */
    limitMs,
    /**
     * Opens the microphone (the saved one unless told), plays the cue and records until the limit or `stop()`. (Not
     * `start`: that name is the model lifecycle's.)
     */
    record,
    stop,
    reset,
  }, ({ onDispose }) => onDispose(reset));
}

export type MicrophoneTakeModel = ReturnType<typeof createMicrophoneTake>;
