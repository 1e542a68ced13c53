import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuestionPage } from '@pte-kit/core';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { databases, freshDatabase, signInDemoLearners } from './helpers';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeMp3, synthesize } from '@pte-kit/content/generator';

/** Speech by the product's own voice, as the recorder sends it: base64 mp3. */
async function speechOf(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pte-queue-test-'));
  try {
    await encodeMp3(await synthesize(text, 'us-female'), join(dir, 'answer.mp3'));
    return (await readFile(join(dir, 'answer.mp3'))).toString('base64');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const postgres = databases.find((database) => database.url);

/** `npm run worker` from the sources: the worker entry through tsx, the TypeScript loader tsup builds with. */
function startWorker(databaseUrl: string): ChildProcess & { ready: Promise<void> } {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const entry = fileURLToPath(new URL('../worker.ts', import.meta.url));
  const child = spawn(process.execPath, ['--input-type=module', '-e', `const { register } = await import(${JSON.stringify(tsx)}); register(); await import(${JSON.stringify(pathToFileURL(entry).href)});`], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SCORING_CONCURRENCY: '1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('scoring worker ready')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('exit', (code) => reject(new Error(`worker exited with ${code}: ${output}`)));
  });
  return Object.assign(child, { ready });
}

/**
 * SCORING=queue on PostgreSQL: the API stores the answer and sends a pg-boss job; `npm run worker` processes score it.
 * A worker killed in the middle of a job: the job is taken again by another worker and the answer is scored once.
 */
describe.skipIf(!postgres)('scoring jobs on pg-boss with worker processes (PostgreSQL)', () => {
  const url = postgres?.url ?? '';
  let built: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect().catch(() => undefined);
    await admin.query('DROP SCHEMA IF EXISTS pgboss CASCADE').catch(() => undefined);
    await admin.end().catch(() => undefined);
    database = await freshDatabase(url, true);
    const config = { ...loadConfig({ PORT: '8080', LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false', RATE_LIMIT_WRITES_PER_MINUTE: '100000', DATABASE_URL: url, SCORING: 'queue' }), hostDist: undefined };
    built = await buildApp({ config, database, seed: true, logger: false });
    await built.app.ready();
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await built?.app.close();
    await database?.close();
  });

  it('retries the job of a worker killed mid-job on another worker, and scores the answer once', async () => {
    const { app } = built;
    const { trial } = await signInDemoLearners(app);
    const list = (await app.inject({ method: 'GET', url: '/api/speaking/readAloud', headers: trial })).json() as QuestionPage;
    const id = list._embedded.questionList[0]!.id;
    const first = startWorker(url);
    workers.push(first);
    await first.ready;

    const response = await app.inject({
      method: 'POST', url: `/api/speaking/readAloud/${id}`, headers: trial,
      payload: { answerRequest: await speechOf('Public libraries lend books, films and music, and they offer free internet access to everyone in the town.'), duration: 20, pteType: 'PTE Academic' },
    });
    expect(response.statusCode).toBe(202);
    const answerId = (response.json() as { id: number }).id;

    const jobs = new pg.Client({ connectionString: url });
    await jobs.connect();
    try {
      const job = async () => (await jobs.query<{ state: string; retry_count: number }>(
        "SELECT state, retry_count FROM pgboss.job WHERE name = 'scoring' AND data->>'answerId' = $1", [String(answerId)],
      )).rows[0];
      // Killed as soon as it holds the job: the recording takes seconds to decode.
      await vi.waitFor(async () => expect((await job())?.state).toBe('active'), { timeout: 30_000, interval: 50 });
      first.kill('SIGKILL');
      const second = startWorker(url);
      workers.push(second);
      await second.ready;

      const statusOf = async () => (await app.inject({ method: 'GET', url: `/api/speaking/readAloud/answer/${answerId}`, headers: trial })).json() as { status: string; speaking?: { traits: unknown[] } };
      await vi.waitFor(async () => expect((await statusOf()).status).toBe('SCORED'), { timeout: 90_000, interval: 250 });
      expect((await statusOf()).speaking?.traits).toHaveLength(3);
      expect(await job()).toMatchObject({ state: 'completed', retry_count: 1 });
      // Scored once: one answer, counted once as scored, one free answer used.
      const { rows } = await jobs.query<{ scored: number; answers: number; used: number }>(
        `SELECT (SELECT sum(scored_answers)::int FROM practice_days d JOIN users u ON u.id = d.user_id WHERE u.email = 'trial@pte.test') AS scored,
                (SELECT count(*)::int FROM practice_answers WHERE id = $1) AS answers,
                (SELECT ai_used FROM users WHERE email = 'trial@pte.test') AS used`, [answerId],
      );
      expect(rows[0]).toEqual({ scored: 1, answers: 1, used: 1 });
    } finally {
      await jobs.end();
    }
  }, 240_000);
});
