import type { FastifyInstance } from 'fastify';
import { BOOKMARK_TYPES } from '@pte-kit/core';
import { errors } from '../../../errors';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

const MAX_ID = 2_147_483_647;
const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
const typeSchema = {
  type: 'string', enum: [...BOOKMARK_TYPES],
  description: 'A difficulty level, or UNMARK to remove the bookmark',
} as const;

const bookmarkSchema = {
  type: 'object',
  description: 'A question\'s bookmark. Without one (and after UNMARK) id and version are null and type is UNMARK.',
  properties: {
    id: { type: ['integer', 'null'] },
    practiceId: { type: 'integer' },
    type: { type: 'string', enum: [...BOOKMARK_TYPES] },
    version: { type: ['integer', 'null'] },
  },
} as const;

const withConflict = { ...errorResponses, 409: { $ref: 'ApiError#' } } as const;

/** none → level by POST, level → level by PUT, any level → none by DELETE (or by UNMARK through POST or PUT). */
export default async function bookmarkRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);
  const { bookmarks, questions } = app.repositories;
  const tags = ['bookmarks'];

  async function requireQuestion(practiceId: number) {
    if (!(await questions.byIdAnyTask(practiceId))) throw errors.notFound(`Question ${practiceId}`);
  }

  app.get('/api/bookmarks/:practiceId', {
    schema: {
      tags, summary: 'My bookmark on a question (type UNMARK with null id when there is none)', security: bearer,
      params: { type: 'object', required: ['practiceId'], properties: { practiceId: idSchema } } as const,
      response: { 200: bookmarkSchema, ...errorResponses },
    },
  }, async (request) => {
    await requireQuestion(request.params.practiceId);
    return bookmarks.get(request.user!.id, request.params.practiceId);
  });

  app.post('/api/bookmarks', {
    schema: {
      tags, security: bearer,
      summary: 'Bookmark a question with a difficulty level',
      description: 'Answers 201 with the new bookmark. A question I already bookmarked is a 409: change it with PUT. '
        + 'type UNMARK removes my bookmark on the question, if any, and answers 200 with the removed state (id and version null).',
      body: {
        type: 'object', required: ['practiceId', 'type'],
        properties: { practiceId: idSchema, type: typeSchema, version: { type: ['integer', 'null'], minimum: 0, description: 'Ignored on create' } },
      } as const,
      response: { 200: bookmarkSchema, 201: bookmarkSchema, ...withConflict },
    },
  }, async (request, reply) => {
    const { practiceId, type } = request.body;
    await requireQuestion(practiceId);
    const bookmark = await bookmarks.create(request.user!.id, practiceId, type);
    return reply.code(type === 'UNMARK' ? 200 : 201).send(bookmark);
  });

  app.put('/api/bookmarks/:id', {
    schema: {
      tags, security: bearer,
      summary: 'Change my bookmark\'s level, at the version I read (a stale version is a 409)',
      description: 'Answers 200 with the bookmark at its next version; type UNMARK removes it and answers 200 with the removed state (id and version null).',
      params: { type: 'object', required: ['id'], properties: { id: idSchema } } as const,
      body: { type: 'object', required: ['type', 'version'], properties: { type: typeSchema, version: { type: 'integer', minimum: 0, maximum: MAX_ID } } } as const,
      response: { 200: bookmarkSchema, ...withConflict },
    },
  }, async (request) => bookmarks.update(request.params.id, request.user!.id, request.body.type, request.body.version));

  app.delete('/api/bookmarks/:id', {
    schema: {
      tags, summary: 'Remove my bookmark', security: bearer,
      params: { type: 'object', required: ['id'], properties: { id: idSchema } } as const,
      response: { 204: { type: 'null' }, ...errorResponses },
    },
  }, async (request, reply) => {
    await bookmarks.remove(request.params.id, request.user!.id);
    return reply.code(204).send();
  });
}
