import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRANSLATION_LANGUAGES } from '../../../data/languages';
import { AppError, errors } from '../../../errors';
import { requester } from '../../../plugins/rateLimit';
import { SentenceTranslationError } from '../../../translation/sentence';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

/** Sentences a learner may have translated a minute: each is a call to the translation service. */
const SENTENCES_PER_MINUTE = 30;

/**
 * GET /api/translate/{word}: a word of a question in the learner's translation language (the card's translate selector).
 * POST /api/translate/sentence: a sentence through the translation service TRANSLATE_URL names (503 without one).
 */
export default async function translateRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);

  app.get('/api/translate/:word', {
    schema: {
      tags: ['learning'], security: bearer,
      summary: "A word's translations (offline: Persian from the product's glossary, other languages from FreeDict); tl defaults to fa",
      params: {
        type: 'object',
        required: ['word'], properties: { word: { type: 'string', minLength: 1, maxLength: 40, pattern: "^[A-Za-z]+(['’-][A-Za-z]+)*$" } },
      } as const,
      querystring: { type: 'object', properties: { tl: { type: 'string', minLength: 2, maxLength: 3, default: 'fa' } } } as const,
      response: {
        200: {
          type: 'object',
          properties: {
            word: { type: 'string' }, headword: { type: 'string' }, language: { type: 'string' },
            translations: { type: 'array', items: { type: 'string' } },
          },
        },
        ...errorResponses,
      },
    },
  }, async (request) => {
    const { word } = request.params;
    const { tl } = request.query;
    const label = TRANSLATION_LANGUAGES[tl];
    if (!label || !app.translator.languages().includes(tl)) {
      throw errors.badRequest(`There is no offline dictionary for "${tl}". Choose one of: ${app.translator.languages().join(', ')}.`, 'tl');
    }
    const found = await app.translator.translate(word.replace('’', "'"), tl);
    if (!found) throw errors.notFound(`A ${label.replace(/ \(.*\)$/, '')} translation of "${word}"`);
    return found;
  });

  app.post('/api/translate/sentence', {
    config: {
      rateLimit: { max: SENTENCES_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler', keyGenerator: (request: FastifyRequest) => `sentence:${requester(request)}` },
    },
    schema: {
      tags: ['learning'], security: bearer,
      summary: 'A sentence translated by the translation service the deployment names (TRANSLATE_URL); 503 without one or when it fails',
      body: {
        type: 'object',
        required: ['text', 'tl'],
        additionalProperties: false,
        properties: {
          text: { type: 'string', minLength: 1, maxLength: 1000 },
          sl: { type: 'string', enum: ['en'], default: 'en' },
          tl: { type: 'string', minLength: 2, maxLength: 3 },
        },
      } as const,
      response: {
        200: { type: 'object', properties: { data: { type: 'object', properties: { translated: { type: 'string' } } } } },
        ...errorResponses,
        503: { $ref: 'ApiError#' },
      },
    },
  }, async (request) => {
    const { text, sl, tl } = request.body;
    if (!text.trim()) throw errors.badRequest('There is no text to translate.', 'text');
    if (!Object.hasOwn(TRANSLATION_LANGUAGES, tl)) {
      throw errors.badRequest(`There is no translation language "${tl}". Choose one of: ${Object.keys(TRANSLATION_LANGUAGES).join(', ')}.`, 'tl');
    }
    const service = app.sentenceTranslator;
    if (!service) throw new AppError(503, 'Translation failed');
    try {
      return { data: { translated: await service.translate(text, sl, tl) } };
    } catch (reason) {
      if (!(reason instanceof SentenceTranslationError)) throw reason;
      request.log.warn({ reason: reason.message }, 'sentence translation failed');
      throw new AppError(503, 'Translation failed');
    }
  });
}
