import { describe, expect, it, vi } from 'vitest';
import { ApiError, createPteClient } from './apiClient';

/** A server that answers the submit with `submit` and each poll of the answer with the next of `polls`. */
function scoringServer(submit: { status: number; body: unknown }, polls: unknown[]) {
  const answers = [...polls];
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (init?.method === 'POST') return json(submit.status, submit.body);
    expect(String(input)).toBe('https://pte.example/api/writing/writeEssay/answer/41');
    return json(200, answers.shift());
  });
}

const record = { id: 41, practiceId: 9, score: 11, maxScore: 15, answers: ['An essay.'], results: [] };
const body = { answer: 'An essay.', duration: 600, pteType: 'PTE Academic' as const };

describe('submitting an answer a job scores', () => {
  it('waits through 202 and SCORING, then resolves with the record as a synchronous submit answers it', async () => {
    const fetch = scoringServer({ status: 202, body: { id: 41, practiceId: 9, status: 'SCORING' } }, [{ ...record, status: 'SCORING' }, { ...record, status: 'SCORED' }]);
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    await expect(client.submitAnswer('writing', 'writeEssay', 9, body as never)).resolves.toEqual(record);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('rejects with the server\'s message when the job failed for good', async () => {
    const fetch = scoringServer({ status: 202, body: { id: 41, practiceId: 9, status: 'SCORING' } }, [{ ...record, status: 'FAILED', failure: 'The recording could not be read as audio.' }]);
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    const failure = client.submitAnswer('writing', 'writeEssay', 9, body as never);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('The recording could not be read as audio.');
  });

  it('returns a 201 record at once (objective tasks, and servers that score in the request)', async () => {
    const fetch = scoringServer({ status: 201, body: record }, []);
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    await expect(client.submitAnswer('writing', 'writeEssay', 9, body as never)).resolves.toEqual(record);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
