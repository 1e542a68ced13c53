import type { FastifyInstance } from 'fastify';
import { TRANSLATION_LANGUAGES } from '../../../data/languages';
import { errors } from '../../../errors';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

/** GET /api/translate/{word}: a word of a question in the learner's translation language (the card's translate selector). */
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
}
