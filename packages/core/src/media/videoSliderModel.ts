import { LIMITS, VIDEO_SPEEDS } from '../constants';
import { createModel, signal, type ReadonlySignal } from '../model';
import { clampVolume } from './volume';

export interface VideoSliderState {
  /** Lesson shown, 0-based. */
  index: number;
  count: number;
  playing: boolean;
  speed: number;
  /** 0–1 in steps of 0.01. */
  volume: number;
  /** The controls are on screen; they hide after 3 s without pointer or keyboard activity while the video plays. */
  controlsVisible: boolean;
}

/** The slider has no discrete happenings: everything it knows is state, read from `state`. */
export type VideoSliderEvents = Record<never, never>;

/**
 * The Flash Video lesson slider (spec §4): one lesson at a time with previous / next, speeds 0.5–2, volume 0–1 by
 * 0.01, and controls that hide after 3 s idle while playing (a paused video keeps them, so the learner is never
 * left without a play button). Time comes in through `tick(now)` so tests need no timers.
 */
export function createVideoSliderModel(count: number, { idleHideMs = LIMITS.idleHideMs }: { idleHideMs?: number } = {}) {
  let lastActivity = 0;
  const state = signal<VideoSliderState>({ index: 0, count, playing: false, speed: 1, volume: 1, controlsVisible: true });
  const set = (next: Partial<VideoSliderState>) => {
    state.value = { ...state.value, ...next };
  };
  const go = (index: number) => set({ index: Math.min(count - 1, Math.max(0, index)), playing: false, controlsVisible: true });
  return createModel({
    /** The lesson shown, playback settings and whether the controls are on screen. */
    state: state as ReadonlySignal<VideoSliderState>,
    /** Shows lesson `index` (clamped), stopped, with the controls. */
    go,
    next() {
      go(state.value.index + 1);
    },
    previous() {
      go(state.value.index - 1);
    },
    playing(now: number) {
      lastActivity = now;
      set({ playing: true });
    },
    paused() {
      set({ playing: false, controlsVisible: true });
    },
    setSpeed(speed: number) {
      if ((VIDEO_SPEEDS as readonly number[]).includes(speed)) set({ speed });
    },
    setVolume(volume: number) {
      set({ volume: clampVolume(volume) });
    },
    /** Pointer moved or focus entered the player at `now` (ms): the controls come back. */
    activity(now: number) {
      lastActivity = now;
      if (!state.value.controlsVisible) set({ controlsVisible: true });
    },
    /** Time passed: hide the controls once idle long enough while playing. */
    tick(now: number) {
      const { playing, controlsVisible } = state.value;
      if (playing && controlsVisible && now - lastActivity >= idleHideMs) set({ controlsVisible: false });
    },
  });
}

export type VideoSliderModel = ReturnType<typeof createVideoSliderModel>;
