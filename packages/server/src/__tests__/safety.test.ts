import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, loopbackAliases, redactSecrets } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DirectoryInUseError } from '../db/lock';
import { hashPassword } from '../passwords';
import { seedQuestions } from '../seed';
import { databases, emptyPostgres, fixtureItems, freshDatabase, signIn, signInDemoLearners, signUp, testApp } from './helpers';

const scratch = mkdtempSync(join(tmpdir(), 'pte-safety-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('one writer per PGlite directory', () => {
  it('refuses a second opening of a directory in use, naming the holder, and opens it again once released', async () => {
    const dir = join(scratch, 'pglite-a');
    const first = await openDatabase({ dataDir: dir, port: 8123 });
    await first.db.execute('CREATE TABLE IF NOT EXISTS probe (n int)');
    await first.db.execute('INSERT INTO probe VALUES (1)');
    const second = openDatabase({ dataDir: dir, port: 8124 });
    await expect(second).rejects.toBeInstanceOf(DirectoryInUseError);
    await expect(second).rejects.toThrow(new RegExp(`process ${process.pid} \\(serving port 8123\\)`));
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    const rows = await again.db.execute('SELECT count(*)::int AS n FROM probe');
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
    await again.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);

  it('refuses a directory locked by another running process and takes over the lock of one that died', async () => {
    const dir = join(scratch, 'pglite-b');
    const other: ChildProcess = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(`${dir}.lock`, JSON.stringify({ pid: other.pid, port: 9090, startedAt: '2026-11-26T05:00:00.000Z' }));
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(new RegExp(`already open in process ${other.pid} \\(serving port 9090\\)`));
      expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false);
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // The holder was killed: its lock is stale and the next server opens the directory.
    const opened = await openDatabase({ dataDir: dir });
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    await opened.close();
  }, 60_000);
});

