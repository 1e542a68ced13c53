import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { LIMITS } from '@pte-kit/core';
import { errors } from '../../../errors';
import { page, pageSchema } from '../page';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';
import { multipartLimits, readPostedForm } from './form';
import { checkImages, removeImages, uploadRoutes, uploadsDir, withStoredImages } from './uploads';

const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;

const pageQuery = {
  page: { type: 'integer', minimum: 0, maximum: 100_000, default: 0, description: '0-based' },
  size: { type: 'integer', minimum: 1, maximum: 100, default: LIMITS.commentPageSize },
} as const;

const common = {
  id: { type: 'integer' },
  nickname: { type: 'string' },
  avatar: { type: ['string', 'null'] },
  lastModifiedDate: { type: 'string', format: 'date-time' },
  images: { type: 'array', items: { type: 'string' }, description: 'Paths of the images (/media/uploads/{name})' },
  likesCount: { type: 'integer' },
  liked: { type: 'boolean', description: 'The caller likes it' },
  mine: { type: 'boolean', description: 'The caller wrote it' },
} as const;

const commentSchema = {
  type: 'object',
  properties: {
    ...common,
    practiceId: { type: 'integer' },
    comment: { type: 'string' },
    replyCount: { type: 'integer' },
    prediction: {
      type: ['object', 'null'],
      description: 'Set on exam-memory comments (which cannot be deleted)',
      properties: { date: { type: 'string', format: 'date' }, country: { type: 'string' }, description: { type: ['string', 'null'] } },
    },
  },
} as const;

const replySchema = {
  type: 'object',
  properties: { ...common, commentId: { type: 'integer' }, reply: { type: 'string' } },
} as const;

const likeSchema = { type: 'object', properties: { likesCount: { type: 'integer' }, liked: { type: 'boolean' } } } as const;

const formDescription = (id: string, text: string) =>
  `multipart/form-data: ${id}; ${text}: 1–${LIMITS.commentChars} characters after trimming; images: 0–${LIMITS.commentImages} files, `
  + `PNG, JPEG or WebP (read from the file's bytes), each at most 2 MB ('{file name} is larger than 2 MB').`;

/** Comments and replies on questions (spec 3, 4, 7), with their images at /media/uploads. */
export default async function commentRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  const dir = uploadsDir(app.config.dataDir);
  await app.register(uploadRoutes, { dir });
  await app.register(async (api) => {
    api.addHook('onRequest', app.authenticate);
    // Multipart only here: every other route keeps JSON bodies.
    await api.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });
    await api.register(commentApi, { dir });
  });
}

