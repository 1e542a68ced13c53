import { LIMITS } from '../constants';

/**
 * The level scale the silence rule ('average level below 10', spec §4) is read on: the RMS of one analyser window
 * of float time-domain samples (−1…1), in dBFS, mapped linearly from −60 dBFS (0) to 0 dBFS (100). A quiet room
 * through a laptop microphone sits around −65…−55 dBFS (0–8), speech at arm's length around −35…−15 dBFS (40–75),
 * so 10 (−54 dBFS) is near-silence. Float data, not the analyser's byte data: one byte step is already −42 dBFS
 * (level 30), so byte data of a silent room would never read below 10.
 */
export const LEVEL_FLOOR_DB = -60;

/** Level 0–100 of one window of time-domain samples on the scale above. */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) sum += samples[index] * samples[index];
  const rms = Math.sqrt(sum / samples.length);
  if (rms === 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(100, Math.max(0, ((db - LEVEL_FLOOR_DB) / -LEVEL_FLOOR_DB) * 100));
}

export interface SilenceDetectorOptions {
  /** Levels below this count as silence. @default LIMITS.silenceLevel (10) */
  level?: number;
  /** How long silence must last. @default LIMITS.silenceSeconds (3) */
  seconds?: number;
}

export interface SilenceDetector {
  /** Feeds the average level measured at `atMs` (ms since recording began); true once silence has lasted long enough. */
  push(level: number, atMs: number): boolean;
  /** Forgets the silence so far (a new recording). */
  reset(): void;
}

/**
 * Detects the spec's near-silence: every level fed over the last `seconds` below `level`. One loud reading restarts
 * the count, so pauses between words never stop a recording.
 */
export function createSilenceDetector({ level = LIMITS.silenceLevel, seconds = LIMITS.silenceSeconds }: SilenceDetectorOptions = {}): SilenceDetector {
  let silentSince: number | null = null;
  return {
    push(current, atMs) {
      if (current >= level) {
        silentSince = null;
        return false;
      }
      silentSince ??= atMs;
      return atMs - silentSince >= seconds * 1000;
    },
    reset() {
      silentSince = null;
    },
  };
}
