import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Ajv, { type Options as AjvOptions, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { AppError } from './errors';
import databasePlugin from './plugins/database';
import errorHandlerPlugin from './plugins/errorHandler';
import headersPlugin from './plugins/headers';
import identityPlugin, { loopbackAliases } from './plugins/identity';
import readCachePlugin from './plugins/readCache';
import rateLimitsPlugin from './plugins/rateLimit';
import secretsPlugin from './plugins/secrets';
import mailPlugin from './plugins/app/mail';
import mediaPlugin from './plugins/app/media';
import paymentsPlugin from './plugins/app/payments';
import repositoriesPlugin from './plugins/app/repositories';
import translatorPlugin from './plugins/app/translator';
import scoringJobsPlugin from './scoring/jobs/plugin';
import { errorSchema, profileSchema } from './routes/api/schemas';
import { seedDemoLearners, seedDemoPromo, seedQuestions } from './seed';

export type { ServerConfig } from './config';
export { loadConfig } from './config';
export { loopbackAliases } from './plugins/identity';
export { DEMO_LEARNERS, DEMO_PASSWORD } from './seed';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** Method and URL of every route, in the order they were registered. */
    routeTable: readonly { method: string; url: string }[];
  }
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
 *
 * Fastify asks for a validator builder in every plugin context that registers routes (each autoloaded route file):
 * the two ajv instances are made once per set of shared schemas, not once per context, and a route's schema is
 * compiled at its first request. Both used to happen at start, ~3 s of it (and of every test app), mostly for routes
 * a process may never serve. The fuzz test sends every route of the OpenAPI description a request, so a schema ajv
 * cannot compile still fails a test.
 */
function validatorsFactory() {
  const pairs = new Map<string, { body: Ajv; text: Ajv }>();
  const pairFor = (externalSchemas: Record<string, unknown>) => {
    const key = Object.keys(externalSchemas).sort().join('\n');
    let pair = pairs.get(key);
    if (!pair) {
      const base: AjvOptions = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };
      pair = { body: new Ajv({ ...base, coerceTypes: false }), text: new Ajv({ ...base, coerceTypes: 'array' }) };
      for (const ajv of [pair.body, pair.text]) {
        applyFormats(ajv);
        for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as object);
      }
      pairs.set(key, pair);
    }
    return pair;
  };
  return (externalSchemas: Record<string, unknown>) => {
    const { body, text } = pairFor(externalSchemas);
    return ({ schema, httpPart }: { schema: object; httpPart?: string }) => {
      const ajv = httpPart === 'body' ? body : text;
      let compiled: ValidateFunction | undefined;
      const validate = (data: unknown) => {
        compiled ??= ajv.compile(schema);
        const valid = compiled(data);
        validate.errors = compiled.errors;
        return valid;
      };
      validate.errors = null as ValidateFunction['errors'];
      return validate;
    };
  };
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
    schemaController: { compilersFactory: { buildValidator: validatorsFactory() as never } },
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
  app.decorate('config', config);

  // External: the database and its secrets, security headers, throttling, the error shape, the API description, sign-in.
  await app.register(databasePlugin, { handle, closeWithApp: !database });
  await app.register(secretsPlugin);
  const issuerOrigin = new URL(config.oidcIssuer ?? config.publicUrl).origin;
  const appOrigins = [...loopbackAliases(config.publicUrl), ...config.extraRedirectUris.map((uri) => new URL(uri).origin)];
  await app.register(headersPlugin, {
    connectOrigins: [...new Set([issuerOrigin, ...appOrigins])],
    formOrigins: [...new Set([issuerOrigin, ...appOrigins])],
    frameOrigins: config.frameOrigins,
    corsOrigins: [...new Set([...config.embedOrigins, ...appOrigins])],
  });
  await app.register(rateLimitsPlugin, { writesPerMinute: config.writesPerMinute });
  await app.register(errorHandlerPlugin);
  app.addSchema(errorSchema);
  app.addSchema(profileSchema);
  await app.register(swagger, {
    openapi: {
      info: { title: 'PTE practice kit API', version: '0.1.0', description: 'Every /api call of the product specification.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(identityPlugin);

  // App: the repositories, the scoring jobs (whose threads hold the engines), voices, translation, mail, and payments.
  await app.register(repositoriesPlugin);
  await app.register(readCachePlugin);
  await app.register(scoringJobsPlugin);
  await app.register(mediaPlugin);
  await app.register(translatorPlugin);
  await app.register(mailPlugin);
  await app.register(paymentsPlugin);

  if (seed) {
    await seedQuestions(app.db);
    await app.repositories.payments.seedPlans();
    if (config.seedDemo) {
      await seedDemoLearners(app.repositories.users);
      await seedDemoPromo(app.repositories.payments);
    }
  }

  // Routes: every routes/**/index.ts is a route plugin, each with full URLs of its own.
  await app.register(autoload, {
    dir: fileURLToPath(new URL('./routes', import.meta.url)),
    dirNameRoutePrefix: false,
    matchFilter: (path: string) => /\/index\.(ts|js)$/.test(path),
    ignorePattern: /\.test\./,
  });

  const hostDist = config.hostDist;
  const hasHost = hostDist && existsSync(join(hostDist, 'index.html'));
  if (hasHost) {
    // The build writes .br and .gz copies of the text files (scripts/precompress.mjs): sent as they are to browsers
    // that accept them. Cache-Control is set per file (staticFileHeaders), not by `send`.
    await app.register(fastifyStatic, {
      root: hostDist, wildcard: false, index: ['index.html'], preCompressed: true, cacheControl: false,
      setHeaders: (response, path) => staticFileHeaders(hostDist, path, (name, value) => response.setHeader(name, value)),
    });
    // The raw response's Vary (Accept-Encoding, above) and the reply's (Origin, for cross-origin bundle loads) would
    // otherwise replace each other when the reply is written.
    app.addHook('onSend', async (_request, reply) => {
      const raw = reply.raw.getHeader('vary');
      const own = reply.getHeader('vary');
      if (raw && own) reply.header('vary', [...new Set([...String(own).split(','), ...String(raw).split(',')].map((name) => name.trim()))].join(', '));
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') && !path.startsWith('/oidc') && request.method === 'GET' && hasHost && !/\.[a-z0-9]+$/i.test(path)) {
      // The host is a single-page app: deep links load index.html and its router takes over.
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ status: 404, message: `There is nothing at ${request.method} ${path}.`, errors: [] });
  });

  return { app, database: handle };
}

/** Text files that have precompressed copies; their answer depends on Accept-Encoding. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/i;
/** Vite's content hash in a file name: `index-BQUUbbNx.js`, `react-DOJHurWX.js`. */
const CONTENT_HASH = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/**
 * Headers of a file of the built app. A file whose name carries its content hash (the app's `/assets/*`, the
 * standalone bundle's chunks under `/elements/`) never changes under that name: a year, immutable. Everything else
 * (index.html, the bundle's entry `/elements/pte-elements.js` that articles link to, the icons) is revalidated on
 * each use (`no-cache` with the ETag), so a deploy reaches every page at once.
 */
export function staticFileHeaders(root: string, path: string, set: (name: string, value: string) => void): void {
  const file = relative(root, path.replace(/\.(?:br|gz)$/, '')).split(sep).join('/');
  const name = file.slice(file.lastIndexOf('/') + 1);
  const hashed = (file.startsWith('assets/') || file.startsWith('elements/')) && name !== 'pte-elements.js' && CONTENT_HASH.test(name);
  set('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (COMPRESSIBLE.test(file)) set('vary', 'Accept-Encoding');
}
