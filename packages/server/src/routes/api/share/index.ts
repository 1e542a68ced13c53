import type { FastifyInstance } from 'fastify';
import { findTaskByApi, skills } from '@pte-kit/core';
import { errors } from '../../../errors';
import { solutionOf } from '../../../repositories/questions';
import { errorResponses, withSchemaTypes } from '../schemas';

/**
 * The public share page's data: one scored answer, its question and answer section, for anyone holding the answer's
 * share link (its `key` is an HMAC the server gave the author). No sign-in: the page is for sharing.
 */
export default async function shareRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  const { answers, questions } = app.repositories;

  app.get('/api/share/:skill/:task/:id', {
    schema: {
      tags: ['share'], summary: 'A shared answer with its question (public, needs the key of the share link)',
      params: {
        type: 'object',
        required: ['skill', 'task', 'id'], properties: { skill: { type: 'string', enum: [...skills] }, task: { type: 'string', maxLength: 60 }, id: { type: 'integer', minimum: 1 } },
      } as const,
      querystring: { type: 'object', required: ['key'], properties: { key: { type: 'string', minLength: 1, maxLength: 64 } } } as const,
      response: errorResponses,
    },
  }, async (request, reply) => {
    const { skill, task: apiTask, id } = request.params;
    const task = findTaskByApi(skill, apiTask);
    if (!task) throw errors.notFound(`The task ${skill}/${apiTask}`);
    const record = await answers.shared(task, id, request.query.key);
    if (!record) throw errors.notFound('This shared answer');
    const position = await questions.positionOf(task.skill, task.apiTask, record.practiceId);
    const { question } = position ? await questions.atPosition(task.skill, task.apiTask, 0, {}, position) : { question: null };
    const stored = await questions.byId(task.skill, task.apiTask, record.practiceId);
    if (!question || !stored) throw errors.notFound('The question of this answer');
    reply.header('Cache-Control', 'public, max-age=300');
    // A shared answer is scored: its answer section goes with it.
    return { record: { ...record, type: 'OTHER' }, question, solution: solutionOf(stored), task: { key: task.key, name: task.name, skill: task.skill } };
  });
}
