import { afterAll, beforeAll, bench, describe } from 'vitest';
import { decodeAudio } from '../packages/server/src/scoring/speech/audio';
import { createSpeakingEngine, type SpeakingEngine } from '../packages/server/src/scoring/speech/index';
import { spoken, texts } from '../packages/server/src/scoring/speech/__fixtures__/recordings';

/**
 * Latency of scoring a 40 s spoken answer with the speech engine (both decoder slots warm), against the
 * baseline of decoding the same mp3 to 16 kHz samples with ffmpeg, which every scoring call does first:
 * the ratio is what recognition, alignment and goodness of pronunciation cost on top of reading the file.
 * The answers are festival's US voice reading text, encoded to mp3 with lame, as our recorder sends it.
 */
let engine: SpeakingEngine;
let describeImageAnswer: Buffer;
let readAloudAnswer: Buffer;

/** About 40 s in festival's voice: the model answer and two more sentences about the chart. */
const longDescription = `${texts.describeImage.modelAnswer} Borrowing in March was clearly higher than in February, and the figures for April and June suggest that the summer reading programme attracted many new members to the library.`;
/** About 40 s read aloud: two passages one after the other. */
const longReading = `${texts.readAloud} Walking is one of the simplest ways to stay healthy. It needs no special equipment, and most people can do it almost anywhere. A brisk walk of half an hour on most days can strengthen the heart, improve mood and help people sleep better at night. Farmers markets allow growers to sell their produce directly to shoppers.`;

const options = { time: 0, iterations: 5, warmupTime: 0, warmupIterations: 1 };

beforeAll(async () => {
  engine = createSpeakingEngine();
  [describeImageAnswer, readAloudAnswer] = await Promise.all([spoken(longDescription), spoken(longReading), engine.warmUp()]);
  const seconds = async (audio: Buffer) => ((await decodeAudio(audio)).length / 16_000).toFixed(1);
  console.log(`Describe Image answer: ${await seconds(describeImageAnswer)} s; Read Aloud answer: ${await seconds(readAloudAnswer)} s`);
});

afterAll(async () => engine?.close());

describe('Describe Image, 40 s (free recognition, then alignment and phone loop for GOP)', () => {
  bench('baseline: decode the mp3 to 16 kHz samples', async () => {
    await decodeAudio(describeImageAnswer);
  }, options);

  bench('score the answer', async () => {
    await engine.scoreSpeaking({ task: 'describeImage', audio: describeImageAnswer, reference: '', ...texts.describeImage });
  }, options);
});

describe('Read Aloud, 40 s (free recognition, alignment to the text, phone loop for GOP)', () => {
  bench('baseline: decode the mp3 to 16 kHz samples', async () => {
    await decodeAudio(readAloudAnswer);
  }, options);

  bench('score the answer', async () => {
    await engine.scoreSpeaking({ task: 'readAloud', audio: readAloudAnswer, reference: longReading, keyPoints: [], modelAnswer: longReading });
  }, options);
});

describe('Transcription, 40 s (free recognition only)', () => {
  bench('baseline: decode the mp3 to 16 kHz samples', async () => {
    await decodeAudio(describeImageAnswer);
  }, options);

  bench('transcribe the answer', async () => {
    await engine.transcribe(describeImageAnswer);
  }, options);
});
