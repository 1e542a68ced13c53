import type { SyllableAccuracy, SpokenWordType } from '@pte-kit/core';
import type { Segment } from './sphinx';

/**
 * Goodness of pronunciation: how much worse the expected words explain their frames than the free
 * phone loop explains the same frames, per 10 ms frame, in Sphinx's acoustic score units. 0 means
 * the expected phones fit as well as anything could; the more negative, the less it sounded like them.
 *
 * Calibration (three read-aloud texts, festival's US voice and three flite voices, each read as written
 * and with every fifth longer word replaced by another word): the 572 words read as written average
 * −21, 5 % fall below −49, 2.6 % below −55 and 0.2 % below −90; of 68 replaced words the grammar
 * skipped 30, and the 38 it aligned average −83, 82 % below −55 and 42 % below −90 (AUC 0.99).
 */
export const GOP = {
  /** At or above: the word sounded as expected (GOOD). */
  good: -30,
  /** At or above: recognisable but off (AVERAGE); below: BAD. */
  average: -55,
  /** Below this the expected word was not what was said: it counts as missed for content. */
  heard: -90,
} as const;

/** A mapping of GOP onto the 0–100 scale learners see: `best` and above is 100, `worst` and below is 0. */
export interface PercentScale {
  best: number;
  worst: number;
}

/** Words within running speech, where short function words fit loosely even when read correctly. */
export const SPEECH_SCALE: PercentScale = { best: -12, worst: -110 };

/**
 * A single word said on its own (the pronunciation book). Aligned as a whole word, a correct reading
 * scores −15 to +1 and a different word −26 to −66 (festival and flite voices, ten word pairs such as
 * community/chocolate, hello/table), so 0 sits near the worst of those.
 */
export const WORD_SCALE: PercentScale = { best: -12, worst: -70 };

/** Phone-loop segments in time order. */
export interface PhoneLoop {
  segments: Segment[];
}

/** The phone loop's score over frames [start, end], prorating segments that straddle the edges. */
function loopScore(loop: PhoneLoop, start: number, end: number): number {
  const { segments } = loop;
  let low = 0;
  let high = segments.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (segments[middle].endFrame < start) low = middle + 1;
    else high = middle;
  }
  let score = 0;
  for (let index = low; index < segments.length && segments[index].startFrame <= end; index += 1) {
    const segment = segments[index];
    const overlap = Math.min(end, segment.endFrame) - Math.max(start, segment.startFrame) + 1;
    if (overlap > 0) score += (segment.acousticScore * overlap) / (segment.endFrame - segment.startFrame + 1);
  }
  return score;
}

export const frameCount = (segments: Segment[]) => segments.reduce((sum, segment) => sum + segment.endFrame - segment.startFrame + 1, 0);

/** GOP per frame over several segments (a word said as several dictionary words, a syllable's phones). */
export function goodness(segments: Segment[], loop: PhoneLoop): number {
  const frames = frameCount(segments);
  if (frames === 0) return SPEECH_SCALE.worst;
  const difference = segments.reduce((sum, segment) => sum + segment.acousticScore - loopScore(loop, segment.startFrame, segment.endFrame), 0);
  return difference / frames;
}

/** GOP on the 0–100 scale learners see. */
export function percent(gop: number, scale: PercentScale = SPEECH_SCALE): number {
  const share = (gop - scale.worst) / (scale.best - scale.worst);
  return Math.round(100 * Math.min(1, Math.max(0, share)));
}

export function wordType(gop: number): Exclude<SpokenWordType, 'MISSED' | 'EXTRA'> {
  return gop >= GOP.good ? 'GOOD' : gop >= GOP.average ? 'AVERAGE' : 'BAD';
}

/** A syllable's accuracy from its 0–100 score: HIGH (green) from 75, MEDIUM (amber) from 50, LOW (red) below. */
export function syllableAccuracy(score: number): SyllableAccuracy {
  return score >= 75 ? 'HIGH' : score >= 50 ? 'MEDIUM' : 'LOW';
}
