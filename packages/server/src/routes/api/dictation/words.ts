import { randomInt } from 'node:crypto';
import { accentSpeaker, wordAudioPath, type Accent, type DictationLevel, type DictationWordAudio } from '@pte-kit/core';
import { dictationWords } from '@pte-kit/content';

/** Every word a dictation may play, for checking what learners submit. */
export const dictationWordSet: ReadonlySet<string> = new Set(dictationWords.map((entry) => entry.word));

/** A word's recording in one accent, or null when no offline voice speaks it (Australian, for now). */
const audioOf = (word: string, accent: Accent) => (accentSpeaker(accent) ? wordAudioPath(word, accent) : null);

/** A word with its recording per accent, as the dictation calls answer it. */
export function withAudio(word: string): DictationWordAudio {
  return { word, americanAudio: audioOf(word, 'US'), britishAudio: audioOf(word, 'UK'), australianAudio: audioOf(word, 'AU') };
}

/** The words of one complexity, or all of them for a mixed session. */
function poolOf(level: DictationLevel): string[] {
  return dictationWords.filter((entry) => level === 'MIXED' || entry.complexity === level).map((entry) => entry.word);
}

/**
 * `count` different words drawn at random (a partial Fisher–Yates shuffle), leaving out `exclude`.
 * `pick(n)` answers an integer in [0, n); tests pass a seeded one.
 */
export function randomWords(level: DictationLevel, count: number, exclude?: string, pick: (n: number) => number = randomInt): string[] {
  const pool = poolOf(level).filter((word) => word !== exclude);
  const drawn = Math.min(count, pool.length);
  for (let index = 0; index < drawn; index += 1) {
    const other = index + pick(pool.length - index);
    [pool[index], pool[other]] = [pool[other], pool[index]];
  }
  return pool.slice(0, drawn);
}
