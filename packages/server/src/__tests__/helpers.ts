import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, readdirSync, realpathSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { bank, type BankItem } from '@pte-kit/content';
import { buildApp, type BuiltApp } from '../app';
import { loadConfig } from '../config';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../db/client';
import * as schema from '../db/schema';
import { seedDemoLearners, seedQuestions, toQuestionData } from '../seed';

export const PUBLIC_URL = 'http://localhost:8080';

/** Where PGlite is installed: pnpm's path names its version, so a new PGlite makes a new template. */
const PGLITE_VERSION = realpathSync(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

/**
 * Server test files run two at a time, and each drops the schema of the database it uses: every vitest worker gets a
 * database of its own, named after TEST_DATABASE_URL's with the worker's number (pte_test_1, pte_test_2…).
 */
function workerDatabaseUrl(url: string): string {
  const worker = process.env.VITEST_POOL_ID;
  if (!worker) return url;
  const own = new URL(url);
  own.pathname = `${own.pathname}_${worker}`;
  return own.toString();
}

/** The databases every API suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databases: { name: string; url?: string }[] = [
  { name: 'PGlite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: workerDatabaseUrl(process.env.TEST_DATABASE_URL) }] : []),
];

/** Connects to a test database, creating it on first use (the test role may create databases). */
async function connectCreating(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return client;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error; // 3D000: no such database
    const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${decodeURIComponent(new URL(url).pathname.slice(1))}"`);
    } catch (created) {
      if ((created as { code?: string }).code !== '42P04') throw created; // 42P04: created meanwhile
    } finally {
      await admin.end();
    }
    const retried = new pg.Client({ connectionString: url });
    await retried.connect();
    return retried;
  }
}

/** Empties a PostgreSQL test database: its tables and its migration history. */
export async function emptyPostgres(url: string): Promise<void> {
  const client = await connectCreating(url);
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;');
  await client.end();
}

/** A fresh, migrated database: PostgreSQL emptied first when `url` is given, else PGlite in memory. */
/**
 * A migrated PGlite data directory, empty or with the question bank seeded, dumped once and loaded by every fresh test
 * database: PGlite's initdb, the migrations and the bank's ~550 inserts cost seconds of CPU per test app, and every
 * server file makes one or more. The dump is a file in the temporary directory named after the migrations, the PGlite
 * version and (seeded) the bank, so test workers and later runs share it and any change makes a new one.
 */
async function template(seeded: boolean): Promise<Blob> {
  const hash = createHash('sha256').update(PGLITE_VERSION);
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
  if (seeded) hash.update(readFileSync(new URL('../seed.ts', import.meta.url))).update(JSON.stringify(bank.map((item) => toQuestionData(item))));
  const file = join(tmpdir(), `pte-test-pglite-${seeded ? 'seeded' : 'empty'}-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite('memory://');
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db as never, { migrationsFolder });
    if (seeded) await seedQuestions(db as never);
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written under a name of its own and renamed: another worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

export async function freshDatabase(url?: string, seeded = false): Promise<DatabaseHandle> {
  if (!url) return openDatabase({ dataDir: 'memory://', loadDataDir: await template(seeded) });
  await emptyPostgres(url);
  return openDatabase({ databaseUrl: url });
}

export async function testApp(databaseUrl?: string, items?: readonly BankItem[]): Promise<BuiltApp & { close(): Promise<void> }> {
  const database = await freshDatabase(databaseUrl, !items);
  if (items) await seedQuestions(database.db, items);
  // Suites write far faster than a learner; the write limit has its own test (safety.test.ts).
  const config = { ...loadConfig({ PORT: '8080', LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false', RATE_LIMIT_WRITES_PER_MINUTE: '100000' }), hostDist: undefined };
  const built = await buildApp({ config, database, seed: !items, logger: false });
  await built.app.ready();
  return {
    ...built,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}

type Injectable = BuiltApp['app'];

/** Seeds the two demo learners and signs both in: their bearer headers. */
export async function signInDemoLearners(app: Injectable): Promise<{ trial: { authorization: string }; premium: { authorization: string } }> {
  await seedDemoLearners(app.repositories.users);
  const [trial, premium] = await Promise.all(['trial@pte.test', 'premium@pte.test'].map((email) => signIn(app, email, 'Practice123!')));
  if (!trial.ok || !premium.ok) throw new Error('demo sign-in failed');
  return { trial: trial.auth, premium: premium.auth };
}

/** Signs in through the embedded provider exactly as the web app does: code flow with PKCE. */
export async function signIn(app: Injectable, email: string, password: string, remoteAddress = '127.0.0.1') {
  const jar = new Map<string, string>();
  const host = new URL(PUBLIC_URL).host;
  const remember = (headers: Record<string, unknown>) => {
    const raw = headers['set-cookie'];
    for (const cookie of (Array.isArray(raw) ? raw : raw ? [raw] : []) as string[]) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${PUBLIC_URL}/auth/callback`;
  const query = new URLSearchParams({
    client_id: 'pte-web', response_type: 'code', redirect_uri: redirectUri, scope: 'openid profile email offline_access api',
    state: 'state-1', code_challenge: challenge, code_challenge_method: 'S256',
  });
  let response = await app.inject({ method: 'GET', url: `/oidc/auth?${query}`, headers: { host }, remoteAddress });
  remember(response.headers);
  const interaction = new URL(response.headers.location as string, PUBLIC_URL).pathname;
  const page = await app.inject({ method: 'GET', url: interaction, headers: { host, cookie: cookie() }, remoteAddress });
  response = await app.inject({
    method: 'POST', url: `${interaction}/login`, headers: { host, cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(), remoteAddress,
  });
  if (response.statusCode !== 303) return { ok: false as const, status: response.statusCode, body: response.body, signInPage: page.body };
  remember(response.headers);
  let location = response.headers.location as string;
  for (let hop = 0; hop < 5 && !location.startsWith(redirectUri); hop += 1) {
    response = await app.inject({ method: 'GET', url: new URL(location, PUBLIC_URL).pathname + new URL(location, PUBLIC_URL).search, headers: { host, cookie: cookie() } });
    remember(response.headers);
    location = response.headers.location as string;
    if (!location) throw new Error(`sign-in stopped at ${response.statusCode}: ${response.body.slice(0, 500)}`);
  }
  const code = new URL(location).searchParams.get('code')!;
  const token = await app.inject({
    method: 'POST', url: '/oidc/token', headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'pte-web', code_verifier: verifier }).toString(),
  });
  const tokens = token.json() as { access_token: string; refresh_token: string; expires_in: number; id_token: string };
  return { ok: true as const, tokens, signInPage: page.body, auth: { authorization: `Bearer ${tokens.access_token}` } };
}

