import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Ajv, { type Options as AjvOptions } from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { isDatabaseUnavailable, openDatabase, type Database, type DatabaseHandle } from './db/client';
import { AppError } from './errors';
import { API_RESOURCE, createProvider } from './oidc/provider';
import { purgeExpired } from './oidc/adapter';
import { loadOrCreateSecrets } from './oidc/secrets';
import authPlugin from './plugins/auth';
import oidcPlugin from './plugins/oidc';
import rateLimitsPlugin from './plugins/rateLimit';
import headersPlugin from './plugins/headers';
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
import { createMailer, type Mailer } from './mail';
import { createVerifier } from './verification';
import verificationRoutes from './routes/verification';

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
    /** Method and URL of every route, in the order they were registered. */
    routeTable: readonly { method: string; url: string }[];
    mailer: Mailer;
    /** Signs and checks the links that confirm a learner's email address. */
    verifier: ReturnType<typeof createVerifier>;
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
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** Secrets a log line must never carry: SQL parameters (emails, password hashes), passwords, hashes, tokens. */
const SECRET_PATTERNS: [RegExp, string][] = [
  [/\nparams: [^\n]*/g, '\nparams: [redacted]'],
  [/scrypt\$[A-Za-z0-9+/=$.:_-]+/g, '[redacted hash]'],
  [/\b(eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]+)/g, '[redacted token]'],
  [/("?(?:password|newPassword|currentPassword|token|refresh_token|access_token|code_verifier|client_secret)"?\s*[:=]\s*)("[^"]*"|[^\s,&]+)/gi, '$1[redacted]'],
];

export function redactSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** pino's error serializer, without the query parameters drizzle puts in its messages and on the error. */
function serializeError(error: Error & { params?: unknown; query?: string; cause?: unknown }): { type: string; message: string; stack: string; [key: string]: unknown } {
  const cause = error.cause as (Error & { code?: string; detail?: string }) | undefined;
  return {
    type: error.name,
    message: redactSecrets(error.message ?? ''),
    stack: redactSecrets(error.stack ?? ''),
    ...(error.query ? { query: error.query } : {}),
    ...((error as { code?: string }).code ? { code: (error as { code?: string }).code } : {}),
    ...(cause ? { cause: { type: cause.name, message: redactSecrets(cause.message ?? ''), code: cause.code } } : {}),
  };
}

/**
 * The app's origin and, when it is a loopback name, the other loopback names on the same port: the app opened at
 * http://127.0.0.1:8080 signs in like the one at http://localhost:8080 (the issuer stays the configured one).
 */
export function loopbackAliases(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const names = ['localhost', '127.0.0.1', '[::1]'];
  if (!names.includes(url.hostname)) return [url.origin];
  return [url.origin, ...names.filter((name) => name !== url.hostname).map((name) => `${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`)];
}

/** PostgreSQL's integer range: an id or count outside it is a client error, never a failed query. */
const INT_MAX = 2_147_483_647;

/** Every integer in a route's params, query and body gets PostgreSQL's bounds unless the route set its own. */
function boundIntegers(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if (node.type === 'integer' || (Array.isArray(node.type) && node.type.includes('integer'))) {
    node.maximum ??= INT_MAX;
    node.minimum ??= -INT_MAX - 1;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach(boundIntegers);
    else if (value && typeof value === 'object') boundIntegers(value);
  }
}

/** True when a parsed request part carries the NUL character somewhere, which PostgreSQL cannot store. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || !value || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(([key, entry]) => key.includes('\u0000') || hasNul(entry, depth + 1));
}

/** ajv-formats is CommonJS: its function is the module or its default, depending on who loads it. */
const applyFormats = ((addFormats as unknown as { default?: unknown }).default ?? addFormats) as (ajv: Ajv) => Ajv;

/**
 * Validation: unknown fields are refused (400 naming the field) rather than dropped, and a body is taken as sent,
 * never coerced ("description": ["a"] is not a string). Path and query values arrive as text and are coerced.
 */
function validators(externalSchemas: Record<string, unknown>) {
  const base: AjvOptions = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };
  const body = new Ajv({ ...base, coerceTypes: false });
  const text = new Ajv({ ...base, coerceTypes: 'array' });
  for (const ajv of [body, text]) {
    applyFormats(ajv);
    for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as object);
  }
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) => (httpPart === 'body' ? body : text).compile(schema);
}

