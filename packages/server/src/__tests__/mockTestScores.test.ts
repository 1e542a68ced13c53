import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MockAttemptView, MockLatestScores, MockReport, MockTestsList, StudyPlanDto } from '@pte-kit/core';
import { studyPlans, users } from '../db/schema';
import { databases } from './helpers';
import { mockTestApp, rightAnswer, type Headers } from './mockTestApi';

/**
 * A mock test's scores beyond its report (docs/mock-tests.md, docs/planner.md): the latest scored full mock of the
 * learner's exam for the study-plan wizard (never another learner's, never a section mock or the other exam's), the
 * plan's baseline made from them, Highlight Incorrect Words' changed words in the report, and the list's fixed number
 * of queries whatever the number of attempts.
 */
describe.each(databases)('mock test scores ($name)', ({ url }) => {
  const api = mockTestApp(url);
  const { call, view } = api;
  const { solutionOf } = api;
  const latest = async (headers: Headers) => {
    const response = await call('GET', '/latestScores', headers);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { latest: MockLatestScores | null }).latest;
  };
  /** Starts a form and finishes it at once: every item scores 0. */
  const sitEmpty = async (formId: string, headers: Headers) => {
    const started = await call('POST', '/attempts', headers, { formId });
    expect(started.statusCode, started.body).toBe(201);
    const { id } = started.json() as MockAttemptView;
    await view('POST', `/attempts/${id}/finish`, headers);
    return id;
  };

  let c1: number;
  let report: MockReport;
  const highlighted: { text: string; script: string }[] = [];

  it('takes a full Core form answering every objective item right (speaking and writing left), and reports it', async () => {
    expect(await latest(api.learners.premium)).toBeNull();
    const started = await call('POST', '/attempts', api.learners.premium, { formId: 'C1' });
    expect(started.statusCode, started.body).toBe(201);
    c1 = (started.json() as MockAttemptView).id;
    let sitting = await view('GET', `/attempts/${c1}`, api.learners.premium);
    while (sitting.phase !== 'FINISHED') {
      if (sitting.phase === 'ITEM') {
        const item = sitting.item!;
        const solution = await solutionOf(item);
        const body = rightAnswer(solution.answerKey);
        if (body) {
          const answered = await call('POST', `/attempts/${c1}/items/${item.position}/answer`, api.learners.premium, body);
          expect(answered.statusCode, answered.body).toBe(201);
        }
        if (item.content.kind === 'highlightIncorrectWords') highlighted.push({ text: item.content.text, script: solution.transcript! });
      }
      sitting = await view('POST', `/attempts/${c1}/next`, api.learners.premium, { position: sitting.position });
    }
    const response = await call('GET', `/attempts/${c1}/report`, api.learners.premium);
    expect(response.statusCode, response.body).toBe(200);
    report = response.json() as MockReport;
    expect(Object.keys(report.skills).sort()).toEqual(['L', 'R', 'S', 'W']);
    // Reading and listening were answered right, speaking not at all: the figures differ, so a mix-up would show.
    expect(report.skills.S!.score).toBe(10);
    expect(report.skills.R!.score).toBeGreaterThan(60);
    expect(highlighted.length).toBeGreaterThan(0);
  }, 120_000);

  it('gives Highlight Incorrect Words items their changed words in the report, as shown and as spoken', () => {
    const items = report.items.filter((item) => item.taskKey === 'listening.highlightIncorrectWords');
    expect(items).toHaveLength(highlighted.length);
    items.forEach((item, index) => {
      const { text, script } = highlighted[index]!;
      const shown = text.split(/\s+/);
      const spoken = script.split(/\s+/);
      expect(item.answerKey.kind).toBe('highlight');
      if (item.answerKey.kind !== 'highlight') return;
      expect(item.answerKey.words.length).toBeGreaterThanOrEqual(2);
      expect(item.answerKey.words.map((word) => word.position)).toEqual(item.answerKey.indexes);
      for (const word of item.answerKey.words) {
        // The words around the punctuation the text gives them, and never the same word twice.
        expect(shown[word.position]).toContain(word.shown);
        expect(spoken[word.position]).toContain(word.spoken);
        expect(word.shown).toMatch(/^[\p{L}\p{N}].*[\p{L}\p{N}]$|^[\p{L}\p{N}]$/u);
        expect(word.shown.toLowerCase()).not.toBe(word.spoken.toLowerCase());
      }
      expect(item.status).toBe('SCORED');
      expect(item.score).toBe(item.maxScore);
    });
  });

  it('names the latest scored full mock test of my exam: not a later section mock, not a later sitting of the other exam', async () => {
    await sitEmpty('C-reading', api.learners.premium);
    await sitEmpty('A1', api.learners.premium);
    const found = await latest(api.learners.premium);
    expect(found).toEqual({
      attemptId: c1, formId: 'C1', formName: 'PTE Core mock test C1', variant: 'CORE', finishedAt: expect.any(String),
      overall: report.overall.score, listening: report.skills.L!.score, reading: report.skills.R!.score,
      speaking: report.skills.S!.score, writing: report.skills.W!.score,
    });
    expect(Date.parse(found!.finishedAt)).toBeLessThanOrEqual(Date.now());
    // A later full sitting of my exam is the latest, even one that scored 10 everywhere.
    const c2 = await sitEmpty('C2', api.learners.premium);
    expect(await latest(api.learners.premium)).toMatchObject({ attemptId: c2, formId: 'C2', overall: 10, speaking: 10 });
    // Another exam chosen in the profile: the Academic sitting, not the Core ones.
    const examOf = (pteType: string) => api.ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: api.learners.premium, payload: { pteType } });
    expect((await examOf('PTE Academic')).statusCode).toBe(200);
    expect(await latest(api.learners.premium)).toMatchObject({ formId: 'A1', variant: 'ACADEMIC' });
    expect((await examOf('PTE Core')).statusCode).toBe(200);
  });

  it('never gives another learner\'s mock scores', async () => {
    expect(await latest(api.learners.trial)).toBeNull();
    // The trial learner's own section mock is not a full one either.
    await sitEmpty('A-reading', api.learners.trial);
    expect(await latest(api.learners.trial)).toBeNull();
    expect((await call('GET', '/latestScores', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('makes the study plan\'s baseline from the mock scores the wizard sends (source mock)', async () => {
    const scores = { overall: report.overall.score, listening: report.skills.L!.score, reading: report.skills.R!.score, speaking: report.skills.S!.score, writing: report.skills.W!.score };
    const response = await api.ctx.app.inject({
      method: 'POST', url: '/api/summary/studyPlan', headers: api.learners.premium,
      payload: { englishLevel: 'B2', dailyPractice: 'BETWEEN_1_2', ...scores },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as StudyPlanDto).id).toBeGreaterThan(0);
    const [premium] = await api.ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'premium@pte.test'));
    const [plan] = await api.ctx.app.db.select({ baseline: studyPlans.baseline }).from(studyPlans).where(eq(studyPlans.userId, premium!.id));
    expect(plan!.baseline).toEqual({ speaking: scores.speaking, writing: scores.writing, reading: scores.reading, listening: scores.listening, source: 'mock' });
  });

  it('lists my attempts with their scores in a fixed number of queries, however many attempts there are', async () => {
    const client = (api.ctx.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const queriesOfList = async () => {
      await call('GET', '', api.learners.premium); // the forms and the token are cached by the first call
      const spy = vi.spyOn(client, 'query');
      try {
        const response = await call('GET', '', api.learners.premium);
        expect(response.statusCode).toBe(200);
        return { queries: spy.mock.calls.length, list: response.json() as MockTestsList };
      } finally {
        spy.mockRestore();
      }
    };
    const before = await queriesOfList();
    await sitEmpty('C-listening', api.learners.premium);
    await sitEmpty('C-writing', api.learners.premium);
    await sitEmpty('C-speaking', api.learners.premium);
    const after = await queriesOfList();
    expect(after.list.attempts.length).toBe(before.list.attempts.length + 3);
    expect(after.list.attempts.every((attempt) => attempt.overall !== null)).toBe(true);
    expect(after.list.attempts.find((attempt) => attempt.id === c1)!.overall).toBe(report.overall.score);
    expect(before.queries).toBeGreaterThan(0);
    expect(after.queries).toBe(before.queries);
  });
});
