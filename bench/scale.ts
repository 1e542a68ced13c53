/**
 * The API at scale (issue 18, docs/performance-at-scale.md): `npm run bench -- scale`.
 *
 * Starts the built server (packages/server/dist/main.js) once per level and measures each endpoint with autocannon,
 * beside a Fastify hello-world measured in the same run. Levels: `pglite` is the default start (`npm start`: PGlite in a
 * fresh data directory, the demo bank, the demo learner `trial`); a number is that many synthetic questions on local
 * PostgreSQL, one database per size (pte_bench_550, pte_bench_100k, pte_bench_1m), topped up with synthetic data
 * (packages/server/src/seedBulk.ts) when it holds another amount, measured as the most active synthetic learner.
 * Prints req/s, p50, p99, the share of hello-world's req/s, the errors, whether the lists meet issue 18's goals, the
 * load average, and the server's RSS: after start with the engines loaded (the scoring threads warm up at start), before
 * and after the load, and first, of an API process whose threads have loaded no engine (what the API holds alone).
 *
 * Environment: SCALE_LEVELS (default pglite,550,100000; SCALE_1M=1 adds 1000000), SCALE_DURATION seconds (10),
 * SCALE_CONNECTIONS (32), BENCH_DATABASE_URL (postgres://pte:pte@127.0.0.1:5432; the database name is added),
 * BENCH_DATABASE_PREFIX (pte_bench), SCALE_ANSWERS / SCALE_LEARNERS (1000000 / 10000), SCALE_SERVER (another built
 * main.js, e.g. an older build), SCALE_COMPARE (another build's main.js, started beside this one: each endpoint is
 * measured on both in the order A B B A, so a before/after shares the machine's load), SCALE_CPU_PROF (a directory: the
 * server writes a CPU profile of the run there), SCALE_FRESH=0 (leave out the reads with `Cache-Control: no-cache`: each read
 * is measured as a learner repeats it, answered from the read cache after the first, and fresh, from the database).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureDatabase, queryRows, repoRoot, signInOverHttp, type RunningServer } from '../packages/server/src/__tests__/scaleHttp.ts';
import {
  databaseUrlFor, env, helloWorld, label, LIST, loadAverage, PASSWORD, searchWord, settle, startBenchServer,
} from './scaleBench.ts';

type Level = number | 'pglite';
const levels: Level[] = (env.SCALE_LEVELS ?? 'pglite,550,100000').split(',')
  .map((level): Level => (level.trim() === 'pglite' ? 'pglite' : Number(level))).concat(env.SCALE_1M ? [1_000_000] : []);
const duration = Number(env.SCALE_DURATION ?? 10);
const connections = Number(env.SCALE_CONNECTIONS ?? 32);
const answers = Number(env.SCALE_ANSWERS ?? 1_000_000);
const learners = Number(env.SCALE_LEARNERS ?? 10_000);
const PORT = 8190;
const HELLO_PORT = 8191;
const COMPARE_PORT = 8195;
/** SCALE_COMPARE: another build's main.js, measured beside this one endpoint by endpoint (before/after on one machine). */
const compareWith = env.SCALE_COMPARE;
/** Issue 18's goals: every list's p99 within 20 ms at c=32, at ≥ 15 % of hello-world's req/s (PostgreSQL). */
const GOAL_P99_MS = 20;
const GOAL_SHARE = 0.15;

interface Row { name: string; rps: number; p50: number; p99: number; errors: number }

