import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@pte-kit/core';
import { isCalendarDate, latestToday } from '../../../calendar';
import { countryCode } from '../../../data/countries';
import { errors } from '../../../errors';
import { withoutControlCharacters } from '../../../richText';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const EARLIEST_EXAM_DATE = `${LIMITS.examMemoryEarliestYear}-01-01`;

const problemReportSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, practiceId: { type: 'integer' }, description: { type: 'string' }, createdDate: { type: 'string', format: 'date-time' } },
} as const;

const examMemorySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    practiceId: { type: 'integer' },
    date: { type: 'string', format: 'date' },
    country: { type: 'string', description: 'ISO 3166-1 alpha-2 code' },
    countryName: { type: 'string' },
    pteType: { type: 'string', enum: ['CORE', 'ACADEMIC'] },
    description: { type: 'string' },
    createdDate: { type: 'string', format: 'date-time' },
    predictionCount: { type: 'integer', description: "The question's Exam Memory count after this report" },
  },
} as const;

/** Text a learner typed: trimmed, and within `limit` characters as the form counts them. */
function typedText(value: string | null | undefined, limit: number, field: string, tooLong: (length: number) => string): string {
  const text = withoutControlCharacters(value ?? '').trim();
  if (text.length > limit) throw errors.badRequest(tooLong(text.length), field);
  return text;
}

function examDate(value: string): string {
  const date = value.trim();
  if (!date) throw errors.badRequest('date is required: choose the day of your exam.', 'date');
  if (!isCalendarDate(date)) throw errors.badRequest('date must be a calendar date written YYYY-MM-DD.', 'date');
  if (date < EARLIEST_EXAM_DATE) throw errors.badRequest(`The exam date cannot be before ${EARLIEST_EXAM_DATE}.`, 'date');
  if (date > latestToday()) throw errors.badRequest('The exam date cannot be in the future.', 'date');
  return date;
}

export default async function reportRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);
  const { reports, questions } = app.repositories;

  async function requireQuestion(practiceId: number) {
    if (!(await questions.byIdAnyTask(practiceId))) throw errors.notFound(`Question ${practiceId}`);
  }

  app.post('/api/problemReports', {
    schema: {
      tags: ['reports'], security: bearer,
      summary: 'Report a problem with a question',
      description: `description: not empty, at most ${LIMITS.reportChars} characters. Answers 201 with the stored report; the same text `
        + 'on the same question again within a minute answers 200 with the first report instead of storing it twice. '
        + 'More than 20 reports in an hour is a 429.',
      body: { type: 'object', required: ['practiceId', 'description'], properties: { practiceId: idSchema, description: { type: 'string' } } } as const,
      response: { 200: problemReportSchema, 201: problemReportSchema, ...errorResponses, 429: { $ref: 'ApiError#' } },
    },
  }, async (request, reply) => {
    const { practiceId } = request.body;
    const description = typedText(request.body.description, LIMITS.reportChars, 'description',
      (length) => `A report can be at most ${LIMITS.reportChars} characters; this one has ${length}.`);
    if (!description) throw errors.badRequest('Describe the problem before sending the report.', 'description');
    await requireQuestion(practiceId);
    const { report, created } = await reports.reportProblem(request.user!.id, practiceId, description);
    return reply.code(created ? 201 : 200).send(report);
  });

  app.post('/api/predictions', {
    schema: {
      tags: ['reports'], security: bearer,
      summary: 'Exam memory: I saw this question in my exam (adds one to its Exam Memory count)',
      description: `date: YYYY-MM-DD, from ${EARLIEST_EXAM_DATE} up to today; country: an id (ISO 3166-1 alpha-2 code) or value of `
        + `GET /api/profile/countries; pteType: CORE or ACADEMIC; description: optional, at most ${LIMITS.examMemoryChars} characters. `
        + 'One report per learner, question and exam date (a second is a 409).',
      body: {
        type: 'object', required: ['practiceId', 'date', 'country', 'pteType'],
        properties: {
          practiceId: idSchema,
          date: { type: 'string', maxLength: 40 },
          country: { type: 'string', maxLength: 100 },
          pteType: { type: 'string', enum: ['CORE', 'ACADEMIC'] },
          description: { type: ['string', 'null'] },
        },
      } as const,
      response: { 201: examMemorySchema, ...errorResponses, 409: { $ref: 'ApiError#' } },
    },
  }, async (request, reply) => {
    const { practiceId, pteType } = request.body;
    const date = examDate(request.body.date);
    if (!request.body.country.trim()) throw errors.badRequest('country is required: choose the country where you took the exam.', 'country');
    const country = countryCode(request.body.country);
    if (!country) {
      throw errors.badRequest(`${request.body.country} is not a country of the list (GET /api/profile/countries): send its id, such as IR, or its name.`, 'country');
    }
    const description = typedText(request.body.description, LIMITS.examMemoryChars, 'description',
      (length) => `More information can be at most ${LIMITS.examMemoryChars} characters; this has ${length}.`);
    await requireQuestion(practiceId);
    const saved = await reports.reportExamMemory({ userId: request.user!.id, questionId: practiceId, date, country, pteType, description });
    // Every learner's lists and the question show its Exam Memory count.
    app.readCache.changed('questions');
    return reply.code(201).send(saved);
  });
}
