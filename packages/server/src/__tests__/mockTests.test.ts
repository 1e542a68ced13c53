import { describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { taskCatalog, type MockAttemptView, type MockReport, type MockTestsList } from '@pte-kit/core';
import { mockTestAttempts } from '../db/mockTestsSchema';
import { databases } from './helpers';
import { mockTestApp, rightAnswer } from './mockTestApi';

/**
 * Mock tests through the API (docs/mock-tests.md): forms, a sitting under the exam's rules (no going back, one answer
 * per item, section deadlines by the server's clock, resume), the free plan's one attempt, another learner's 404s, and
 * a report whose skill scores an independent computation from the documented table agrees with.
 */
describe.each(databases)('mock tests ($name)', ({ url }) => {
  const api = mockTestApp(url);
  const { call, view } = api;
  const keyOf = async (item: NonNullable<MockAttemptView['item']>) => (await api.solutionOf(item)).answerKey;

  it('lists full forms in the exam order with each item once, section mocks, and what each plan allows', async () => {
    const list = (await call('GET', '', api.learners.trial)).json() as MockTestsList;
    const ids = list.forms.map((form) => form.id);
    expect(ids).toEqual(expect.arrayContaining(['A1', 'A2', 'C1', 'C2', 'A-speaking', 'A-writing', 'A-reading', 'A-listening', 'C-reading']));
    const a1 = list.forms.find((form) => form.id === 'A1')!;
    expect(a1.sections.map((section) => section.name)).toEqual(['Part 1: Speaking & Writing', 'Part 2: Reading', 'Part 3: Listening']);
    expect(a1.minutes).toBe(67 + 30 + 43);
    const c1 = list.forms.find((form) => form.id === 'C1')!;
    expect(c1.minutes).toBe(65 + 37 + 37);
    expect(list.forms.find((form) => form.id === 'A-reading')).toMatchObject({ kind: 'SECTION', skill: 'reading', minutes: 25, itemCount: 9 });
    expect(list.allowance).toEqual({ plan: 'TRIAL', remaining: 1, message: null });
    expect(((await call('GET', '', api.learners.premium)).json() as MockTestsList).allowance).toEqual({ plan: 'PREMIUM', remaining: null, message: null });

    // The items themselves: every task of a form is one the catalogue offers for its variant, no question twice, A1 and A2 apart.
    const forms = await api.ctx.app.repositories.mockTests.forms();
    const [A1, A2, C1] = ['A1', 'A2', 'C1'].map((id) => forms.find((form) => form.id === id)!);
    for (const form of [A1!, A2!, C1!]) {
      const questionIds = form.items.map((item) => item.questionId);
      expect(new Set(questionIds).size).toBe(questionIds.length);
      for (const item of form.items) expect(taskCatalog.find((task) => task.key === item.taskKey)!.variants).toContain(form.variant);
    }
    expect(A1!.items.some((item) => A2!.items.some((other) => other.questionId === item.questionId))).toBe(false);
    expect(C1!.items.map((item) => item.taskKey)).not.toContain('writing.writeEssay');
    expect(A1!.items.filter((item) => item.taskKey === 'speaking.repeatSentence')).toHaveLength(10);
    // The exam's order: tasks appear in runs, speaking before writing in Part 1, then reading, then listening.
    const runs = A1!.items.map((item) => item.taskKey).filter((key, index, keys) => key !== keys[index - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    expect(runs.slice(0, 2)).toEqual(['speaking.readAloud', 'speaking.repeatSentence']);
    expect(runs.at(-1)).toBe('listening.writeFromDictation');
  });

  let readingId: number;

  it('starts at the section intro, serves the item without its key, refuses going back and second answers, resumes where it was', async () => {
    const started = await call('POST', '/attempts', api.learners.premium, { formId: 'A-reading' });
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json() as MockAttemptView;
    readingId = attempt.id;
    expect(attempt).toMatchObject({ status: 'IN_PROGRESS', phase: 'BREAK', position: 0, total: 9, item: null, remainingSeconds: null });

    // One sitting at a time.
    const second = await call('POST', '/attempts', api.learners.premium, { formId: 'A-listening' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/middle of mock test A-reading/);

    const opened = await view('POST', `/attempts/${readingId}/next`, api.learners.premium, { position: 0 });
    expect(opened.phase).toBe('ITEM');
    expect(opened.remainingSeconds).toBeGreaterThan(25 * 60 - 5);
    expect(opened.item).toMatchObject({ position: 0, taskKey: 'reading.rwFillInTheBlanks', answered: false });
    expect(Object.keys(opened.item!)).not.toEqual(expect.arrayContaining(['answerKey']));
    expect(Object.keys(opened.item!.content)).not.toEqual(expect.arrayContaining(['answerKey']));
    // Exactly what the practice page serves of the question: its content, no key.
    const practice = await api.ctx.app.inject({ method: 'GET', url: `/api/reading/rwFillInTheBlanks/questions/${opened.item!.questionId}`, headers: api.learners.premium });
    expect(opened.item!.content).toEqual(practice.json().question.content);

    const item0 = opened.item!;
    const answered = await call('POST', `/attempts/${readingId}/items/0/answer`, api.learners.premium, { ...rightAnswer(await keyOf(item0))!, duration: 40 });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toEqual({ position: 0, status: 'SCORED' });
    const again = await call('POST', `/attempts/${readingId}/items/0/answer`, api.learners.premium, rightAnswer(await keyOf(item0))!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Item 1 already has an answer: each item takes one.');
    const ahead = await call('POST', `/attempts/${readingId}/items/2/answer`, api.learners.premium, { words: ['x'] });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toMatch(/Item 3 is not open yet; you are on item 1/);

    const moved = await view('POST', `/attempts/${readingId}/next`, api.learners.premium, { position: 0 });
    expect(moved).toMatchObject({ position: 1, answered: 1 });
    // A retried Next (its answer lost) does not skip an item.
    expect((await view('POST', `/attempts/${readingId}/next`, api.learners.premium, { position: 0 })).position).toBe(1);
    const back = await call('POST', `/attempts/${readingId}/items/0/answer`, api.learners.premium, rightAnswer(await keyOf(item0))!);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toMatch(/Item 1 is behind you: as in the exam, you cannot go back/);

    // A closed tab: the sitting reads back as it was left.
    const resumed = await view('GET', `/attempts/${readingId}`, api.learners.premium);
    expect(resumed).toMatchObject({ phase: 'ITEM', position: 1, answered: 1, item: { position: 1 } });

    // The wrong field for the task is a readable 400; an objective answer naming an option not offered is refused too.
    const wrongField = await call('POST', `/attempts/${readingId}/items/1/answer`, api.learners.premium, { answer: 'x' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/is answered with "words"/);
  });

  it('answers 404 to another learner on every route of a sitting', async () => {
    for (const [method, path, payload] of [
      ['GET', `/attempts/${readingId}`], ['POST', `/attempts/${readingId}/next`, { position: 1 }], ['POST', `/attempts/${readingId}/finish`],
      ['POST', `/attempts/${readingId}/items/1/answer`, { words: ['a'] }], ['GET', `/attempts/${readingId}/report`],
    ] as const) {
      const response = await call(method, path, api.learners.trial, payload);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message).toBe('The mock test was not found.');
    }
    expect(((await call('GET', '', api.learners.trial)).json() as MockTestsList).attempts).toEqual([]);
  });

  it('closes a section at its deadline by the server\'s clock: the items left score 0 and no answer is taken', async () => {
    // Answer two more items (one right, one wrong), then let the section's time run out.
    let current = await view('GET', `/attempts/${readingId}`, api.learners.premium);
    expect((await call('POST', `/attempts/${readingId}/items/1/answer`, api.learners.premium, rightAnswer(await keyOf(current.item!))!)).statusCode).toBe(201);
    current = await view('POST', `/attempts/${readingId}/next`, api.learners.premium, { position: 1 });
    const wrong = await keyOf(current.item!);
    expect(wrong.kind).toBe('blanks');
    const blanks = (wrong as { blanks: string[] }).blanks;
    expect((await call('POST', `/attempts/${readingId}/items/2/answer`, api.learners.premium, { words: blanks.map(() => '') })).statusCode).toBe(201);
    const before = await call('GET', `/attempts/${readingId}/report`, api.learners.premium);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toMatch(/once the mock test is finished/);

    await api.ctx.app.db.update(mockTestAttempts).set({ deadlines: [new Date(Date.now() - 60_000).toISOString()] }).where(eq(mockTestAttempts.id, readingId));
    const closed = await view('GET', `/attempts/${readingId}`, api.learners.premium);
    expect(closed).toMatchObject({ status: 'FINISHED', phase: 'FINISHED', position: 9, item: null, answered: 3 });
    const late = await call('POST', `/attempts/${readingId}/items/3/answer`, api.learners.premium, { answers: ['a'] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This mock test is over: it takes no more answers.');
  });

  /** The documented contribution table (docs/mock-tests.md), typed again here: weight, first skill, second skill. */
  const TABLE: Record<string, [number, string, string?]> = {
    'reading.rwFillInTheBlanks': [1.5, 'R', 'W'], 'reading.multipleChoiceMultipleAnswers': [1, 'R'], 'reading.reorderParagraphs': [1.5, 'R'],
    'reading.fillInTheBlanks': [1, 'R'], 'reading.multipleChoiceSingleAnswer': [0.5, 'R'],
    'writing.summarizeWrittenText': [2, 'W', 'R'], 'writing.writeEssay': [4, 'W'], 'writing.writeEmail': [3, 'W'],
  };
  /** Recomputes the skills and the overall from the report's own item scores, by the documented arithmetic. */
  function recompute(report: MockReport) {
    const sums: Record<string, { points: number; weight: number }> = {};
    for (const item of report.items) {
      const [weight, first, second] = TABLE[item.taskKey]!;
      const share = item.maxScore > 0 ? item.score / item.maxScore : 0;
      for (const [skill, w] of [[first, weight], ...(second ? [[second, weight / 2]] : [])] as [string, number][]) {
        sums[skill] ??= { points: 0, weight: 0 };
        sums[skill].points += w * share;
        sums[skill].weight += w;
      }
    }
    const skills = Object.fromEntries(Object.entries(sums).map(([skill, sum]) => [skill, sum.points / sum.weight]));
    const shares = Object.values(skills);
    return {
      skills: Object.fromEntries(Object.entries(skills).map(([skill, share]) => [skill, Math.round(10 + 80 * share)])),
      overall: Math.round(10 + 80 * (shares.reduce((a, b) => a + b, 0) / shares.length)),
    };
  }

  it('reports the finished sitting: skills recomputed independently from the item scores, bands, answers with their keys', async () => {
    const response = await call('GET', `/attempts/${readingId}/report`, api.learners.premium);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as MockReport;
    expect(report.items).toHaveLength(9);
    expect(report.items.map((item) => item.status)).toEqual(['SCORED', 'SCORED', 'SCORED', ...Array(6).fill('NOT_ANSWERED')]);
    expect(report.items[0]!.score).toBe(report.items[0]!.maxScore);
    expect(report.items[2]!.score).toBe(0);
    expect(report.items[0]!.answerKey.kind).toBe('blanks');
    const expected = recompute(report);
    expect(Object.keys(report.skills).sort()).toEqual(['R', 'W']);
    expect(report.skills.R!.score).toBe(expected.skills.R);
    expect(report.skills.W!.score).toBe(expected.skills.W);
    expect(report.overall.score).toBe(expected.overall);
    for (const score of [report.overall, report.skills.R!, report.skills.W!]) {
      expect(score.band[0]).toBeLessThanOrEqual(score.score);
      expect(score.band[1]).toBeGreaterThanOrEqual(score.score);
      expect(score.band[0]).toBeGreaterThanOrEqual(10);
    }
    const list = (await call('GET', '', api.learners.premium)).json() as MockTestsList;
    expect(list.attempts[0]).toMatchObject({ id: readingId, formId: 'A-reading', status: 'FINISHED', overall: report.overall.score });
  });

  it('gives the free plan one mock test and says why a second is refused', async () => {
    const started = await call('POST', '/attempts', api.learners.trial, { formId: 'C-reading' });
    expect(started.statusCode, started.body).toBe(201);
    const { id } = started.json() as MockAttemptView;
    expect((await view('POST', `/attempts/${id}/finish`, api.learners.trial)).status).toBe('FINISHED');
    const refused = await call('POST', '/attempts', api.learners.trial, { formId: 'C-writing' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/free plan includes one mock test.*Upgrade to a premium plan/);
    const list = (await call('GET', '', api.learners.trial)).json() as MockTestsList;
    expect(list.allowance).toMatchObject({ plan: 'TRIAL', remaining: 0, message: expect.stringMatching(/Upgrade/) });
    const unknown = await call('POST', '/attempts', api.learners.premium, { formId: 'Z9' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The mock test Z9 was not found.');
  });

  it('takes a full Core form: Part 1 opens on Read Aloud with its timings, a recording that is not audio is a 400, and an unanswered form reports 10 in every skill', async () => {
    const started = await call('POST', '/attempts', api.learners.premium, { formId: 'C1' });
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json() as MockAttemptView;
    expect(attempt.sections.map((section) => [section.name, section.seconds / 60])).toEqual([
      ['Part 1: Speaking & Writing', 65], ['Part 2: Reading', 37], ['Part 3: Listening', 37],
    ]);
    const opened = await view('POST', `/attempts/${attempt.id}/next`, api.learners.premium, { position: 0 });
    expect(opened.item).toMatchObject({ taskKey: 'speaking.readAloud', timings: { prepSeconds: 35, answerSeconds: 40 } });
    const notAudio = await call('POST', `/attempts/${attempt.id}/items/0/answer`, api.learners.premium, {
      answerRequest: `data:audio/mpeg;base64,${Buffer.from('not audio at all').toString('base64')}`, duration: 3,
    });
    expect(notAudio.statusCode).toBe(400);
    expect(notAudio.json().message).toMatch(/recording/i);
    // Nothing was stored: the item can still be answered, or left.
    expect((await view('GET', `/attempts/${attempt.id}`, api.learners.premium)).answered).toBe(0);
    expect((await view('POST', `/attempts/${attempt.id}/next`, api.learners.premium, { position: 0 })).item!.taskKey).toBe('speaking.readAloud');
    await view('POST', `/attempts/${attempt.id}/finish`, api.learners.premium);
    const report = (await call('GET', `/attempts/${attempt.id}/report`, api.learners.premium)).json() as MockReport;
    expect(Object.keys(report.skills).sort()).toEqual(['L', 'R', 'S', 'W']);
    for (const score of [report.overall, ...Object.values(report.skills)]) expect(score!.score).toBe(10);
    expect(report.items.every((item) => item.status === 'NOT_ANSWERED')).toBe(true);
    expect(report.enabling).toEqual({});
  });

  // Once, on PGlite: loading the writing engine in a scoring thread is most of this file's time, and the job's storage
  // on PostgreSQL has its own tests (scoringJobsQueue.test.ts).
  if (!url) it('scores writing through the scoring jobs: the report is SCORING, then gives traits, enabling skills and the model answer', async () => {
    const { id } = (await call('POST', '/attempts', api.learners.premium, { formId: 'A-writing' })).json() as MockAttemptView;
    let current = await view('POST', `/attempts/${id}/next`, api.learners.premium, { position: 0 });
    expect(current.item!.taskKey).toBe('writing.summarizeWrittenText');
    const summary = 'Street trees cool cities and encourage walking that helps local shops, but councils must fund their care for many years.';
    const answered = await call('POST', `/attempts/${id}/items/0/answer`, api.learners.premium, { answer: summary, duration: 300 });
    expect(answered.json()).toEqual({ position: 0, status: 'SCORING' });
    current = await view('POST', `/attempts/${id}/next`, api.learners.premium, { position: 0 });
    expect(current.item!.taskKey).toBe('writing.writeEssay');
    await view('POST', `/attempts/${id}/finish`, api.learners.premium);
    const report = await vi.waitFor(async () => {
      const response = await call('GET', `/attempts/${id}/report`, api.learners.premium);
      if (response.statusCode === 202) expect(response.json()).toMatchObject({ status: 'SCORING', total: 2 });
      expect(response.statusCode).toBe(200);
      return response.json() as MockReport;
    }, { timeout: 90_000, interval: 300 });
    const [swt, essay] = report.items;
    expect(swt).toMatchObject({ status: 'SCORED', answers: [summary] });
    expect(swt!.maxScore).toBeGreaterThan(0);
    expect(swt!.traits.map((trait) => trait.name)).toEqual(expect.arrayContaining(['Grammar', 'Vocabulary']));
    expect(swt!.modelAnswer).toEqual(expect.any(String));
    expect(essay).toMatchObject({ status: 'NOT_ANSWERED', score: 0 });
    expect(report.enabling.grammar).toBeDefined();
    const grammar = swt!.traits.find((trait) => trait.name === 'Grammar')!;
    expect(report.enabling.grammar!.score).toBe(Math.round(10 + 80 * (grammar.score / grammar.max)));
    const expected = recompute(report);
    expect(report.skills.W!.score).toBe(expected.skills.W);
    expect(report.skills.R!.score).toBe(expected.skills.R);
    expect(report.overall.score).toBe(expected.overall);
    // The sitting's answer is the learner's practice answer too; the sitting counts one row per item answered.
    const [{ count }] = (await api.ctx.app.db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM mock_test_answers WHERE attempt_id = ${id}`)).rows;
    expect(Number(count)).toBe(1);
  }, 120_000);
});