async function measure(name: string, url: string, headers: Record<string, string> = {}, seconds = duration): Promise<Row> {
  // A second of warm-up first: the JIT and the pool's connections, not the steady state, would fill the first p99.
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/** Two measurements of one endpoint as one: the mean of each figure. */
const mean = (a: Row, b: Row): Row => ({
  name: a.name, rps: Math.round((a.rps + b.rps) / 2), p50: Math.round((a.p50 + b.p50) / 2), p99: Math.round((a.p99 + b.p99) / 2), errors: a.errors + b.errors,
});

/** The endpoints measured, for one server: the learner signed in, their most answered question, a word of a title. */
async function endpointsOf(server: RunningServer, email: string): Promise<[string, string, Record<string, string>][]> {
  const { authorization } = await signInOverHttp(() => server.url, email, PASSWORD);
  const auth = { authorization };
  const base = `${server.url}${LIST}`;
  // Over HTTP, so it works on PGlite too, whose database is the server's own.
  const first = async (sort: string) => {
    const response = await (await fetch(`${base}?page=0&size=1&sort=${sort}`, { headers: auth })).json() as { _embedded?: Record<string, { id: number; title: string }[]> };
    return Object.values(response._embedded ?? {})[0]?.[0];
  };
  const [popular, last] = [await first('practice:desc'), await first('id:desc')];
  if (!popular || !last) throw new Error(`no questions in ${LIST} for ${email}`);
  const questionId = popular.id;
  const word = searchWord(String(last.title));
  const reads: [string, string][] = [
    ['list', `${base}?page=0&size=10`],
    ['list, filtered (HARD, practised)', `${base}?page=0&size=10&complexities=HARD&practiceStatus=PRACTICED`],
    [`list, searched ('${word}')`, `${base}?page=0&size=10&title=${encodeURIComponent(word)}`],
    ['list, sorted by practice count', `${base}?page=0&size=10&sort=practice:desc`],
    ['list, page 100', `${base}?page=100&size=10`],
    ['one question', `${base}/questions/${questionId}`],
    ['my answers', `${base}/${questionId}/answers?page=0&size=10`],
    ['community answers', `${base}/${questionId}/answers/other?page=0&size=10`],
    ['notes list', `${server.url}/api/notes?page=0&size=10`],
  ];
  // The learner's repeated reads (a second read of the same URL within 1 s is answered from the read cache), then the
  // same reads with `Cache-Control: no-cache`, which the server answers from the database every time: what a read costs
  // when nothing is cached (another learner, another page, a write just before).
  return [
    ['GET /api/config (no auth)', `${server.url}/api/config`, {}],
    ['currentUser', `${server.url}/api/users/currentUser/`, auth],
    ...reads.map(([name, url]): [string, string, Record<string, string>] => [name, url, auth]),
    ...(env.SCALE_FRESH === '0' ? [] : reads.map(([name, url]): [string, string, Record<string, string>] => [`${FRESH}${name}`, url, { ...auth, 'cache-control': 'no-cache' }])),
  ];
}

/** The name of an endpoint read with `Cache-Control: no-cache` (SCALE_FRESH=0 leaves them out). */
const FRESH = 'fresh: ';

function printComparison(title: string, rows: [Row, Row][], hello: Row, notes: string) {
  const share = (row: Row) => `${((row.rps / hello.rps) * 100).toFixed(1)} %`;
  console.log([
    `\n${title}: this build against ${compareWith}, each endpoint A B B A for ${duration / 2} s a turn (${connections} connections; ${notes})`,
    '| endpoint | this: req/s | p50 | p99 | of hello | other: req/s | p50 | p99 | of hello | req/s this ÷ other |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| Fastify hello-world | ${hello.rps} | ${hello.p50} | ${hello.p99} | 100 % | | | | | |`,
    ...rows.map(([a, b]) => `| ${a.name} | ${a.rps} | ${a.p50} | ${a.p99} | ${share(a)} | ${b.rps} | ${b.p50} | ${b.p99} | ${share(b)} | ${(a.rps / Math.max(1, b.rps)).toFixed(2)} |`
      + (a.errors + b.errors ? ` errors ${a.errors}/${b.errors}` : '')),
  ].join('\n'));
}

/** How many synthetic questions the database holds. */
async function syntheticQuestions(databaseUrl: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(databaseUrl, `select count(*) as n from questions where content_key like 'bulk-%'`);
  return Number(row!.n);
}

/** Whether the lists of one kind (repeated or fresh reads) meet issue 18's goals, in one line. */
function goals(kind: string, lists: Row[], hello: Row) {
  if (!lists.length) return [];
  const worstP99 = Math.max(...lists.map((row) => row.p99));
  const worstShare = Math.min(...lists.map((row) => row.rps / hello.rps));
  return [`goals, ${kind}: worst list p99 ${worstP99} ms (≤ ${GOAL_P99_MS}: ${worstP99 <= GOAL_P99_MS ? 'met' : 'not met'}), `
    + `lowest list share ${(worstShare * 100).toFixed(1)} % of hello-world (≥ ${GOAL_SHARE * 100} %: ${worstShare >= GOAL_SHARE ? 'met' : 'not met'})`];
}

function printTable(title: string, rows: Row[], hello: Row, notes: string) {
  const lists = rows.filter((row) => row.name.startsWith('list'));
  const fresh = rows.filter((row) => row.name.startsWith(`${FRESH}list`));
  console.log([
    `\n${title} (${connections} connections, ${duration} s each; ${notes})`,
    '| endpoint | req/s | p50 ms | p99 ms | of hello-world | errors |',
    '|---|---|---|---|---|---|',
    `| Fastify hello-world | ${hello.rps} | ${hello.p50} | ${hello.p99} | 100 % | ${hello.errors} |`,
    ...rows.map((row) => `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${((row.rps / hello.rps) * 100).toFixed(1)} % | ${row.errors} |`),
    ...goals('a learner\'s repeated reads', lists, hello),
    ...goals('fresh reads (Cache-Control: no-cache)', fresh, hello),
  ].join('\n'));
}

/**
 * The default start on a fresh PGlite data directory, removed with the server. It is started twice, as a learner's
 * second `npm start`: the first start creates the database (initdb, whose memory the process may keep for a while) and
 * seeds it, the second only opens it.
 */
async function pgliteServer(extra: Record<string, string> = {}, port = PORT, main?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pte-scale-pglite-'));
  const serverEnv = { DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO: 'true', SCORING_WARM_UP: 'false' };
  await (await startBenchServer(port, serverEnv, main)).stop();
  return startBenchServer(port, { ...serverEnv, SCORING_WARM_UP: env.SCORING_WARM_UP ?? 'true', ...extra }, main).then((server) => ({
    ...server,
    stop: () => server.stop().finally(() => rmSync(dataDir, { recursive: true, force: true })),
  }));
}

/**
 * What the API process holds without the engines: the server with the threads' warm-up off (no thread loads an engine
 * until an answer comes), after start and after a few seconds of the plain list, on PGlite (the database is inside the
 * process) and on PostgreSQL (it is not).
 */
async function apiAloneRss(name: string, start: () => Promise<RunningServer>, email: string) {
  const server = await start();
  try {
    await settle(server.url, undefined, server.child.pid);
    const afterStart = server.rssMb();
    const { authorization } = await signInOverHttp(() => server.url, email, PASSWORD);
    const seconds = Math.min(5, duration);
    await autocannon({ url: `${server.url}${LIST}?page=0&size=10`, connections, duration: seconds, headers: { authorization } });
    console.log(`API process without engines (${name}, SCORING_WARM_UP=false): RSS ${afterStart} MB after start, ${server.rssMb()} MB after `
      + `${seconds} s of the list at c=${connections}; load average ${loadAverage()}`);
  } finally {
    await server.stop();
  }
}

const hello = await helloWorld(HELLO_PORT);
try {
  const alone = { SCORING_WARM_UP: 'false' };
  await apiAloneRss('PGlite', () => pgliteServer(alone), 'trial@pte.test');
  const postgres = levels.find((level): level is number => typeof level === 'number');
  if (postgres) {
    await ensureDatabase(databaseUrlFor(postgres));
    await apiAloneRss('PostgreSQL', () => startBenchServer(PORT, { DATABASE_URL: databaseUrlFor(postgres), SEED_DEMO: 'true', ...alone }), 'trial@pte.test');
  }
  for (const level of levels) {
    const databaseUrl = level === 'pglite' ? null : databaseUrlFor(level);
    if (databaseUrl) await ensureDatabase(databaseUrl);
    const start = (port: number, main?: string) => (databaseUrl
      ? startBenchServer(port, { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' }, main) : pgliteServer({}, port, main));
    const servers: RunningServer[] = [await start(PORT)];
    try {
      const wanted = typeof level === 'number' && level > 550 ? level : 0;
      if (databaseUrl && await syntheticQuestions(databaseUrl) !== wanted) {
        console.log(`seeding ${label(level as number)}: ${wanted} synthetic questions, ${answers} answers, ${learners} learners…`);
        const args = wanted ? ['--questions', String(wanted), '--answers', String(answers), '--learners', String(learners)] : ['--remove'];
        const seeded = spawnSync(join(repoRoot, 'node_modules', '.bin', 'tsx'), [join(repoRoot, 'packages', 'server', 'src', 'seedBulk.ts'), ...args],
          { stdio: 'inherit', env: { ...env, DATABASE_URL: databaseUrl } });
        if (seeded.status !== 0) throw new Error('seed:bulk failed');
      }
      if (compareWith) servers.push(await start(COMPARE_PORT, compareWith));
      for (const server of servers) await settle(server.url, undefined, server.child.pid);
      const rssStarted = servers.map((server) => server.rssMb());
      const email = wanted ? 'bulk-1@bulk.pte.test' : 'trial@pte.test';
      const plans = await Promise.all(servers.map((server) => endpointsOf(server, email)));
      const rssBefore = servers.map((server) => server.rssMb());
      const loadBefore = loadAverage();
      const title = level === 'pglite' ? 'PGlite (the default start: demo bank, learner trial)' : `${label(level)} questions on PostgreSQL`;
      const rss = (index: number) => `${rssStarted[index]} MB after start with the engines loaded, ${rssBefore[index]} → ${servers[index]!.rssMb()} MB over the run`;
      if (!compareWith) {
        const rows: Row[] = [];
        for (const [name, url, headers] of plans[0]!) rows.push(await measure(name, url, headers));
        const helloRow = await measure('hello-world', hello.url);
        printTable(title, rows, helloRow, `load average ${loadBefore} → ${loadAverage()}; server RSS ${rss(0)}`);
      } else {
        // Each endpoint on both builds, in the order A B B A, half the time each: both see the same machine.
        const rows: [Row, Row][] = [];
        for (const [index, [name]] of plans[0]!.entries()) {
          const runs: Row[] = [];
          for (const which of [0, 1, 1, 0]) {
            const [, url, headers] = plans[which]![index]!;
            runs.push(await measure(name, url, headers, duration / 2));
          }
          rows.push([mean(runs[0]!, runs[3]!), mean(runs[1]!, runs[2]!)]);
        }
        const helloRow = await measure('hello-world', hello.url);
        printComparison(title, rows, helloRow, `load average ${loadBefore} → ${loadAverage()}; this build's RSS ${rss(0)}; ${compareWith}: ${rss(1)}`);
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
} finally {
  hello.stop();
}
