import { LIMITS } from '../constants';

/**
 * A player volume clamped to 0–1 and rounded to the spec's 0.01 step. Dividing by the step count (rather than
 * multiplying by 0.01) keeps 0.3 from becoming 0.30000000000000004.
 */
export function clampVolume(volume: number): number {
  const steps = Math.round(1 / LIMITS.volumeStep);
  return Math.round(Math.min(1, Math.max(0, volume)) * steps) / steps;
}
