import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Built servers as child processes, spoken to over HTTP like any client: the two-process test and the scale bench
 * (bench/scale.ts). Not a test file itself.
 */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The built server; PTE_SERVER_MAIN names another build (an older one to compare with, or one built elsewhere). */
export const serverMain = process.env.PTE_SERVER_MAIN ?? join(repoRoot, 'packages', 'server', 'dist', 'main.js');

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Resident set size of the server process, in MB (from /proc). */
  rssMb(): number;
  stop(): Promise<void>;
}

/** Creates a PostgreSQL database when it does not exist (the role may create databases). */
export async function ensureDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/** Starts `dist/main.js` on a port and waits until it answers. */
export async function startServer(port: number, env: Record<string, string>,
  { timeoutMs = 120_000, main = serverMain, nodeArgs = [] as string[] } = {}): Promise<RunningServer> {
  if (!existsSync(main)) throw new Error(`No built server at ${main}: pnpm --filter @pte-kit/server run build`);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => { output = (output + chunk).slice(-4000); });
  child.stderr!.on('data', (chunk) => { output = (output + chunk).slice(-4000); });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`${url}/api/config`)).ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`server on ${port} did not answer in ${timeoutMs / 1000} s: ${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    child,
    rssMb: () => {
      const line = readFileSync(`/proc/${child.pid}/status`, 'utf8').split('\n').find((row) => row.startsWith('VmRSS:')) ?? '';
      return Math.round(Number(line.replace(/\D/g, '')) / 1024);
    },
    stop: () => new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    }),
  };
}

/** A cookie jar for one browser. */
export function cookieJar() {
  const jar = new Map<string, string>();
  return {
    remember(response: Response) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const index = pair.indexOf('=');
        jar.set(pair.slice(0, index), pair.slice(index + 1));
      }
    },
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

/**
 * Signs in through the embedded provider as the web app does (code flow with PKCE), over HTTP. `at(step)` picks the
 * server each request goes to, so a sign-in can hop between processes as behind a load balancer.
 */
export async function signInOverHttp(at: (step: number) => string, email: string, password: string) {
  const jar = cookieJar();
  let step = 0;
  const request = async (path: string, init: RequestInit = {}) => {
    const base = at(step++);
    const response = await fetch(new URL(path, base), { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: jar.header() } });
    jar.remember(response);
    return response;
  };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const publicUrl = at(0);
  const redirectUri = `${publicUrl}/auth/callback`;
  const query = new URLSearchParams({
    client_id: 'pte-web', response_type: 'code', redirect_uri: redirectUri, scope: 'openid profile email offline_access api',
    state: randomBytes(8).toString('hex'), code_challenge: challenge, code_challenge_method: 'S256',
  });
  let response = await request(`/oidc/auth?${query}`);
  const interaction = new URL(response.headers.get('location')!, publicUrl).pathname;
  await (await request(interaction)).text();
  response = await request(`${interaction}/login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, password }).toString(),
  });
  if (response.status !== 303) throw new Error(`sign-in answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  let location = response.headers.get('location')!;
  for (let hop = 0; hop < 6 && !location.startsWith(redirectUri); hop += 1) {
    const url = new URL(location, publicUrl);
    response = await request(url.pathname + url.search);
    location = response.headers.get('location') ?? '';
    if (!location) throw new Error(`sign-in stopped at ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const token = await request('/oidc/token', {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'pte-web', code_verifier: verifier }).toString(),
  });
  const tokens = await token.json() as { access_token?: string; refresh_token?: string };
  if (!tokens.access_token) throw new Error(`token endpoint answered ${token.status}: ${JSON.stringify(tokens)}`);
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, authorization: `Bearer ${tokens.access_token}` };
}

/** One query on a database of its own connection (the bench's look-ups: it has no pg of its own). */
export async function queryRows<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
