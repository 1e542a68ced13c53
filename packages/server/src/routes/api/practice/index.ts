import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BOOKMARK_TYPES, COMPLEXITIES, IMAGE_TYPES, LIMITS, PRACTICE_STATUSES, PREDICTION_TYPES, QUESTION_SORTS, isTaskOffered,
  taskCatalog, variantOf, type ObjectiveScore, type PteType, type TaskDefinition,
} from '@pte-kit/core';

interface Submission {
  words?: string[];
  answers?: string[];
  answer?: string;
  accent?: string;
  /** Speaking: the recording as base64 mp3. */
  answerRequest?: string;
  duration: number;
  pteType: PteType;
}
import { errors } from '../../../errors';
import { MAX_RECORDING_BYTES, SPEAKING_BODY_LIMIT, decodeRecording, recordingsDir, removeRecording, storeRecording } from '../../../media/recordings';
import { isPremium } from '../../../repositories/users';
import { solutionOf, type QuestionListFilters } from '../../../repositories/questions';
import { scoreObjectiveAnswer } from '../../../scoring/objective';
import { decodeAudio, recordingLimitSeconds } from '../../../scoring/speech/audio';
import { page, pageSchema } from '../page';
import { createAnalysisCache } from './analysisCache';
import { revalidated } from '../../../plugins/etag';
import { bearer, errorResponses, pteTypeSchema, withSchemaTypes } from '../schemas';

const LIST_PARAMS = ['complexities', 'bookmarkTypes', 'imageTypes'] as const;

const filterProperties = {
  title: { type: 'string', maxLength: 200 },
  complexities: { type: 'array', items: { type: 'string', enum: [...COMPLEXITIES, 'MEDIUM'] }, maxItems: 4 },
  sort: { type: 'string', enum: [...QUESTION_SORTS] },
  practiceStatus: { type: 'string', enum: [...PRACTICE_STATUSES] },
  bookmarkTypes: { type: 'array', items: { type: 'string', enum: [...BOOKMARK_TYPES] }, maxItems: 6 },
  prediction: { type: 'boolean' },
  predictionType: { type: 'string', enum: [...PREDICTION_TYPES] },
  imageTypes: { type: 'array', items: { type: 'string', enum: [...IMAGE_TYPES] }, maxItems: 7 },
} as const;

/** The list filters as sent: MEDIUM is accepted for AVERAGE. */
type FilterQuery = Omit<QuestionListFilters, 'complexities'> & { complexities?: string[] };

/** Comma-separated lists (`complexities=EASY,HARD`) and repeated keys both reach the schema as arrays. */
async function splitListParams(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  for (const key of LIST_PARAMS) {
    const value = query[key];
    if (value === undefined) continue;
    const values = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(',')).map((part) => part.trim()).filter(Boolean);
    query[key] = values;
  }
}

function filtersOf(request: Pick<FastifyRequest, 'user'> & { query: FilterQuery }): QuestionListFilters {
  const query = request.query;
  if (query.predictionType && !isPremium(request.user!)) throw errors.premiumOnly();
  return {
    ...query,
    complexities: query.complexities?.map((value: string) => (value === 'MEDIUM' ? 'AVERAGE' : value)) as QuestionListFilters['complexities'],
  };
}

const questionRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, title: { type: 'string' }, complexity: { type: 'string' }, practiceCount: { type: 'integer' },
    predictionCount: { type: 'integer' }, bookmarkType: { type: 'string' }, prediction: { type: 'boolean' },
    imageType: { type: ['string', 'null'] },
  },
} as const;

const solutionSchema = {
  type: 'object',
  required: ['practiceId', 'answerKey', 'transcript', 'explanation'],
  properties: {
    practiceId: { type: 'integer' },
    answerKey: { type: 'object', additionalProperties: true, description: 'The key the answer is scored against (by kind: blanks, choices, choice, order, highlight, dictation, open)' },
    transcript: { type: ['string', 'null'], description: "What the question's recording says" },
    explanation: { type: 'string' },
  },
} as const;

