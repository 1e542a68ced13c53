import { describe, expect, it, vi } from 'vitest';
import { createAnonymousPteClient, isSignInRequired, SIGN_IN_REQUIRED } from './anonymousClient';
import { errorMessage } from './errors';

const API = 'https://practice.example';

function server() {
  const calls: { method: string; url: string; authorization: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'POST' ? await request.json() : null;
    calls.push({ method: request.method, url: request.url, authorization: request.headers.get('authorization'), body });
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (request.url === `${API}/api/public/reading/multipleChoiceSingleAnswer/2`) return json({ position: 2, totalElements: 5, question: { id: 7 } });
    if (request.url === `${API}/api/public/reading/multipleChoiceSingleAnswer/7/check`) {
      return json({
        practiceId: 7, pteType: 'PTE Academic', score: 1, maxScore: 1, answers: ['B'], results: [{ value: 'B', correct: true }],
        answerKey: { kind: 'choice', answer: 'B' }, scores: { R: { score: 1, max: 1 } }, transcript: null, explanation: 'Because.', saved: false,
      });
    }
    return json({ status: 404, message: 'nothing', errors: [] }, 404);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('createAnonymousPteClient', () => {
  it('serves an objective question from the public routes and scores Submit with the check route', async () => {
    const { fetch, calls } = server();
    const client = createAnonymousPteClient({ baseURL: API, fetch });
    expect(await client.getPracticeItem('reading', 'multipleChoiceSingleAnswer', 2)).toMatchObject({ position: 2, question: { id: 7 } });
    const record = await client.submitAnswer('reading', 'multipleChoiceSingleAnswer', 7, { answer: 'B', duration: 4, pteType: 'PTE Academic' });
    expect(record).toMatchObject({ score: 1, maxScore: 1, answerKey: { kind: 'choice', answer: 'B' }, type: 'MY_ANSWER', shareLink: '' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET ${API}/api/public/reading/multipleChoiceSingleAnswer/2`, `POST ${API}/api/public/reading/multipleChoiceSingleAnswer/7/check`,
    ]);
    expect(calls.every((call) => call.authorization === null)).toBe(true);
    // After the answer, its answer section is the one the check answered.
    expect(await client.getSolution('reading', 'multipleChoiceSingleAnswer', 7)).toEqual({ practiceId: 7, answerKey: { kind: 'choice', answer: 'B' }, transcript: null, explanation: 'Because.' });
  });

  it('refuses everything that needs an account with a sign-in error the widgets show, sending nothing', async () => {
    const { fetch, calls } = server();
    const client = createAnonymousPteClient({ baseURL: API, fetch });
    for (const call of [
      () => client.getCurrentUser(), () => client.getNote(7), () => client.getBookmark(7), () => client.listMyAnswers('reading', 'multipleChoiceSingleAnswer', 7),
      () => client.listComments(7), () => client.getRemainingAI(), () => client.getSolution('reading', 'multipleChoiceSingleAnswer', 8),
      () => client.getPracticeItem('writing', 'summarizeWrittenText', 1),
    ]) {
      const failure = await call().then(() => null, (reason: unknown) => reason);
      expect(isSignInRequired(failure)).toBe(true);
      expect(errorMessage(failure)).toMatch(/sign in/i);
    }
    expect(errorMessage(await client.getNote(7).catch((reason: unknown) => reason))).toBe(SIGN_IN_REQUIRED);
    expect(calls).toEqual([]);
  });
});