async function commentApi(fastify: FastifyInstance, { dir }: { dir: string }) {
  const app = withSchemaTypes(fastify);
  const { comments, questions } = app.repositories;
  const tags = ['comments'];
  const userId = (request: { user?: { id: number } | null }) => request.user!.id;

  app.get('/api/comments/:practiceId', {
    schema: {
      tags, security: bearer,
      summary: "A question's comments, newest first (0-based page)",
      description: 'prediction=true lists only exam-memory comments: each exam-memory report shows as a comment whose prediction is set. '
        + 'prediction=false lists every comment, exam-memory ones included.',
      params: { type: 'object', required: ['practiceId'], properties: { practiceId: idSchema } } as const,
      querystring: { type: 'object', properties: { ...pageQuery, prediction: { type: 'boolean', default: false } } } as const,
      response: { 200: pageSchema('commentDtoList', commentSchema), ...errorResponses },
    },
  }, async (request) => {
    const { practiceId } = request.params;
    if (!(await questions.byIdAnyTask(practiceId))) throw errors.notFound(`Question ${practiceId}`);
    const { page: number, size, prediction } = request.query;
    const { items, total } = await comments.list(practiceId, userId(request), { page: number, size, onlyExamMemory: prediction });
    return page('commentDtoList', items, { number, size, total });
  });

  app.post('/api/comments', {
    schema: {
      tags, security: bearer, consumes: ['multipart/form-data'],
      summary: 'Comment on a question, with up to 3 images',
      description: formDescription('practiceId: the question', 'comment'),
      response: { 201: commentSchema, ...errorResponses, 415: { $ref: 'ApiError#' } },
    },
  }, async (request, reply) => {
    const form = await readPostedForm(request, { id: 'practiceId', text: 'comment', noun: 'comment' });
    const images = checkImages(form.images);
    if (!(await questions.byIdAnyTask(form.id))) throw errors.notFound(`Question ${form.id}`);
    const saved = await withStoredImages(dir, images, (names) => comments.create(userId(request), form.id, form.text, names));
    return reply.code(201).send(saved);
  });

  app.delete('/api/comments/:id', {
    schema: {
      tags, security: bearer,
      summary: 'Delete my comment with its replies (exam-memory comments cannot be deleted)',
      params: idParams,
      response: { 204: { type: 'null' }, ...errorResponses },
    },
  }, async (request, reply) => {
    const unused = await comments.remove(request.params.id, userId(request));
    await removeImages(dir, unused);
    return reply.code(204).send();
  });

  app.post('/api/comments/:id/like', {
    schema: { tags, security: bearer, summary: 'Like a comment (again is no change)', params: idParams, response: { 200: likeSchema, ...errorResponses } },
  }, async (request) => comments.like(request.params.id, userId(request)));

  app.delete('/api/comments/:id/like', {
    schema: { tags, security: bearer, summary: 'Take my like off a comment', params: idParams, response: { 200: likeSchema, ...errorResponses } },
  }, async (request) => comments.unlike(request.params.id, userId(request)));

  app.get('/api/commentReplies/:commentId', {
    schema: {
      tags, security: bearer,
      summary: "A comment's replies, oldest first (0-based page)",
      params: { type: 'object', required: ['commentId'], properties: { commentId: idSchema } } as const,
      querystring: { type: 'object', properties: pageQuery } as const,
      response: { 200: pageSchema('commentReplyDtoList', replySchema), ...errorResponses },
    },
  }, async (request) => {
    const { page: number, size } = request.query;
    const { items, total } = await comments.listReplies(request.params.commentId, userId(request), { page: number, size });
    return page('commentReplyDtoList', items, { number, size, total });
  });

  app.post('/api/commentReplies', {
    schema: {
      tags, security: bearer, consumes: ['multipart/form-data'],
      summary: 'Reply to a comment, with up to 3 images',
      description: formDescription('commentId: the comment', 'reply'),
      response: { 201: replySchema, ...errorResponses, 415: { $ref: 'ApiError#' } },
    },
  }, async (request, reply) => {
    const form = await readPostedForm(request, { id: 'commentId', text: 'reply', noun: 'reply' });
    const images = checkImages(form.images);
    await comments.requireComment(form.id);
    const saved = await withStoredImages(dir, images, (names) => comments.createReply(userId(request), form.id, form.text, names));
    return reply.code(201).send(saved);
  });

  app.delete('/api/commentReplies/:id', {
    schema: {
      tags, security: bearer, summary: 'Delete my reply', params: idParams,
      response: { 204: { type: 'null' }, ...errorResponses },
    },
  }, async (request, reply) => {
    const unused = await comments.removeReply(request.params.id, userId(request));
    await removeImages(dir, unused);
    return reply.code(204).send();
  });

  app.post('/api/commentReplies/:id/like', {
    schema: { tags, security: bearer, summary: 'Like a reply (again is no change)', params: idParams, response: { 200: likeSchema, ...errorResponses } },
  }, async (request) => comments.likeReply(request.params.id, userId(request)));

  app.delete('/api/commentReplies/:id/like', {
    schema: { tags, security: bearer, summary: 'Take my like off a reply', params: idParams, response: { 200: likeSchema, ...errorResponses } },
  }, async (request) => comments.unlikeReply(request.params.id, userId(request)));
}
