import type { FastifyInstance } from 'fastify';
import { ENGLISH_LEVELS, EXAM_DATE_RANGE_MS, SCORE_MAX, SCORE_MIN, remainingPremiumDays, type ApiFieldError, type EnglishLevel } from '@pte-kit/core';
import { todayIn } from '../../../calendarZones';
import { isCalendarDate } from '../../../calendar';
import { NATIVE_LANGUAGE_IDS } from '../../../data/nativeLanguages';
import { errors } from '../../../errors';
import { isPremium } from '../../../repositories/users';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

const SCORE_FIELDS = ['overall', 'listening', 'reading', 'writing', 'speaking'] as const;
const scoreSchema = { type: ['integer', 'null'], description: `${SCORE_MIN}–${SCORE_MAX}; left out or null: no target for it` } as const;

const targetSchema = {
  type: 'object',
  description: 'The exam target. Nothing saved yet: every field null and version 0.',
  properties: {
    overall: { type: ['integer', 'null'] },
    listening: { type: ['integer', 'null'] },
    reading: { type: ['integer', 'null'] },
    writing: { type: ['integer', 'null'] },
    speaking: { type: ['integer', 'null'] },
    examDate: { type: ['string', 'null'], format: 'date' },
    language: { type: ['string', 'null'], description: 'An id of GET /api/profile/nativeLanguages' },
    version: { type: 'integer' },
  },
} as const;

const englishLevelSchema = { type: 'string', enum: Object.keys(ENGLISH_LEVELS) } as const;
const withConflict = { ...errorResponses, 409: { $ref: 'ApiError#' } } as const;

/** The exam target, the English level and the premium days left. */
export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);
  const { home } = app.repositories;
  const tags = ['settings'];

  app.get('/api/settings/target/', {
    schema: { tags, security: bearer, summary: 'My exam target (all null with version 0 until the first save)', response: { 200: targetSchema, ...errorResponses } },
  }, async (request) => home.target(request.user!.id));

  app.put('/api/settings/target/', {
    schema: {
      tags, security: bearer,
      summary: 'Save my exam target',
      description: `version is the version read (0 for a first save); a stale one answers 409 and nothing is saved. examDate runs from today `
        + `(in my time zone) to about 5 years ahead (${EXAM_DATE_RANGE_MS} ms); scores are ${SCORE_MIN}–${SCORE_MAX}, and a score left out is cleared.`,
      body: {
        type: 'object', required: ['version', 'examDate', 'language'],
        properties: {
          version: { type: 'integer', minimum: 0 },
          examDate: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD' },
          language: { type: 'string', maxLength: 32, description: 'An id of GET /api/profile/nativeLanguages, any case' },
          overall: scoreSchema, listening: scoreSchema, reading: scoreSchema, writing: scoreSchema, speaking: scoreSchema,
        },
      } as const,
      response: { 200: targetSchema, ...withConflict },
    },
  }, async (request) => {
    const { body } = request;
    const user = request.user!;
    const problems: ApiFieldError[] = [];
    const today = todayIn(user.timeZone);
    const latest = todayIn(user.timeZone, Date.now() + EXAM_DATE_RANGE_MS);
    if (!isCalendarDate(body.examDate)) problems.push({ field: 'examDate', defaultMessage: 'Give the exam date as YYYY-MM-DD.' });
    else if (body.examDate < today) problems.push({ field: 'examDate', defaultMessage: `The exam date cannot be in the past (today is ${today}).` });
    else if (body.examDate > latest) problems.push({ field: 'examDate', defaultMessage: `The exam date can be at most about 5 years ahead (${latest}).` });
    const language = body.language.trim().toUpperCase();
    if (!language) problems.push({ field: 'language', defaultMessage: 'Choose your native language.' });
    else if (!NATIVE_LANGUAGE_IDS.has(language)) {
      problems.push({ field: 'language', defaultMessage: `${body.language} is not a language of the list (GET /api/profile/nativeLanguages).` });
    }
    for (const field of SCORE_FIELDS) {
      const score = body[field];
      if (score !== undefined && score !== null && (score < SCORE_MIN || score > SCORE_MAX)) {
        problems.push({ field, defaultMessage: `The ${field} target must be between ${SCORE_MIN} and ${SCORE_MAX}.` });
      }
    }
    if (problems.length) throw errors.invalid(problems);
    const scores = Object.fromEntries(SCORE_FIELDS.map((field) => [field, body[field] ?? null])) as Record<(typeof SCORE_FIELDS)[number], number | null>;
    return home.saveTarget(user.id, body.version, { ...scores, examDate: body.examDate, language });
  });

  app.put('/api/settings/level/', {
    schema: {
      tags, security: bearer, summary: 'Set my English level (CEFR), which the study plan reads',
      body: { type: 'object', required: ['englishLevel'], properties: { englishLevel: englishLevelSchema } } as const,
      response: { 200: { type: 'object', properties: { englishLevel: englishLevelSchema } }, ...errorResponses },
    },
  }, async (request) => {
    // The schema's enum holds exactly the EnglishLevel ids.
    await home.setEnglishLevel(request.user!.id, request.body.englishLevel as EnglishLevel);
    return { englishLevel: request.body.englishLevel };
  });

  app.get('/api/settings/remaining', {
    schema: {
      tags, security: bearer, summary: 'Premium days left, rounded up (0 when not premium)',
      response: { 200: { type: 'object', properties: { remainingDays: { type: 'integer', minimum: 0 } } }, ...errorResponses },
    },
  }, async (request) => {
    const user = request.user!;
    return { remainingDays: isPremium(user) ? remainingPremiumDays(user.expireDate?.toISOString() ?? null) : 0 };
  });
}