export async function buildApp({ config, database, seed = true, logger = true, logStream }: BuildOptions): Promise<BuiltApp> {
  // The pool reports connections lost while idle before the app (and its logger) exists: through this, once it does.
  let reportPoolError = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
  const handle = database ?? (await openDatabase({
    databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite'), port: config.port, onPoolError: (error) => reportPoolError(error),
  }));
  const app = Fastify({
    logger: logger
      ? {
        level: config.logLevel,
        redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
        serializers: { err: serializeError },
        ...(logStream ? { stream: logStream } : {}),
      }
      : false,
    // A body that trickles in is cut off: no slow client holds a connection for minutes.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    schemaController: { compilersFactory: { buildValidator: validators as never } },
    // Errors the router raises before any route runs (a path segment too long, a malformed URL) in the API's shape.
    frameworkErrors: (error, _request, reply) => {
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long.' : 'The address is not valid.';
      (reply as unknown as { code(status: number): { send(body: unknown): void } }).code(400).send({ status: 400, message, errors: [] });
    },
  });
  // Every route as registered: the authorization matrix test checks that each one has its row.
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    const schema = route.schema as Record<string, unknown> | undefined;
    if (schema) for (const part of ['params', 'querystring', 'body']) boundIntegers(schema[part]);
  });
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw new AppError(400, 'The request contains the NUL character (\\u0000), which text may not contain.');
    }
  });
  // Headers must arrive within 15 s (Node's default is 60 s): a client that trickles them holds no connection long.
  app.server.headersTimeout = 15_000;
  reportPoolError = (error) => app.log.warn({ err: error }, 'PostgreSQL connection lost; the pool reconnects on the next query');
  app.decorate('db', handle.db);
  app.decorate('config', config);
  const appSecret = (await loadOrCreateSecrets(handle.db)).cookieKeys[0];
  app.decorate('repositories', createRepositories(handle.db, config, derivedKey(appSecret, 'share links')));
  app.decorate('mailer', await createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }));
  app.decorate('verifier', createVerifier(derivedKey(appSecret, 'email verification')));
  app.addHook('onClose', async () => app.mailer.close());
  app.decorate('speech', createSpeechRenderer(config.mediaCacheDir));
  app.decorate('lessons', createLessonVideos(config.mediaCacheDir));
  app.decorate('writing', createWritingEngine());
  app.decorate('speaking', createSpeakingEngine());
  app.decorate('translator', createTranslator());
  const issuerOrigin = new URL(config.oidcIssuer ?? config.publicUrl).origin;
  const appOrigins = [...loopbackAliases(config.publicUrl), ...config.extraRedirectUris.map((uri) => new URL(uri).origin)];
  await app.register(headersPlugin, {
    connectOrigins: [...new Set([issuerOrigin, ...appOrigins])],
    formOrigins: [...new Set([issuerOrigin, ...appOrigins])],
    frameOrigins: config.frameOrigins,
    corsOrigins: config.corsOrigins,
  });
  await app.register(rateLimitsPlugin, { writesPerMinute: config.writesPerMinute });
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
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5')
        .send({ status: 503, message: 'The database is not reachable at the moment. Nothing was lost: please try again in a few seconds.', errors: [] });
    }
    const cause = (error as { cause?: { code?: string } }).cause;
    if ((error as { code?: string }).code === '23505' || cause?.code === '23505') {
      return reply.code(409).send({ status: 409, message: 'This already exists: the request was made twice, or the value is taken.', errors: [] });
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
      redirectUris: [...loopbackAliases(config.publicUrl).map((origin) => `${origin}/auth/callback`), ...config.extraRedirectUris],
      postLogoutRedirectUris: [...loopbackAliases(config.publicUrl).map((origin) => `${origin}/`), ...config.extraRedirectUris.map((uri) => new URL('/', uri).toString())],
      db: handle.db,
      users: app.repositories.users,
      secrets,
      trustProxy: config.trustProxy,
    });
    await app.register(oidcPlugin, { provider });
    await app.register(authPlugin, {
      issuer, audience: API_RESOURCE, jwks: { keys: [secrets.publicKey] },
      grantLive: async (grantId) => Boolean(await provider.Grant.find(grantId)),
    });
  }

  await app.register(userRoutes);
  await app.register(verificationRoutes);
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
