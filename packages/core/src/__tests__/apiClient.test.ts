import { describe, expect, it, vi } from 'vitest';
import { ApiError, createPteClient } from '../apiClient';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('API client', () => {
  it('sends the base headers and the bearer token on every call', async () => {
    const fetch = fakeFetch(200, { remaining: 3 });
    const client = createPteClient({ baseURL: 'https://pte.example', getToken: () => 'tok', fetch: fetch as never });
    await expect(client.getRemainingAI()).resolves.toEqual({ remaining: 3 });
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe('https://pte.example/api/users/remainingAI');
    const headers = new Headers(init!.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('x-time-format')).toBe('HH:mm');
    expect(headers.get('x-duration-type')).toBe('MINUTE_SECOND');
    expect(headers.get('x-constants')).toBe('TEXT');
  });

  it('sends list filters as comma-separated values and drops empty ones', async () => {
    const fetch = fakeFetch(200, { _embedded: { questionList: [] }, page: {}, practicedCount: 0 });
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never });
    await client.listQuestions('reading', 'rwFillInTheBlanks', { page: 0, size: 10, complexities: ['EASY', 'HARD'], title: '', sort: null });
    expect(String(fetch.mock.calls[0][0])).toBe('https://pte.example/api/reading/rwFillInTheBlanks?page=0&size=10&complexities=EASY,HARD');
  });

  it('on 401 tells the host "You Are Not LoggedIn"; on 403 "You Are Not Authorized To Perform This Action"', async () => {
    const onUnauthorized = vi.fn();
    const onForbidden = vi.fn();
    const unauthorized = createPteClient({ baseURL: 'x:', fetch: fakeFetch(401, { status: 401, message: 'no', errors: [] }) as never, onUnauthorized, onForbidden });
    await expect(unauthorized.getCurrentUser()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledWith('You Are Not LoggedIn');
    const forbidden = createPteClient({ baseURL: 'x:', fetch: fakeFetch(403, { status: 403, message: 'no', errors: [] }) as never, onUnauthorized, onForbidden });
    await expect(forbidden.getCurrentUser()).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledWith('You Are Not Authorized To Perform This Action');
  });

  it('only logs 500s, as "Server Is Not Responsible", and exposes the first field error', async () => {
    const logger = { error: vi.fn() };
    const client = createPteClient({ baseURL: 'x:', fetch: fakeFetch(500, { status: 500, message: 'boom', errors: [] }) as never, logger });
    await expect(client.getCurrentUser()).rejects.toMatchObject({ status: 500 });
    expect(logger.error).toHaveBeenCalledWith('Server Is Not Responsible', expect.anything());
    const bad = createPteClient({ baseURL: 'x:', fetch: fakeFetch(400, { status: 400, message: 'Bad', errors: [{ field: 'pteType', defaultMessage: 'Pick one.' }] }) as never });
    const error = await bad.updateProfile({ nickname: '' }).catch((e: ApiError) => e);
    expect((error as ApiError).firstMessage).toBe('Pick one.');
  });
});
