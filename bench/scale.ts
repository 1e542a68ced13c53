/**
 * The API at scale (issue 18, docs/performance-at-scale.md): `npm run bench -- scale`.
 *
 * Starts the built server (packages/server/dist/main.js) on local PostgreSQL, one database per size
 * (pte_bench_550, pte_bench_100k, pte_bench_1m), tops it up with synthetic data (packages/server/src/seedBulk.ts),
 * signs in the most active synthetic learner and measures each endpoint with autocannon, beside a Fastify
 * hello-world measured in the same run. Prints req/s, p50, p99 and the share of hello-world's req/s.
 *
 * Environment: SCALE_LEVELS (default 550,100000; SCALE_1M=1 adds 1000000), SCALE_DURATION seconds (10),
 * SCALE_CONNECTIONS (32), BENCH_DATABASE_URL (postgres://pte:pte@127.0.0.1:5432; the database name is added),
 * SCALE_ANSWERS / SCALE_LEARNERS (1000000 / 10000), SCALE_SERVER (another built main.js, e.g. an older build),
 * SCALE_CPU_PROF (a directory: the server writes a CPU profile of the run there).
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureDatabase, queryRows, repoRoot, serverMain, signInOverHttp, startServer } from '../packages/server/src/__tests__/scaleHttp.ts';

const env = process.env;
const levels = (env.SCALE_LEVELS ?? '550,100000').split(',').map(Number).concat(env.SCALE_1M ? [1_000_000] : []);
const duration = Number(env.SCALE_DURATION ?? 10);
const connections = Number(env.SCALE_CONNECTIONS ?? 32);
const answers = Number(env.SCALE_ANSWERS ?? 1_000_000);
const learners = Number(env.SCALE_LEARNERS ?? 10_000);
const baseUrl = env.BENCH_DATABASE_URL ?? 'postgres://pte:pte@127.0.0.1:5432';
const PORT = 8190;
const HELLO_PORT = 8191;
const SKILL = 'reading';
const TASK = 'multipleChoiceSingleAnswer';

const label = (level: number) => (level >= 1_000_000 ? `${level / 1_000_000}m` : level >= 1000 ? `${level / 1000}k` : String(level));

interface Row { name: string; rps: number; p50: number; p99: number; errors: number }

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  // A second of warm-up first: the JIT and the pool's connections, not the steady state, would fill the first p99.
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/**
 * Waits until the server answers /api/config quickly three times running: right after start it loads the scoring
 * engines' data in the background, and a measurement taken then measures that instead.
 */
async function settle(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (let quick = 0; quick < 3 && Date.now() < deadline;) {
    const started = performance.now();
    await fetch(`${url}/api/config`).then((response) => response.arrayBuffer());
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((done) => setTimeout(done, 500));
  }
}

