import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWritingEngine, type WritingEngine } from '../../scoring/writing/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scores written answers (traits, spelling, grammar, content). */
    writingScorer: WritingEngine;
  }
}

export default fp(async function writingScorer(app: FastifyInstance) {
  app.decorate('writingScorer', createWritingEngine());
  // The dictionaries and grammar checker (~4 s) load off the request path, so the first learner to submit a
  // writing answer does not wait for them. With SCORING=queue the workers score answers, and this process loads them
  // only if a model answer's analysis is asked for.
  if (app.config.scoring !== 'queue') app.addHook('onReady', () => {
    void app.writingScorer.warmUp().catch((error: Error) => app.log.warn(`writing engine warm-up failed: ${error.message}`));
  });
}, { name: 'writing-scorer' });
