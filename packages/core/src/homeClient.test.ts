import { describe, expect, it, vi } from 'vitest';
import { ApiError, createPteClient } from './apiClient';
import type { StudyPlanSubmission } from './types';

/** A client whose fetch answers the given bodies in turn and records what was asked. */
function sequence(...bodies: [number, unknown][]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      method: (init?.method ?? 'GET').toUpperCase(),
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const [status, body] = bodies.shift() ?? [200, {}];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { client: createPteClient({ baseURL: 'https://pte.example', getToken: () => 'tok', fetch: fetch as never }), calls };
}

describe('API client: the learner home', () => {
  it('reads and saves the target with the version read, and surfaces a stale version as 409', async () => {
    const empty = { overall: null, listening: null, reading: null, writing: null, speaking: null, examDate: null, language: null, version: 0 };
    const saved = { ...empty, overall: 79, examDate: '2026-12-24', language: 'PERSIAN', version: 1 };
    const { client, calls } = sequence([200, empty], [200, saved], [409, { status: 409, message: 'The target was changed elsewhere', errors: [] }]);
    await expect(client.getTarget()).resolves.toEqual(empty);
    await expect(client.updateTarget({ version: 0, examDate: '2026-12-24', language: 'PERSIAN', overall: 79 })).resolves.toEqual(saved);
    const stale = await client.updateTarget({ version: 0, examDate: '2026-12-24', language: 'PERSIAN' }).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(ApiError);
    expect(stale).toMatchObject({ status: 409 });
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET https://pte.example/api/settings/target/',
      'PUT https://pte.example/api/settings/target/',
      'PUT https://pte.example/api/settings/target/',
    ]);
    expect(calls[1].body).toEqual({ version: 0, examDate: '2026-12-24', language: 'PERSIAN', overall: 79 });
  });

  it('reads the word of the day with the learner\'s token', async () => {
    const word = { word: 'resilient', meanings: [{ partOfSpeech: 'ADJECTIVE', definitions: ['able to recover quickly'] }] };
    const { client, calls } = sequence([200, word]);
    await expect(client.getWordOfTheDay()).resolves.toEqual(word);
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET https://pte.example/api/book/vocabBook/suggestedWord']);
  });

  it('asks for one day of the study plan and posts the wizard answers as they are', async () => {
    const { client, calls } = sequence([200, { id: 0 }], [200, { id: 0 }], [200, { id: 3 }]);
    await client.getStudyPlan();
    await client.getStudyPlan('2026-12-01');
    const submission: StudyPlanSubmission = {
      englishLevel: 'B1', dailyPractice: 'BETWEEN_1_2',
      dailyPracticeDuration: { seconds: 7200, zero: false, nano: 0, negative: false, positive: true, units: ['SECONDS', 'NANOS'] },
      reading: 0, writing: 0, speaking: 0, listening: 0, overall: 0, readingLevel: 0, writingLevel: 0, speakingLevel: 0, listeningLevel: 0,
    };
    await expect(client.submitStudyPlan(submission)).resolves.toEqual({ id: 3 });
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET https://pte.example/api/summary/studyPlan',
      'GET https://pte.example/api/summary/studyPlan?date=2026-12-01',
      'POST https://pte.example/api/summary/studyPlan',
    ]);
    expect(calls[2].body).toEqual(submission);
  });

  it("answers a non-premium learner's study plan 403 to the caller only, without the host's sign-out hook", async () => {
    const forbidden = { status: 403, message: 'This feature is available on premium plans only.', errors: [] };
    const onForbidden = vi.fn();
    const fetch = vi.fn(async () => new Response(JSON.stringify(forbidden), { status: 403, headers: { 'content-type': 'application/json' } }));
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never, onForbidden });
    await expect(client.getStudyPlan()).rejects.toMatchObject({ status: 403, message: 'This feature is available on premium plans only.' });
    await expect(client.submitStudyPlan({} as StudyPlanSubmission)).rejects.toBeInstanceOf(ApiError);
    expect(onForbidden).not.toHaveBeenCalled();
    await expect(client.getTarget()).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledWith('You Are Not Authorized To Perform This Action');
  });

  it('reaches the level, remaining days, statistics, configs and the two id/value lists', async () => {
    const list = (name: string) => ({ _embedded: { idValueList: [{ id: name, value: name }] } });
    const { client, calls } = sequence(
      [200, { englishLevel: 'C1' }], [200, { remainingDays: 12 }], [200, { days: [], tasks: [], aiRemaining: 5 }],
      [200, { days: [], tasks: [], aiRemaining: null }], [200, { blogUrl: null }], [200, list('Asia/Tehran')], [200, list('PERSIAN')],
    );
    await expect(client.updateLevel('C1')).resolves.toEqual({ englishLevel: 'C1' });
    await expect(client.getRemaining()).resolves.toEqual({ remainingDays: 12 });
    await expect(client.getStatistics()).resolves.toMatchObject({ aiRemaining: 5 });
    await client.getStatistics(7);
    await expect(client.getConfigs()).resolves.toEqual({ blogUrl: null });
    await expect(client.getTimeZones()).resolves.toEqual([{ id: 'Asia/Tehran', value: 'Asia/Tehran' }]);
    await expect(client.getNativeLanguages()).resolves.toEqual([{ id: 'PERSIAN', value: 'PERSIAN' }]);
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'PUT https://pte.example/api/settings/level/',
      'GET https://pte.example/api/settings/remaining',
      'GET https://pte.example/api/summary/statistics?days=30',
      'GET https://pte.example/api/summary/statistics?days=7',
      'GET https://pte.example/api/configs',
      'GET https://pte.example/api/profile/timeZones',
      'GET https://pte.example/api/profile/nativeLanguages',
    ]);
    expect(calls[0].body).toEqual({ englishLevel: 'C1' });
  });
});
