import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { AppError } from './errors';
import { API_RESOURCE, createProvider } from './oidc/provider';
import { purgeExpired } from './oidc/adapter';
import { loadOrCreateSecrets } from './oidc/secrets';
import authPlugin from './plugins/auth';
import oidcPlugin from './plugins/oidc';
import { createAnswerRepository } from './repositories/answers';
import { createQuestionRepository } from './repositories/questions';
import { createUserRepository } from './repositories/users';
import practiceRoutes from './routes/api/practice/index';
import { errorSchema, profileSchema } from './routes/api/schemas';
import userRoutes from './routes/api/users/index';
import mediaRoutes from './routes/media/index';
import learningRoutes from './routes/api/learning/index';
import shareRoutes from './routes/api/share/index';
import { createTranslator, type Translator } from './translation/index';
import { recordingRoutes } from './media/recordings';
import { createUrlSigner } from './media/files';
import { createLessonVideos, createSpeechRenderer, type LessonVideos, type SpeechRenderer } from '@pte-kit/content/generator';
import { prerenderMedia } from './media/prerender';
import { createWritingEngine, type WritingEngine } from './scoring/writing/index';
import { createSpeakingEngine, type SpeakingEngine } from './scoring/speech/index';
import { seedDemoLearners, seedQuestions } from './seed';

export type { ServerConfig } from './config';
export { loadConfig } from './config';
export { DEMO_LEARNERS, DEMO_PASSWORD } from './seed';

function createRepositories(db: Database, config: ServerConfig, shareKey: string) {
  return {
    users: createUserRepository(db),
    questions: createQuestionRepository(db),
    answers: createAnswerRepository(db, config.publicUrl, shareKey),
  };
}

/** A key for one purpose, derived from the database's secret so it holds across restarts and processes. */
const derivedKey = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ServerConfig;
    repositories: ReturnType<typeof createRepositories>;
    speech: SpeechRenderer;
    lessons: LessonVideos;
    writing: WritingEngine;
    /** The speaking engine (CMU Sphinx); `speech` is the TTS renderer. */
    speaking: SpeakingEngine;
    translator: Translator;
  }
}

