import type { FastifyInstance } from 'fastify';
import {
  DAILY_PRACTICE_HOURS, DAILY_PRACTICE_LABELS, ENGLISH_LEVEL_LABELS, EXAM_DATE_RANGE_MS, SCORE_MAX, SCORE_MIN, TARGET_SHORTCUTS,
  type AppConfigs, type DailyPractice, type EnglishLevel,
} from '@pte-kit/core';
import { withSchemaTypes } from '../api/schemas';

const idValue = { type: 'object', properties: { id: { type: 'string' }, value: { type: 'string' } } } as const;
const configsSchema = {
  type: 'object',
  properties: {
    blogUrl: { type: ['string', 'null'], description: 'The navigation\'s Blog link (BLOG_URL); null: no link' },
    targetShortcuts: { type: 'array', items: { type: 'integer' }, description: 'Scores the Set Target shortcuts set all five to' },
    scoreMin: { type: 'integer' },
    scoreMax: { type: 'integer' },
    examDateRangeMs: { type: 'number', description: 'How far ahead an exam date may be' },
    englishLevels: { type: 'array', items: idValue },
    dailyPractice: { type: 'array', items: { type: 'object', properties: { ...idValue.properties, hours: { type: 'integer' } } } },
  },
} as const;

/** What the web app needs before it signs in, the OpenAPI description, and the health check. */
export default async function configRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  const { config } = app;
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/config', { schema: { tags: ['config'], summary: 'What the web app needs to sign in' } }, async () => ({
    issuer: config.oidcIssuer ?? `${config.publicUrl}/oidc`,
    clientId: config.oidcClientId,
    scope: config.oidcIssuer ? 'openid profile email offline_access' : 'openid profile email offline_access api',
    // The embed sign-in page hands tokens only to these origins (and the app's own).
    embedOrigins: config.embedOrigins,
    // The navigation's Blog link; null hides it.
    blogUrl: config.blogUrl,
    // One month free for learners of one country, until the day it names (then null: no banner).
    promoBanner: config.promoBanner && new Date().toISOString().slice(0, 10) <= config.promoBanner.until ? config.promoBanner : null,
  }));
  const configs: AppConfigs = {
    blogUrl: config.blogUrl,
    targetShortcuts: [...TARGET_SHORTCUTS],
    scoreMin: SCORE_MIN,
    scoreMax: SCORE_MAX,
    examDateRangeMs: EXAM_DATE_RANGE_MS,
    englishLevels: (Object.entries(ENGLISH_LEVEL_LABELS) as [EnglishLevel, string][]).map(([id, value]) => ({ id, value })),
    dailyPractice: (Object.entries(DAILY_PRACTICE_LABELS) as [DailyPractice, string][]).map(([id, value]) => ({ id, value, hours: DAILY_PRACTICE_HOURS[id] })),
  };
  app.get('/api/configs', {
    schema: { tags: ['config'], summary: 'The dashboard\'s settings and choice lists (study plan wizard, Set Target)', response: { 200: configsSchema } },
  }, async () => configs);
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
}