async function helloWorld() {
  const child = spawn(process.execPath, ['--input-type=module', '-e', `
    import Fastify from 'fastify';
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: ${HELLO_PORT}, host: '127.0.0.1' });
    console.log('ready');`], { cwd: join(repoRoot, 'packages', 'server'), stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((done) => child.stdout!.once('data', done));
  return { url: `http://127.0.0.1:${HELLO_PORT}/`, stop: () => child.kill() };
}

/** How many synthetic questions the database holds. */
async function syntheticQuestions(databaseUrl: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(databaseUrl, `select count(*) as n from questions where content_key like 'bulk-%'`);
  return Number(row!.n);
}

function printTable(level: number, rows: Row[], hello: Row, rssMb: number[]) {
  const lines = [
    `\n${label(level)} questions (${connections} connections, ${duration} s each; server RSS ${rssMb.join(' → ')} MB)`,
    '| endpoint | req/s | p50 ms | p99 ms | of hello-world | errors |',
    '|---|---|---|---|---|---|',
    `| Fastify hello-world | ${hello.rps} | ${hello.p50} | ${hello.p99} | 100 % | ${hello.errors} |`,
    ...rows.map((row) => `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${((row.rps / hello.rps) * 100).toFixed(1)} % | ${row.errors} |`),
  ];
  console.log(lines.join('\n'));
}

const hello = await helloWorld();
try {
  for (const level of levels) {
    const databaseUrl = `${baseUrl}/pte_bench_${label(level)}`;
    await ensureDatabase(databaseUrl);
    const server = await startServer(PORT, { DATABASE_URL: databaseUrl, SEED_DEMO: 'true', RATE_LIMIT_WRITES_PER_MINUTE: '100000', HOST_DIST: join(repoRoot, 'host', 'dist') }, {
      main: env.SCALE_SERVER ?? serverMain,
      nodeArgs: env.SCALE_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.SCALE_CPU_PROF}`] : [],
    });
    try {
      const wanted = level > 550 ? level : 0;
      if (await syntheticQuestions(databaseUrl) !== wanted) {
        console.log(`seeding ${label(level)}: ${wanted} synthetic questions, ${answers} answers, ${learners} learners…`);
        const args = wanted ? ['--questions', String(wanted), '--answers', String(answers), '--learners', String(learners)] : ['--remove'];
        const seeded = spawnSync(join(repoRoot, 'node_modules', '.bin', 'tsx'), [join(repoRoot, 'packages', 'server', 'src', 'seedBulk.ts'), ...args],
          { stdio: 'inherit', env: { ...env, DATABASE_URL: databaseUrl } });
        if (seeded.status !== 0) throw new Error('seed:bulk failed');
      }
      await settle(server.url);
      const email = wanted ? 'bulk-1@bulk.pte.test' : 'trial@pte.test';
      const { authorization } = await signInOverHttp(() => server.url, email, 'Practice123!');
      const [popular] = await queryRows<{ id: number }>(databaseUrl, `select pa.question_id as id from practice_answers pa join users u on u.id = pa.user_id
        where lower(u.email) = $1 and pa.skill = $2 and pa.task = $3 group by pa.question_id order by count(*) desc limit 1`, [email, SKILL, TASK]);
      const [first] = await queryRows<{ id: number; title: string }>(databaseUrl,
        'select id, title from questions where skill = $1 and task = $2 order by id desc limit 1', [SKILL, TASK]);
      const questionId = popular?.id ?? first!.id;
      // A word from a title: found in many titles, as a learner's search usually is.
      const word = String(first!.title).replace(/^\[synthetic\] /, '').split(/\s+/).find((part) => part.length > 3) ?? 'the';
      const base = `${server.url}/api/${SKILL}/${TASK}`;
      const auth = { authorization };
      const rssBefore = server.rssMb();
      const rows = [
        await measure('GET /api/config (no auth)', `${server.url}/api/config`),
        await measure('currentUser', `${server.url}/api/users/currentUser/`, auth),
        await measure('list', `${base}?page=0&size=10`, auth),
        await measure('list, filtered (HARD, practised)', `${base}?page=0&size=10&complexities=HARD&practiceStatus=PRACTICED`, auth),
        await measure(`list, searched ('${word}')`, `${base}?page=0&size=10&title=${encodeURIComponent(word)}`, auth),
        await measure('list, sorted by practice count', `${base}?page=0&size=10&sort=practice:desc`, auth),
        await measure('list, page 100', `${base}?page=100&size=10`, auth),
        await measure('one question', `${base}/questions/${questionId}`, auth),
        await measure('my answers', `${base}/${questionId}/answers?page=0&size=10`, auth),
        await measure('community answers', `${base}/${questionId}/answers/other?page=0&size=10`, auth),
        await measure('notes list', `${server.url}/api/notes?page=0&size=10`, auth),
      ];
      const helloRow = await measure('hello-world', hello.url);
      printTable(level, rows, helloRow, [rssBefore, server.rssMb()]);
    } finally {
      await server.stop();
    }
  }
} finally {
  hello.stop();
}