describe('logs without secrets', () => {
  it('redacts SQL parameters, password hashes and tokens from error lines', async () => {
    const hash = await hashPassword('Correct horse 42!');
    const error = new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ['ana@example.com', hash], new Error('boom'));
    const line = redactSecrets(`${error.message} ${error.stack}`);
    expect(line).not.toContain(hash);
    expect(line).not.toContain('ana@example.com');
    expect(line).toContain('params: [redacted]');
    expect(redactSecrets('Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe('Bearer [redacted token]');
    expect(redactSecrets('{"password":"hunter2hunter2"}')).toBe('{"password":[redacted]}');
  });

  it.each(databases)('answers ten simultaneous sign-ups with one address (mixed case) with one account and 409s, logging no hash ($name)', async ({ url }) => {
    const lines: string[] = [];
    const logStream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
    const database = await freshDatabase(url);
    const config = { ...loadConfig({ PORT: '8080', LOG_LEVEL: 'info', PRERENDER_MEDIA: 'false', SEED_DEMO: 'false' }), hostDist: undefined };
    const { app } = await buildApp({ config, database, seed: false, logStream });
    await app.ready();
    try {
      const results = await Promise.all(Array.from({ length: 10 }, (_, index) => signUp(app, {
        email: index % 2 ? 'Twin@Example.com' : 'twin@example.COM', password: 'Quiet harbour 1987!',
        nickname: `Twin ${index}`, pteType: 'PTE Academic',
      })));
      const statuses = results.map((result) => result.response.statusCode);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 409).length).toBe(9);
      const count = await database.db.execute("SELECT count(*)::int AS n FROM users WHERE lower(email) = 'twin@example.com'");
      expect((count as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
      const log = lines.join('');
      expect(log).not.toMatch(/scrypt\$/);
      expect(log).not.toContain('Quiet harbour');
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});

/** A TCP relay between the server and PostgreSQL that can drop every connection and refuse new ones: an outage. */
class Relay {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}
  async start(port = 0): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket();
      this.sockets.add(client).add(upstream);
      upstream.connect(this.target.port, this.target.host);
      client.pipe(upstream).pipe(client);
      const drop = () => { client.destroy(); upstream.destroy(); this.sockets.delete(client); this.sockets.delete(upstream); };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

describe.each(databases.filter((database) => database.url))('surviving the database ($name)', ({ url }) => {
  it('answers 503 while PostgreSQL is unreachable, serves again within seconds of its return, and loses no acknowledged write', async () => {
    const target = new URL(url!);
    const relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.start();
    await emptyPostgres(url!);
    const relayed = new URL(url!);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    const database = await openDatabase({ databaseUrl: relayed.toString() });
    await seedQuestions(database.db, fixtureItems);
    const config = { ...loadConfig({ PORT: '8080', LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false', SEED_DEMO: 'false', RATE_LIMIT_WRITES_PER_MINUTE: '100000' }), hostDist: undefined };
    const { app } = await buildApp({ config, database, seed: false, logger: false });
    await app.ready();
    const { premium } = await signInDemoLearners(app);
    const item = (await app.inject({ method: 'GET', url: '/api/reading/multipleChoiceSingleAnswer/1', headers: premium })).json() as { question: { id: number } };
    const acknowledged: number[] = [];
    const statuses: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let index = 1; writing; index += 1) {
        const response = await app.inject({
          method: 'POST', url: `/api/reading/multipleChoiceSingleAnswer/${item.question.id}`, headers: premium,
          payload: { answer: 'C', duration: index, pteType: 'PTE Academic' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 201 || response.statusCode === 200) acknowledged.push((response.json() as { id: number }).id);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await relay.stop();
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const outage = await app.inject({ method: 'GET', url: '/api/users/remainingAI', headers: premium });
      await relay.start(relay.port);
      const back = Date.now();
      let recovered = 0;
      while (Date.now() - back < 10_000) {
        const probe = await app.inject({ method: 'GET', url: '/api/reading/multipleChoiceSingleAnswer?page=0&size=5', headers: premium });
        if (probe.statusCode === 200) {
          recovered = Date.now() - back;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      writing = false;
      await writer;
      const unavailable = statuses.filter((status) => status === 503).length;
      console.log(`database outage of 6 s: ${acknowledged.length} answers acknowledged, ${unavailable} answered 503, service back ${recovered} ms after the database`);
      expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
      expect(unavailable).toBeGreaterThan(0);
      expect(outage.statusCode).toBe(503);
      expect(outage.json()).toMatchObject({ status: 503, message: expect.stringMatching(/database is not reachable/), errors: [] });
      expect(outage.headers['retry-after']).toBe('5');
      expect(recovered).toBeGreaterThan(0);
      expect(recovered).toBeLessThan(10_000);
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const found = await check.query('SELECT id FROM practice_answers');
      await check.end();
      const stored = new Set(found.rows.map((row: { id: number }) => Number(row.id)));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      writing = false;
      await writer.catch(() => undefined);
      await app.close();
      await database.close();
      await relay.stop();
    }
  }, 120_000);
});

describe.each(databases)('bad input never answers 500 ($name)', ({ url }) => {
  let context: Awaited<ReturnType<typeof testApp>>;
  let premium: { authorization: string };
  beforeAll(async () => {
    context = await testApp(url, fixtureItems);
    ({ premium } = await signInDemoLearners(context.app));
  }, 120_000);
  afterAll(async () => context?.close());

  const huge = '99999999999';
  const base = '/api/reading/multipleChoiceSingleAnswer';
  const requests: [string, string, string, unknown?][] = [
    ['question by id above 2³¹−1', 'GET', `${base}/questions/${huge}`],
    ['solution by id above 2³¹−1', 'GET', `${base}/questions/${huge}/solution`],
    ['analysis by id above 2³¹−1', 'GET', `${base}/questions/${huge}/analysis`],
    ['answers of a question above 2³¹−1', 'GET', `${base}/${huge}/answers`],
    ["others' answers above 2³¹−1", 'GET', `${base}/${huge}/answers/other`],
    ['submit to a question above 2³¹−1', 'POST', `${base}/${huge}`, { answer: 'C', duration: 3, pteType: 'PTE Academic' }],
    ['delete an answer above 2³¹−1', 'DELETE', `${base}/answer/${huge}`],
    ['image of a question above 2³¹−1', 'GET', `/media/questions/${huge}/image.png`],
    ['recording of a question above 2³¹−1', 'GET', `/media/questions/${huge}/us.mp3`],
    ['page 1e20', 'GET', `${base}?page=1e20&size=10`],
    ['size 1e20', 'GET', `${base}?page=0&size=1e20`],
    ['title filter with NUL', 'GET', `${base}?page=0&size=10&title=a%00b`],
    ['note with NUL', 'POST', '/api/notes', { type: 'general', title: 'a\u0000b', description: 'x' }],
    ['unknown field in the profile', 'PATCH', '/api/profile', { nickname: 'Ana', status: 'PREMIUM' }],
    ['report with an array for its text', 'POST', '/api/problemReports', { practiceId: 1, description: ['a', 'b'] }],
    ['duration above 2³¹−1', 'POST', `${base}/1`, { answer: 'C', duration: 1e20, pteType: 'PTE Academic' }],
  ];

  it.each(requests)('%s → 4xx with a readable message', async (_label, method, path, payload) => {
    const response = await context.app.inject({ method: method as 'GET', url: path, headers: premium, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.json()).toMatchObject({ status: response.statusCode, message: expect.any(String), errors: expect.any(Array) });
  });

  it.each([huge, '%232147483648'])('searches titles for %s without a failed query: an empty page', async (title) => {
    const response = await context.app.inject({ method: 'GET', url: `${base}?page=0&size=10&title=${title}`, headers: premium });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ page: { totalElements: 0 } });
  });

  it('names the unknown field, and stores nothing from a refused profile change', async () => {
    const response = await context.app.inject({ method: 'PATCH', url: '/api/profile', headers: premium, payload: { nickname: 'Changed', status: 'PREMIUM' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('status is not a field this call accepts.');
    const me = (await context.app.inject({ method: 'GET', url: '/api/users/currentUser/', headers: premium })).json() as { nickname: string };
    expect(me.nickname).not.toBe('Changed');
  });
});

describe.each(databases)('the AI quota is taken before scoring ($name)', ({ url }) => {
  it('scores only as many of twenty simultaneous submissions as the free quota allows, refusing the rest at once', async () => {
    const context = await testApp(url, fixtureItems);
    try {
      const { trial } = await signInDemoLearners(context.app);
      const list = (await context.app.inject({ method: 'GET', url: '/api/writing/summarizeWrittenText?page=0&size=5', headers: trial })).json() as {
        _embedded: { questionList: { id: number }[] };
      };
      const id = list._embedded.questionList[0].id;
      const answer = { answer: 'Street trees cool cities, but councils must pay for their care over many years.', duration: 60, pteType: 'PTE Academic' };
      const responses = await Promise.all(Array.from({ length: 20 }, () => context.app.inject({
        method: 'POST', url: `/api/writing/summarizeWrittenText/${id}`, headers: trial, payload: answer,
      })));
      const statuses = responses.map((response) => response.statusCode);
      // Accepted for scoring (202): five, each scored once by the scoring jobs.
      expect(statuses.filter((status) => status === 202)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      const ids = responses.filter((response) => response.statusCode === 202).map((response) => (response.json() as { id: number }).id);
      const statusOf = async (answerId: number) => ((await context.app.inject({ method: 'GET', url: `/api/writing/summarizeWrittenText/answer/${answerId}`, headers: trial })).json() as { status: string }).status;
      await vi.waitFor(async () => expect(await Promise.all(ids.map(statusOf))).toEqual(Array(5).fill('SCORED')), { timeout: 90_000, interval: 250 });
      const mine = (await context.app.inject({ method: 'GET', url: `/api/writing/summarizeWrittenText/${id}/answers`, headers: trial })).json() as { page: { totalElements: number } };
      expect(mine.page.totalElements).toBe(5);
      const remaining = (await context.app.inject({ method: 'GET', url: '/api/users/remainingAI', headers: trial })).json();
      expect(remaining).toEqual({ remaining: 0 });
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('sign-in from any loopback name', () => {
  let context: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    context = await testApp(undefined, fixtureItems);
  }, 120_000);
  afterAll(async () => context?.close());

  const authorize = (redirect: string) => {
    const query = new URLSearchParams({
      client_id: 'pte-web', response_type: 'code', redirect_uri: redirect, scope: 'openid offline_access api', state: 's',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
    });
    return context.app.inject({ method: 'GET', url: `/oidc/auth?${query}`, headers: { host: 'localhost:8080' } });
  };

  it.each(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080'])('accepts the callback of the app opened at %s', async (origin) => {
    expect(loopbackAliases('http://localhost:8080')).toContain(origin);
    const response = await authorize(`${origin}/auth/callback`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/oidc\/interaction\//);
  });

  it('still refuses a foreign redirect, with its message escaped once', async () => {
    const response = await authorize('https://evil.example/auth/callback');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('invalid_redirect_uri');
    expect(response.body).not.toMatch(/&amp;#39;|&amp;amp;/);
  });
});

describe.each(databases)('throttling ($name)', ({ url }) => {
  it('slows down 40 wrong sign-ins from one address with a clear message, while the learner signs in from another', async () => {
    const context = await testApp(url, fixtureItems);
    try {
      await signInDemoLearners(context.app);
      const attacker = '203.0.113.5';
      const host = 'localhost:8080';
      const query = new URLSearchParams({
        client_id: 'pte-web', response_type: 'code', redirect_uri: 'http://localhost:8080/auth/callback', scope: 'openid api', state: 's',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
      });
      const start = await context.app.inject({ method: 'GET', url: `/oidc/auth?${query}`, headers: { host }, remoteAddress: attacker });
      const cookie = ([] as string[]).concat(start.headers['set-cookie'] as string[]).map((entry) => entry.split(';')[0]).join('; ');
      const interaction = new URL(start.headers.location as string, 'http://localhost:8080').pathname;
      const attempt = (password: string) => context.app.inject({
        method: 'POST', url: `${interaction}/login`, remoteAddress: attacker,
        headers: { host, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: 'trial@pte.test', password }).toString(),
      });
      const statuses: number[] = [];
      const waits: number[] = [];
      let message = '';
      for (let index = 0; index < 40; index += 1) {
        const response = await attempt(`wrong-${index}`);
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          waits.push(Number(response.headers['retry-after']));
          message = response.body;
        }
      }
      console.log(`40 wrong sign-ins from one address: ${statuses.filter((status) => status === 400).length} checked, ${statuses.filter((status) => status === 429).length} refused; waits ${waits.slice(0, 6).join(', ')} … ${waits.at(-1)} s`);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toEqual(Array(30).fill(429));
      expect(message).toContain('Too many failed sign-ins from your connection');
      expect(waits[waits.length - 1]).toBeGreaterThan(waits[0]);
      // The right password from the throttled address waits too; from another address it signs in.
      expect((await attempt('Practice123!')).statusCode).toBe(429);
      const elsewhere = await signIn(context.app, 'trial@pte.test', 'Practice123!', '198.51.100.7');
      expect(elsewhere.ok).toBe(true);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('limits accounts created from one address, and writes per learner', async () => {
    const database = await freshDatabase(url);
    const config = { ...loadConfig({ PORT: '8080', LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false', RATE_LIMIT_WRITES_PER_MINUTE: '5' }), hostDist: undefined };
    const { app } = await buildApp({ config, database, seed: false, logger: false });
    await app.ready();
    try {
      const created: number[] = [];
      for (let index = 0; index < 12; index += 1) {
        const { response } = await signUp(app, { email: `farm${index}@example.com`, password: 'Quiet harbour 1987!', nickname: `Farm ${index}`, pteType: 'PTE Academic' });
        created.push(response.statusCode);
      }
      expect(created.filter((status) => status === 429)).toHaveLength(2);
      const { premium } = await signInDemoLearners(app);
      const notes = [];
      for (let index = 0; index < 6; index += 1) {
        notes.push(await app.inject({ method: 'PATCH', url: '/api/profile', headers: premium, payload: { nickname: `Nick ${index}` } }));
      }
      expect(notes.slice(0, 5).map((response) => response.statusCode), notes[0].body).toEqual(Array(5).fill(200));
      expect(notes[5].statusCode).toBe(429);
      expect(notes[5].json().message).toMatch(/^Too many requests: please wait \d+ seconds and try again\.$/);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});

describe('security headers and CORS', () => {
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const config = {
      ...loadConfig({ PORT: '8080', LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false', CORS_ORIGINS: 'https://school.example', FRAME_ORIGINS: 'https://blog.example' }),
      hostDist: undefined,
    };
    ({ app } = await buildApp({ config, database, logger: false }));
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(['/api/config', '/api/docs', '/oidc/.well-known/openid-configuration', '/api/nothing-here'])('sends the security headers on %s', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self' https://blog.example");
    expect(csp).toContain("object-src 'none'");
    // Browsers refuse IPv6 literals as CSP sources; the loopback aliases in the policy are the named ones.
    expect(csp).toContain('http://127.0.0.1:8080');
    expect(csp).not.toContain('[::1]');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('microphone=(self)');
  });

  it('keeps the sign-in page free of inline scripts and its cookies HttpOnly and SameSite', async () => {
    const query = new URLSearchParams({
      client_id: 'pte-web', response_type: 'code', redirect_uri: 'http://localhost:8080/auth/callback', scope: 'openid api', state: 's',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
    });
    const start = await app.inject({ method: 'GET', url: `/oidc/auth?${query}`, headers: { host: 'localhost:8080' } });
    const cookies = ([] as string[]).concat(start.headers['set-cookie'] as string[]);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/httponly/i), expect(cookie).toMatch(/samesite=(lax|strict|none)/i);
    const page = await app.inject({
      method: 'GET', url: new URL(start.headers.location as string, 'http://localhost:8080').pathname,
      headers: { host: 'localhost:8080', cookie: cookies.map((cookie) => cookie.split(';')[0]).join('; ') },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
  });

  it('answers CORS only for allowed origins', async () => {
    const allowed = await app.inject({ method: 'OPTIONS', url: '/api/users/remainingAI', headers: { origin: 'https://school.example', 'access-control-request-method': 'GET' } });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://school.example');
    expect(allowed.headers['access-control-allow-headers']).toContain('authorization');
    const other = await app.inject({ method: 'GET', url: '/api/config', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets articles on other sites load the element bundle and media', async () => {
    const media = await app.inject({ method: 'GET', url: '/media/questions/1/image.png' });
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await app.inject({ method: 'GET', url: '/api/config' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-site');
  });
});

describe.each(databases)('avatars only from upload ($name)', ({ url }) => {
  it('refuses avatar links, stores an uploaded image by its bytes, and serves it from this server', async () => {
    const context = await testApp(url, fixtureItems);
    try {
      const { premium } = await signInDemoLearners(context.app);
      const link = await context.app.inject({ method: 'PATCH', url: '/api/profile', headers: premium, payload: { avatar: 'https://tracker.example/pixel.gif?learner=1' } });
      expect(link.statusCode).toBe(400);
      expect(link.json().message).toMatch(/Upload the avatar with POST \/api\/profile\/avatar/);
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
      const form = (name: string, bytes: Buffer, filename: string) => {
        const boundary = 'avatar-boundary';
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
          bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return { payload, headers: { ...premium, 'content-type': `multipart/form-data; boundary=${boundary}` } };
      };
      const notImage = await context.app.inject({ method: 'POST', url: '/api/profile/avatar', ...form('avatar', Buffer.from('<svg onload=alert(1)>'), 'a.png') });
      expect(notImage.statusCode).toBe(400);
      const uploaded = await context.app.inject({ method: 'POST', url: '/api/profile/avatar', ...form('avatar', png, 'me.png') });
      expect(uploaded.statusCode).toBe(200);
      const avatar = (uploaded.json() as { profile: { avatar: string } }).profile.avatar;
      expect(avatar).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
      const served = await context.app.inject({ method: 'GET', url: avatar });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      // Kept as it is, or removed; never pointed at another stored image.
      expect((await context.app.inject({ method: 'PATCH', url: '/api/profile', headers: premium, payload: { avatar, nickname: 'Pic' } })).statusCode).toBe(200);
      expect((await context.app.inject({ method: 'PATCH', url: '/api/profile', headers: premium, payload: { avatar: '/media/uploads/0123456789abcdef0123456789abcdef.png' } })).statusCode).toBe(400);
      const removed = await context.app.inject({ method: 'PATCH', url: '/api/profile', headers: premium, payload: { avatar: null } });
      expect((removed.json() as { profile: { avatar: string | null } }).profile.avatar).toBeNull();
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe.each(databases)('sign-out that signs out ($name)', ({ url }) => {
  it('stops an access token within two seconds of its refresh token being revoked, and leaves other sessions alone', async () => {
    const context = await testApp(url, fixtureItems);
    try {
      await signInDemoLearners(context.app);
      const [phone, laptop] = [await signIn(context.app, 'trial@pte.test', 'Practice123!'), await signIn(context.app, 'trial@pte.test', 'Practice123!')];
      if (!phone.ok || !laptop.ok) throw new Error('sign-in failed');
      const me = (auth: { authorization: string }) => context.app.inject({ method: 'GET', url: '/api/users/remainingAI', headers: auth });
      expect((await me(phone.auth)).statusCode).toBe(200);
      const revoked = await context.app.inject({
        method: 'POST', url: '/oidc/token/revocation', headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: phone.tokens.refresh_token, token_type_hint: 'refresh_token', client_id: 'pte-web' }).toString(),
      });
      expect(revoked.statusCode).toBe(200);
      await new Promise((done) => setTimeout(done, 2_100));
      const after = await me(phone.auth);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toMatch(/not signed in, or your session has expired/);
      expect((await me(laptop.auth)).statusCode).toBe(200);
      // The revoked refresh token cannot be used again.
      const refresh = await context.app.inject({
        method: 'POST', url: '/oidc/token', headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: phone.tokens.refresh_token, client_id: 'pte-web' }).toString(),
      });
      expect(refresh.statusCode).toBe(400);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe.each(databases)('a sign-up that cannot be farmed ($name)', ({ url }) => {
  it('grants AI answers only once the address is confirmed through the mailed link', async () => {
    const context = await testApp(url, fixtureItems);
    try {
      const page = await signUp(context.app, { email: 'new.learner@example.com', password: 'Quiet harbour 1987!', nickname: 'Newbie', pteType: 'PTE Academic' });
      expect(page.response.statusCode).toBe(303);
      const inbox = () => context.app.mailer.caught()!;
      expect(inbox()[0]).toMatchObject({ to: 'new.learner@example.com', subject: 'Confirm your email address for PTE Practice' });
      const session = await signIn(context.app, 'new.learner@example.com', 'Quiet harbour 1987!');
      if (!session.ok) throw new Error('new learner cannot sign in');
      const list = (await context.app.inject({ method: 'GET', url: '/api/writing/summarizeWrittenText?page=0&size=5', headers: session.auth })).json() as {
        _embedded: { questionList: { id: number }[] };
      };
      const submit = () => context.app.inject({
        method: 'POST', url: `/api/writing/summarizeWrittenText/${list._embedded.questionList[0].id}`, headers: session.auth,
        payload: { answer: 'Street trees cool cities, but councils must pay for their care over many years.', duration: 60, pteType: 'PTE Academic' },
      });
      const refused = await submit();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/^Confirm your email address to get AI-scored answers: open the link we sent to new\.learner@example\.com\./);
      // Another link on request; an altered one does not work.
      expect((await context.app.inject({ method: 'POST', url: '/api/users/verification', headers: session.auth })).json()).toEqual({ sent: true, verified: false });
      const link = new URL(/https?:\/\/\S+/.exec(inbox()[0].text)![0]);
      expect(inbox()).toHaveLength(2);
      const altered = await context.app.inject({ method: 'GET', url: `${link.pathname}${link.search.slice(0, -2)}xx` });
      expect(altered.statusCode).toBe(400);
      const confirmed = await context.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('Email confirmed');
      // Accepted for scoring (a job scores writing answers: 202).
      expect((await submit()).statusCode).toBe(202);
      const page2 = await context.app.inject({ method: 'GET', url: '/dev/mail' });
      expect(page2.body).toContain('Test mail only');
      expect(page2.body).toContain('new.learner@example.com');
    } finally {
      await context.close();
    }
  }, 120_000);
});
