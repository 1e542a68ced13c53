import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { taskCatalog, type AnswerRecord, type QuestionPage } from '@pte-kit/core';
import { practiceAnswers, users } from '../db/schema';
import { signInDemoLearners, testApp } from './helpers';

/**
 * Scoring on the default single-machine start (PGlite, SCORING=threads): what a learner's client sees of a job —
 * 202 with the answer's id, the answer's status until it is scored, a failure in words with the free answer given
 * back once — and that nobody else can read it.
 */
describe('scoring jobs in worker threads (PGlite)', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let learners: Awaited<ReturnType<typeof signInDemoLearners>>;
  let swtId: number;
  let readAloudId: number;

  beforeAll(async () => {
    ctx = await testApp();
    learners = await signInDemoLearners(ctx.app);
    const first = async (path: string) => ((await ctx.app.inject({ method: 'GET', url: path, headers: learners.trial })).json() as QuestionPage)._embedded.questionList[0]!.id;
    swtId = await first('/api/writing/summarizeWrittenText');
    readAloudId = await first('/api/speaking/readAloud');
  }, 120_000);

  afterAll(async () => ctx?.close());

  const remaining = async () => ((await ctx.app.inject({ method: 'GET', url: '/api/users/remainingAI', headers: learners.trial })).json() as { remaining: number }).remaining;
  const statusOf = async (path: string, id: number, headers = learners.trial) => ctx.app.inject({ method: 'GET', url: `/api/${path}/answer/${id}`, headers });
  /** The learner's practice count of a question as their question list shows it (only SCORED answers count). */
  const practiceCount = async (path: string, id: number) => ((await ctx.app.inject({ method: 'GET', url: `/api/${path}?page=0&size=100`, headers: learners.trial }))
    .json() as QuestionPage)._embedded.questionList.find((row) => row.id === id)!.practiceCount;
  const settled = async (path: string, id: number) => vi.waitFor(async () => {
    const answer = (await statusOf(path, id)).json() as AnswerRecord & { status: string; failure?: string };
    expect(answer.status).not.toBe('SCORING');
    return answer;
  }, { timeout: 90_000, interval: 200 });

  it('answers a writing submit with 202 and the answer id; the answer is SCORING, then SCORED with its traits, for its author only', async () => {
    const before = await remaining();
    const response = await ctx.app.inject({
      method: 'POST', url: `/api/writing/summarizeWrittenText/${swtId}`, headers: learners.trial,
      payload: { answer: 'Street trees cool cities and encourage walking that helps local shops, but councils must fund their care for many years.', duration: 90, pteType: 'PTE Academic' },
    });
    expect(response.statusCode).toBe(202);
    const { id, status } = response.json() as { id: number; status: string };
    expect(status).toBe('SCORING');
    expect(await remaining()).toBe(before - 1);

    const other = await statusOf('writing/summarizeWrittenText', id, learners.premium);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toMatch(/answer/i);

    // The list read while the job runs does not count it; read again the moment the job has stored its score (watched
    // in the database, not through the answer's route), it does: the job's end makes the learner's cached reads stale.
    expect(await practiceCount('writing/summarizeWrittenText', swtId)).toBe(0);
    await vi.waitFor(async () => {
      const [row] = await ctx.app.db.select({ status: practiceAnswers.status }).from(practiceAnswers).where(eq(practiceAnswers.id, id));
      expect(row!.status).toBe('SCORED');
    }, { timeout: 90_000, interval: 10 });
    expect(await practiceCount('writing/summarizeWrittenText', swtId)).toBe(1);

    const answer = await settled('writing/summarizeWrittenText', id);
    expect(answer).toMatchObject({ id, status: 'SCORED', practiceId: swtId, type: 'MY_ANSWER' });
    expect(answer.writing?.traits.map((trait) => trait.name)).toEqual(expect.arrayContaining(['Content', 'Form', 'Grammar', 'Vocabulary']));
    expect(answer.maxScore).toBeGreaterThan(0);
    expect(await practiceCount('writing/summarizeWrittenText', swtId)).toBe(1);
    expect(await remaining()).toBe(before - 1);
    // Still nobody else's, and not an answer of another task.
    expect((await statusOf('writing/summarizeWrittenText', id, learners.premium)).statusCode).toBe(404);
    expect((await statusOf('writing/writeEssay', id)).statusCode).toBe(404);
  }, 120_000);

  it('marks a job the engine refuses FAILED with its message and gives the free answer back exactly once, even when run again', async () => {
    const used = async () => (await ctx.app.db.select({ aiUsed: users.aiUsed }).from(users).where(eq(users.email, 'trial@pte.test')))[0]!.aiUsed;
    const before = await used();
    const { users: userRepository, answers } = ctx.app.repositories;
    const [{ id: userId }] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'trial@pte.test'));
    const user = (await userRepository.byId(userId))!;
    // What the submit route does, through the job interface, with bytes the speech engine cannot read as audio.
    const task = taskCatalog.find((candidate) => candidate.key === 'speaking.readAloud')!;
    const reserved = await userRepository.reserveAiSubmission(user);
    expect(reserved).toBe(true);
    const question = (await ctx.app.repositories.questions.byId('speaking', 'readAloud', readAloudId))!;
    const pending = await answers.insert(ctx.app.db, {
      userId, questionId: readAloudId, task, pteType: 'PTE Academic', answers: [], duration: 3, score: 0, maxScore: 0,
      result: { results: [] }, answerKey: question.answerKey, status: 'SCORING',
    });
    expect(await used()).toBe(before + 1);
    expect(await practiceCount('speaking/readAloud', readAloudId)).toBe(0);
    const job = { kind: 'speaking' as const, answerId: pending.id, reserved, audio: Buffer.alloc(4096, 7) };
    await ctx.app.scoringJobs.enqueue(job);
    const answer = await settled('speaking/readAloud', pending.id);
    expect(answer).toMatchObject({ status: 'FAILED', failure: 'The recording could not be read as audio.' });
    // A failed answer is not practice: the list does not count it.
    expect(await practiceCount('speaking/readAloud', readAloudId)).toBe(0);
    expect(await used()).toBe(before);

    // A retry of the same job (a worker that died after failing it) changes nothing: no second refund.
    await ctx.app.scoringJobs.enqueue(job);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await used()).toBe(before);
    expect(((await statusOf('speaking/readAloud', pending.id)).json() as { status: string }).status).toBe('FAILED');
    // A failed answer is not in the learner's list of scored answers.
    const mine = (await ctx.app.inject({ method: 'GET', url: `/api/speaking/readAloud/${readAloudId}/answers`, headers: learners.trial })).json() as { page: { totalElements: number } };
    expect(mine.page.totalElements).toBe(0);
  }, 120_000);
});
