/**
 * A mixed load (issue 18, docs/performance-at-scale.md): `npm run bench -- mixed`.
 *
 * Starts the built server on the PostgreSQL database the scale bench seeded (pte_bench_100k: 100k questions, 1M
 * answers, 10k learners; run `npm run bench -- scale` once first), signs in 200 synthetic learners through the OIDC
 * code flow, and runs two phases of 60 s. Paced: the learners act at random, each once every MIXED_THINK_SECONDS (1)
 * on average (an open loop: 200 requests a second arrive whether or not the server keeps up; a learner reading and
 * answering questions sends far fewer). Saturated: MIXED_CONNECTIONS requests always in flight (a closed loop, the
 * server never idle), for what the machine can take. Each request is a random learner doing a random thing with a
 * realistic weight: question lists (plain, filtered, sorted, searched), one question, an objective answer
 * submitted, the notes list and a note saved, their own answers and the community's. Beside that closed loop, the
 * premium learners among them (every fourth synthetic learner) submit Summarize Written Text answers at a steady
 * MIXED_WRITING_PER_SECOND, which the scoring thread scores while the load runs: the list's p99 is measured while
 * writing scores are being computed. Prints req/s, p50 and p99 per endpoint, the errors, a Fastify hello-world
 * measured by the same client in the same run, how many writing answers were scored during the load and how long the
 * rest took after it, the load average and the server's RSS after start and over the load.
 *
 * Environment: MIXED_DURATION seconds per phase (60), MIXED_LEARNERS (200), MIXED_THINK_SECONDS (1),
 * MIXED_CONNECTIONS (32), MIXED_PHASES (paced,saturated), MIXED_WRITING_PER_SECOND (2; 0 for none), MIXED_LEVEL (100000: the
 * database pte_bench_100k; 550 is the demo bank), BENCH_DATABASE_URL (postgres://pte:pte@127.0.0.1:5432), BENCH_DATABASE_PREFIX (pte_bench),
 * SCALE_SERVER (another built main.js), SCALE_CPU_PROF (a directory for the server's CPU profile).
 */
import { Agent, request as httpRequest } from 'node:http';
import { ensureDatabase, queryRows, signInOverHttp } from '../packages/server/src/__tests__/scaleHttp.ts';
import {
  databaseUrlFor, env, helloWorld, label, LIST, loadAverage, PASSWORD, searchWord, settle, SKILL, startBenchServer, TASK,
} from './scaleBench.ts';

const duration = Number(env.MIXED_DURATION ?? 60);
const learnerCount = Number(env.MIXED_LEARNERS ?? 200);
const connections = Number(env.MIXED_CONNECTIONS ?? 32);
const level = Number(env.MIXED_LEVEL ?? 100_000);
const writingPerSecond = Number(env.MIXED_WRITING_PER_SECOND ?? 2);
/** How often each simulated learner acts, on average, in the paced phase. */
const thinkSeconds = Number(env.MIXED_THINK_SECONDS ?? 1);
const phases = (env.MIXED_PHASES ?? 'paced,saturated').split(',').map((name) => name.trim());
const WRITING = '/api/writing/summarizeWrittenText';
const PORT = 8192;
const HELLO_PORT = 8194;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface Learner { authorization: string; questions: number[]; premium: boolean }

/** One-sentence summaries (5–75 words, as the task asks), put together from parts so that no two are alike. */
const SUMMARY_OPENINGS = ['The passage argues that', 'According to the text,', 'The author explains that', 'The writer suggests that'];
const SUMMARY_CLAIMS = [
  'careful planning helps communities use shared resources more fairly',
  'new technology changes how people learn and work together',
  'public investment can reduce costs for families over many years',
  'small changes in daily habits add up to large effects on health',
];
const SUMMARY_ENDINGS = ['although the benefits take time to appear.', 'but only when local people are involved from the start.',
  'which is why governments should measure the results carefully.', 'even though critics doubt the evidence.'];
const summary = () => `${pick(SUMMARY_OPENINGS)} ${pick(SUMMARY_CLAIMS)}, ${pick(SUMMARY_ENDINGS)}`;
interface Action { name: string; weight: number; request: (learner: Learner) => { method: string; path: string; body?: unknown } }

