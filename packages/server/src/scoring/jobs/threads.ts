import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Database } from '../../db/client';
import { failureMessage, isRetryable, runJob, storeFailure } from './store';
import { ScoringInputError, ScoringUnavailableError } from '../errors';
import type { EngineCall, EngineResults, JobLog, ScoreOutput, ScoringJob, ScoringJobs } from './types';

/** Attempts per job before it fails for good: a thread that died is replaced and the job tried again. */
export const THREAD_ATTEMPTS = 3;

/**
 * How a thread starts: the built file beside dist/, or under the tests the TypeScript source through tsx,
 * registered by a small bootstrap because Node 20 ignores `--import` in a
 * thread's execArgv.
 */
function threadStart(): { entry: string; eval: boolean } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    // tsx is the server's dev dependency; require.resolve finds the CommonJS build of its API, the thread imports
    // the ES module twin.
    const tsx = pathToFileURL(createRequire(here).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
    const source = new URL('./thread.ts', here).href;
    return { entry: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`, eval: true };
  }
  // tsup writes the entry to dist/scoring/jobs/thread.js; this code is bundled into a file in dist/ or below it.
  for (let dir = new URL('./', here); ; dir = new URL('../', dir)) {
    const candidate = fileURLToPath(new URL('scoring/jobs/thread.js', dir));
    if (existsSync(candidate)) return { entry: candidate, eval: false };
    if (new URL('../', dir).href === dir.href) throw new Error('scoring/jobs/thread.js is missing from the build');
  }
}

interface Pending {
  resolve(output: unknown): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** A thread died (crash, out of memory) with the call in hand: the call may be tried again on its replacement. */
const THREAD_LOST = 'ScoringThreadLost';

/** The engine's error as the thread reported it, of the class the API's error handler maps (a 400, a 503). */
function rebuilt(error: { name: string; message: string; field?: string }): Error {
  if (error.name === 'ScoringInputError' || error.name === 'AudioInputError') {
    return Object.assign(new ScoringInputError(error.message, error.field), { name: error.name });
  }
  if (error.name === 'ScoringUnavailableError') return new ScoringUnavailableError(error.message);
  return Object.assign(new Error(error.message), { name: error.name });
}

export interface ThreadPool {
  /** Sends one call to the thread with the fewest in hand (started, or replaced, first). */
  ask<C extends EngineCall>(call: C): Promise<EngineResults[C['kind']]>;
  /** `ask`, tried again on a new thread when the thread died with it in hand (up to THREAD_ATTEMPTS). */
  run<C extends EngineCall>(call: C): Promise<EngineResults[C['kind']]>;
  /** Starts every thread and has it load its engines now; resolves once every thread has them (or failed to). */
  warmUp(): Promise<void>;
  /** Has each thread close its speech engine and exit (terminated after 30 s). */
  close(): Promise<void>;
}

/**
 * Worker threads with the engines: `size` of them, each started on its first call (or by warmUp), loading each engine
 * once on first use, and scoring several calls at once (speech decoding waits on Sphinx's native threads).
 */
export function createThreadPool(options: { log: JobLog; modelDir?: string; size: number }): ThreadPool {
  const { log, size } = options;
  const start = threadStart();
  const threads: (Thread | undefined)[] = Array.from({ length: size }, () => undefined);
  let nextId = 0;

  function spawn(index: number): Thread {
    const worker = new Worker(start.entry, { eval: start.eval, workerData: { modelDir: options.modelDir } });
    const thread: Thread = { worker, pending: new Map() };
    // An idle thread must not keep the process alive once the server has closed.
    worker.unref();
    worker.on('message', (message: { id?: number; output?: unknown; error?: { name: string; message: string; field?: string } }) => {
      if (message.id === undefined) return;
      const pending = thread.pending.get(message.id);
      thread.pending.delete(message.id);
      if (!pending) return;
      if (message.error) pending.reject(rebuilt(message.error));
      else pending.resolve(message.output);
    });
    const lost = (error: Error) => {
      if (threads[index] === thread) threads[index] = undefined;
      for (const pending of thread.pending.values()) pending.reject(Object.assign(error, { name: THREAD_LOST }));
      thread.pending.clear();
    };
    worker.on('error', (error) => {
      log.error({ err: error }, 'scoring thread failed');
      lost(error);
    });
    worker.on('exit', (code) => lost(new Error(`scoring thread exited with code ${code}`)));
    threads[index] = thread;
    return thread;
  }

  function ask<C extends EngineCall>(call: C): Promise<EngineResults[C['kind']]> {
    // The thread with the fewest calls in hand, replaced first if it died.
    let best = 0;
    for (let index = 0; index < size; index += 1) {
      if ((threads[index]?.pending.size ?? 0) < (threads[best]?.pending.size ?? 0)) best = index;
    }
    const thread = threads[best] ?? spawn(best);
    const id = (nextId += 1);
    return new Promise<EngineResults[C['kind']]>((resolve, reject) => {
      thread.pending.set(id, { resolve: resolve as (output: unknown) => void, reject });
      // The recording is copied into the message (a job may be tried again with the same buffer).
      thread.worker.postMessage({ id, input: call });
    });
  }

  return {
    ask,
    async run(call) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await ask(call);
        } catch (error) {
          if ((error as Error).name !== THREAD_LOST || attempt >= THREAD_ATTEMPTS) throw error;
          log.warn({ err: error, kind: call.kind, attempt }, 'scoring thread lost a call; trying again');
        }
      }
    },
    async warmUp() {
      await Promise.allSettled(Array.from({ length: size }, (_, index) => {
        const thread = threads[index] ?? spawn(index);
        const id = (nextId += 1);
        return new Promise((resolve, reject) => {
          thread.pending.set(id, { resolve, reject });
          thread.worker.postMessage({ id, warmUp: true });
        });
      }));
    },
    async close() {
      // Sphinx may still decode a piece a finished score no longer needed: each thread closes its engine (waiting for
      // those native calls) and exits; one that does not within 30 s is terminated.
      await Promise.allSettled(threads.map((thread) => thread && new Promise<void>((resolve) => {
        const timer = setTimeout(() => void thread.worker.terminate().finally(resolve), 30_000);
        thread.worker.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        thread.worker.postMessage({ close: true });
      })));
    },
  };
}

/**
 * Scoring jobs on worker threads (the single-machine default): one thread per core but one, at least one, so the event
 * loop keeps a core. A thread that dies is replaced and its jobs are retried. The routes' engine calls (`run`) go to
 * the same threads.
 */
export function createThreadJobs(options: {
  db: Database; log: JobLog; modelDir?: string; size?: number;
  /** Called when a job has stored its score or its failure (or given up): the learner's reads change. */
  onSettled?: (job: ScoringJob) => void;
}): ScoringJobs {
  const { db, log } = options;
  const size = Math.max(1, options.size ?? availableParallelism() - 1);
  // Threads start with the first call: a server that scores nothing (most test apps) loads no engine.
  const pool = createThreadPool({ log, modelDir: options.modelDir, size });
  const running = new Set<Promise<unknown>>();
  let closed = false;

  async function runScoringJob(job: ScoringJob) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await runJob(db, job, (input) => pool.ask(input) as Promise<ScoreOutput>);
        return;
      } catch (error) {
        if (attempt >= THREAD_ATTEMPTS || !isRetryable(error) || closed) {
          log.warn({ err: error, answerId: job.answerId, attempt }, 'scoring job failed for good');
          await storeFailure(db, job, failureMessage(error));
          return;
        }
        log.warn({ err: error, answerId: job.answerId, attempt }, 'scoring job failed; trying again');
      }
    }
  }

  return {
    mode: 'threads',
    async enqueue(job) {
      if (closed) throw new Error('Scoring has stopped');
      const task = runScoringJob(job)
        .catch((error: unknown) => log.error({ err: error, answerId: job.answerId }, 'scoring job lost'))
        .finally(() => options.onSettled?.(job));
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    run(call) {
      if (closed) return Promise.reject(new ScoringUnavailableError('Scoring has stopped: the server is shutting down.'));
      return pool.run(call);
    },
    warmUp: () => pool.warmUp(),
    async close() {
      closed = true;
      await Promise.allSettled([...running]);
      await pool.close();
    },
  };
}
