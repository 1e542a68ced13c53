import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerRecord, QuestionPage } from '@pte-kit/core';
import type { BankItem } from '@pte-kit/content';
import { encodeMp3, synthesize } from '@pte-kit/content/generator';
import { MAX_RECORDING_BYTES } from '../media/recordings';
import { databases, fixtureItems, signIn, testApp } from './helpers';

const passage = 'Public libraries lend books, films and music, and they offer free internet access to everyone in the town.';

const lecture = 'Bees visit flowers to collect nectar, and as they move from plant to plant they carry pollen, which lets fruit and seeds form.';
const lectureAnswer = 'The lecture explained that bees collect nectar from flowers and carry pollen between plants, which lets fruit and seeds form.';
const situationAnswer = 'Hello, I am sorry but I cannot come to the meeting on Friday because I have an exam. Could we meet on Monday instead? Thank you.';

const speakingItems: BankItem[] = [
  {
    key: 'fixture-ra', task: 'speaking.readAloud', title: 'Town Libraries', complexity: 'EASY', explanation: 'Pause at the commas.',
    text: passage, keyPoints: ['lend books, films and music', 'free internet access'], modelAnswer: passage,
  },
  {
    key: 'fixture-rs', task: 'speaking.repeatSentence', title: 'Seminar Room', complexity: 'EASY', explanation: 'Keep the rhythm.',
    script: 'The seminar has moved to the room beside the library.',
  },
  {
    key: 'fixture-rl', task: 'speaking.retellLecture', title: 'Bees and Fruit', complexity: 'AVERAGE', explanation: 'Name the cause and the effect.',
    script: lecture, keyPoints: ['bees collect nectar', 'carry pollen between plants', 'fruit and seeds form'], modelAnswer: lectureAnswer,
  },
  {
    key: 'fixture-rts', task: 'speaking.respondToASituation', title: 'Missed Meeting', complexity: 'EASY', explanation: 'Apologise and offer a time.',
    situation: 'Your tutor has asked you to a meeting on Friday, but you have an exam then. Leave a message for your tutor.',
    keyPoints: ['apologise', 'explain the exam', 'suggest another time'], modelAnswer: situationAnswer,
  },
  {
    key: 'fixture-asq', task: 'speaking.answerShortQuestion', title: 'Young Cat', complexity: 'EASY', explanation: 'A young cat is a kitten.',
    script: 'What do we call a young cat?', answers: ['kitten', 'a kitten'],
  },
];

/** One spoken answer per speaking task, from the model answer: the route, the engine and the record for each. */
const everyTask: { task: string; text: string; traits: string[]; pteType: 'PTE Academic' | 'PTE Core' }[] = [
  { task: 'repeatSentence', text: 'The seminar has moved to the room beside the library.', traits: ['Content', 'Oral fluency', 'Pronunciation'], pteType: 'PTE Academic' },
  { task: 'describeImage', text: 'The chart shows cyclists on Monday and Friday. Monday has forty cyclists and Friday has the fewest cyclists, twenty five.', traits: ['Content', 'Oral fluency', 'Pronunciation'], pteType: 'PTE Academic' },
  { task: 'retellLecture', text: lectureAnswer, traits: ['Content', 'Oral fluency', 'Pronunciation'], pteType: 'PTE Academic' },
  { task: 'respondToASituation', text: situationAnswer, traits: ['Appropriacy', 'Oral fluency', 'Pronunciation'], pteType: 'PTE Core' },
  // In PTE Academic too since August 2025: the same task, traits and scales (appropriacy 0-5).
  { task: 'respondToASituation', text: situationAnswer, traits: ['Appropriacy', 'Oral fluency', 'Pronunciation'], pteType: 'PTE Academic' },
  { task: 'answerShortQuestion', text: 'A kitten.', traits: ['Vocabulary'], pteType: 'PTE Core' },
];

