import { afterAll, beforeAll, bench, describe } from 'vitest';
import type { BankItem } from '@pte-kit/content';
import type { QuestionPage } from '@pte-kit/core';
import { databases, signIn, testApp } from '../packages/server/src/__tests__/helpers';
import { decodeAudio } from '../packages/server/src/scoring/speech/audio';
import { createSpeakingEngine, type SpeakingEngine } from '../packages/server/src/scoring/speech/index';
import { spoken, texts } from '../packages/server/src/scoring/speech/__fixtures__/recordings';

/**
 * Latency of scoring a 40 s spoken answer with the speech engine (both decoder slots warm), against the
 * baseline of decoding the same mp3 to 16 kHz samples with ffmpeg, which every scoring call does first:
 * the ratio is what recognition, alignment and goodness of pronunciation cost on top of reading the file.
 * The answers are festival's US voice reading text, encoded to mp3 with lame, as our recorder sends it.
 * Each engine case runs twice in the same run: with the engine's recogniser (Moonshine) and with Pocketsphinx's
 * language-model search in its place (`recogniser: 'sphinx'`, the engine before Moonshine).
 */
let engine: SpeakingEngine;
let sphinxEngine: SpeakingEngine;
let describeImageAnswer: Buffer;
let readAloudAnswer: Buffer;
let ctx: Awaited<ReturnType<typeof testApp>>;
let premium: { authorization: string };
let readAloudId: number;

/** About 40 s in festival's voice: the model answer and two more sentences about the chart. */
const longDescription = `${texts.describeImage.modelAnswer} Borrowing in March was clearly higher than in February, and the figures for April and June suggest that the summer reading programme attracted many new members to the library.`;
/** About 40 s read aloud: two passages one after the other. */
const longReading = `${texts.readAloud} Walking is one of the simplest ways to stay healthy. It needs no special equipment, and most people can do it almost anywhere. A brisk walk of half an hour on most days can strengthen the heart, improve mood and help people sleep better at night. Farmers markets allow growers to sell their produce directly to shoppers.`;

const options = { time: 0, iterations: 5, warmupTime: 0, warmupIterations: 1 };

beforeAll(async () => {
  engine = createSpeakingEngine({ recogniser: 'moonshine' });
  sphinxEngine = createSpeakingEngine({ recogniser: 'sphinx' });
  [describeImageAnswer, readAloudAnswer] = await Promise.all([spoken(longDescription), spoken(longReading), engine.warmUp(), sphinxEngine.warmUp()]);
  await startApp();
  const seconds = async (audio: Buffer) => ((await decodeAudio(audio)).length / 16_000).toFixed(1);
  console.log(`Describe Image answer: ${await seconds(describeImageAnswer)} s; Read Aloud answer: ${await seconds(readAloudAnswer)} s`);
});

/** The app with one Read Aloud question of the 40 s reading, a premium learner, and its scoring thread warm. */
async function startApp(): Promise<void> {
  const item: BankItem = {
    key: 'bench-ra', task: 'speaking.readAloud', title: 'Walking and Markets', complexity: 'AVERAGE', explanation: 'Two passages.',
    text: longReading, keyPoints: [], modelAnswer: longReading,
  };
  ctx = await testApp(databases[0]!.url, [item]);
  const { seedDemoLearners } = await import('../packages/server/src/seed');
  await seedDemoLearners(ctx.app.repositories.users);
  const session = await signIn(ctx.app, 'premium@pte.test', 'Practice123!');
  if (!session.ok) throw new Error('sign-in failed');
  premium = session.auth;
  readAloudId = ((await ctx.app.inject({ method: 'GET', url: '/api/speaking/readAloud', headers: premium })).json() as QuestionPage)._embedded.questionList[0]!.id;
  // The first answer loads the thread's speech engine (only it: the writing engine's warm-up would still be loading
  // while the other cases run).
  await submitAndWait();
}

afterAll(async () => {
  await engine?.close();
  await sphinxEngine?.close();
  await ctx?.close();
});

/** A learner's submit of the 40 s reading, polled every 50 ms until the scoring thread has stored its score. */
async function submitAndWait(): Promise<void> {
  const response = await ctx.app.inject({
    method: 'POST', url: `/api/speaking/readAloud/${readAloudId}`, headers: premium,
    payload: { answerRequest: readAloudAnswer.toString('base64'), duration: 40, pteType: 'PTE Academic' },
  });
  if (response.statusCode !== 202) throw new Error(`submit answered ${response.statusCode}: ${response.body}`);
  const { id } = response.json() as { id: number };
  for (;;) {
    const answer = (await ctx.app.inject({ method: 'GET', url: `/api/speaking/readAloud/answer/${id}`, headers: premium })).json() as { status: string };
    if (answer.status === 'SCORED') return;
    if (answer.status !== 'SCORING') throw new Error(`the answer ended ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Describe Image, 40 s (free recognition, then alignment and phone loop for GOP)', () => {
  bench('baseline: decode the mp3 to 16 kHz samples', async () => {
    await decodeAudio(describeImageAnswer);
  }, options);

  bench('score the answer', async () => {
    await engine.scoreSpeaking({ task: 'describeImage', audio: describeImageAnswer, reference: '', ...texts.describeImage });
  }, options);

  bench('score the answer, Pocketsphinx recogniser (before Moonshine)', async () => {
    await sphinxEngine.scoreSpeaking({ task: 'describeImage', audio: describeImageAnswer, reference: '', ...texts.describeImage });
  }, options);
});

describe('Read Aloud, 40 s (free recognition, alignment to the text, phone loop for GOP)', () => {
  bench('baseline: decode the mp3 to 16 kHz samples', async () => {
    await decodeAudio(readAloudAnswer);
  }, options);

  bench('score the answer', async () => {
    await engine.scoreSpeaking({ task: 'readAloud', audio: readAloudAnswer, reference: longReading, keyPoints: [], modelAnswer: longReading });
  }, options);

  bench('score the answer, Pocketsphinx recogniser (before Moonshine)', async () => {
    await sphinxEngine.scoreSpeaking({ task: 'readAloud', audio: readAloudAnswer, reference: longReading, keyPoints: [], modelAnswer: longReading });
  }, options);
});

describe('Transcription, 40 s (free recognition, and with Moonshine the alignment that times its words)', () => {
  bench('baseline: decode the mp3 to 16 kHz samples', async () => {
    await decodeAudio(describeImageAnswer);
  }, options);

  bench('transcribe the answer', async () => {
    await engine.transcribe(describeImageAnswer);
  }, options);

  bench('transcribe the answer, Pocketsphinx recogniser (before Moonshine)', async () => {
    await sphinxEngine.transcribe(describeImageAnswer);
  }, options);
});

describe('Read Aloud, 40 s, through the app: submit (202), the scoring thread, polled until SCORED', () => {
  bench('baseline: decode the mp3 to 16 kHz samples', async () => {
    await decodeAudio(readAloudAnswer);
  }, options);

  bench('submit and wait for the score', submitAndWait, options);
});
