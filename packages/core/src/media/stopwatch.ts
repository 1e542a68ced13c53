import { LIMITS } from '../constants';
import { createModel, signal, type ReadonlySignal } from '../model';

export interface StopwatchState {
  /** Whole seconds counted. */
  seconds: number;
  running: boolean;
  /** Beyond the limit: shown red. */
  over: boolean;
}

export interface StopwatchOptions {
  /** Seconds after which the time turns red; none when absent. */
  limitSeconds?: number | null;
  /** The count stops here. @default LIMITS.stopwatchMaxSeconds (3600) */
  maxSeconds?: number;
}

/** The stopwatch has no discrete happenings: its count is state, read from `state`. */
export type StopwatchEvents = Record<never, never>;

/** "mm:ss" (or "h:mm:ss" from one hour) for the stopwatch, the recorder and the players. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${String(minutes).padStart(2, '0')}:${seconds}`;
}

/**
 * The practice stopwatch (spec §4): counts up once a second while running, is `over` beyond the limit, and stops
 * by itself at 3600 s so a forgotten tab does not count for ever.
 */
export function createStopwatch({ limitSeconds = null, maxSeconds = LIMITS.stopwatchMaxSeconds }: StopwatchOptions = {}) {
  let limit = limitSeconds;
  const state = signal<StopwatchState>({ seconds: 0, running: false, over: false });
  const set = (next: Partial<StopwatchState>) => {
    const merged = { ...state.value, ...next };
    state.value = { ...merged, over: limit !== null && merged.seconds > limit };
  };
  return createModel({
    /** The count, whether it runs, and whether it is beyond the limit. */
    state: state as ReadonlySignal<StopwatchState>,
    /** Counts on from where it stands (not `start`: that name is the model lifecycle's). */
    run() {
      if (!state.value.running && state.value.seconds < maxSeconds) set({ running: true });
    },
    pause() {
      if (state.value.running) set({ running: false });
    },
    /** One second passed. */
    tick() {
      if (!state.value.running) return;
      const seconds = Math.min(maxSeconds, state.value.seconds + 1);
      set({ seconds, running: seconds < maxSeconds });
    },
    /** Back to 0, stopped. */
    reset() {
      set({ seconds: 0, running: false });
    },
    setLimit(next: number | null) {
      limit = next;
      set({});
    },
  });
}

export type Stopwatch = ReturnType<typeof createStopwatch>;
