import type { FastifyInstance } from 'fastify';
import type { ProfileUpdate } from '@pte-kit/core';
import { isPremium, toCurrentUser } from '../../../repositories/users';
import { bearer, errorResponses, pteTypeSchema } from '../schemas';

export default async function userRoutes(app: FastifyInstance) {
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

  app.patch<{ Body: ProfileUpdate }>('/api/profile', {
    schema: {
      tags: ['users'], summary: 'Update the profile (exam type, nickname, language, name, avatar)', security: bearer,
      body: {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        properties: {
          pteType: pteTypeSchema,
          nickname: { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' },
          language: { type: 'string', minLength: 2, maxLength: 16, pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$' },
          name: { type: 'string', maxLength: 120 },
          avatar: { type: ['string', 'null'], maxLength: 2048 },
        },
      },
      response: { 200: { $ref: 'CurrentUser#' }, ...errorResponses },
    },
  }, async (request) => toCurrentUser(await app.repositories.users.updateProfile(request.user!.id, request.body)));
}
