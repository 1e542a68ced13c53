import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { databases, emptyPostgres } from './helpers';

/**
 * Crash safety with the real server (the built `dist/main.js`, started as `npm start` starts it): a writer loop of
 * answers, notes and comments, the server killed with SIGKILL in the middle, started again on the same data, and
 * every acknowledged write looked for. On PGlite, a second server on the same directory is refused.
 */
const serverMain = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');
const scratch = mkdtempSync(join(tmpdir(), 'pte-crash-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const freePort = () => new Promise<number>((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => done(port));
  });
});

interface Running { process: ChildProcess; output: () => string; exited: Promise<number | null> }

async function startServer(port: number, env: Record<string, string>): Promise<Running> {
  let output = '';
  const child = spawn(process.execPath, [serverMain], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false', RATE_LIMIT_WRITES_PER_MINUTE: '100000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { process: child, output: () => output, exited };
}

async function ready(port: number, running: Running): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (running.process.exitCode !== null) throw new Error(`server exited: ${running.output()}`);
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`server not ready: ${running.output()}`);
}

/** The web app's sign-in over HTTP: authorization code with PKCE through the provider's own form. */
async function signIn(origin: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${origin}/auth/callback`;
  const query = new URLSearchParams({
    client_id: 'pte-web', response_type: 'code', redirect_uri: redirectUri, scope: 'openid offline_access api', state: 's',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
  });
  let response = await fetch(`${origin}/oidc/auth?${query}`, { redirect: 'manual' });
  keep(response);
  const interaction = new URL(response.headers.get('location')!, origin).toString();
  response = await fetch(`${interaction}/login`, {
    method: 'POST', redirect: 'manual', headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  keep(response);
  let location = response.headers.get('location')!;
  for (let hop = 0; hop < 6 && !location.startsWith(redirectUri); hop += 1) {
    response = await fetch(new URL(location, origin), { redirect: 'manual', headers: { cookie: cookie() } });
    keep(response);
    location = response.headers.get('location')!;
  }
  const code = new URL(location).searchParams.get('code')!;
  const token = await fetch(`${origin}/oidc/token`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'pte-web', code_verifier: verifier }),
  });
  return `Bearer ${((await token.json()) as { access_token: string }).access_token}`;
}

const targets = [
  { name: 'PGlite', url: undefined as string | undefined },
  ...databases.filter((database) => database.url).map((database) => ({ name: database.name, url: database.url })),
];

describe.each(targets)('crash safety ($name)', ({ name, url }) => {
  it('keeps every acknowledged write through a SIGKILL in mid-stream, and opens the database again', async () => {
    expect(existsSync(serverMain), 'build the server first (npm test does)').toBe(true);
    const dataDir = join(scratch, name);
    if (url) await emptyPostgres(url);
    const env: Record<string, string> = { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) };
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    let server = await startServer(port, env);
    await ready(port, server);

    if (!url) {
      // A second server on the same PGlite directory stops at once, naming the first, and writes nothing.
      const second = await startServer(await freePort(), env);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`already open in process ${server.process.pid} (serving port ${port})`);
    }

    const auth = await signIn(origin, 'premium@pte.test', 'Practice123!');
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${origin}${path}`, { ...init, headers: { authorization: auth, 'content-type': 'application/json', ...init.headers } });
    const item = (await (await api('/api/reading/multipleChoiceSingleAnswer/1')).json()) as { question: { id: number; content: { options: { id: string }[] } } };
    const questionId = item.question.id;
    const option = item.question.content.options[0].id;
    const acknowledged = { answers: [] as number[], notes: [] as number[], comments: [] as number[] };
    let writing = true;
    let sent = 0;
    const writer = async (kind: keyof typeof acknowledged) => {
      for (let index = 0; writing; index += 1) {
        const form = new FormData();
        form.set('practiceId', String(questionId));
        form.set('comment', `comment ${index}`);
        const request: [string, RequestInit] = kind === 'answers'
          ? [`/api/reading/multipleChoiceSingleAnswer/${questionId}`, { method: 'POST', body: JSON.stringify({ answer: option, duration: index + 1, pteType: 'PTE Academic' }) }]
          : kind === 'notes'
            // One note per question and learner: each new one goes to the next question.
            ? ['/api/notes', { method: 'POST', body: JSON.stringify({ practiceId: questionId + 1 + index, description: `<p>note ${index}</p>` }) }]
            // Comments are multipart forms (text and images): fetch sets their content type.
            : ['/api/comments', { method: 'POST', body: form, headers: { authorization: auth } }];
        sent += 1;
        try {
          const response = kind === 'comments' ? await fetch(`${origin}${request[0]}`, request[1]) : await api(...request);
          if (response.status === 201) acknowledged[kind].push(((await response.json()) as { id: number }).id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Promise.all([writer('answers'), writer('notes'), writer('comments')]);
    await new Promise((done) => setTimeout(done, 5_000));
    server.process.kill('SIGKILL');
    await server.exited;
    writing = false;
    await writers;

    // Started again on the same data: the database opens (the dead server's lock is stale) and serves.
    server = await startServer(port, env);
    await ready(port, server);
    expect((await fetch(`${origin}/api/reading/multipleChoiceSingleAnswer?page=0&size=5`, { headers: { authorization: await signIn(origin, 'premium@pte.test', 'Practice123!') } })).status).toBe(200);
    server.process.kill('SIGTERM');
    await server.exited;

    const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: join(dataDir, 'pglite') });
    try {
      const ids = async (table: string) => new Set(((await database.db.execute(sql.raw(`SELECT id FROM ${table}`))) as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id)));
      const [answerIds, noteIds, commentIds] = [await ids('practice_answers'), await ids('notes'), await ids('comments')];
      const total = acknowledged.answers.length + acknowledged.notes.length + acknowledged.comments.length;
      const missing = [
        ...acknowledged.answers.filter((id) => !answerIds.has(id)).map((id) => `answer ${id}`),
        ...acknowledged.notes.filter((id) => !noteIds.has(id)).map((id) => `note ${id}`),
        ...acknowledged.comments.filter((id) => !commentIds.has(id)).map((id) => `comment ${id}`),
      ];
      console.log(`crash (${name}): ${sent} writes sent, ${total} acknowledged (${acknowledged.answers.length} answers, ${acknowledged.notes.length} notes, ${acknowledged.comments.length} comments), ${total - missing.length} found after SIGKILL and restart`);
      expect(total).toBeGreaterThan(10);
      expect(missing).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
