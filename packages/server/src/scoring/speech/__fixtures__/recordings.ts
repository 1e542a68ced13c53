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

/**
 * `text` spoken by an offline voice with white noise mixed in at `snrDb` dB below the speech (the speech's level
 * measured over its voiced 10 ms frames), as mp3. The noise is a fixed pseudo-random sequence, the same every run.
 */
export function noisy(text: string, snrDb: number, voice = 'us-female'): Promise<Buffer> {
  return cached(`noisy:${voice}:${snrDb}:${text}`, async (file) => {
    const clean = await synthesize(text, voice);
    const frame = Math.round(clean.sampleRate / 100);
    let energy = 0;
    let voiced = 0;
    for (let start = 0; start + frame <= clean.samples.length; start += frame) {
      let frameEnergy = 0;
      for (let i = start; i < start + frame; i += 1) frameEnergy += clean.samples[i] ** 2;
      if (10 * Math.log10(frameEnergy / frame / 32768 ** 2 + 1e-12) > -50) {
        energy += frameEnergy;
        voiced += frame;
      }
    }
    const noiseRms = Math.sqrt(energy / Math.max(1, voiced)) / 10 ** (snrDb / 20);
    const samples = new Int16Array(clean.samples.length);
    let state = 7;
    const uniform = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return (state + 0.5) / 2 ** 31;
    };
    for (let i = 0; i < samples.length; i += 1) {
      // Box–Muller: Gaussian white noise.
      const gaussian = Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
      samples[i] = Math.max(-32768, Math.min(32767, Math.round(clean.samples[i] + gaussian * noiseRms)));
    }
    await encodeMp3({ sampleRate: clean.sampleRate, samples }, file);
  });
}

/** `seconds` of Gaussian white noise at `dbfs` (RMS, dB below full scale), as mp3: a hiss with no speech in it. */
export function whiteNoise(seconds: number, dbfs: number): Promise<Buffer> {
  return cached(`white:${seconds}:${dbfs}`, async (file) => {
    const samples = new Int16Array(Math.round(seconds * 16_000));
    const rms = 32768 * 10 ** (dbfs / 20);
    let state = 11;
    const uniform = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return (state + 0.5) / 2 ** 31;
    };
    for (let i = 0; i < samples.length; i += 1) {
      samples[i] = Math.max(-32768, Math.min(32767, Math.round(Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform()) * rms)));
    }
    await encodeMp3({ sampleRate: 16_000, samples }, file);
  });
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
