import { LIMITS } from '../constants';
import { createSilenceDetector } from './audioLevel';
import { createModel, signal, type ReadonlySignal } from '../model';
import { createEmitter } from './emitter';

/**
 * idle → beeping (when the beep is on) → recording → stopping (the encoder finishes) → stopped (audio ready);
 * Try Again goes back to idle from anywhere.
 */
export type RecorderStatus = 'idle' | 'beeping' | 'recording' | 'stopping' | 'stopped';

/** Why a recording ended: the learner, the configured duration, or 3 s of near-silence. */
export type RecorderStopReason = 'manual' | 'duration' | 'silence';

export interface RecorderState {
  status: RecorderStatus;
  /** Milliseconds recorded so far (the final length once stopped). */
  elapsedMs: number;
  /** Latest microphone level, 0–100 (see levelOf). */
  level: number;
  /** Why the last recording stopped; null before the first stop and after Try Again. */
  stopReason: RecorderStopReason | null;
}

export interface RecorderModelOptions {
  /** Longest recording in seconds. @default LIMITS.recorderSeconds (60) */
  durationSeconds?: number;
  /** Beep before recording. @default false */
  beep?: boolean;
  /** Silence rule: level below this… @default LIMITS.silenceLevel */
  silenceLevel?: number;
  /** …for this many seconds stops the recording. @default LIMITS.silenceSeconds */
  silenceSeconds?: number;
}

/** What happens once, beside the state (read from the model's `state` signal). */
export type RecorderEvents = {
  /** The recording must end now: the view stops capture and encoding. */
  stop: [reason: RecorderStopReason];
};

/**
 * The recorder's state machine, free of audio APIs: a view feeds it the recorded time and the microphone level,
 * and it decides when the recording ends (duration or silence) and what the controls show.
 */
export function createRecorderModel(options: RecorderModelOptions = {}) {
  const durationMs = (options.durationSeconds ?? LIMITS.recorderSeconds) * 1000;
  const beep = options.beep ?? false;
  const silence = createSilenceDetector({ level: options.silenceLevel, seconds: options.silenceSeconds });
  const events = createEmitter<RecorderEvents>();
  const state = signal<RecorderState>({ status: 'idle', elapsedMs: 0, level: 0, stopReason: null });

  const set = (next: Partial<RecorderState>) => {
    state.value = { ...state.value, ...next };
  };

  const stop = (reason: RecorderStopReason) => {
    if (state.value.status !== 'recording') return;
    set({ status: 'stopping', level: 0, stopReason: reason });
    events.emit('stop', reason);
  };

  return createModel({
    on: events.on,
    /** Where the recorder is, the time recorded, the microphone level and why it last stopped. */
    state: state as ReadonlySignal<RecorderState>,
    /** Recording length limit in milliseconds. */
    durationMs,
    /**
     * Starts recording from idle: beeping first when the beep is on. Returns false when not idle. (Not `start`: that
     * name is the model lifecycle's.)
     */
    record(): boolean {
      if (state.value.status !== 'idle') return false;
      silence.reset();
      set({ status: beep ? 'beeping' : 'recording', elapsedMs: 0, level: 0, stopReason: null });
      return true;
    },
    /** The beep has finished: recording begins. */
    beepEnded() {
      if (state.value.status === 'beeping') set({ status: 'recording' });
    },
    /** A reading while recording: time recorded so far and the average level; may stop for duration or silence. */
    sample(elapsedMs: number, level: number) {
      if (state.value.status !== 'recording') return;
      set({ elapsedMs: Math.min(elapsedMs, durationMs), level });
      if (elapsedMs >= durationMs) stop('duration');
      else if (silence.push(level, elapsedMs)) stop('silence');
    },
    /** The learner pressed Stop. */
    stop: () => stop('manual'),
    /** The encoder returned the audio: the recording is ready, `elapsedMs` long. */
    ready(elapsedMs: number) {
      if (state.value.status === 'stopping') set({ status: 'stopped', elapsedMs });
    },
    /** Try Again, or a failure (no microphone): back to idle without audio. */
    reset() {
      silence.reset();
      set({ status: 'idle', elapsedMs: 0, level: 0, stopReason: null });
    },
  });
}

export type RecorderModel = ReturnType<typeof createRecorderModel>;