/** What a learner does, by how often: reading lists and questions most, answering and notes less. */
function actions(questionIds: number[], popular: number[], word: string): Action[] {
  const own = (learner: Learner) => (learner.questions.length ? pick(learner.questions) : pick(popular));
  return [
    { name: 'list', weight: 25, request: () => ({ method: 'GET', path: `${LIST}?page=${Math.floor(Math.random() * 5)}&size=10` }) },
    { name: 'list, filtered (HARD, practised)', weight: 5, request: () => ({ method: 'GET', path: `${LIST}?page=0&size=10&complexities=HARD&practiceStatus=PRACTICED` }) },
    { name: 'list, sorted by practice count', weight: 5, request: () => ({ method: 'GET', path: `${LIST}?page=0&size=10&sort=practice:desc` }) },
    { name: 'list, searched', weight: 5, request: () => ({ method: 'GET', path: `${LIST}?page=0&size=10&title=${encodeURIComponent(word)}` }) },
    { name: 'one question', weight: 20, request: () => ({ method: 'GET', path: `${LIST}/questions/${pick(questionIds)}` }) },
    {
      name: 'submit (objective)', weight: 10,
      request: () => ({ method: 'POST', path: `${LIST}/${pick(questionIds)}`, body: { answer: pick(['A', 'B', 'C', 'D']), duration: 40, pteType: 'PTE Academic' } }),
    },
    { name: 'my answers', weight: 10, request: (learner) => ({ method: 'GET', path: `${LIST}/${own(learner)}/answers?page=0&size=10` }) },
    { name: 'community answers', weight: 10, request: () => ({ method: 'GET', path: `${LIST}/${pick(popular)}/answers/other?page=0&size=10` }) },
    { name: 'notes list', weight: 7, request: () => ({ method: 'GET', path: '/api/notes?page=0&size=10' }) },
    {
      name: 'note saved', weight: 3,
      request: () => ({ method: 'POST', path: '/api/notes', body: { practiceId: pick(questionIds), description: `<p>Mixed load ${Date.now()}: watch the collocations.</p>` } }),
    },
  ];
}

interface Tally { latencies: number[]; errors: number; statuses: Map<number, number> }

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

/**
 * Requests over keep-alive sockets for `seconds`. Without `pace`, a closed loop of `connections` requests: each finished
 * request starts the next (the server is never idle: saturation). With `pace`, an open loop: requests arrive at random
 * (a Poisson process) at `pace` a second whether or not earlier ones are answered, as learners who each act every
 * second or so would send them. Plain node:http, so the client costs about what autocannon does and the same client
 * measures hello-world.
 */
async function load(baseUrl: string, seconds: number, next: () => { name: string; method: string; path: string; headers: Record<string, string>; body?: string }, pace?: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: pace ? 1024 : connections });
  const url = new URL(baseUrl);
  const tallies = new Map<string, Tally>();
  const deadline = performance.now() + seconds * 1000;
  const one = () => new Promise<void>((done) => {
    const call = next();
    const started = performance.now();
    const finish = (status: number) => {
      const tally = tallies.get(call.name) ?? { latencies: [], errors: 0, statuses: new Map() };
      tallies.set(call.name, tally);
      tally.latencies.push(performance.now() - started);
      // 409 is a learner's second note on a question (one note per question): a real answer, not a failure.
      if (status >= 400 && status !== 409) tally.errors += 1;
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      done();
    };
    const req = httpRequest({
      agent, hostname: url.hostname, port: url.port, method: call.method, path: call.path,
      headers: { ...call.headers, ...(call.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(call.body) } : {}) },
    }, (res) => {
      res.resume();
      res.on('end', () => finish(res.statusCode ?? 0));
    });
    req.on('error', () => finish(0));
    req.end(call.body);
  });
  if (pace) {
    const sent: Promise<void>[] = [];
    for (let at = performance.now(); at < deadline; at += -Math.log(1 - Math.random()) * (1000 / pace)) {
      const wait = at - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      sent.push(one());
    }
    await Promise.all(sent);
  } else {
    await Promise.all(Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one();
    }));
  }
  agent.destroy();
  return tallies;
}

/** Signs the learners in a few at a time (each is the whole code flow, with its password check). */
async function signInAll(url: string, emails: string[]): Promise<string[]> {
  const tokens: string[] = new Array(emails.length);
  let next = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < emails.length) {
      const index = next++;
      // A sign-in interaction can expire on a machine loaded by other work: it is tried again, up to three times.
      for (let attempt = 1; ; attempt += 1) {
        try {
          tokens[index] = (await signInOverHttp(() => url, emails[index]!, PASSWORD)).authorization;
          break;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
    }
  }));
  return tokens;
}

const databaseUrl = databaseUrlFor(level);
await ensureDatabase(databaseUrl);
const learnersFound = await queryRows<{ email: string; id: number; status: string }>(databaseUrl,
  `select email, id, status from users where email like 'bulk-%@bulk.pte.test' order by id limit $1`, [learnerCount]).catch(() => []);
