import { availableParallelism } from 'node:os';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startQueueWorker } from './scoring/jobs/queue';
import type { JobLog } from './scoring/jobs/types';
import { createSpeakingEngine } from './scoring/speech/index';
import { createWritingEngine } from './scoring/writing/index';

/**
 * `npm run worker`: scores speaking and writing answers from the pg-boss queue on DATABASE_URL (SCORING=queue on the
 * API). Run any number, on any machine that reaches the database; each loads the engines once and scores
 * SCORING_CONCURRENCY answers at a time (default: one per core). SIGTERM or SIGINT finishes the jobs in hand first.
 */
const config = loadConfig({ ...process.env, SCORING: 'queue' });

/** JSON lines on standard output, as the server's log writes them. */
const line = (level: string) => (fields: object | string, message?: string) => {
  const { err, ...rest } = (typeof fields === 'string' ? {} : fields) as { err?: Error };
  const error = err ? { err: { type: err.name, message: err.message, stack: err.stack } } : {};
  console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, role: 'scoring-worker', ...rest, ...error, msg: typeof fields === 'string' ? fields : message }));
};
const log: JobLog & { info(message: string): void } = { info: line('info'), warn: line('warn'), error: line('error') };
const concurrency = Math.max(1, Number(process.env.SCORING_CONCURRENCY) || availableParallelism());

const database = await openDatabase({ databaseUrl: config.databaseUrl, onPoolError: (error) => log.warn({ err: error }, 'database connection lost') });
const engines = { speakingScorer: createSpeakingEngine({ modelDir: config.pocketsphinxModel }), writingScorer: createWritingEngine() };
// The engines load while the worker already takes jobs: a first job waits for the engine it needs, and its
// heartbeats keep it this worker's meanwhile.
void Promise.all([engines.speakingScorer.warmUp(), engines.writingScorer.warmUp()])
  .then(() => log.info({}, 'engines loaded'), (error: Error) => log.error({ err: error }, 'engine warm-up failed'));
const worker = await startQueueWorker({ connectionString: config.databaseUrl!, db: database.db, engines, log, concurrency });
log.info({ concurrency }, 'scoring worker ready');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'finishing the jobs in hand');
    void worker.stop().then(() => engines.speakingScorer.close()).then(() => database.close()).finally(() => process.exit(0));
    // pg-boss gives the jobs in hand 30 s; whatever is left after that is retried by another worker.
    setTimeout(() => process.exit(1), 35_000).unref();
  });
}
