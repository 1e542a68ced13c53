import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeImage, respondToASituation } from '@pte-kit/content';
import { encodeMp3, synthesize, type Pcm } from '@pte-kit/content/generator';

/**
 * Recordings for the speech engine's tests and bench, made with the offline voices (festival's US
 * female voice by default) and encoded to mp3 as our recorder would send them. Each is rendered once
 * and kept in the machine's temporary directory, keyed by its text and voice.
 */
const CACHE_DIR = join(tmpdir(), 'pte-speech-fixtures');

async function cached(key: string, render: (file: string) => Promise<void>): Promise<Buffer> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = join(CACHE_DIR, `${createHash('sha256').update(key).digest('hex').slice(0, 24)}.mp3`);
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}.part.mp3`;
    await render(partial);
    await rename(partial, file);
  }
  return readFile(file);
}

/** `text` spoken by an offline voice, as mp3. */
export function spoken(text: string, voice = 'us-female'): Promise<Buffer> {
  return cached(`speech:${voice}:${text}`, async (file) => encodeMp3(await synthesize(text, voice), file));
}

/** `seconds` of near-silence (a quiet room: noise around −60 dBFS), as mp3. */
export function silence(seconds: number): Promise<Buffer> {
  return cached(`silence:${seconds}`, async (file) => {
    const samples = new Int16Array(Math.round(seconds * 16_000));
    // A fixed pseudo-random hiss, so the file is the same on every run.
    let state = 1;
    for (let i = 0; i < samples.length; i += 1) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      samples[i] = (state % 61) - 30;
    }
    const pcm: Pcm = { sampleRate: 16_000, samples };
    await encodeMp3(pcm, file);
  });
}

/** Original texts for the tests (written for this project). */
export const texts = {
  readAloud:
    'Public libraries offer much more than books. Many now lend films, music and even tools, and they provide free internet access for people who do not have it at home. Libraries also run reading groups, homework clubs and language classes, which makes them important meeting places for the whole community.',
  /** The same text with ten words replaced by others. */
  readAloudSwapped:
    'Public libraries offer much less than cakes. Many now sell films, songs and even tools, and they provide cheap internet access for people who do not have it at work. Libraries also run dancing groups, homework clubs and cooking classes, which makes them important meeting places for the whole country.',
  repeatSentence: 'The library will close early on Friday because of the staff training day.',
  // The bank's first Respond to a Situation (the noisy neighbour) and Describe Image (library borrowing by month).
  respondToASituation: {
    keyPoints: respondToASituation[0]!.keyPoints,
    modelAnswer: respondToASituation[0]!.modelAnswer,
    blunt: 'Your music is too loud at night. Turn it down. I have to get up early for work.',
  },
  describeImage: {
    keyPoints: describeImage[0]!.keyPoints,
    modelAnswer: describeImage[0]!.modelAnswer,
    offTopic:
      'I usually travel to work by bicycle because it keeps me fit and saves money. In the evening I like cooking pasta with fresh vegetables and watching a film with my family before I go to sleep.',
  },
};
