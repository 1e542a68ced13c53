import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { PUBLIC_CHECKS_PER_MINUTE } from '../plugins/rateLimit';
import { seedQuestions } from '../seed';
import { databases, fixtureItems, freshDatabase, signInDemoLearners } from './helpers';

const ARTICLE = 'https://blog.example';
const OTHER = 'https://evil.example';
const TASK = '/api/public/reading/rwFillInTheBlanks';

/**
 * An article on another origin embedding the kit: CORS for exactly the allowed origins (and the app's loopback names),
 * the public routes a signed-out reader uses (no key before an answer, nothing stored, 400 on a bad answer, throttled),
 * and the identity provider's part of the popup sign-in.
 */
describe.each(databases)('embedding on other sites ($name)', ({ url }) => {
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let close: () => Promise<void>;
  let questionId: number;
  beforeAll(async () => {
    const database = await freshDatabase(url);
    await seedQuestions(database.db, fixtureItems);
    const config = {
      ...loadConfig({ PORT: '8080', LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false', RATE_LIMIT_WRITES_PER_MINUTE: '100000', EMBED_ORIGINS: ARTICLE }),
      hostDist: undefined,
    };
    ({ app } = await buildApp({ config, database, seed: false, logger: false }));
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
    const first = (await app.inject({ method: 'GET', url: `${TASK}/1` })).json() as { question: { id: number } };
    questionId = first.question.id;
  }, 120_000);
  afterAll(async () => close?.());

  it('serves an objective question to a reader who is not signed in, without its key', async () => {
    const response = await app.inject({ method: 'GET', url: `${TASK}/1` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ position: 1, totalElements: 2, question: { id: questionId, title: 'Tidal Energy', content: { kind: 'rwFillInTheBlanks' } } });
    for (const secret of ['answerKey', '"answer"', 'Collocations', 'explanation']) expect(response.body).not.toContain(secret);
    expect(body.question.content.blanks[0]).not.toHaveProperty('answer');
    const byId = await app.inject({ method: 'GET', url: `${TASK}/questions/${questionId}` });
    expect(byId.json()).toMatchObject({ position: 1, question: { id: questionId } });
    expect((await app.inject({ method: 'GET', url: `${TASK}/questions/999999` })).statusCode).toBe(404);
  });

  it('has no public route for tasks that need AI scoring or a recording', async () => {
    for (const path of ['/api/public/writing/summarizeWrittenText/1', '/api/public/speaking/readAloud/1']) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }
  });

  it('checks an answer with the same rules, answers the score and the correct answers, and stores nothing', async () => {
    const { trial } = await signInDemoLearners(app);
    const mine = async () => (await app.inject({ method: 'GET', url: `/api/reading/rwFillInTheBlanks/${questionId}/answers?page=0&size=50`, headers: trial })).json().page.totalElements;
    const community = async () => (await app.inject({ method: 'GET', url: `/api/reading/rwFillInTheBlanks/${questionId}/answers/other?page=0&size=50`, headers: trial })).json().page.totalElements;
    const before = [await mine(), await community()];

    const checked = await app.inject({ method: 'POST', url: `${TASK}/${questionId}/check`, payload: { words: ['harnesses', 'places'], pteType: 'PTE Academic', duration: 12 } });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      practiceId: questionId, score: 1, maxScore: 2, answers: ['harnesses', 'places'], saved: false,
      answerKey: { kind: 'blanks', blanks: ['harnesses', 'place'] }, explanation: 'Collocations.', scores: { R: { score: 1, max: 2 } },
    });
    expect([await mine(), await community()]).toEqual(before);

    const notOffered = await app.inject({ method: 'POST', url: `${TASK}/${questionId}/check`, payload: { words: ['harnesses', 'sandwich'], pteType: 'PTE Academic' } });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ status: 400, message: expect.stringContaining('sandwich') });
    const wrongShape = await app.inject({ method: 'POST', url: `${TASK}/${questionId}/check`, payload: { answer: 'harnesses', pteType: 'PTE Academic' } });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json()).toMatchObject({ status: 400, errors: expect.any(Array) });
    expect((await app.inject({ method: 'POST', url: `${TASK}/999999/check`, payload: { words: [], pteType: 'PTE Academic' } })).statusCode).toBe(404);
  });

  it('throttles checking per address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= PUBLIC_CHECKS_PER_MINUTE; index += 1) {
      const response = await app.inject({
        method: 'POST', url: `${TASK}/${questionId}/check`, remoteAddress: '203.0.113.9', payload: { words: ['harness', 'place'], pteType: 'PTE Academic' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toMatch(/^Too many requests: please wait/);
    }
    expect(statuses.slice(0, PUBLIC_CHECKS_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another reader is not held up by the first.
    expect((await app.inject({ method: 'POST', url: `${TASK}/${questionId}/check`, remoteAddress: '203.0.113.10', payload: { words: ['harness', 'place'], pteType: 'PTE Academic' } })).statusCode).toBe(200);
  });

  it.each(['/api/public/reading/rwFillInTheBlanks/1', '/elements/pte-elements.js', '/media/questions/1/image.png'])('answers CORS on %s for an allowed origin only', async (path) => {
    const allowed = await app.inject({ method: 'GET', url: path, headers: { origin: ARTICLE } });
    expect(allowed.headers['access-control-allow-origin']).toBe(ARTICLE);
    expect(String(allowed.headers.vary)).toMatch(/Origin/);
    const other = await app.inject({ method: 'GET', url: path, headers: { origin: OTHER } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-methods']).toBeUndefined();
    // The app opened under another loopback name is the app itself.
    const alias = await app.inject({ method: 'GET', url: path, headers: { origin: 'http://127.0.0.1:8080' } });
    expect(alias.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
  });

  it('answers the preflight of an allowed origin with the methods and headers the client sends, and nobody else', async () => {
    const preflight = (origin: string) => app.inject({
      method: 'OPTIONS', url: `${TASK}/${questionId}/check`,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, accept, x-time-format, x-duration-type, x-constants' },
    });
    const allowed = await preflight(ARTICLE);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(ARTICLE);
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    for (const header of ['authorization', 'content-type', 'x-time-format', 'x-duration-type', 'x-constants']) {
      expect(allowed.headers['access-control-allow-headers']).toContain(header);
    }
    const other = await preflight(OTHER);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.statusCode).not.toBe(204);
  });

  it('tells the sign-in page which origins it may hand tokens to', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/config' })).json().embedOrigins).toEqual([ARTICLE]);
  });

  it("lets the popup sign in on the app's own origin and the article's element refresh its tokens", async () => {
    const challenge = createHash('sha256').update('v'.repeat(43)).digest('base64url');
    const authorize = (redirectUri: string) => app.inject({
      method: 'GET', headers: { host: 'localhost:8080' },
      url: `/oidc/auth?${new URLSearchParams({
        client_id: 'pte-web', response_type: 'code', redirect_uri: redirectUri, scope: 'openid offline_access api', state: 's',
        code_challenge: challenge, code_challenge_method: 'S256',
      })}`,
    });
    const popup = await authorize('http://localhost:8080/embed/callback');
    expect(popup.statusCode).toBe(303);
    expect(popup.headers.location).toMatch(/^\/oidc\/interaction\//);
    // The popup's pages keep window.opener, so the tokens can be posted back to the article.
    expect(popup.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    // Through the sign-in form too, whose answer the provider writes itself.
    await signInDemoLearners(app);
    const cookies = ([] as string[]).concat(popup.headers['set-cookie'] as string[]).map((cookie) => cookie.split(';')[0]).join('; ');
    const login = await app.inject({
      method: 'POST', url: `${popup.headers.location}/login`,
      headers: { host: 'localhost:8080', cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'trial@pte.test', password: 'Practice123!' }).toString(),
    });
    expect(login.statusCode).toBe(303);
    expect(login.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    // The article itself is never a redirect URI.
    expect((await authorize(`${ARTICLE}/auth/callback`)).statusCode).toBe(400);

    const tokenPreflight = (origin: string) => app.inject({
      method: 'OPTIONS', url: '/oidc/token', headers: { host: 'localhost:8080', origin, 'access-control-request-method': 'POST' },
    });
    expect((await tokenPreflight(ARTICLE)).headers['access-control-allow-origin']).toBe(ARTICLE);
    const refused = await app.inject({
      method: 'POST', url: '/oidc/token', headers: { host: 'localhost:8080', origin: OTHER, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token&refresh_token=x&client_id=pte-web',
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the allow-list setting', () => {
  it('reads EMBED_ORIGINS and its older name CORS_ORIGINS as one list', () => {
    expect(loadConfig({ EMBED_ORIGINS: 'https://a.example, https://b.example/', CORS_ORIGINS: 'https://b.example,https://c.example' }).embedOrigins)
      .toEqual(['https://a.example', 'https://b.example', 'https://c.example']);
    expect(loadConfig({}).embedOrigins).toEqual([]);
    expect(() => loadConfig({ EMBED_ORIGINS: 'https://a.example/blog' })).toThrow(/EMBED_ORIGINS must list origins without a path/);
  });
});
