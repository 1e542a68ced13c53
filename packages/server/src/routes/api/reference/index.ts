import type { FastifyInstance } from 'fastify';
import type { IdValue } from '@pte-kit/core';
import { COUNTRIES } from '../../../data/countries';
import { TRANSLATION_LANGUAGES } from '../../../data/languages';
import { NATIVE_LANGUAGES } from '../../../data/nativeLanguages';
import { timeZoneList } from '../../../calendarZones';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

const countryList: { _embedded: { idValueList: IdValue[] } } = {
  _embedded: { idValueList: COUNTRIES.map(([id, value]) => ({ id, value })) },
};
const nativeLanguageList: { _embedded: { idValueList: IdValue[] } } = {
  _embedded: { idValueList: NATIVE_LANGUAGES.map(([id, value]) => ({ id, value })) },
};
const idValueListSchema = {
  type: 'object',
  properties: {
    _embedded: {
      type: 'object',
      properties: { idValueList: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, value: { type: 'string' } } } } },
    },
  },
} as const;

/** The lists the profile and the practice card choose from. */
export default async function referenceRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);
  const tags = ['profile'];

  app.get('/api/profile/countries', {
    schema: {
      tags, security: bearer,
      summary: 'Countries (exam venues of the exam memory form): id is the ISO 3166-1 alpha-2 code, value the English name',
      response: {
        200: {
          type: 'object',
          properties: {
            _embedded: {
              type: 'object',
              properties: { idValueList: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, value: { type: 'string' } } } } },
            },
          },
        },
        ...errorResponses,
      },
    },
  }, async () => countryList);

  app.get('/api/profile/languages', {
    schema: {
      tags, security: bearer,
      summary: 'Translation languages of the practice card that this server has a dictionary for: code → label, the default (fa) first',
      response: { 200: { type: 'object', additionalProperties: { type: 'string' } }, ...errorResponses },
    },
  }, async () => Object.fromEntries(app.translator.languages().map((code) => [code, TRANSLATION_LANGUAGES[code]])));

  app.get('/api/profile/nativeLanguages', {
    schema: {
      tags, security: bearer,
      summary: 'Native languages of the exam target: id upper case (PERSIAN, ENGLISH, HINDI…), value the English name',
      response: { 200: idValueListSchema, ...errorResponses },
    },
  }, async () => nativeLanguageList);

  app.get('/api/profile/timeZones', {
    schema: {
      tags, security: bearer,
      summary: 'Time zones the profile can hold: id is the IANA name, value it with its offset now, UTC first',
      response: { 200: idValueListSchema, ...errorResponses },
    },
  }, async () => ({ _embedded: { idValueList: timeZoneList() } }));
}
