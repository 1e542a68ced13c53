import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRANSLATION_LANGUAGES } from '../../../data/languages';
import { DICTIONARY_WORD, lookupWord, MAX_WORD_LENGTH } from '../../../dictionary/index';
import { AppError, errors } from '../../../errors';
import { PUBLIC_READS_PER_MINUTE, requester } from '../../../plugins/rateLimit';
import { bookIdsForWord } from '../../../repositories/books';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

const wordExample = { type: 'object', properties: { word: { type: 'string' }, example: { type: ['string', 'null'] } } } as const;
const phraseExample = { type: 'object', properties: { phrase: { type: 'string' }, example: { type: ['string', 'null'] } } } as const;
const nullableId = { type: ['integer', 'null'], description: "The signed-in learner's entry id in that book; null when not in it or signed out" } as const;

export const wordDtoSchema = {
  type: 'object',
  properties: {
    word: { type: 'string', description: 'The headword (libraries → library)' },
    americanAudio: { type: ['string', 'null'] },
    britishAudio: { type: ['string', 'null'] },
    australianAudio: { type: ['string', 'null'], description: 'Always null: no offline voice has an Australian accent' },
    britishPhonetic: { type: ['string', 'null'] },
    americanPhonetic: { type: ['string', 'null'] },
    australianPhonetic: { type: ['string', 'null'] },
    translations: { type: 'array', items: { type: 'string' } },
    image: { type: ['string', 'null'] },
    familyWords: { type: 'array', items: { type: 'object', properties: { word: { type: 'string' } } } },
    meanings: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          partOfSpeech: { type: 'string' },
          definitions: { type: 'array', items: { type: 'string' } },
          examples: { type: 'array', items: { type: 'string' } },
          synonyms: { type: 'array', items: wordExample },
          antonyms: { type: 'array', items: wordExample },
          collocations: { type: 'array', items: phraseExample },
          idioms: { type: 'array', items: phraseExample },
        },
      },
    },
    bookmark: { type: 'string' },
    vocabBook: nullableId,
    pronunciationBook: nullableId,
    spellingBook: nullableId,
  },
} as const;

/**
 * GET /api/dictionary/{word}: the offline dictionary (dictionary/index.ts). Articles' readers look words up signed
 * out, so the bearer is optional; when one is sent it must be valid, and the learner's own book ids fill the entry.
 */
export default async function dictionaryRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);

  app.get('/api/dictionary/:word', {
    config: {
      rateLimit: { max: PUBLIC_READS_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler', keyGenerator: (request: FastifyRequest) => `dictionary:${requester(request)}` },
    },
    onRequest: async (request) => {
      if (request.headers.authorization) await app.authenticate(request);
    },
    schema: {
      tags: ['words'], security: [...bearer, {}],
      summary: "A word's dictionary entry: meanings by part of speech, phonetics and audio per accent, a translation line, and the learner's book ids",
      params: { type: 'object', required: ['word'], properties: { word: { type: 'string', minLength: 1 } } } as const,
      querystring: {
        type: 'object',
        properties: { tl: { type: 'string', minLength: 2, maxLength: 3, description: "Translation language; default the learner's profile language, else fa" } },
      } as const,
      response: { 200: wordDtoSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const word = request.params.word.trim();
    if (word.length > MAX_WORD_LENGTH) throw errors.badRequest(`A word has at most ${MAX_WORD_LENGTH} characters.`, 'word');
    if (!DICTIONARY_WORD.test(word)) throw errors.badRequest('A word is made of letters, with an apostrophe or a hyphen inside it.', 'word');
    const { tl } = request.query;
    if (tl !== undefined && !Object.hasOwn(TRANSLATION_LANGUAGES, tl)) {
      throw errors.badRequest(`There is no translation language "${tl}". Choose one of: ${Object.keys(TRANSLATION_LANGUAGES).join(', ')}.`, 'tl');
    }
    const user = request.user;
    const profileLanguage = user?.language && Object.hasOwn(TRANSLATION_LANGUAGES, user.language) ? user.language : undefined;
    const entry = await lookupWord(word, tl ?? profileLanguage ?? 'fa');
    if (!entry) throw new AppError(404, `No dictionary entry for "${word}".`);
    const vary = reply.getHeader('vary');
    reply.header('Vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
    if (!user) {
      reply.header('Cache-Control', 'public, max-age=86400');
      return entry;
    }
    reply.header('Cache-Control', 'private, no-cache');
    return { ...entry, ...(await bookIdsForWord(app.db, user.id, entry.word)) };
  });
}
