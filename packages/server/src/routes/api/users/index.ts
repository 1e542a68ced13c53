import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@pte-kit/core';
import { canonicalTimeZone } from '../../../calendarZones';
import { errors } from '../../../errors';
import { isPremium, toCurrentUser } from '../../../repositories/users';
import { checkImages, removeImages, uploadsDir, withStoredImages, UPLOAD_NAME } from '../comments/uploads';
import { bearer, errorResponses, pteTypeSchema, withSchemaTypes } from '../schemas';

export default async function userRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);

  app.get('/api/users/currentUser/', {
    schema: { tags: ['users'], summary: 'The signed-in learner and their profile', security: bearer,
      response: { 200: { $ref: 'CurrentUser#' }, ...errorResponses } },
  }, async (request) => toCurrentUser(request.user!));

  app.get('/api/users/remainingAI', {
    schema: { tags: ['users'], summary: 'AI-scored submissions left on the free plan (null: unlimited)', security: bearer,
      response: { 200: { type: 'object', properties: { remaining: { type: ['integer', 'null'] } } }, ...errorResponses } },
  }, async (request) => ({ remaining: app.repositories.users.remainingAi(request.user!) }));

  app.get('/api/users/subscription', {
    schema: { tags: ['users'], summary: 'Subscription status (TRIAL is the free trial, PREMIUM the paid state)', security: bearer,
      response: { 200: { type: 'object', properties: { status: { type: 'string' }, expireDate: { type: ['string', 'null'] } } }, ...errorResponses } },
  }, async (request) => {
    const user = request.user!;
    return { status: isPremium(user) ? 'PREMIUM' : user.status === 'PREMIUM' ? 'FREE' : user.status, expireDate: user.expireDate?.toISOString() ?? null };
  });

  app.patch('/api/profile', {
    schema: {
      tags: ['users'], summary: 'Update the profile (exam type, nickname, language, name, avatar, time zone)', security: bearer,
      body: {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        properties: {
          pteType: pteTypeSchema,
          nickname: { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' },
          language: { type: 'string', minLength: 2, maxLength: 16, pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$' },
          name: { type: 'string', maxLength: 120 },
          avatar: { type: ['string', 'null'], maxLength: 200, description: 'null removes the avatar; a new one is uploaded with POST /api/profile/avatar' },
          timeZone: { type: 'string', maxLength: 64, description: 'An id of GET /api/profile/timeZones' },
        },
      } as const,
      response: { 200: { $ref: 'CurrentUser#' }, ...errorResponses },
    },
  }, async (request) => {
    const { avatar } = request.body;
    // Avatars are shown to other learners: only images stored here, never a link to another site (a tracking pixel).
    // A new avatar comes only through the upload: here it can be removed (null) or kept as it is.
    if (avatar !== undefined && avatar !== null && avatar !== request.user!.avatar) {
      throw errors.badRequest('Upload the avatar with POST /api/profile/avatar; links to images, here or on other sites, are not accepted.', 'avatar');
    }
    const update = { ...request.body };
    if (update.timeZone !== undefined) {
      const zone = canonicalTimeZone(update.timeZone);
      if (!zone) throw errors.badRequest(`${update.timeZone || 'An empty name'} is not a time zone: choose one of GET /api/profile/timeZones.`, 'timeZone');
      // The same zone again changes nothing (and recounts no days).
      if (zone === request.user!.timeZone) delete update.timeZone;
      else update.timeZone = zone;
    }
    return toCurrentUser(await app.repositories.users.updateProfile(request.user!.id, update));
  });

  const dir = uploadsDir(app.config.dataDir);
  await app.register(async (api) => {
    await api.register(multipart, { limits: { fileSize: LIMITS.imageBytes + 1024, files: 1, fields: 0, parts: 1 }, throwFileSizeLimit: false });
    api.post('/api/profile/avatar', {
      schema: {
        tags: ['users'], summary: 'Upload an avatar (PNG, JPEG or WebP, read from its bytes) and make it the profile picture', security: bearer,
        consumes: ['multipart/form-data'], response: { 200: { $ref: 'CurrentUser#' }, ...errorResponses, 415: { $ref: 'ApiError#' } },
      },
    }, async (request) => {
      if (!request.isMultipart()) throw errors.badRequest('Send the avatar as multipart/form-data with one image file named avatar.', 'avatar');
      const file = await request.file().catch(() => undefined);
      if (!file || file.fieldname !== 'avatar') throw errors.badRequest('Send one image file named avatar.', 'avatar');
      const bytes = await file.toBuffer();
      if (file.file.truncated || bytes.length > LIMITS.imageBytes) throw errors.badRequest(`The avatar can be at most ${Math.round(LIMITS.imageBytes / 1024 / 1024)} MB.`, 'avatar');
      const [image] = checkImages([{ filename: file.filename, bytes }]);
      const previous = request.user!.avatar;
      const updated = await withStoredImages(dir, [image], ([name]) => app.repositories.users.updateProfile(request.user!.id, { avatar: `${AVATAR_PREFIX}${name}` }));
      if (previous && isStoredAvatar(previous)) await removeImages(dir, [previous.slice(AVATAR_PREFIX.length)]);
      return toCurrentUser(updated);
    });
  });
}

const AVATAR_PREFIX = '/media/uploads/';
const isStoredAvatar = (value: string) => value.startsWith(AVATAR_PREFIX) && UPLOAD_NAME.test(value.slice(AVATAR_PREFIX.length));
