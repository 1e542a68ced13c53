import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import { PTE_TYPES } from '@pte-kit/core';

/**
 * Request types (params, querystring, body) from each route's JSON schema, through json-schema-to-ts: a schema
 * written `as const` is both the validation and the handler's types. Replies are held to their response schemas
 * when serialised, not by the compiler: json-schema-to-ts gives every object schema without
 * `additionalProperties: false` an index signature, which core's DTO interfaces (NoteDto, BookmarkDto…) lack.
 */
export interface RequestSchemaTypes extends FastifyTypeProvider {
  validator: ValidatedBy<this['schema']>;
  serializer: unknown;
}

type ValidatedBy<Schema> = (JsonSchemaToTsProvider & { schema: Schema })['validator'];

/** The app as route plugins use it: see RequestSchemaTypes. */
export const withSchemaTypes = (app: FastifyInstance) => app.withTypeProvider<RequestSchemaTypes>();

export const errorSchema = {
  $id: 'ApiError',
  type: 'object',
  properties: {
    status: { type: 'integer' },
    message: { type: 'string' },
    errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, defaultMessage: { type: 'string' } } } },
  },
} as const;

export const profileSchema = {
  $id: 'CurrentUser',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    name: { type: 'string' },
    profile: {
      type: 'object',
      properties: {
        nickname: { type: 'string' },
        avatar: { type: ['string', 'null'] },
        language: { type: ['string', 'null'] },
        status: { type: 'string', enum: ['TRIAL', 'FREE', 'PREMIUM'] },
        pteType: { type: 'string', enum: [...PTE_TYPES] },
        expireDate: { type: ['string', 'null'], format: 'date-time' },
        timeZone: { type: 'string', description: 'IANA zone the learner\'s days are counted in (study plan, statistics)' },
        country: { type: ['string', 'null'], description: 'An id of GET /api/profile/countries (ISO 3166-1 alpha-2)' },
        nativeLanguage: { type: ['string', 'null'], description: 'An id of GET /api/profile/nativeLanguages' },
      },
    },
  },
} as const;

export const pteTypeSchema = { type: 'string', enum: [...PTE_TYPES] } as const;

export const bearer = [{ bearerAuth: [] }];

export const errorResponses = {
  400: { $ref: 'ApiError#' },
  401: { $ref: 'ApiError#' },
  403: { $ref: 'ApiError#' },
  404: { $ref: 'ApiError#' },
} as const;