/** ajv's error as a field name people can read: /words/0 → words[0]. */
function fieldOf(error: { instancePath?: string; params?: Record<string, unknown> }): string {
  const path = (error.instancePath ?? '').replace(/^\//, '').replace(/\/(\d+)/g, '[$1]').replace(/\//g, '.');
  const missing = error.params?.missingProperty as string | undefined;
  const extra = error.params?.additionalProperty as string | undefined;
  return [path, missing ?? extra].filter(Boolean).join('.') || 'body';
}

function readableValidation(error: { message?: string; params?: Record<string, unknown>; keyword?: string }, field: string): string {
  if (error.keyword === 'required') return `${field} is required.`;
  if (error.keyword === 'additionalProperties') return `${field} is not a field this call accepts.`;
  if (error.keyword === 'enum') return `${field} must be one of: ${(error.params?.allowedValues as unknown[]).join(', ')}.`;
  return `${field} ${error.message}.`;
}

export interface BuiltApp {
  app: FastifyInstance;
  database: DatabaseHandle;
}

export interface BuildOptions {
  config: ServerConfig;
  /** Use this database instead of opening one from the config (tests). */
  database?: DatabaseHandle;
  seed?: boolean;
  logger?: boolean;
}

export async function buildApp({ config, database, seed = true, logger = true }: BuildOptions): Promise<BuiltApp> {
  const handle = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') }));
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorate('db', handle.db);
  app.decorate('config', config);
  const appSecret = (await loadOrCreateSecrets(handle.db)).cookieKeys[0];
  app.decorate('repositories', createRepositories(handle.db, config, derivedKey(appSecret, 'share links')));
  app.decorate('speech', createSpeechRenderer(config.mediaCacheDir));
  app.decorate('lessons', createLessonVideos(config.mediaCacheDir));
  app.decorate('writing', createWritingEngine());
  app.decorate('speaking', createSpeakingEngine());
  app.decorate('translator', createTranslator());
  app.addSchema(errorSchema);
  app.addSchema(profileSchema);

  app.setErrorHandler((error: FastifyError & { validation?: unknown[] }, request, reply) => {
    if (error instanceof AppError) return reply.code(error.status).send(error.toBody());
    if (error.validation) {
      const fieldErrors = (error.validation as Parameters<typeof fieldOf>[0][]).map((item) => {
        const field = fieldOf(item);
        return { field, defaultMessage: readableValidation(item as never, field) };
      });
      return reply.code(400).send({ status: 400, message: fieldErrors[0]?.defaultMessage ?? 'The request is not valid.', errors: fieldErrors });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'The request is too large.'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Send the body as JSON (Content-Type: application/json).'
        : error.code?.startsWith('FST_ERR_CTP') ? 'The request body is not valid JSON.'
        : error.message;
      return reply.code(status).send({ status, message, errors: [] });
    }
    request.log.error(error);
    return reply.code(500).send({ status: 500, message: 'Something went wrong on our side. Please try again.', errors: [] });
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'PTE practice kit API', version: '0.1.0', description: 'Every /api call of the product specification.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });

  if (seed) {
    await seedQuestions(handle.db);
    if (config.seedDemo) await seedDemoLearners(app.repositories.users);
  }

  if (config.oidcIssuer) {
    await app.register(authPlugin, { issuer: config.oidcIssuer, audience: process.env.OIDC_AUDIENCE, jwks: await remoteJwks(config.oidcIssuer) });
  } else {
    const issuer = `${config.publicUrl}/oidc`;
    const secrets = await loadOrCreateSecrets(handle.db);
    const provider = createProvider({
      issuer,
      clientId: config.oidcClientId,
      redirectUris: [`${config.publicUrl}/auth/callback`, ...config.extraRedirectUris],
      postLogoutRedirectUris: [`${config.publicUrl}/`, ...config.extraRedirectUris.map((uri) => new URL('/', uri).toString())],
      db: handle.db,
      users: app.repositories.users,
      secrets,
      trustProxy: config.trustProxy,
    });
    await app.register(oidcPlugin, { provider });
    await app.register(authPlugin, { issuer, audience: API_RESOURCE, jwks: { keys: [secrets.publicKey] } });
  }

  await app.register(userRoutes);
  await app.register(practiceRoutes);
  await app.register(import('./routes/api/notes/index'));
  await app.register(import('./routes/api/bookmarks/index'));
  await app.register(import('./routes/api/reports/index'));
  await app.register(import('./routes/api/reference/index'));
  await app.register(import('./routes/api/comments/index'));
  await app.register(import('./routes/api/dictation/index'));
  await app.register(import('./routes/api/translate/index'));
  await app.register(import('./routes/api/speaking/index'));
  // Media links signed with a key kept in the database, so they hold across restarts and processes.
  const signer = createUrlSigner(derivedKey(appSecret, 'media links'));
  await app.register(learningRoutes, { signer });
  await app.register(shareRoutes);
  await app.register(mediaRoutes, { signer, lessons: app.lessons });
  await app.register(recordingRoutes);

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/config', { schema: { tags: ['config'], summary: 'What the web app needs to sign in' } }, async () => ({
    issuer: config.oidcIssuer ?? `${config.publicUrl}/oidc`,
    clientId: config.oidcClientId,
    scope: config.oidcIssuer ? 'openid profile email offline_access' : 'openid profile email offline_access api',
  }));
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));

  const hostDist = config.hostDist;
  const hasHost = hostDist && existsSync(join(hostDist, 'index.html'));
  if (hasHost) await app.register(fastifyStatic, { root: hostDist, wildcard: false, index: ['index.html'] });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') && !path.startsWith('/oidc') && request.method === 'GET' && hasHost && !/\.[a-z0-9]+$/i.test(path)) {
      // The host is a single-page app: deep links load index.html and its router takes over.
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ status: 404, message: `There is nothing at ${request.method} ${path}.`, errors: [] });
  });

  let closing = false;
  if (!config.oidcIssuer) {
    // Expired sessions, codes and tokens of the identity provider are dropped hourly, off the request path.
    const purge = () => purgeExpired(handle.db).catch((error: Error) => app.log.warn(`OIDC purge failed: ${error.message}`));
    const timer = setInterval(purge, 60 * 60 * 1000);
    timer.unref();
    app.addHook('onReady', purge);
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // The writing engine loads its dictionaries and grammar checker (~4 s) off the request path, so the
  // first learner to submit a writing answer does not wait for them.
  app.addHook('onReady', () => {
    void app.writing.warmUp().catch((error: Error) => app.log.warn(`writing engine warm-up failed: ${error.message}`));
  });
  // The speech decoders load their models (~2 s on each core) before the first recording arrives.
  app.addHook('onReady', () => {
    void app.speaking.warmUp().catch((error: Error) => app.log.warn(`speaking engine warm-up failed: ${error.message}`));
  });
  app.addHook('onClose', () => app.speaking.close());
  if (config.prerenderMedia) {
    app.addHook('onReady', () => {
      void prerenderMedia(app, () => closing);
    });
  }

  app.addHook('onClose', async () => {
    closing = true;
    if (!database) await handle.close();
  });

  return { app, database: handle };
}

async function remoteJwks(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`Cannot read the OIDC discovery document of ${issuer} (${response.status})`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri: string };
  return new URL(jwksUri);
}
