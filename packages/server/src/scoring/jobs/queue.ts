import { PgBoss, type Job } from 'pg-boss';
import type { Database } from '../../db/client';
import { scoreInput, type Engines } from './score';
import { failureMessage, isRetryable, runJob, storeFailure } from './store';
import { createThreadPool, type ThreadPool } from './threads';
import type { JobLog, ScoringJob, ScoringJobs } from './types';

/** The pg-boss queue of scoring jobs, and the queue a job lands in when its retries are spent. */
export const SCORING_QUEUE = 'scoring';
export const FAILED_QUEUE = 'scoring-failed';

/**
 * Retries: 3 after the first attempt, 2 s apart and doubling. A worker that dies mid-job stops sending heartbeats;
 * after 10 s without one the job is retried by another worker (10 is pg-boss's smallest heartbeat interval).
 */
export const QUEUE_OPTIONS = { retryLimit: 3, retryDelay: 2, retryBackoff: true, heartbeatSeconds: 10, expireInSeconds: 600, deadLetter: FAILED_QUEUE } as const;

/** What a job carries in PostgreSQL: the recording as base64 (jsonb has no bytes). */
interface JobData {
  kind: ScoringJob['kind'];
  answerId: number;
  reserved: boolean;
  audio?: string;
}

const fromData = (data: JobData): ScoringJob => ({ ...data, audio: data.audio ? Buffer.from(data.audio, 'base64') : undefined });

/** Starts pg-boss on the database (creating its schema and the two queues the first time). */
export async function openBoss(connectionString: string, log: JobLog): Promise<PgBoss> {
  // Stale heartbeats are looked for every 10 s, so a dead worker's job moves on within ~20 s.
  const boss = new PgBoss({ connectionString, max: 4, superviseIntervalSeconds: 10 });
  boss.on('error', (error: Error) => log.error({ err: error }, 'pg-boss'));
  await boss.start();
  for (const [name, options] of [[FAILED_QUEUE, {}], [SCORING_QUEUE, QUEUE_OPTIONS]] as const) {
    if (await boss.getQueue(name)) continue;
    // Two processes starting at once may both create it: the loser's error is harmless.
    await boss.createQueue(name, options).catch(async (error: Error) => {
      if (!(await boss.getQueue(name))) throw error;
    });
  }
  return boss;
}

/**
 * The API side in SCORING=queue: jobs are sent to PostgreSQL and scored by the workers. The routes' engine calls
 * (`run`: a word, the speech test, a model answer's analysis) answer at once, so they run on one scoring thread of
 * this process, started (and its engine loaded) on the first such call.
 */
export async function createQueueJobs(options: { connectionString: string; log: JobLog; modelDir?: string }): Promise<ScoringJobs> {
  const boss = await openBoss(options.connectionString, options.log);
  let calls: ThreadPool | undefined;
  return {
    mode: 'queue',
    async enqueue(job) {
      const data: JobData = { kind: job.kind, answerId: job.answerId, reserved: job.reserved, ...(job.audio ? { audio: job.audio.toString('base64') } : {}) };
      // One job per answer even if the submit is retried: the answer id is the singleton key.
      await boss.send(SCORING_QUEUE, data, { singletonKey: String(job.answerId) });
    },
    run(call) {
      calls ??= createThreadPool({ log: options.log, modelDir: options.modelDir, size: 1 });
      return calls.run(call);
    },
    // The answers' engines are the worker processes' (they load theirs when they start).
    async warmUp() {},
    async close() {
      await boss.stop({ graceful: true, timeout: 30_000 });
      await calls?.close();
    },
  };
}

/**
 * A worker process's side: takes scoring jobs (`concurrency` at a time) and the ones whose retries are spent. A job
 * throws to be retried; input the engine refused fails at once. Scores are stored only on a SCORING row, so a job
 * retried after its worker died mid-job is scored once.
 */
export async function startQueueWorker(options: { connectionString: string; db: Database; engines: Engines; log: JobLog; concurrency: number }) {
  const { db, engines, log } = options;
  const boss = await openBoss(options.connectionString, log);
  await boss.work<JobData>(SCORING_QUEUE, { localConcurrency: options.concurrency, batchSize: 1 }, async ([job]: Job<JobData>[]) => {
    const scoring = fromData(job.data);
    try {
      const stored = await runJob(db, scoring, (input) => scoreInput(engines, input));
      log.info({ answerId: scoring.answerId, attempt: job.retryCount + 1, stored }, 'answer scored');
    } catch (error) {
      if (isRetryable(error)) throw error;
      await storeFailure(db, scoring, failureMessage(error));
    }
  });
  await boss.work<JobData>(FAILED_QUEUE, async ([job]: Job<JobData>[]) => {
    const failed = await storeFailure(db, fromData(job.data), failureMessage(null));
    log.warn({ answerId: job.data.answerId, failed }, 'scoring job failed for good');
  });
  return { stop: () => boss.stop({ graceful: true, timeout: 30_000 }) };
}