export function submitBodySchema(task: TaskDefinition) {
  const common = { duration: { type: 'integer', minimum: 0, maximum: 86400, default: 0 }, pteType: pteTypeSchema };
  const word = { type: 'string', maxLength: 100 };
  switch (task.scoringKind) {
    case 'blanks':
      return { type: 'object', required: ['words', 'pteType'], properties: { words: { type: 'array', items: word, maxItems: 20 }, ...common } };
    case 'multipleAnswers':
    case 'reorder':
      return { type: 'object', required: ['answers', 'pteType'], properties: { answers: { type: 'array', items: word, maxItems: 20 }, ...common } };
    case 'highlightWords':
      return {
        type: 'object', required: ['answers', 'pteType'],
        properties: { answers: { type: 'array', items: { type: 'string', maxLength: 4 }, maxItems: 400, description: '0-based positions of the highlighted words' }, ...common },
      };
    case 'singleChoice':
      return { type: 'object', required: ['answer', 'pteType'], properties: { answer: word, ...common } };
    case 'dictation':
      return { type: 'object', required: ['answer', 'pteType'], properties: { answer: { type: 'string', maxLength: 1000 }, ...common } };
    case 'writing':
      return {
        type: 'object', required: ['answer', 'pteType'],
        properties: {
          answer: { type: 'string', maxLength: LIMITS.writingAnswerChars },
          // Summarize Spoken Text: the accent of the recording the learner heard; spelling of either accent is accepted.
          ...(task.key === 'listening.summarizeSpokenText' ? { accent: { type: 'string', enum: ['US', 'UK', 'AU', 'IN'] } } : {}),
          ...common,
        },
      };
    case 'speaking':
      return {
        type: 'object', required: ['answerRequest', 'pteType'],
        properties: {
          answerRequest: { type: 'string', minLength: 1, maxLength: Math.ceil((MAX_RECORDING_BYTES * 4) / 3) + 200, description: 'The recording as base64 mp3 (a data URL prefix is accepted)' },
          ...common,
        },
      };
    default:
      return null;
  }
}

