import { afterAll, beforeAll, bench, describe } from 'vitest';
import { bank } from '@pte-kit/content';
import { openDatabase, type DatabaseHandle } from '../packages/server/src/db/client';
import { practiceAnswers, questions } from '../packages/server/src/db/schema';
import { seedDemoLearners, seedQuestions } from '../packages/server/src/seed';
import { signIn } from '../packages/server/src/__tests__/helpers';
import type * as ServerApp from '../packages/server/src/app';

/**
 * The learner home's two reads that scan a learner's answers, `GET /api/summary/studyPlan` (today's plan and its done
 * counts) and `GET /api/summary/statistics` (30 days per skill and per task), for a learner with 5,000 answers over 60
 * days, against `GET /api/users/currentUser/` (the sign-in check and one row) in the same run. Goal: p99 within 2×.
 *
 * The app is the built server (`pnpm --filter @pte-kit/server run build` first), on PGlite in memory, called through
 * Fastify's inject: its route plugins are JavaScript that @fastify/autoload imports itself.
 */
const ANSWERS = 5_000;
const DAYS = 60;

let ctx: { app: ServerApp.BuiltApp['app'] };
let database: DatabaseHandle;
let headers: { authorization: string };
const samples = new Map<string, number[]>();
/** Only the measured runs are kept, not the warm-up's. */
let recording = false;
const options = { time: 2_000, warmupTime: 300, setup: (_task: unknown, mode: 'warmup' | 'run') => { recording = mode === 'run'; } };

/** A small deterministic generator, so every run seeds the same answers. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function timed(name: string, url: string) {
  const started = performance.now();
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  if (recording) samples.set(name, [...(samples.get(name) ?? []), elapsed]);
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
};

beforeAll(async () => {
  const { buildApp, loadConfig } = (await import('../packages/server/dist/app.js' as string)) as typeof ServerApp;
  database = await openDatabase({ dataDir: 'memory://' });
  await seedQuestions(database.db, bank);
  // The sign-in helper speaks to the issuer at http://localhost:8080, the test apps' public URL.
  const config = { ...loadConfig({ PORT: '8080', LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false', RATE_LIMIT_WRITES_PER_MINUTE: '100000' }), hostDist: undefined };
  const built = await buildApp({ config, database, seed: false, logger: false });
  await built.app.ready();
  ctx = built;
  // The scoring engines load in the background after start (seconds of CPU): measure after them, not beside them.
  await ctx.app.scoringJobs.warmUp();
  await seedDemoLearners(ctx.app.repositories.users);
  const premium = await signIn(ctx.app, 'premium@pte.test', 'Practice123!');
  if (!premium.ok) throw new Error('sign-in failed');
  headers = premium.auth;
  const { db } = database;
  const learner = (await ctx.app.repositories.users.byEmail('premium@pte.test'))!;
  const stored = await db.select({ id: questions.id, skill: questions.skill, task: questions.task }).from(questions);
  const next = random(15);
  const now = Date.now();
  const rows = Array.from({ length: ANSWERS }, (_, index) => {
    const question = stored[index % stored.length];
    const maxScore = 1 + Math.floor(next() * 10);
    return {
      userId: learner.id, questionId: question.id, skill: question.skill, task: question.task, pteType: 'PTE Core',
      answer: { answers: ['seeded'] }, result: { results: [] }, score: Math.floor(next() * (maxScore + 1)), maxScore,
      duration: 30, lastModifiedDate: new Date(now - next() * DAYS * 86_400_000),
    };
  });
  for (let start = 0; start < rows.length; start += 500) await db.insert(practiceAnswers).values(rows.slice(start, start + 500));
  const today = new Date().toISOString().slice(0, 10);
  const examDate = new Date(now + 45 * 86_400_000).toISOString().slice(0, 10);
  await ctx.app.inject({ method: 'PUT', url: '/api/settings/target/', headers, payload: { version: 0, examDate, language: 'PERSIAN', overall: 79 } });
  const plan = await ctx.app.inject({
    method: 'POST', url: '/api/summary/studyPlan', headers,
    payload: { englishLevel: 'B2', dailyPractice: 'BETWEEN_2_3', reading: 0, writing: 0, speaking: 0, listening: 0, overall: 0 },
  });
  if (plan.statusCode !== 200) throw new Error(`study plan: ${plan.statusCode} ${plan.body}`);
  const stats = (await ctx.app.inject({ method: 'GET', url: '/api/summary/statistics', headers })).json() as { days: { date: string }[] };
  console.log(`seeded ${ANSWERS} answers over ${DAYS} days on ${stored.length} questions; plan made ${today}; statistics from ${stats.days[0].date}`);
}, 600_000);

afterAll(async () => {
  const base = p99(samples.get('currentUser') ?? [0]);
  const lines = [...samples].map(([name, values]) =>
    `${name.padEnd(12)} p99 ${p99(values).toFixed(2).padStart(7)} ms  (${values.length} calls)  ×${(p99(values) / base).toFixed(2)} of currentUser`);
  console.log(`\nstudy plan bench (p99, ${ANSWERS} answers over ${DAYS} days; goal ≤ 2× currentUser):\n${lines.join('\n')}`);
  await ctx?.app.close();
  await database?.close();
});

describe('learner home reads for a learner with 5,000 answers', () => {
  bench('baseline: GET /api/users/currentUser/', () => timed('currentUser', '/api/users/currentUser/'), options);
  bench('GET /api/summary/studyPlan', () => timed('studyPlan', '/api/summary/studyPlan'), options);
  bench('GET /api/summary/statistics', () => timed('statistics', '/api/summary/statistics'), options);
});
