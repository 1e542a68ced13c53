import { AUDIO_SPEEDS, LIMITS } from '../constants';
import { SPEAKERS, randomSpeaker, type Speaker } from '../speakers';
import { createModel, signal, type ReadonlySignal } from '../model';
import { createEmitter } from './emitter';
import { clampVolume } from './volume';

/** 'random' or a speaker id: what the learner picked in the speaker selector (kept in localStorage `selectedSpeaker`). */
export type SpeakerChoice = 'random' | (string & {});

/** waiting (autoplay not allowed yet) → countdown ('Play after N sec') → playing ⇄ paused → ended. */
export type TimingPlayerPhase = 'waiting' | 'countdown' | 'playing' | 'paused' | 'ended';

export interface TimingPlayerState {
  phase: TimingPlayerPhase;
  /** Milliseconds left before autoplay while the countdown runs. */
  countdownMs: number;
  speed: number;
  /** 0–1 in steps of 0.01. */
  volume: number;
  /** Playback position and length in seconds (length 0 until known). */
  currentTime: number;
  duration: number;
  choice: SpeakerChoice;
  /** The voice that plays: the chosen one, or the random pick for this playthrough. */
  speaker: Speaker;
}

export interface TimingPlayerOptions {
  /** Voices to choose from. @default SPEAKERS */
  speakers?: readonly Speaker[];
  /** Initial choice; an unknown id falls back to `fallback`. @default 'random' when no fallback, else the fallback */
  choice?: SpeakerChoice | null;
  /** Voice used when the choice is missing or unknown. @default the first speaker */
  fallback?: Speaker;
  /** Seconds of countdown before autoplay. @default LIMITS.autoplayDelayMs / 1000 (3) */
  delaySeconds?: number;
  /** Randomness of the 'random' voice; tests pass a seeded one. @default Math.random */
  random?: () => number;
  /**
   * The exam's rules (a mock test): the recording plays once at x1 after the countdown, in the fallback voice (the
   * recording's own; `choice` is ignored). Seeking, the left/right keys, speeds and voice choices are ignored, and the
   * end picks no next voice. Volume still changes.
   * @default false
   */
  exam?: boolean;
}

/** What happens once, beside the state (read from the model's `state` signal). */
export type TimingPlayerEvents = {
  /** The view must start the audio element (the countdown ended). */
  play: [];
  /** The view must move the audio element to this position (seconds). */
  seek: [time: number];
  /** The voice to play changed (a new choice or a new random pick): load its recording. */
  speaker: [speaker: Speaker, choice: SpeakerChoice];
};


/** "Play after 3 sec": the countdown label, whole seconds rounded up. */
export function playAfterLabel(countdownMs: number): string {
  return `Play after ${Math.ceil(countdownMs / 1000)} sec`;
}

/**
 * The timing player's rules without the audio element: the countdown before autoplay, speeds, volume and seeking
 * limits, the arrow keys, and the speaker choice with its 'random' voice re-picked after each playthrough; in the
 * exam's mode (`exam`) only the countdown, one playthrough and the volume.
 */