/** Speech rendered by the product's own US voice and encoded as the recorder would send it: base64 mp3. */
async function spoken(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pte-speaking-test-'));
  try {
    const file = join(dir, 'answer.mp3');
    await encodeMp3(await synthesize(text, 'us-female'), file);
    return (await readFile(file)).toString('base64');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('speaking answers (practice submit)', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let trial: { authorization: string };
  let readAloudId: number;
  let voice: string;

  beforeAll(async () => {
    ctx = await testApp(databases[0]!.url, [...fixtureItems, ...speakingItems]);
    const { seedDemoLearners } = await import('../seed');
    await seedDemoLearners(ctx.app.repositories.users);
    const session = await signIn(ctx.app, 'trial@pte.test', 'Practice123!');
    if (!session.ok) throw new Error('sign-in failed');
    trial = session.auth;
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/speaking/readAloud', headers: trial })).json() as QuestionPage;
    readAloudId = list._embedded.questionList[0]!.id;
    voice = await spoken(passage);
  }, 180_000);

  afterAll(async () => ctx?.close());

  /** A speaking submit answers 202 while a job scores it; its record is polled, as the client does. */
  async function scored(response: { statusCode: number; json(): unknown }, task: string, headers: Record<string, string>): Promise<AnswerRecord> {
    expect(response.statusCode).toBe(202);
    const { id } = response.json() as { id: number };
    for (;;) {
      const answer = (await ctx.app.inject({ method: 'GET', url: `/api/speaking/${task}/answer/${id}`, headers })).json() as AnswerRecord & { status: string };
      if (answer.status === 'SCORING') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      expect([answer.status, (answer as { failure?: string }).failure]).toEqual(['SCORED', undefined]);
      return answer;
    }
  }

  const submit = (body: unknown) =>
    ctx.app.inject({ method: 'POST', url: `/api/speaking/readAloud/${readAloudId}`, headers: trial, payload: body as Record<string, unknown> });

  it('scores a recorded read-aloud with the speech engine, keeps the recording, and lists it with the answer', async () => {
    const quotaBefore = (await ctx.app.inject({ method: 'GET', url: '/api/users/remainingAI', headers: trial })).json();
    const response = await submit({ answerRequest: `data:audio/mpeg;base64,${voice}`, duration: 41, pteType: 'PTE Academic' });
    const record = await scored(response, 'readAloud', trial);
    expect(record.speaking?.estimate).toBe(true);
    expect(record.speaking?.traits.map((trait) => trait.name)).toEqual(['Content', 'Oral fluency', 'Pronunciation']);
    expect(record.maxScore).toBe(15);
    expect(record.score).toBe(record.speaking!.traits.reduce((sum, trait) => sum + trait.score, 0));
    expect(record.speaking!.traits[0]!.score).toBeGreaterThanOrEqual(3);
    expect(record.answers[0]).toBe(record.speaking!.transcript);
    expect(record.audio).toMatch(/^\/media\/recordings\/[0-9a-f]{32}\.mp3$/);

    const audio = await ctx.app.inject({ method: 'GET', url: record.audio! });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload.equals(Buffer.from(voice, 'base64'))).toBe(true);

    const quotaAfter = (await ctx.app.inject({ method: 'GET', url: '/api/users/remainingAI', headers: trial })).json();
    if (quotaBefore.remaining !== null) expect(quotaAfter.remaining).toBe(quotaBefore.remaining - 1);

    const mine = (await ctx.app.inject({ method: 'GET', url: `/api/speaking/readAloud/${readAloudId}/answers`, headers: trial })).json();
    expect(mine._embedded.readAloudScoredAnswerDtoList[0]).toMatchObject({ id: record.id, audio: record.audio });

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/speaking/readAloud/answer/${record.id}`, headers: trial });
    expect(deleted.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: record.audio! })).statusCode).toBe(404);
  }, 60_000);

  it.each(everyTask)('scores $task ($pteType) through its practice route with the exam\'s traits', async ({ task, text, traits, pteType }) => {
    const session = await signIn(ctx.app, 'premium@pte.test', 'Practice123!');
    if (!session.ok) throw new Error('sign-in failed');
    const list = (await ctx.app.inject({ method: 'GET', url: `/api/speaking/${task}`, headers: session.auth })).json() as QuestionPage;
    const id = list._embedded.questionList[0]!.id;
    const response = await ctx.app.inject({
      method: 'POST', url: `/api/speaking/${task}/${id}`, headers: session.auth, payload: { answerRequest: await spoken(text), duration: 20, pteType },
    });
    const record = await scored(response, task, session.auth);
    expect(record.speaking!.traits.map((trait) => trait.name)).toEqual(traits);
    expect(record.pteType).toBe(pteType);
    if (task === 'respondToASituation') {
      expect(record.speaking!.traits.map((trait) => trait.max)).toEqual([5, 5, 5]);
      expect(record.speaking!.traits[0]!.score).toBeGreaterThan(0);
    }
    expect(record.score).toBeGreaterThan(0);
    if (task === 'answerShortQuestion') expect(record.speaking!.correct).toBe(true);
  }, 60_000);

  it('refuses recordings that are missing, not base64, empty or not audio, with readable messages', async () => {
    const missing = await submit({ duration: 3, pteType: 'PTE Academic' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('answerRequest is required.');
    const text = await submit({ answerRequest: 'this is not audio!', duration: 3, pteType: 'PTE Academic' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('answerRequest must be the recording as base64 mp3.');
    const empty = await submit({ answerRequest: 'QUJD', duration: 3, pteType: 'PTE Academic' });
    expect(empty.json().message).toBe('The recording is empty. Record your answer, then submit it.');
    const noise = await submit({ answerRequest: Buffer.alloc(4096, 7).toString('base64'), duration: 3, pteType: 'PTE Academic' });
    expect(noise.statusCode).toBe(400);
    expect(noise.json().message).toBe('The recording could not be read as audio.');
    // Over the size limit (2 MiB: 131 s of mp3 at the recorder's 128 kbps), named in minutes from the limit itself.
    const long = await submit({ answerRequest: Buffer.alloc(MAX_RECORDING_BYTES + 90, 7).toString('base64'), duration: 130, pteType: 'PTE Academic' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The recording is too long. Answers may last at most about 2 minutes.');
  });

  it('does not count a refused recording against the free plan', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/users/remainingAI', headers: trial })).json();
    await submit({ answerRequest: Buffer.alloc(4096, 7).toString('base64'), duration: 3, pteType: 'PTE Academic' });
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/users/remainingAI', headers: trial })).json();
    expect(after).toEqual(before);
  });
});
