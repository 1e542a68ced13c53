import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS, MESSAGES, profileProblems, type ApiFieldError, type ProfileUpdate } from '@pte-kit/core';
import { canonicalTimeZone } from '../../../calendarZones';
import { COUNTRY_CODES } from '../../../data/countries';
import { NATIVE_LANGUAGE_IDS } from '../../../data/nativeLanguages';
import { errors } from '../../../errors';
import { isPremium, toCurrentUser } from '../../../repositories/users';
import { removeImages, sniffImage, uploadsDir, withStoredImages, UPLOAD_NAME } from '../comments/uploads';
import { bearer, errorResponses, pteTypeSchema, withSchemaTypes } from '../schemas';
import { reencodeAvatar } from './avatarImage';

export default async function userRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);

  /**
   * The learner's own row read now: authentication may serve a read from a row cached for a second, and with several
   * API processes a profile change, a submit or a payment made through another one must show at once here.
   */
  const ownRow = async (request: FastifyRequest) => (await app.repositories.users.byId(request.user!.id)) ?? request.user!;

  app.get('/api/users/currentUser/', {
    schema: { tags: ['users'], summary: 'The signed-in learner and their profile', security: bearer,
      response: { 200: { $ref: 'CurrentUser#' }, ...errorResponses } },
  }, async (request) => toCurrentUser(await ownRow(request)));

  app.get('/api/users/remainingAI', {
    schema: { tags: ['users'], summary: 'AI-scored submissions left on the free plan (null: unlimited)', security: bearer,
      response: { 200: { type: 'object', properties: { remaining: { type: ['integer', 'null'] } } }, ...errorResponses } },
  }, async (request) => ({ remaining: app.repositories.users.remainingAi(await ownRow(request)) }));

  app.get('/api/users/subscription', {
    schema: { tags: ['users'], summary: 'Subscription status (TRIAL is the free trial, PREMIUM the paid state)', security: bearer,
      response: { 200: { type: 'object', properties: { status: { type: 'string' }, expireDate: { type: ['string', 'null'] } } }, ...errorResponses } },
  }, async (request) => {
    const user = await ownRow(request);
    return { status: isPremium(user) ? 'PREMIUM' : user.status === 'PREMIUM' ? 'FREE' : user.status, expireDate: user.expireDate?.toISOString() ?? null };
  });

  app.patch('/api/profile', {
    schema: {
      tags: ['users'], summary: 'Update the profile (exam type, name, nickname, country, time zone, native language, language; avatar: remove only)',
      description: `Only the fields sent change. nickname: 1–${LIMITS.nicknameChars} characters after trimming; name: at most `
        + `${LIMITS.nameChars}; country, nativeLanguage, language: an id of GET /api/profile/countries, /nativeLanguages, `
        + '/languages (null clears it); timeZone: an id of GET /api/profile/timeZones. A 400 names every field that is wrong.',
      body: {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        properties: {
          pteType: pteTypeSchema,
          // The lengths are checked in the handler (profileProblems), so a long nickname is refused with its count,
          // never cut; these bounds only keep a body from being huge.
          nickname: { type: 'string', maxLength: 1000 },
          language: { type: ['string', 'null'], maxLength: 64, description: 'A code of GET /api/profile/languages; null clears it' },
          name: { type: 'string', maxLength: 1000 },
          avatar: { type: ['string', 'null'], maxLength: 200, description: 'null removes the avatar; a new one is uploaded with POST /api/profile/avatar' },
          timeZone: { type: 'string', maxLength: 64, description: 'An id of GET /api/profile/timeZones' },
          country: { type: ['string', 'null'], maxLength: 64, description: 'An id of GET /api/profile/countries (ISO 3166-1 alpha-2, any case); null clears it' },
          nativeLanguage: { type: ['string', 'null'], maxLength: 64, description: 'An id of GET /api/profile/nativeLanguages (any case); null clears it' },
        },
      } as const,
      response: { 200: { $ref: 'CurrentUser#' }, ...errorResponses },
    },
  }, async (request) => {
    const user = request.user!;
    const update: ProfileUpdate = { ...request.body };
    // Ids are matched as the lists spell them: ir → IR, persian → PERSIAN, FA → fa.
    if (typeof update.country === 'string') update.country = update.country.trim().toUpperCase();
    if (typeof update.nativeLanguage === 'string') update.nativeLanguage = update.nativeLanguage.trim().toUpperCase();
    if (typeof update.language === 'string') update.language = update.language.trim().toLowerCase();
    const problems: ApiFieldError[] = profileProblems(update, {
      countries: COUNTRY_CODES, nativeLanguages: NATIVE_LANGUAGE_IDS, languages: new Set(app.translator.languages()),
    }).map(({ field, message }) => ({ field, defaultMessage: message }));
    // Avatars are shown to other learners: only images stored here, never a link to another site (a tracking pixel).
    // A new avatar comes only through the upload: here it can be removed (null) or kept as it is.
    if (update.avatar !== undefined && update.avatar !== null && update.avatar !== user.avatar) {
      problems.push({ field: 'avatar', defaultMessage: 'Upload the avatar with POST /api/profile/avatar; links to images, here or on other sites, are not accepted.' });
    }
    if (update.timeZone !== undefined) {
      const zone = canonicalTimeZone(update.timeZone);
      if (!zone) problems.push({ field: 'timeZone', defaultMessage: `${update.timeZone || 'An empty name'} is not a time zone: choose one of GET /api/profile/timeZones.` });
      // The same zone again changes nothing (and recounts no days).
      else if (zone === user.timeZone) delete update.timeZone;
      else update.timeZone = zone;
    }
    if (problems.length) throw errors.invalid(problems);
    return toCurrentUser(await app.repositories.users.updateProfile(user.id, update));
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
      // The type is read from the bytes; the file name and the browser's type are not trusted.
      const kind = sniffImage(bytes);
      if (!kind) throw errors.badRequest(MESSAGES.imageWrongType(file.filename), 'avatar');
      const image = await reencodeAvatar({ kind, bytes });
      const previous = request.user!.avatar;
      const updated = await withStoredImages(dir, [image], ([name]) => app.repositories.users.updateProfile(request.user!.id, { avatar: `${AVATAR_PREFIX}${name}` }));
      if (previous && isStoredAvatar(previous)) await removeImages(dir, [previous.slice(AVATAR_PREFIX.length)]);
      return toCurrentUser(updated);
    });
  });
}

const AVATAR_PREFIX = '/media/uploads/';
const isStoredAvatar = (value: string) => value.startsWith(AVATAR_PREFIX) && UPLOAD_NAME.test(value.slice(AVATAR_PREFIX.length));
