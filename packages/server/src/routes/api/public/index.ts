import type { FastifyInstance } from 'fastify';
import { isTaskOffered, taskCatalog, variantOf, type PteType, type TaskDefinition } from '@pte-kit/core';
import { errors } from '../../../errors';
import { PUBLIC_CHECKS_PER_MINUTE, PUBLIC_READS_PER_MINUTE, publicLimit } from '../../../plugins/rateLimit';
import { solutionOf } from '../../../repositories/questions';
import { scoreObjectiveAnswer } from '../../../scoring/objective';
import { submitBodySchema } from '../practice';
import { errorResponses, withSchemaTypes } from '../schemas';

/** Nobody's id: the practice and bookmark columns of a question read as "not practised, no bookmark" for a reader. */
const NOBODY = 0;

/** The tasks a signed-out reader may practise: those scored by core's objective rules, with no AI and no recording. */
export const publicTasks = (): TaskDefinition[] =>
  taskCatalog.filter((task) => !task.aiScored && task.scoringKind !== 'writing' && task.scoringKind !== 'speaking' && submitBodySchema(task));

interface Submission { words?: string[]; answers?: string[]; answer?: string; duration: number; pteType: PteType }

const idParams = (name: string) => ({ type: 'object', required: [name], properties: { [name]: { type: 'integer', minimum: 1 } } }) as const;

const checkedSchema = {
  type: 'object',
  required: ['practiceId', 'pteType', 'score', 'maxScore', 'answers', 'results', 'answerKey', 'scores', 'transcript', 'explanation', 'saved'],
  properties: {
    practiceId: { type: 'integer' },
    pteType: { type: 'string' },
    score: { type: 'number' },
    maxScore: { type: 'number' },
    answers: { type: 'array', items: { type: 'string' } },
    results: { type: 'array', items: { type: 'object', additionalProperties: true } },
    pairs: { type: 'array', items: { type: 'boolean' } },
    answerKey: { type: 'object', additionalProperties: true, description: 'The key the answer was scored against: it leaves the server only after an answer' },
    scores: { type: 'object', additionalProperties: { type: 'object', properties: { score: { type: 'number' }, max: { type: 'number' } } } },
    transcript: { type: ['string', 'null'] },
    explanation: { type: 'string' },
    saved: { type: 'boolean', enum: [false], description: 'Always false: a signed-out answer is scored, never stored' },
  },
} as const;

/**
 * What an article's reader who is not signed in may do: open the questions of the objective tasks (exactly what the
 * signed-in routes serve, never the key) and have an answer checked by the same rules, which answers the score and,
 * only then, the correct answers. Nothing is stored; both are throttled per address.
 */
export default async function publicPracticeRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  const { questions } = app.repositories;

  for (const task of publicTasks()) {
    const base = `/api/public/${task.skill}/${task.apiTask}`;
    const tags = ['public'];

    app.get(`${base}/:page`, {
      config: publicLimit('public-read', PUBLIC_READS_PER_MINUTE),
      schema: {
        tags, summary: `${task.name}: the question at a 1-based position, for a reader who is not signed in (no key)`,
        params: { type: 'object', required: ['page'], properties: { page: { type: 'integer', minimum: 1, maximum: 1000000 } } } as const,
        response: errorResponses,
      },
    }, async (request) => {
      const position = request.params.page;
      const found = await questions.atPosition(task.skill, task.apiTask, NOBODY, {}, position);
      if (!found.question) throw errors.notFound(found.total === 0 ? 'A question' : `Question ${position} of ${found.total}`);
      return { position, totalElements: found.total, question: found.question };
    });

    app.get(`${base}/questions/:id`, {
      config: publicLimit('public-read', PUBLIC_READS_PER_MINUTE),
      schema: {
        tags, summary: `${task.name}: one question by id with its position, for a reader who is not signed in (no key)`,
        params: idParams('id'),
        response: errorResponses,
      },
    }, async (request) => {
      const position = await questions.positionOf(task.skill, task.apiTask, request.params.id);
      if (!position) throw errors.notFound(`Question ${request.params.id}`);
      const found = await questions.atPosition(task.skill, task.apiTask, NOBODY, {}, position);
      return { position, totalElements: found.total, question: found.question };
    });

    app.post<{ Params: { practiceId: number }; Body: Submission }>(`${base}/:practiceId/check`, {
      config: publicLimit('public-check', PUBLIC_CHECKS_PER_MINUTE),
      schema: {
        tags, summary: `${task.name}: score an answer of a reader who is not signed in; answers the score and the correct answers, saves nothing`,
        params: idParams('practiceId'),
        body: submitBodySchema(task)!,
        response: { 200: checkedSchema, ...errorResponses },
      },
    }, async (request) => {
      const { practiceId } = request.params;
      const submission = request.body;
      if (!isTaskOffered(task, variantOf(submission.pteType))) throw errors.taskNotInVariant(task.name, submission.pteType);
      const question = await questions.byId(task.skill, task.apiTask, practiceId);
      if (!question) throw errors.notFound('The question');
      const scored = scoreObjectiveAnswer(question.content, question.answerKey, submission);
      const { transcript, explanation } = solutionOf(question);
      const scores: Record<string, { score: number; max: number }> = {};
      for (const part of task.scoreParts) scores[part] = { score: scored.score, max: scored.max };
      return {
        practiceId,
        pteType: submission.pteType,
        score: scored.score,
        maxScore: scored.max,
        answers: [...(submission.words ?? submission.answers ?? [submission.answer ?? ''])],
        results: scored.results,
        ...(scored.pairs ? { pairs: scored.pairs } : {}),
        answerKey: question.answerKey,
        scores,
        transcript,
        explanation,
        saved: false as const,
      };
    });
  }
}