export function createTimingPlayerModel(options: TimingPlayerOptions = {}) {
  const speakers = options.speakers?.length ? options.speakers : SPEAKERS;
  const random = options.random ?? Math.random;
  const delayMs = (options.delaySeconds ?? LIMITS.autoplayDelayMs / 1000) * 1000;
  const fallback = options.fallback ?? speakers[0];
  const exam = options.exam === true;
  const events = createEmitter<TimingPlayerEvents>();

  const resolve = (choice: SpeakerChoice): Speaker =>
    choice === 'random' ? randomSpeaker(random, speakers) : (speakers.find((speaker) => speaker.id === choice) ?? fallback);
  const known = (choice: SpeakerChoice | null | undefined): choice is SpeakerChoice =>
    choice === 'random' || speakers.some((speaker) => speaker.id === choice);
  const initialChoice: SpeakerChoice = known(options.choice) && !exam ? options.choice : options.fallback || exam ? fallback.id : 'random';

  const state = signal<TimingPlayerState>({
    phase: 'waiting', countdownMs: delayMs, speed: 1, volume: 1, currentTime: 0, duration: 0,
    choice: initialChoice, speaker: resolve(initialChoice),
  });
  const set = (next: Partial<TimingPlayerState>) => {
    state.value = { ...state.value, ...next };
  };
  const seekTo = (time: number) => {
    if (exam) return;
    const limit = state.value.duration > 0 ? state.value.duration : Number.POSITIVE_INFINITY;
    const clamped = Math.min(limit, Math.max(0, time));
    set({ currentTime: clamped });
    events.emit('seek', clamped);
  };
  const setVolume = (volume: number) => set({ volume: clampVolume(volume) });

  return createModel({
    on: events.on,
    /** Phase, countdown, speed, volume, position and voice. */
    state: state as ReadonlySignal<TimingPlayerState>,
    speakers,
    /** Whether the exam's rules hold (options.exam). */
    exam,
    /** Autoplay is allowed now: the countdown starts (or playback at once with no delay). */
    allow() {
      if (state.value.phase !== 'waiting') return;
      if (delayMs <= 0) {
        set({ phase: 'playing', countdownMs: 0 });
        events.emit('play');
      } else set({ phase: 'countdown', countdownMs: delayMs });
    },
    /** Time passes during the countdown; at zero the audio starts. */
    tick(elapsedMs: number) {
      if (state.value.phase !== 'countdown') return;
      const left = Math.max(0, state.value.countdownMs - elapsedMs);
      if (left > 0) set({ countdownMs: left });
      else {
        set({ phase: 'playing', countdownMs: 0 });
        events.emit('play');
      }
    },
    /** The audio element started (by the learner, or autoplay): any countdown is over. */
    playing() {
      set({ phase: 'playing', countdownMs: 0 });
    },
    /** The audio element paused, or refused to autoplay. */
    paused() {
      if (state.value.phase === 'playing' || state.value.phase === 'countdown') set({ phase: 'paused', countdownMs: 0 });
    },
    /** The recording played to its end: a 'random' choice picks its next voice now. */
    ended() {
      set({ phase: 'ended', currentTime: state.value.duration });
      if (state.value.choice === 'random' && !exam) {
        const speaker = resolve('random');
        set({ speaker });
        events.emit('speaker', speaker, 'random');
      }
    },
    /** Position and length reported by the audio element. */
    timeUpdate(currentTime: number, duration: number) {
      set({ currentTime, duration: Number.isFinite(duration) ? duration : 0 });
    },
    seekTo,
    /** Moves by `seconds` (negative: back), clamped to the recording. */
    seekBy: (seconds: number) => seekTo(state.value.currentTime + seconds),
    /** Playback rate; only the spec's speeds (x0.5, x1, x1.2, x1.5). */
    setSpeed(speed: number) {
      if (!exam && (AUDIO_SPEEDS as readonly number[]).includes(speed)) set({ speed });
    },
    setVolume,
    /** Volume by a step (arrow keys: ±0.1), clamped to 0–1. */
    volumeBy: (delta: number) => setVolume(state.value.volume + delta),
    /**
     * An arrow key on the player: left/right seek 2 s, up/down change the volume by 0.1.
     * Returns whether the key was handled (the view then prevents the page from scrolling). In the exam only the
     * volume keys are.
     */
    key(key: string): boolean {
      switch (key) {
        case 'ArrowLeft': case 'ArrowRight':
          if (exam) return false;
          seekTo(state.value.currentTime + (key === 'ArrowLeft' ? -LIMITS.seekSeconds : LIMITS.seekSeconds));
          return true;
        case 'ArrowUp': setVolume(state.value.volume + LIMITS.volumeKeyStep); return true;
        case 'ArrowDown': setVolume(state.value.volume - LIMITS.volumeKeyStep); return true;
        default: return false;
      }
    },
    /** The learner picked a voice or 'random'; an unknown id is ignored. */
    choose(choice: SpeakerChoice) {
      if (exam || !known(choice)) return;
      const speaker = resolve(choice);
      set({ choice, speaker, currentTime: 0 });
      events.emit('speaker', speaker, choice);
    },
  });
}

export type TimingPlayerModel = ReturnType<typeof createTimingPlayerModel>;
