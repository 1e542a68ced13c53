import { FRAMES_PER_SECOND, SAMPLE_RATE } from './sphinx';

const SAMPLES_PER_FRAME = SAMPLE_RATE / FRAMES_PER_SECOND;
/** Quieter than this (dBFS) is silence whatever the noise floor: a muted or unplugged microphone. */
const ABSOLUTE_SILENCE_DB = -55;
/** Speech stands this far above the recording's own noise floor. */
const ABOVE_FLOOR_DB = 12;
/** Bursts shorter than this (a click, a breath) are not speech; gaps shorter than this do not split it. */
const MIN_SPEECH_FRAMES = 8;
const MIN_GAP_FRAMES = 15;

/** Where a recording has speech, from its loudness in 10 ms frames (the decoder's frames). */
export interface Activity {
  frames: number;
  /** True for frames inside speech, after smoothing. */
  speech: Uint8Array;
  speechFrames: number;
  /** First and last speech frame; -1 when there is none. */
  first: number;
  last: number;
}

/** Loudness of each 10 ms frame in dB relative to full scale. */
export function frameLevels(samples: Int16Array): Float32Array {
  const frames = Math.floor(samples.length / SAMPLES_PER_FRAME);
  const levels = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    let energy = 0;
    for (let i = frame * SAMPLES_PER_FRAME; i < (frame + 1) * SAMPLES_PER_FRAME; i += 1) energy += samples[i] * samples[i];
    levels[frame] = 10 * Math.log10(energy / SAMPLES_PER_FRAME / 32768 ** 2 + 1e-12);
  }
  return levels;
}

function percentile(values: Float32Array, share: number): number {
  if (values.length === 0) return -120;
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

/** Marks speech frames: louder than both an absolute floor and the recording's noise floor, bridged over short gaps. */
export function detectSpeech(samples: Int16Array): Activity {
  const levels = frameLevels(samples);
  const threshold = Math.max(ABSOLUTE_SILENCE_DB, percentile(levels, 0.1) + ABOVE_FLOOR_DB);
  const speech = new Uint8Array(levels.length);
  for (let frame = 0; frame < levels.length; frame += 1) speech[frame] = levels[frame] > threshold ? 1 : 0;
  fillRuns(speech, 0, MIN_GAP_FRAMES);
  fillRuns(speech, 1, MIN_SPEECH_FRAMES);
  let speechFrames = 0;
  let first = -1;
  let last = -1;
  speech.forEach((value, frame) => {
    if (!value) return;
    speechFrames += 1;
    if (first < 0) first = frame;
    last = frame;
  });
  return { frames: levels.length, speech, speechFrames, first, last };
}

/** Flips inner runs of `value` shorter than `shortest` frames to the other value. */
function fillRuns(marks: Uint8Array, value: 0 | 1, shortest: number): void {
  let start = -1;
  for (let frame = 0; frame <= marks.length; frame += 1) {
    const inRun = frame < marks.length && marks[frame] === value;
    if (inRun && start < 0) start = frame;
    if (!inRun && start >= 0) {
      const inner = value === 1 || (start > 0 && frame < marks.length);
      if (inner && frame - start < shortest) marks.fill(value === 1 ? 0 : 1, start, frame);
      start = -1;
    }
  }
}

/** Sample ranges that cover the recording end to end. */
export interface Chunk {
  start: number;
  end: number;
}

/**
 * Cuts a recording into about `parts` pieces at the middle of silences, so each piece can be
 * decoded on its own (in parallel) without cutting a word. Fewer pieces when there are few pauses.
 */
export function splitAtSilences(activity: Activity, totalSamples: number, parts: number): Chunk[] {
  if (parts <= 1 || activity.first < 0) return [{ start: 0, end: totalSamples }];
  const gaps: number[] = [];
  let gapStart = -1;
  for (let frame = activity.first; frame <= activity.last + 1; frame += 1) {
    const silent = frame <= activity.last && !activity.speech[frame];
    if (silent && gapStart < 0) gapStart = frame;
    if (!silent && gapStart >= 0) {
      gaps.push(Math.floor((gapStart + frame) / 2));
      gapStart = -1;
    }
  }
  const cuts: number[] = [];
  for (let part = 1; part < parts; part += 1) {
    const target = activity.first + ((activity.last - activity.first) * part) / parts;
    let best = -1;
    for (const gap of gaps) if (!cuts.includes(gap) && (best < 0 || Math.abs(gap - target) < Math.abs(best - target))) best = gap;
    if (best >= 0) cuts.push(best);
  }
  const boundaries = [0, ...[...new Set(cuts)].sort((a, b) => a - b).map((frame) => frame * SAMPLES_PER_FRAME), totalSamples];
  const chunks: Chunk[] = [];
  for (let i = 0; i + 1 < boundaries.length; i += 1) if (boundaries[i + 1] > boundaries[i]) chunks.push({ start: boundaries[i], end: boundaries[i + 1] });
  return chunks;
}