/** Opens the sign-up page of a fresh authorization request and posts the form; returns the last response. */
export async function signUp(app: Injectable, form: Record<string, string>) {
  const host = new URL(PUBLIC_URL).host;
  const query = new URLSearchParams({
    client_id: 'pte-web', response_type: 'code', redirect_uri: `${PUBLIC_URL}/auth/callback`, scope: 'openid offline_access api',
    state: 's', code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'), code_challenge_method: 'S256',
  });
  const start = await app.inject({ method: 'GET', url: `/oidc/auth?${query}`, headers: { host } });
  const cookies = ([] as string[]).concat(start.headers['set-cookie'] as string[]).map((cookie) => cookie.split(';')[0]).join('; ');
  const interaction = new URL(start.headers.location as string, PUBLIC_URL).pathname;
  const page = await app.inject({ method: 'GET', url: `${interaction}/signup`, headers: { host, cookie: cookies } });
  const response = await app.inject({
    method: 'POST', url: `${interaction}/signup`, headers: { host, cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return { page, response };
}

/** A few original fixture items, one of each reading kind, so API tests do not depend on the bank. */
export const fixtureItems: BankItem[] = [
  {
    key: 'fixture-rwfib', task: 'reading.rwFillInTheBlanks', title: 'Tidal Energy', complexity: 'EASY', explanation: 'Collocations.',
    text: 'Tidal power {{1}} the regular rise and fall of the sea. Engineers {{2}} turbines where currents are strong.',
    blanks: [{ options: ['harnesses', 'harness', 'harnessed', 'harnessing'], answer: 'harnesses' }, { options: ['place', 'places', 'placing', 'placed'], answer: 'place' }],
    prediction: { weekly: true },
  },
  {
    key: 'fixture-rwfib-2', task: 'reading.rwFillInTheBlanks', title: 'Wind Farms', complexity: 'HARD', explanation: 'Grammar.',
    text: 'Offshore turbines {{1}} stronger winds than those {{2}} land.',
    blanks: [{ options: ['catch', 'catches', 'caught', 'catching'], answer: 'catch' }, { options: ['on', 'in', 'at', 'by'], answer: 'on' }],
  },
  {
    key: 'fixture-wfd', task: 'listening.writeFromDictation', title: 'Library Hours', complexity: 'EASY', explanation: 'Plural "hours".',
    script: 'The library extends its opening hours during the exam period.', voice: 'male',
  },
  {
    key: 'fixture-smw', task: 'listening.selectMissingWord', title: 'Good Questions', complexity: 'AVERAGE', explanation: 'The talk is about questions.',
    script: 'Good research always begins with a clear question.', missing: 'a clear question',
    options: [{ id: 'A', text: 'a large budget' }, { id: 'B', text: 'a clear question' }, { id: 'C', text: 'a long holiday' }], correct: 'B',
  },
  {
    key: 'fixture-hiw', task: 'listening.highlightIncorrectWords', title: 'River Deltas', complexity: 'HARD', explanation: 'Two words changed.',
    script: 'Rivers carry fine sediment to the coast, where it slowly builds wide deltas.',
    shown: 'Rivers carry coarse sediment to the coast, where it quickly builds wide deltas.',
  },
  {
    key: 'fixture-lfib', task: 'listening.fillInTheBlanks', title: 'Campus Bikes', complexity: 'AVERAGE', explanation: 'Spell every word.',
    script: 'The campus bike scheme lets students borrow a bicycle for free during the first semester.', voice: 'female',
    transcript: 'The campus bike {{1}} lets students {{2}} a bicycle for free during the first {{3}}.', answers: ['scheme', 'borrow', 'semester'],
  },
  {
    key: 'fixture-swt', task: 'writing.summarizeWrittenText', title: 'Urban Trees', complexity: 'AVERAGE', explanation: 'Join the cause and the effect.',
    passage:
      'Cities that plant more trees along their streets report cooler summers, because leaves shade pavements and release water ' +
      'vapour. Residents also walk more on shaded streets, and local shops see more visitors. However, trees need regular care, ' +
      'and councils must budget for watering and pruning for many years after planting.',
    keyPoints: ['street trees cool cities in summer', 'shade encourages walking and helps local shops', 'trees need long-term care and funding'],
    modelAnswer:
      'Street trees cool cities and encourage walking that helps local shops, but councils must fund their care for many years.',
  },
  {
    key: 'fixture-email', task: 'writing.writeEmail', title: 'Late Library Book', complexity: 'EASY', explanation: 'Apologise, explain, offer.',
    prompt: 'You borrowed a book from the college library and returned it two weeks late because you were ill. Write an email to the librarian apologising, explaining why it was late and asking whether the late fee can be reduced.',
    keyPoints: ['apologise for returning the book late', 'explain that you were ill', 'ask whether the late fee can be reduced'],
    modelAnswer: 'Dear Librarian, I am sorry that I returned the book two weeks late. I was ill with the flu and could not come to campus. Could the late fee be reduced? Kind regards, Sam',
  },
  {
    key: 'fixture-di', task: 'speaking.describeImage', title: 'Cycling to Work', complexity: 'EASY', imageType: 'BAR_CHART',
    explanation: 'Describe the highest and lowest values.', keyPoints: ['Friday has the fewest cyclists'], modelAnswer: 'The chart shows cyclists.',
    chart: { kind: 'BAR_CHART', title: 'Cyclists & walkers by weekday', unit: 'people', yLabel: 'People', categories: ['Mon', 'Fri'], series: [{ name: 'Cyclists', values: [40, 25] }] },
  },
  {
    key: 'fixture-rfib', task: 'reading.fillInTheBlanks', title: 'Coral Reefs', complexity: 'HARD', explanation: 'Meaning.',
    text: 'Reefs {{1}} many species and {{2}} coastlines from {{3}}.', answers: ['shelter', 'protect', 'storms'], distractors: ['ignore', 'deserts'],
    prediction: { monthly: true },
  },
  {
    key: 'fixture-rmcm', task: 'reading.multipleChoiceMultipleAnswers', title: 'Night Shifts', complexity: 'AVERAGE', explanation: 'B and D are stated.',
    text: 'Workers on night shifts often sleep less and report more fatigue.', question: 'Which are stated?',
    options: [{ id: 'A', text: 'Pay is higher' }, { id: 'B', text: 'Less sleep' }, { id: 'C', text: 'Fewer accidents' }, { id: 'D', text: 'More fatigue' }, { id: 'E', text: 'Longer holidays' }],
    correct: ['B', 'D'],
  },
  {
    key: 'fixture-rmcs', task: 'reading.multipleChoiceSingleAnswer', title: 'Paper Money', complexity: 'EASY', explanation: 'C is stated.',
    text: 'Paper money became common when governments promised to exchange it for metal.', question: 'What made paper money common?',
    options: [{ id: 'A', text: 'Cheap paper' }, { id: 'B', text: 'Printing' }, { id: 'C', text: 'A promise of exchange' }, { id: 'D', text: 'Trade fairs' }],
    correct: 'C',
  },
  {
    key: 'fixture-ro', task: 'reading.reorderParagraphs', title: 'Making Glass', complexity: 'HARD', explanation: 'Time order.',
    paragraphs: [{ id: 'A', text: 'Glass begins as sand.' }, { id: 'B', text: 'First, the sand is heated.' }, { id: 'C', text: 'Then it is shaped.' }, { id: 'D', text: 'Finally, it cools slowly.' }],
  },
];
