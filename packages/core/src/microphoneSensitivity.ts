import { LIMITS } from './constants';

/** Segments of the sensitivity bar (dashboard spec §9): 25, and 50 on wide screens. */
export const SENSITIVITY_SEGMENTS = 25;
export const WIDE_SENSITIVITY_SEGMENTS = 50;

/**
 * The level (0–100, core's levelOf scale) above which the voice counts as strong: 0.45 of the maximum (spec §4).
 * On that scale 45 is about −33 dBFS, normal speech at arm's length from a laptop microphone.
 */
export const VOICE_LEVEL = LIMITS.voiceThreshold * 100;

/** Colour band of a level: below 20 red ('low'), 20 to 45 amber ('fair'), above 45 green ('strong') (spec §9). */
export type LevelTone = 'low' | 'fair' | 'strong';

export function levelTone(level: number): LevelTone {
  if (level < 20) return 'low';
  return level <= VOICE_LEVEL ? 'fair' : 'strong';
}

/** One segment of the bar: its colour band (by the level where it starts) and whether the current level reaches it. */
export interface SensitivitySegment {
  tone: LevelTone;
  lit: boolean;
}

/**
 * The bar as a VU meter: `count` equal segments over 0–100, each coloured by the band its lower edge lies in, lit
 * while the level is above that edge. So silence lights none, and green segments light only for a strong voice.
 */
export function sensitivitySegments(level: number, count: number): SensitivitySegment[] {
  const width = 100 / count;
  return Array.from({ length: count }, (_, index) => {
    const start = index * width;
    return { tone: levelTone(start), lit: level > start };
  });
}

/** Whether a level marks the voice as strong enough for recognition (above 0.45 of the maximum). */
export function isStrongVoice(level: number): boolean {
  return level > VOICE_LEVEL;
}
