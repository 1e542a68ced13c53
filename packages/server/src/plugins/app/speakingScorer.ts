import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSpeakingEngine, type SpeakingEngine } from '../../scoring/speech/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scores recorded answers and single words, and transcribes (CMU Sphinx). */
    speakingScorer: SpeakingEngine;
  }
}

export default fp(async function speakingScorer(app: FastifyInstance) {
  app.decorate('speakingScorer', createSpeakingEngine({ modelDir: app.config.pocketsphinxModel }));
  // The decoders load their models (~2 s on each core) before the first recording arrives. With SCORING=queue the
  // answers are scored by workers: this process loads them only if a word or a speech test comes.
  if (app.config.scoring !== 'queue') app.addHook('onReady', () => {
    void app.speakingScorer.warmUp().catch((error: Error) => app.log.warn(`speaking engine warm-up failed: ${error.message}`));
  });
  app.addHook('onClose', () => app.speakingScorer.close());
}, { name: 'speaking-scorer' });