/** Every practice route, registered per task of the catalogue. */
export default async function practiceRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);
  const { questions, answers, users } = app.repositories;
  // The model answers do not change while the server runs: each is analysed once per question and variant.
  const analyses = createAnalysisCache();

  for (const task of taskCatalog) {
    const base = `/api/${task.skill}/${task.apiTask}`;
    const tags = [`${task.skill}`];

    app.get(base, {
      preValidation: splitListParams,
      schema: {
        tags, summary: `${task.name}: question list (0-based page)`, security: bearer,
        querystring: {
          type: 'object',
          properties: { page: { type: 'integer', minimum: 0, default: 0 }, size: { type: 'integer', minimum: 1, maximum: 100, default: LIMITS.tablePageSize }, ...filterProperties },
        } as const,
        response: { 200: pageSchema('questionList', questionRowSchema, { practicedCount: { type: 'integer' } }), ...errorResponses },
      },
    }, async (request) => {
      const { page: number, size } = request.query;
      return app.readCache.get(request, async () => {
        const result = await questions.list(task.skill, task.apiTask, request.user!.id, filtersOf(request), number, size);
        return { ...page('questionList', result.rows, { number, size, total: result.total }), practicedCount: result.practiced };
      }, 'questions');
    });

    app.get(`${base}/:page`, {
      preValidation: splitListParams,
      onSend: revalidated,
      schema: {
        tags, summary: `${task.name}: the question at a 1-based position of the filtered list`, security: bearer,
        params: { type: 'object', required: ['page'], properties: { page: { type: 'integer', minimum: 1, maximum: 1000000 } } } as const,
        querystring: { type: 'object', properties: filterProperties } as const,
      },
    }, async (request) => {
      const position = request.params.page;
      const found = await app.readCache.get(request, () => questions.atPosition(task.skill, task.apiTask, request.user!.id, filtersOf(request), position), 'questions');
      if (!found.question) {
        throw found.total === 0 ? errors.notFound('No question matches these filters; a question') : errors.notFound(`Question ${position} of ${found.total}`);
      }
      return { position, totalElements: found.total, question: found.question };
    });

    app.get(`${base}/questions/:id`, {
      onSend: revalidated,
      schema: {
        tags, summary: `${task.name}: one question by id, with its position in the unfiltered list`, security: bearer,
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const,
      },
    }, async (request) => {
      const found = await app.readCache.get(request, () => questions.oneById(task.skill, task.apiTask, request.user!.id, request.params.id), 'questions');
      if (!found) throw errors.notFound(`Question ${request.params.id}`);
      return { position: found.position, totalElements: found.total, question: found.question };
    });

    app.get(`${base}/questions/:id/solution`, {
      onSend: revalidated,
      schema: {
        tags, security: bearer,
        summary: `${task.name}: the answer section (key, transcript, explanation), asked for when the learner opens it or has answered; never part of the question`,
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const,
        response: { 200: solutionSchema, ...errorResponses },
      },
    }, async (request) => {
      const question = await questions.byId(task.skill, task.apiTask, request.params.id);
      if (!question) throw errors.notFound(`Question ${request.params.id}`);
      return solutionOf(question);
    });

    if (task.scoringKind === 'writing') {
      app.get(`${base}/questions/:id/analysis`, {
        onSend: revalidated,
        schema: {
          tags, summary: `${task.name}: the writing engine's analysis of the model answer (traits, words, key points), for the answer section`,
          security: bearer,
          params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const,
          querystring: { type: 'object', properties: { pteType: pteTypeSchema } } as const,
        },
      }, async (request) => {
        const { id } = request.params;
        const variant = variantOf(request.query.pteType ?? request.user!.pteType);
        const question = await questions.byId(task.skill, task.apiTask, id);
        if (!question) throw errors.notFound(`Question ${id}`);
        const key = question.answerKey;
        if (key.kind !== 'open') throw errors.notFound(`A model answer of question ${id}`);
        const modelAnswer = (variant === 'CORE' && key.modelAnswerCore) || key.modelAnswer;
        return analyses.get(`${id}:${variant}:${question.contentHash}`, async () => {
          // The writing engine runs on the scoring thread (scoring/jobs): the API process loads none.
          const scored = await app.scoringJobs.run({
            kind: 'writing', taskKey: task.key, variant, text: modelAnswer,
            question: { content: question.content, answerKey: question.answerKey, recording: question.recording },
          });
          return { variant, modelAnswer, score: scored.score, maxScore: scored.max, writing: scored.result.writing };
        });
      });
    }

    const answerListParams = {
      params: { type: 'object', required: ['practiceId'], properties: { practiceId: { type: 'integer', minimum: 1 } } } as const,
      querystring: {
        type: 'object',
        properties: { page: { type: 'integer', minimum: 0, default: 0 }, size: { type: 'integer', minimum: 1, maximum: 100, default: LIMITS.answerListPageSize }, practiceId: { type: 'integer' } },
      } as const,
    } as const;

    const listAnswers = (mine: boolean) => async (request: FastifyRequest<{ Params: { practiceId: number }; Querystring: { page: number; size: number } }>) => {
      const { practiceId } = request.params;
      const { page: number, size } = request.query;
      // The learner's own answers change only by their writes; the community's by anyone's.
      const { result, found } = await app.readCache.get(request, async () => {
        const listed = await answers.list(task, practiceId, request.user!.id, mine, number, size);
        // Answers found are of this task's question; only an empty page needs the question looked up, for its 404.
        return { result: listed, found: listed.records.length > 0 || Boolean(await questions.byId(task.skill, task.apiTask, practiceId)) };
      }, mine ? undefined : 'answers');
      if (!found) throw errors.notFound('The question');
      return page(task.answerListName, result.records, { number, size, total: result.total });
    };

    app.get(`${base}/:practiceId/answers`, {
      schema: { tags, summary: `${task.name}: my answers to a question`, security: bearer, ...answerListParams },
    }, listAnswers(true));

    app.get(`${base}/:practiceId/answers/other`, {
      schema: { tags, summary: `${task.name}: the community's answers to a question (0-based page, size 10)`, security: bearer, ...answerListParams },
    }, listAnswers(false));

    // Every task has it (an objective answer is SCORED from the start), so a client reads any answer one way.
    app.get(`${base}/answer/:id`, {
      schema: {
        tags, security: bearer,
        summary: `${task.name}: one of my answers with its scoring status (SCORING, SCORED or FAILED with a message), what a submit answered 202 for`,
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const,
      },
    }, async (request) => {
      const found = await answers.own(task, request.params.id, request.user!.id);
      if (!found) throw errors.notFound('The answer');
      // A score stored by a worker process: the learner's lists (practice counts, my answers) read it from now on.
      if (found.status !== 'SCORING') {
        app.readCache.forget(request.user!.id);
        app.readCache.changed('answers');
      }
      return found;
    });

    app.delete(`${base}/answer/:id`, {
      schema: {
        tags, summary: `${task.name}: delete one of my answers`, security: bearer,
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    }, async (request, reply) => {
      const removed = await answers.remove(task, request.params.id, request.user!.id);
      app.readCache.changed('answers');
      await removeRecording(recordingsDir(app.config.dataDir), removed.audio);
      return reply.code(204).send();
    });

    const body = submitBodySchema(task);
    if (!body) continue;

    // The body schema is built per task (submitBodySchema): Submission is the union of what its variants accept.
    app.post<{ Params: { practiceId: number }; Body: Submission }>(
      `${base}/:practiceId`,
      {
        ...(task.scoringKind === 'speaking' ? { bodyLimit: SPEAKING_BODY_LIMIT } : {}),
        schema: {
          tags, summary: `${task.name}: submit an answer; scored on the server${task.aiScored ? ' (AI-scored: counts against the free plan\'s quota)' : ''}`,
          security: bearer,
          params: { type: 'object', required: ['practiceId'], properties: { practiceId: { type: 'integer', minimum: 1 } } } as const,
          body,
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const { practiceId } = request.params;
        const submission = request.body;
        const variant = variantOf(submission.pteType);
        if (!isTaskOffered(task, variant)) throw errors.taskNotInVariant(task.name, submission.pteType);
        const question = await questions.byId(task.skill, task.apiTask, practiceId);
        if (!question) throw errors.notFound('The question');
        // Quota first and atomically, so a learner out of AI submissions is told so before any scoring work, and
        // twenty submissions at once cannot all be scored on the last free one.
        const reserved = task.aiScored ? await users.reserveAiSubmission(user) : false;
        try {
          if (task.scoringKind === 'speaking' || task.scoringKind === 'writing') {
            // Scored off the request (scoring/jobs): the row is stored first, as SCORING, and the job fills in its score.
            const recording = task.scoringKind === 'speaking' ? decodeRecording(submission.answerRequest ?? '') : undefined;
            // A recording that is not audio, or too long, is refused now (ffmpeg, in a child process), not by the job.
            // The decoded samples go with the job, so a scoring thread does not decode the recording a second time.
            const samples = recording ? await decodeAudio(recording, recordingLimitSeconds(task.apiTask)) : undefined;
            const dir = recordingsDir(app.config.dataDir);
            const audio = recording ? await storeRecording(dir, recording) : undefined;
            let pending;
            try {
              pending = await answers.insert(app.db, {
                userId: user.id, questionId: practiceId, task, pteType: submission.pteType,
                answers: recording ? [] : [submission.answer ?? ''], duration: submission.duration, score: 0, maxScore: 0,
                result: { results: [], ...(audio ? { audio } : {}) }, answerKey: question.answerKey, status: 'SCORING',
              });
              await app.scoringJobs.enqueue({ kind: task.scoringKind, answerId: pending.id, reserved, audio: recording, samples, learnerId: user.id });
            } catch (error) {
              if (pending) await answers.remove(task, pending.id, user.id).catch(() => undefined);
              if (audio) await removeRecording(dir, audio);
              throw error;
            }
            return reply.code(202).send({ id: pending.id, practiceId, status: 'SCORING' });
          }
          const scored: ObjectiveScore = scoreObjectiveAnswer(question.content, question.answerKey, submission);
          const given = submission.words ?? submission.answers ?? [submission.answer ?? ''];
          const record = await answers.insert(app.db, {
            userId: user.id, questionId: practiceId, task, pteType: submission.pteType, answers: [...given],
            duration: submission.duration, score: scored.score, maxScore: scored.max,
            result: { results: scored.results, ...(scored.pairs ? { pairs: scored.pairs } : {}) },
            answerKey: question.answerKey,
          });
          // The community's answers of the question include it from now on.
          app.readCache.changed('answers');
          return reply.code(201).send(record);
        } catch (error) {
          if (reserved) await users.refundAiSubmission(user).catch((refund: unknown) => request.log.warn({ err: refund }, 'AI submission not refunded'));
          throw error;
        }
      },
    );
  }
}
