import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { AppError } from '../errors';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The longest back-off after a limit is exceeded again and again: a day. */
const MAX_BACKOFF_MS = 24 * 60 * 60 * 1000;

/**
 * @fastify/rate-limit's store interface over the `rate_limits` table: one upsert per counted request, so the limits
 * hold across API processes (PostgreSQL) and restarts. With `exponentialBackoff`, each request beyond the limit
 * doubles the wait before the window opens again (capped at a day).
 */
export function databaseStore(db: Database) {
  class DatabaseStore {
    constructor(readonly options: { exponentialBackoff?: boolean } = {}) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const now = Date.now();
      const backoff = this.options.exponentialBackoff === true;
      db.execute(sql`
        INSERT INTO rate_limits (key, current, expires_at) VALUES (${key}, 1, ${now + timeWindow})
        ON CONFLICT (key) DO UPDATE SET
          current = CASE WHEN rate_limits.expires_at <= ${now} THEN 1 ELSE rate_limits.current + 1 END,
          expires_at = CASE
            WHEN rate_limits.expires_at <= ${now} THEN ${now + timeWindow}
            WHEN ${backoff} AND rate_limits.current + 1 > ${max}
              THEN ${now}::bigint + least(${MAX_BACKOFF_MS}::bigint, ${timeWindow}::bigint * power(2, least(rate_limits.current + 1 - ${max} - 1, 30))::bigint)
            ELSE rate_limits.expires_at END
        RETURNING current, expires_at`)
        .then((result) => {
          const row = (result as unknown as { rows: { current: number; expires_at: string | number }[] }).rows[0];
          callback(null, { current: Number(row.current), ttl: Math.max(0, Number(row.expires_at) - now) });
        }, (error: Error) => callback(error));
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      db.execute(sql`SELECT current, expires_at FROM rate_limits WHERE key = ${key} AND expires_at > ${now}`)
        .then((result) => {
          const row = (result as unknown as { rows: { current: number; expires_at: string | number }[] }).rows[0];
          callback(null, row ? { current: Number(row.current), ttl: Number(row.expires_at) - now } : { current: 0, ttl: 0 });
        }, (error: Error) => callback(error));
    }

    child(routeOptions: { exponentialBackoff?: boolean }) {
      return new DatabaseStore({ ...this.options, exponentialBackoff: routeOptions.exponentialBackoff ?? this.options.exponentialBackoff });
    }
  }
  return DatabaseStore;
}

/** A wait in words: "40 seconds", "4 minutes". */
export const waitText = (ms: number) => (ms >= 90_000 ? `${Math.ceil(ms / 60_000)} minutes` : `${Math.max(1, Math.ceil(ms / 1000))} seconds`);

export interface RateLimitOptions {
  /** Writes (POST, PUT, PATCH, DELETE under /api) per learner, or per address when signed out, a minute. */
  writesPerMinute: number;
}

/** Questions a signed-out reader's address may open in a minute (an article's question, Previous and Next). */
export const PUBLIC_READS_PER_MINUTE = 120;
/** Answers a signed-out reader's address may have checked in a minute. */
export const PUBLIC_CHECKS_PER_MINUTE = 30;

/**
 * The limit of a public route, counted per client address under its own name. Like the write limit, it counts only
 * requests that got past parsing and validation: a body too large is still a 413, a malformed one a 400.
 */
export const publicLimit = (name: string, max: number) => ({
  rateLimit: { max, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `${name}:ip:${request.ip}`, hook: 'preHandler' as const },
});

/** Who a request is: the signed-in learner (from the bearer token's subject) or else the client address. */
export function requester(request: FastifyRequest): string {
  const user = (request as FastifyRequest & { user?: { id: number } }).user;
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

/**
 * Throttling with @fastify/rate-limit and its counters in the database: every write endpoint per learner, and the
 * routes that name their own limits (sign-in, sign-up) through `app.limits`.
 */
export default fp(async function rateLimits(app: FastifyInstance, options: RateLimitOptions) {
  // Before the plugin's own onRoute hook, which reads the config this one writes.
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    const write = methods.some((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method));
    if (!write || !route.url.startsWith('/api/') || route.config?.rateLimit !== undefined) return;
    route.config = {
      ...route.config,
      rateLimit: { max: options.writesPerMinute, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `write:${requester(request)}`, hook: 'preHandler' },
    } as typeof route.config;
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.db) as never,
    // The database unreachable is answered 503 by the routes themselves; a missing counter must not turn into a 500.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, `Too many requests: please wait ${waitText(context.ttl)} and try again.`),
  });
});