if (learnersFound.length < learnerCount) {
  console.error(`${databaseUrl} has ${learnersFound.length} synthetic learners, not ${learnerCount}: run \`npm run bench -- scale\` (or seed:bulk) first.`);
  process.exit(1);
}
const hello = await helloWorld(HELLO_PORT);
const server = await startBenchServer(PORT, { DATABASE_URL: databaseUrl });
// After start: the scoring threads have loaded their engines (unless SCORING_WARM_UP=false is set for the run).
await settle(server.url, undefined, server.child.pid);
const rssStarted = server.rssMb();
try {
  const ids = (await queryRows<{ id: number }>(databaseUrl,
    `select id from questions where skill = $1 and task = $2 order by random() limit 2000`, [SKILL, TASK])).map((row) => row.id);
  const popular = (await queryRows<{ id: number }>(databaseUrl, `select c.question_id as id from question_answer_counts c
    join questions q on q.id = c.question_id where q.skill = $1 and q.task = $2 order by c.count desc limit 50`, [SKILL, TASK])).map((row) => row.id);
  const [titled] = await queryRows<{ title: string }>(databaseUrl, `select title from questions where id = $1`, [ids[0]]);
  const word = searchWord(String(titled!.title));
  const answered = await queryRows<{ user_id: number; question_id: number }>(databaseUrl, `select user_id, question_id from question_practice
    where user_id = any($1) and skill = $2 and task = $3`, [learnersFound.map((row) => row.id), SKILL, TASK]);
  const started = performance.now();
  const tokens = await signInAll(server.url, learnersFound.map((row) => row.email));
  console.log(`signed in ${tokens.length} learners in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const learners: Learner[] = learnersFound.map((row, index) => ({
    authorization: tokens[index]!,
    questions: answered.filter((entry) => entry.user_id === row.id).map((entry) => entry.question_id),
    premium: row.status === 'PREMIUM',
  }));
  const writers = learners.filter((learner) => learner.premium);
  const writingIds = (await queryRows<{ id: number }>(databaseUrl,
    `select id from questions where skill = 'writing' and task = 'summarizeWrittenText' order by random() limit 200`)).map((row) => row.id);
  if (writingPerSecond > 0 && (!writers.length || !writingIds.length)) throw new Error('no premium learner or no Summarize Written Text question to submit writing with');
  const mix = actions(ids.length ? ids : popular, popular.length ? popular : ids, word);
  const totalWeight = mix.reduce((sum, action) => sum + action.weight, 0);
  const nextAction = () => {
    let roll = Math.random() * totalWeight;
    const action = mix.find((candidate) => (roll -= candidate.weight) < 0) ?? mix[0]!;
    const learner = pick(learners);
    const call = action.request(learner);
    return { name: action.name, method: call.method, path: call.path, headers: { authorization: learner.authorization }, body: call.body ? JSON.stringify(call.body) : undefined };
  };

  // Warm-up (the JIT, the pool's connections), then hello-world, measured by the same client.
  await load(server.url, 3, nextAction);
  const helloSeconds = Math.min(10, duration);
  const helloRun = await load(hello.url, helloSeconds, () => ({ name: 'hello', method: 'GET', path: '/', headers: {} }));
  const helloLatencies = helloRun.get('hello')!.latencies.sort((a, b) => a - b);
  const helloRps = helloLatencies.length / helloSeconds;
  const fmt = (ms: number) => (ms < 10 ? ms.toFixed(1) : Math.round(ms).toString());
  let failures = 0;
  const listGoals: string[] = [];

  /** One phase: the mix (paced or saturated) with the writing answers beside it, then its table. */
  const phase = async (title: string, pace?: number) => {
    const loadBefore = loadAverage();
    const rssBefore = server.rssMb();
    // The writing answers, at a steady rate beside the mix, each by a premium learner; their ids are kept to see when
    // they are scored.
    const written: number[] = [];
    const writing: Tally = { latencies: [], errors: 0, statuses: new Map() };
    const writingStarted = performance.now();
    const submitWriting = async () => {
      const learner = pick(writers);
      const started = performance.now();
      const response = await fetch(`${server.url}${WRITING}/${pick(writingIds)}`, {
        method: 'POST', headers: { authorization: learner.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ answer: summary(), duration: 120, pteType: 'PTE Academic' }),
      }).catch(() => null);
      writing.latencies.push(performance.now() - started);
      const status = response?.status ?? 0;
      writing.statuses.set(status, (writing.statuses.get(status) ?? 0) + 1);
      if (status === 202) written.push(((await response!.json()) as { id: number }).id);
      else writing.errors += 1;
    };
    const pending: Promise<void>[] = [];
    const writer = writingPerSecond > 0 ? setInterval(() => pending.push(submitWriting()), 1000 / writingPerSecond) : undefined;
    const tallies = await load(server.url, duration, nextAction, pace);
    clearInterval(writer);
    await Promise.all(pending);
    const loadAfter = loadAverage();
    const scoredCount = async () => written.length ? Number((await queryRows<{ n: string }>(databaseUrl,
      `select count(*) as n from practice_answers where id = any($1) and status <> 'SCORING'`, [written]))[0]!.n) : 0;
    const scoredDuringLoad = await scoredCount();
    const loadEnded = performance.now();
    let scoredAll = scoredDuringLoad;
    while (scoredAll < written.length && performance.now() - loadEnded < 300_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      scoredAll = await scoredCount();
    }
    const failedScores = written.length ? Number((await queryRows<{ n: string }>(databaseUrl,
      `select count(*) as n from practice_answers where id = any($1) and status = 'FAILED'`, [written]))[0]!.n) : 0;
    if (writingPerSecond > 0) tallies.set('submit (writing)', writing);

    const rows = [...mix, ...(writingPerSecond > 0 ? [{ name: 'submit (writing)' }] : [])].map((action) => {
      const tally = tallies.get(action.name) ?? { latencies: [], errors: 0, statuses: new Map() };
      const sorted = tally.latencies.sort((a, b) => a - b);
      return { name: action.name, rps: sorted.length / duration, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors: tally.errors, statuses: tally.statuses };
    });
    const all = [...tallies.values()].flatMap((tally) => tally.latencies).sort((a, b) => a - b);
    const totalRps = all.length / duration;
    const errors = rows.reduce((sum, row) => sum + row.errors, 0);
    console.log([
      `\n${title}: ${learners.length} learners, ${duration} s, ${label(level)} questions; `
        + `load average ${loadBefore} → ${loadAfter}; server RSS ${rssStarted} MB after start, ${rssBefore} → ${server.rssMb()} MB over the load`,
      '| endpoint | req/s | p50 ms | p99 ms | of hello-world | errors |',
      '|---|---|---|---|---|---|',
      `| Fastify hello-world (same client, closed loop) | ${Math.round(helloRps)} | ${fmt(percentile(helloLatencies, 50))} | ${fmt(percentile(helloLatencies, 99))} | 100 % | 0 |`,
      `| **all, mixed** | ${Math.round(totalRps)} | ${fmt(percentile(all, 50))} | ${fmt(percentile(all, 99))} | ${((totalRps / helloRps) * 100).toFixed(1)} % | ${errors} |`,
      ...rows.map((row) => `| ${row.name} | ${Math.round(row.rps)} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${((row.rps / helloRps) * 100).toFixed(1)} % | ${row.errors} |`),
    ].join('\n'));
    for (const row of rows.filter((candidate) => candidate.errors)) {
      console.log(`  ${row.name}: statuses ${[...row.statuses].map(([status, n]) => `${status}×${n}`).join(', ')}`);
    }
    console.log(writingPerSecond > 0
      ? `writing: ${written.length} Summarize Written Text answers submitted by ${writers.length} premium learners over `
        + `${((loadEnded - writingStarted) / 1000).toFixed(0)} s (${writingPerSecond}/s); ${scoredDuringLoad} scored during the load, `
        + `${scoredAll} in all ${((performance.now() - loadEnded) / 1000).toFixed(1)} s after it; ${failedScores} failed`
      : 'writing: none submitted (MIXED_WRITING_PER_SECOND=0)');
    const listP99 = Math.max(...rows.filter((row) => row.name.startsWith('list')).map((row) => row.p99));
    listGoals.push(`${title}: list p99 (worst list) ${fmt(listP99)} ms, goal ≤ 20 ms ${listP99 <= 20 ? 'met' : 'not met'}; errors ${errors}`);
    failures += errors + failedScores + (written.length - scoredAll);
  };

  const pace = learners.length / thinkSeconds;
  if (phases.includes('paced')) {
    await phase(`Mixed load, ${learners.length} learners each acting every ${thinkSeconds} s on average (${Math.round(pace)} requests/s offered)`, pace);
  }
  if (phases.includes('saturated')) await phase(`Mixed load, saturated (${connections} requests always in flight)`);
  console.log(`\n${listGoals.join('\n')}`);
  if (failures) process.exitCode = 1;
} finally {
  await server.stop();
  hello.stop();
}
