import { PTE_TYPES } from '@pte-kit/core';

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
