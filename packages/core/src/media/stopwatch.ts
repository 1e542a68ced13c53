import { LIMITS } from '../constants';
import { createEmitter } from './emitter';

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

export type StopwatchEvents = { change: [state: StopwatchState] };

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
  const events = createEmitter<StopwatchEvents>();
  let limit = limitSeconds;
  let state: StopwatchState = { seconds: 0, running: false, over: false };
  const set = (next: Partial<StopwatchState>) => {
    state = { ...state, ...next };
    state.over = limit !== null && state.seconds > limit;
    events.emit('change', state);
  };
  return {
    on: events.on,
    get state(): StopwatchState {
      return state;
    },
    start() {
      if (!state.running && state.seconds < maxSeconds) set({ running: true });
    },
    pause() {
      if (state.running) set({ running: false });
    },
    /** One second passed. */
    tick() {
      if (!state.running) return;
      const seconds = Math.min(maxSeconds, state.seconds + 1);
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
  };
}

export type Stopwatch = ReturnType<typeof createStopwatch>;
