import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createQueueJobs } from './queue';
import { createThreadJobs } from './threads';
import type { ScoringJobs } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Speaking and writing answers are scored off the request (docs/scoring-jobs.md). */
    scoringJobs: ScoringJobs;
  }
}

export default fp(async function scoringJobs(app: FastifyInstance) {
  const { config } = app;
  const jobs = config.scoring === 'queue'
    ? await createQueueJobs({ connectionString: config.databaseUrl!, log: app.log, modelDir: config.pocketsphinxModel })
    : createThreadJobs({
      db: app.db, log: app.log, modelDir: config.pocketsphinxModel,
      // The learner's practice counts and answers, and the community's answers, show the score from now on.
      onSettled: (job) => {
        if (job.learnerId !== undefined) app.readCache.forget(job.learnerId);
        app.readCache.changed('answers');
      },
    });
  app.decorate('scoringJobs', jobs);
  // Before the database closes: running jobs still store their scores.
  app.addHook('onClose', () => jobs.close());
}, { name: 'scoring-jobs', dependencies: ['database', 'read-cache'] });
