import { parentPort, workerData } from 'node:worker_threads';
import { createSpeakingEngine } from '../speech/index';
import { createWritingEngine } from '../writing/index';
import { runEngineCall, type Engines } from './score';
import type { EngineCall } from './types';

/**
 * A scoring thread (SCORING=threads): its own engines, each loaded once, on its first job, so the API's event
 * loop never runs the writing engine's rules or the speech analysis, and the API process loads no engine of its own:
 * answers' scores (jobs) and the routes' engine calls (a word, the speech test, a model answer's analysis) both come
 * here. Messages: `{ id, input }` in (an EngineCall), `{ id, output }` or `{ id, error: { name, message, field } }` out.
 */
const { modelDir } = workerData as { modelDir?: string };
const engines: Engines = { speakingScorer: createSpeakingEngine({ modelDir }), writingScorer: createWritingEngine() };
const port = parentPort!;

port.on('message', (message: { id: number; input: EngineCall } | { id: number; warmUp: true } | { close: true }) => {
  if ('close' in message) {
    // A score may return while Sphinx still decodes a piece it no longer needs (engine.ts, readTask): the native calls
    // must end before the thread does, or the process aborts.
    void engines.speakingScorer.close().finally(() => process.exit(0));
    return;
  }
  if ('warmUp' in message) {
    // Answered once both engines are loaded. Errors surface again, with the learner's message, on the first job that
    // needs the engine.
    void Promise.all([engines.speakingScorer.warmUp(), engines.writingScorer.warmUp()]).catch(() => undefined)
      .then(() => port.postMessage({ id: message.id, output: null }));
    return;
  }
  runEngineCall(engines, message.input).then(
    (output) => port.postMessage({ id: message.id, output }),
    (error: Error & { field?: string }) => port.postMessage({
      id: message.id, error: { name: error?.name ?? 'Error', message: error?.message ?? String(error), field: error?.field },
    }),
  );
});
