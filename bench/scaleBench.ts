/**
 * What the scale bench (bench/scale.ts) and the mixed-load bench (bench/mixed.ts) share: their settings from the
 * environment, the database names, the task whose list they measure, the Fastify hello-world they compare with, how
 * they start the built server, and the machine's load average. Not a bench itself.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, serverMain, startServer } from '../packages/server/src/__tests__/scaleHttp.ts';

export const env = process.env;
/** PostgreSQL without a database name: BENCH_DATABASE_URL, or the local one the team's machines have. */
export const baseUrl = env.BENCH_DATABASE_URL ?? 'postgres://pte:pte@127.0.0.1:5432';
/** The databases' names start with this (BENCH_DATABASE_PREFIX): `pte_bench_100k`. */
export const databasePrefix = env.BENCH_DATABASE_PREFIX ?? 'pte_bench';

/** 550, 100k, 1m: how a size is written in database names and tables. */
export const label = (level: number) => (level >= 1_000_000 ? `${level / 1_000_000}m` : level >= 1000 ? `${level / 1000}k` : String(level));
/** The PostgreSQL database of one size. */
export const databaseUrlFor = (level: number) => `${baseUrl}/${databasePrefix}_${label(level)}`;

/** The list the benches measure: Reading · Multiple choice, single answer (27 % of the bank's questions). */
export const SKILL = 'reading';
export const TASK = 'multipleChoiceSingleAnswer';
export const LIST = `/api/${SKILL}/${TASK}`;

/** The password of the demo and the synthetic learners (seed.ts, seedBulk.ts). */
export const PASSWORD = 'Practice123!';

/** A word from a question's title, as a learner searches: found in many titles. */
export const searchWord = (title: string) => title.replace(/^\[synthetic\] /, '').split(/\s+/).find((part) => part.length > 3) ?? 'the';

/** A Fastify hello-world in a process of its own: the ceiling the shares are taken of. */
export async function helloWorld(port: number) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', `
    import Fastify from 'fastify';
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    console.log('ready');`], { cwd: join(repoRoot, 'packages', 'server'), stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((done) => child.stdout!.once('data', done));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

/**
 * The built server for a bench: SCALE_SERVER names another build (an older one, for a before/after), SCALE_CPU_PROF a
 * directory for its CPU profile; writes are not rate-limited and the host app is served as in production.
 */
export function startBenchServer(port: number, serverEnv: Record<string, string>, main = env.SCALE_SERVER ?? serverMain) {
  return startServer(port, { RATE_LIMIT_WRITES_PER_MINUTE: '100000', HOST_DIST: join(repoRoot, 'host', 'dist'), ...serverEnv }, {
    main,
    nodeArgs: env.SCALE_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.SCALE_CPU_PROF}`] : [],
  });
}

/** CPU seconds the process has used (user + system, from /proc/<pid>/stat; clock ticks are 100 a second on Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the server answers /api/config quickly three times running and its process is idle (under a tenth of a
 * core over two half-second samples running): right after start its scoring threads load the engines (the speech
 * models, the recogniser's ONNX sessions, WordNet), which takes a core for many seconds, and a measurement taken then
 * measures that instead.
 */
export async function settle(url: string, timeoutMs = 120_000, pid?: number) {
  const deadline = Date.now() + timeoutMs;
  for (let quick = 0; quick < 3 && Date.now() < deadline;) {
    const started = performance.now();
    await fetch(`${url}/api/config`).then((response) => response.arrayBuffer());
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((done) => setTimeout(done, 500));
  }
  if (pid === undefined) return;
  for (let idle = 0, before = cpuSeconds(pid); idle < 2 && Date.now() < deadline;) {
    await new Promise((done) => setTimeout(done, 500));
    const now = cpuSeconds(pid);
    idle = now - before < 0.05 ? idle + 1 : 0;
    before = now;
  }
}

/** The machine's 1, 5 and 15 minute load averages: the figures are only comparable on an equally quiet machine. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
