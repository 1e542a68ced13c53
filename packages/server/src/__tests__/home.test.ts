import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  taskCatalog, type AppConfigs, type CurrentUser, type IdValue, type PracticeItem, type StatisticsDto, type StudyPlanDto,
  type StudyPlanSubmission,
} from '@pte-kit/core';
import { addDays, todayIn } from '../calendarZones';
import { loadConfig } from '../config';
import { databases, fixtureItems, signIn, signInDemoLearners, testApp } from './helpers';

type Headers = { authorization: string };
type IdValuePage = { _embedded: { idValueList: IdValue[] } };

const submission: StudyPlanSubmission = {
  englishLevel: 'B1', dailyPractice: 'BETWEEN_1_2',
  dailyPracticeDuration: { seconds: 7200, zero: false, nano: 0, negative: false, positive: true, units: ['SECONDS', 'NANOS'] },
  reading: 0, writing: 0, speaking: 0, listening: 0, overall: 0, readingLevel: 0, writingLevel: 0, speakingLevel: 0, listeningLevel: 0,
};

const fields = taskCatalog.map((task) => task.studyPlanField);

describe.each(databases)('the learner home on $name', ({ url }) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let trial: Headers;
  let premium: Headers;
  /** A second premium learner, who must never see or change the first one's target, plan or statistics. */
  let other: Headers;

  beforeAll(async () => {
    ctx = await testApp(url, fixtureItems);
    ({ trial, premium } = await signInDemoLearners(ctx.app));
    await ctx.app.repositories.users.create({
      email: 'other@pte.test', password: 'Practice123!', nickname: 'Olu', status: 'PREMIUM',
      expireDate: new Date(Date.now() + 10.5 * 86_400_000), emailVerified: true, pteType: 'PTE Academic',
    });
    const session = await signIn(ctx.app, 'other@pte.test', 'Practice123!');
    if (!session.ok) throw new Error('sign-in failed');
    other = session.auth;
  }, 120_000);

  afterAll(async () => ctx?.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', path: string, headers: Headers | Record<string, never>, payload?: object) =>
    ctx.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });
  const get = (path: string, headers: Headers = premium) => call('GET', path, headers);
  const fieldsOf = (response: { json(): unknown }) => ((response.json() as { errors: { field: string }[] }).errors ?? []).map((error) => error.field);
  const learnerToday = async (headers: Headers) => todayIn(((await get('/api/users/currentUser/', headers)).json() as CurrentUser).profile.timeZone!);

  it('answers 401 with the error body to every home call without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/settings/target/'], ['PUT', '/api/settings/target/'], ['PUT', '/api/settings/level/'], ['GET', '/api/settings/remaining'],
      ['GET', '/api/summary/studyPlan'], ['POST', '/api/summary/studyPlan'], ['GET', '/api/summary/statistics'],
      ['GET', '/api/profile/timeZones'], ['GET', '/api/profile/nativeLanguages'],
    ] as const) {
      const response = await call(method, path, {}, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, message: expect.any(String) });
    }
  });

  describe('configuration', () => {
    it('serves the dashboard configs to anyone, and the blog link from BLOG_URL (none by default)', async () => {
      const configs = (await ctx.app.inject({ method: 'GET', url: '/api/configs' })).json() as AppConfigs;
      expect(configs).toMatchObject({ blogUrl: null, targetShortcuts: [65, 79, 50, 30], scoreMin: 10, scoreMax: 90, examDateRangeMs: 15_768e7 });
      expect(configs.englishLevels[0]).toEqual({ id: 'PRE_A1', value: 'Pre A1 - Beginner' });
      expect(configs.englishLevels.map((level) => level.id)).toEqual(['PRE_A1', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
      expect(configs.dailyPractice.map(({ id, hours }) => `${id}:${hours}`)).toEqual(['LESS_THAN_1:1', 'BETWEEN_1_2:2', 'BETWEEN_2_3:3', 'BETWEEN_3_4:4', 'MORE_THAN_4:5']);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ blogUrl: null });
      expect(loadConfig({ BLOG_URL: 'https://blog.example/pte' }).blogUrl).toBe('https://blog.example/pte');
      expect(() => loadConfig({ BLOG_URL: 'javascript:alert(1)' })).toThrow(/BLOG_URL/);
    });

    it('lists time zones (UTC first) and native languages as id/value lists', async () => {
      const zones = ((await get('/api/profile/timeZones')).json() as IdValuePage)._embedded.idValueList;
      expect(zones[0]).toEqual({ id: 'UTC', value: '(UTC+00:00) UTC' });
      expect(zones).toContainEqual({ id: 'Asia/Tehran', value: expect.stringMatching(/^\(UTC\+03:30\) Asia\/Tehran$/) });
      expect(zones.length).toBeGreaterThan(300);
      const languages = ((await get('/api/profile/nativeLanguages')).json() as IdValuePage)._embedded.idValueList;
      expect(languages).toContainEqual({ id: 'PERSIAN', value: 'Persian' });
      expect(languages.map((language) => language.id)).toEqual(expect.arrayContaining(['ENGLISH', 'HINDI']));
      expect(languages.every((language) => language.id === language.id.toUpperCase())).toBe(true);
    });

    it('keeps the time zone in the profile: UTC at first, a known zone saved, an unknown one refused', async () => {
      const before = (await get('/api/users/currentUser/', other)).json() as CurrentUser;
      expect(before.profile.timeZone).toBe('UTC');
      const wrong = await call('PATCH', '/api/profile', other, { timeZone: 'Mars/Olympus_Mons' });
      expect(wrong.statusCode).toBe(400);
      expect(fieldsOf(wrong)).toEqual(['timeZone']);
      const saved = await call('PATCH', '/api/profile', other, { timeZone: 'Asia/Tehran' });
      expect(saved.statusCode).toBe(200);
      expect((saved.json() as CurrentUser).profile.timeZone).toBe('Asia/Tehran');
      expect(((await get('/api/users/currentUser/', premium)).json() as CurrentUser).profile.timeZone).toBe('UTC');
    });
  });

  describe('the exam target', () => {
    it('starts empty at version 0', async () => {
      const response = await get('/api/settings/target/');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        overall: null, listening: null, reading: null, writing: null, speaking: null, examDate: null, language: null, version: 0,
      });
    });

    it('refuses bad input with 400 naming the field, and saves nothing', async () => {
      const today = await learnerToday(premium);
      const valid = { version: 0, examDate: addDays(today, 30), language: 'PERSIAN', overall: 79 };
      const cases: [object, string[]][] = [
        [{ ...valid, examDate: addDays(today, -1) }, ['examDate']],
        [{ ...valid, examDate: addDays(today, 1826) }, ['examDate']],
        [{ ...valid, examDate: '2026-02-30' }, ['examDate']],
        [{ ...valid, examDate: 'next week' }, ['examDate']],
        [{ ...valid, overall: 9 }, ['overall']],
        [{ ...valid, speaking: 91, listening: 5 }, ['listening', 'speaking']],
        [{ ...valid, language: '' }, ['language']],
        [{ ...valid, language: 'KLINGON' }, ['language']],
        [{ version: 0, examDate: valid.examDate }, ['language']],
        [{ version: 0, language: 'PERSIAN' }, ['examDate']],
        [{ examDate: valid.examDate, language: 'PERSIAN' }, ['version']],
      ];
      for (const [payload, expected] of cases) {
        const response = await call('PUT', '/api/settings/target/', premium, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
        expect(fieldsOf(response).sort(), JSON.stringify(payload)).toEqual(expected);
      }
      expect((await get('/api/settings/target/')).json()).toMatchObject({ version: 0, examDate: null });
    });

    it('saves with the version read, refuses a stale version with 409, and takes today and 5 years ahead', async () => {
      const today = await learnerToday(premium);
      const first = await call('PUT', '/api/settings/target/', premium, { version: 0, examDate: addDays(today, 30), language: 'persian', overall: 79, listening: 79, reading: 79, writing: 79, speaking: 79 });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ overall: 79, listening: 79, reading: 79, writing: 79, speaking: 79, examDate: addDays(today, 30), language: 'PERSIAN', version: 1 });
      const stale = await call('PUT', '/api/settings/target/', premium, { version: 0, examDate: today, language: 'ENGLISH' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ status: 409, errors: [{ field: 'version' }] });
      const second = await call('PUT', '/api/settings/target/', premium, { version: 1, examDate: today, language: 'HINDI', overall: 65 });
      expect(second.json()).toEqual({ overall: 65, listening: null, reading: null, writing: null, speaking: null, examDate: today, language: 'HINDI', version: 2 });
      expect((await call('PUT', '/api/settings/target/', premium, { version: 1, examDate: today, language: 'HINDI' })).statusCode).toBe(409);
      const far = todayIn('UTC', Date.now() + 15_768e7 - 2 * 86_400_000);
      const third = await call('PUT', '/api/settings/target/', premium, { version: 2, examDate: far, language: 'PERSIAN', overall: 79, listening: 79, reading: 79, writing: 79, speaking: 79 });
      expect(third.json()).toMatchObject({ examDate: far, version: 3 });
      // Back to 30 days out for the plan below.
      await call('PUT', '/api/settings/target/', premium, { version: 3, examDate: addDays(today, 30), language: 'PERSIAN', overall: 79, listening: 79, reading: 79, writing: 79, speaking: 79 });
      expect((await get('/api/settings/target/')).json()).toMatchObject({ version: 4, overall: 79 });
    });

    it('counts today in the learner\'s own time zone', async () => {
      await call('PATCH', '/api/profile', trial, { timeZone: 'Pacific/Kiritimati' });
      const kiritimati = todayIn('Pacific/Kiritimati');
      const saved = await call('PUT', '/api/settings/target/', trial, { version: 0, examDate: kiritimati, language: 'ENGLISH' });
      expect(saved.statusCode).toBe(200);
      await call('PATCH', '/api/profile', trial, { timeZone: 'Pacific/Pago_Pago' });
      const yesterday = addDays(todayIn('Pacific/Pago_Pago'), -1);
      const refused = await call('PUT', '/api/settings/target/', trial, { version: 1, examDate: yesterday, language: 'ENGLISH' });
      expect(refused.statusCode).toBe(400);
      await call('PATCH', '/api/profile', trial, { timeZone: 'UTC' });
    });

    it('never shows or changes one learner\'s target to another', async () => {
      expect((await get('/api/settings/target/', other)).json()).toMatchObject({ version: 0, overall: null, language: null });
      const today = await learnerToday(other);
      const response = await call('PUT', '/api/settings/target/', other, { version: 4, examDate: today, language: 'ENGLISH', overall: 10 });
      expect(response.statusCode).toBe(409);
      expect((await get('/api/settings/target/')).json()).toMatchObject({ version: 4, overall: 79, language: 'PERSIAN' });
    });
  });

  describe('level and remaining days', () => {
    it('sets the English level, refusing an unknown one by name', async () => {
      const saved = await call('PUT', '/api/settings/level/', other, { englishLevel: 'C1' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ englishLevel: 'C1' });
      const wrong = await call('PUT', '/api/settings/level/', other, { englishLevel: 'C3' });
      expect(wrong.statusCode).toBe(400);
      expect(fieldsOf(wrong)).toEqual(['englishLevel']);
    });

    it('answers premium days left rounded up, and 0 for a trial', async () => {
      expect((await get('/api/settings/remaining', other)).json()).toEqual({ remainingDays: 11 });
      expect((await get('/api/settings/remaining', premium)).json()).toEqual({ remainingDays: 365 });
      expect((await get('/api/settings/remaining', trial)).json()).toEqual({ remainingDays: 0 });
    });
  });

  describe('the study plan', () => {
    it('is premium only: 403 with the error body for a trial learner, for reading and for making one', async () => {
      for (const response of [await get('/api/summary/studyPlan', trial), await call('POST', '/api/summary/studyPlan', trial, submission)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ status: 403, message: 'This feature is available on premium plans only.' });
      }
    });

    it('answers id 0 with every count and hours field null before the wizard, with the day\'s done counts', async () => {
      const plan = (await get('/api/summary/studyPlan')).json() as StudyPlanDto;
      expect(plan.id).toBe(0);
      expect(plan.date).toBe(await learnerToday(premium));
      for (const field of [...fields, 'dailyPracticeSpeaking', 'dailyPracticeWriting', 'dailyPracticeListening', 'dailyPracticeReading']) {
        expect(plan[field as `speaking${string}`], field).toBeNull();
      }
      expect(Object.keys(plan.done).sort()).toEqual([...fields].sort());
    });

    it('refuses bad wizard answers with 400 naming the field, and saves nothing', async () => {
      const cases: [object, string[]][] = [
        [{ ...submission, englishLevel: 'D1' }, ['englishLevel']],
        [{ ...submission, dailyPractice: 'ALL_DAY' }, ['dailyPractice']],
        [{ ...submission, reading: 5 }, ['reading']],
        [{ ...submission, overall: 91 }, ['overall']],
        [{ ...submission, dailyPracticeDuration: { ...submission.dailyPracticeDuration, seconds: 60 } }, ['dailyPracticeDuration.seconds']],
        [{ dailyPractice: 'BETWEEN_1_2' }, ['englishLevel']],
      ];
      for (const [payload, expected] of cases) {
        const response = await call('POST', '/api/summary/studyPlan', premium, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(fieldsOf(response), JSON.stringify(payload)).toEqual(expected);
      }
      expect(((await get('/api/summary/studyPlan')).json() as StudyPlanDto).id).toBe(0);
      const badDay = await get('/api/summary/studyPlan?date=2026-13-01');
      expect(badDay.statusCode).toBe(400);
      expect(fieldsOf(badDay)).toEqual(['date']);
    });

    it('makes a plan from the wizard: counts for the learner\'s exam only, within the daily time, different days', async () => {
      const response = await call('POST', '/api/summary/studyPlan', premium, { ...submission, speaking: 40, overall: 60 });
      expect(response.statusCode).toBe(200);
      const plan = response.json() as StudyPlanDto;
      expect(plan.id).toBeGreaterThan(0);
      expect(plan.date).toBe(await learnerToday(premium));
      const hours = plan.dailyPracticeSpeaking! + plan.dailyPracticeWriting! + plan.dailyPracticeReading! + plan.dailyPracticeListening!;
      expect(hours).toBeGreaterThan(1.5);
      expect(hours).toBeLessThanOrEqual(2.1);
      // The demo premium learner takes PTE Core: no Academic-only task.
      expect([plan.writingWriteEssay, plan.listeningHighlightCorrectSummary, plan.speakingRetellLecture, plan.speakingSummarizeGroupDiscussion])
        .toEqual([null, null, null, null]);
      expect(fields.some((field) => (plan[field as `speaking${string}`] ?? 0) > 0)).toBe(true);
      expect((await get('/api/summary/studyPlan')).json()).toEqual(plan);
      const week = await Promise.all([1, 2, 3].map(async (days) => (await get(`/api/summary/studyPlan?date=${addDays(plan.date, days)}`)).json() as StudyPlanDto));
      expect(week.map((day) => day.date)).toEqual([1, 2, 3].map((days) => addDays(plan.date, days)));
      const mixes = new Set([plan, ...week].map((day) => JSON.stringify(fields.map((field) => day[field as `speaking${string}`]))));
      expect(mixes.size).toBeGreaterThan(1);
      // Remaking it replaces it: the same plan id, more time, more items.
      const longer = (await call('POST', '/api/summary/studyPlan', premium, {
        ...submission, dailyPractice: 'MORE_THAN_4', dailyPracticeDuration: { ...submission.dailyPracticeDuration, seconds: 18_000 },
      })).json() as StudyPlanDto;
      expect(longer.id).toBe(plan.id);
      const items = (day: StudyPlanDto) => fields.reduce((sum, field) => sum + (day[field as `speaking${string}`] ?? 0), 0);
      expect(items(longer)).toBeGreaterThan(items(plan));
    });

    it('plans an Academic learner\'s tasks only', async () => {
      const plan = (await call('POST', '/api/summary/studyPlan', other, { ...submission, dailyPractice: 'MORE_THAN_4', dailyPracticeDuration: undefined })).json() as StudyPlanDto;
      expect(plan.id).toBeGreaterThan(0);
      // Respond to a Situation is in both exams since August 2025.
      expect(plan.writingWriteEmail).toBeNull();
    });

    it('never shows one learner\'s plan to another, and counts what the learner did today', async () => {
      const mine = (await get('/api/summary/studyPlan')).json() as StudyPlanDto;
      const theirs = (await get('/api/summary/studyPlan', other)).json() as StudyPlanDto;
      expect(theirs.id).not.toBe(mine.id);
      const before = mine.done.readingRWFillInTheBlanks;
      const item = (await get('/api/reading/rwFillInTheBlanks/1')).json() as PracticeItem;
      const answered = await call('POST', `/api/reading/rwFillInTheBlanks/${item.question.id}`, premium, { words: ['harnesses', 'place'], duration: 20, pteType: 'PTE Core' });
      expect(answered.statusCode).toBe(201);
      const after = (await get('/api/summary/studyPlan')).json() as StudyPlanDto;
      expect(after.done.readingRWFillInTheBlanks).toBe(before + 1);
      expect(((await get('/api/summary/studyPlan', other)).json() as StudyPlanDto).done.readingRWFillInTheBlanks).toBe(0);
      // Yesterday's done counts are yesterday's.
      expect(((await get(`/api/summary/studyPlan?date=${addDays(after.date, -1)}`)).json() as StudyPlanDto).done.readingRWFillInTheBlanks).toBe(0);
    });
  });

  describe('statistics', () => {
    it('counts items per skill per day and the mean score per task against the target, only the learner\'s own', async () => {
      const response = await get('/api/summary/statistics');
      expect(response.statusCode, response.body).toBe(200);
      const stats = response.json() as StatisticsDto;
      expect(stats.days).toHaveLength(30);
      const today = await learnerToday(premium);
      expect(stats.days.at(-1)).toMatchObject({ date: today, reading: 1, speaking: 0 });
      expect(stats.days[0].date).toBe(addDays(today, -29));
      const rwfib = stats.tasks.find((task) => task.skill === 'reading' && task.slug === 'rw-fill-in-the-blanks');
      expect(rwfib).toMatchObject({ name: 'Reading & Writing: Fill in the Blanks', answers: 1, averagePercent: 100, targetPercent: 88 });
      expect(stats.tasks.find((task) => task.slug === 'write-essay')).toBeUndefined();
      expect(stats.aiRemaining).toBeNull();

      const theirs = (await get('/api/summary/statistics?days=7', other)).json() as StatisticsDto;
      expect(theirs.days).toHaveLength(7);
      expect(theirs.days.every((day) => day.reading + day.speaking + day.writing + day.listening === 0)).toBe(true);
      expect(theirs.tasks.every((task) => task.answers === 0 && task.averagePercent === null && task.targetPercent === null)).toBe(true);
      expect(theirs.tasks.find((task) => task.slug === 'write-essay')).toBeDefined();
      expect(theirs.tasks.find((task) => task.slug === 'write-email')).toBeUndefined();
      expect(((await get('/api/summary/statistics', trial)).json() as StatisticsDto).aiRemaining).toBe(5);
    });

    it('moves the learner\'s answers to the days of a new time zone', async () => {
      const total = (stats: StatisticsDto) => stats.days.reduce((sum, day) => sum + day.reading + day.writing + day.speaking + day.listening, 0);
      const before = (await get('/api/summary/statistics?days=3')).json() as StatisticsDto;
      expect(total(before)).toBe(1);
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
        expect((await call('PATCH', '/api/profile', premium, { timeZone: zone })).statusCode).toBe(200);
        const stats = (await get('/api/summary/statistics?days=3')).json() as StatisticsDto;
        // The one answer was given just now: it is on today of whatever calendar the learner keeps.
        expect(stats.days.at(-1), zone).toMatchObject({ date: todayIn(zone), reading: 1 });
        expect(total(stats), zone).toBe(1);
        expect(((await get('/api/summary/studyPlan')).json() as StudyPlanDto).done.readingRWFillInTheBlanks, zone).toBe(1);
      }
    });

    it('refuses a period outside 1–90 days by name', async () => {
      for (const days of ['0', '91', 'month']) {
        const response = await get(`/api/summary/statistics?days=${days}`);
        expect(response.statusCode, days).toBe(400);
        expect(fieldsOf(response), days).toEqual(['days']);
      }
    });
  });
});
