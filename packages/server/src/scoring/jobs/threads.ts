import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Database } from '../../db/client';
import { failureMessage, isRetryable, runJob, storeFailure } from './store';
import type { JobLog, ScoreInput, ScoreOutput, ScoringJob, ScoringJobs } from './types';

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
  resolve(output: ScoreOutput): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * Worker threads that score (the single-machine default): one per core but one, at least one, so the event loop keeps
 * a core. Each thread scores several answers at once (speech decoding waits on native threads); a thread that dies
 * is replaced and its jobs are retried.
 */
export function createThreadJobs(options: { db: Database; log: JobLog; modelDir?: string; size?: number }): ScoringJobs {
  const { db, log } = options;
  const size = Math.max(1, options.size ?? availableParallelism() - 1);
  const start = threadStart();
  const threads: (Thread | undefined)[] = Array.from({ length: size }, () => undefined);
  const running = new Set<Promise<unknown>>();
  let nextId = 0;
  let closed = false;

  function spawn(index: number): Thread {
    const worker = new Worker(start.entry, { eval: start.eval, workerData: { modelDir: options.modelDir } });
    const thread: Thread = { worker, pending: new Map() };
    // An idle thread must not keep the process alive once the server has closed.
    worker.unref();
    worker.on('message', (message: { id?: number; output?: ScoreOutput; error?: { name: string; message: string } }) => {
      if (message.id === undefined) return;
      const pending = thread.pending.get(message.id);
      thread.pending.delete(message.id);
      if (!pending) return;
      if (message.error) pending.reject(Object.assign(new Error(message.error.message), { name: message.error.name }));
      else pending.resolve(message.output!);
    });
    const lost = (error: Error) => {
      if (threads[index] === thread) threads[index] = undefined;
      for (const pending of thread.pending.values()) pending.reject(error);
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

  // Threads start with the first answer: a server that scores nothing (most test apps) loads no second engine.
  function score(input: ScoreInput): Promise<ScoreOutput> {
    // The thread with the fewest answers in hand, replaced first if it died.
    let best = 0;
    for (let index = 0; index < size; index += 1) {
      if ((threads[index]?.pending.size ?? 0) < (threads[best]?.pending.size ?? 0)) best = index;
    }
    const thread = threads[best] ?? spawn(best);
    const id = (nextId += 1);
    return new Promise<ScoreOutput>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      // The recording is copied into the message (a job may be tried again with the same buffer).
      thread.worker.postMessage({ id, input });
    });
  }

  async function run(job: ScoringJob) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await runJob(db, job, score);
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
      const task = run(job).catch((error: unknown) => log.error({ err: error, answerId: job.answerId }, 'scoring job lost'));
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    warmUp() {
      for (let index = 0; index < size; index += 1) (threads[index] ?? spawn(index)).worker.postMessage({ warmUp: true });
    },
    async close() {
      closed = true;
      await Promise.allSettled([...running]);
      // No job is running now, but Sphinx may still decode a piece a finished score no longer needed: each thread closes
      // its engine (waiting for those native calls) and exits; one that does not within 30 s is terminated.
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
