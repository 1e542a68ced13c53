import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { errors } from '../errors';
import type { UserRow } from '../repositories/users';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export interface AuthOptions {
  issuer: string;
  /** Required audience; undefined accepts any (external issuers that do not set one). */
  audience?: string;
  /** Local key set of the embedded provider, or the remote JWKS of an external issuer. */
  jwks: { keys: object[] } | URL;
  /**
   * Whether the grant an access token was issued under still stands (the embedded provider puts its id in the `gid`
   * claim). Signing out revokes the grant, so its access tokens stop working at once, not when they expire.
   */
  grantLive?: (grantId: string) => Promise<boolean>;
  /**
   * The learner row and the grant check in one query, when both live in this database (the embedded provider): used
   * instead of `grantLive` and a second query whenever the grant is due for a check.
   */
  userWithGrant?: (userId: number, grantId: string) => Promise<{ user: UserRow | undefined; grantLive: boolean }>;
}

/** How long a grant found live is trusted without asking again: a revocation takes effect within this time. */
const GRANT_CHECK_MS = 2_000;
/**
 * How long a learner row loaded for a token serves that token's reads without another query. A write request by a
 * learner evicts that learner's entries (every token of theirs) first, so they never read a row older than their own
 * last write here; a write without a bearer token (a payment callback, a sign-out, the identity provider's forms) may
 * change any learner, so it empties the cache. A change made through another API process shows within this time
 * (docs/performance-at-scale.md); the learner's own currentUser, remainingAI and subscription read the row fresh, so
 * those show another process's write at once.
 */
const USER_CACHE_MS = 1_000;
const USER_CACHE_SIZE = 10_000;

/** Verifies bearer JWTs with jose and loads the learner behind them. */
export default fp(async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  const keySet: JWTVerifyGetKey = options.jwks instanceof URL
    ? createRemoteJWKSet(options.jwks)
    : createLocalJWKSet(options.jwks as never);

  const liveGrants = new Map<string, number>();
  const cachedUsers = new Map<string, { user: UserRow; until: number }>();
  /** The cached tokens of each learner, so one learner's write evicts only their own entries. */
  const tokensOf = new Map<number, Set<string>>();
  const forget = (userId: number) => {
    for (const token of tokensOf.get(userId) ?? []) cachedUsers.delete(token);
    tokensOf.delete(userId);
  };
  const forgetAll = () => {
    cachedUsers.clear();
    tokensOf.clear();
  };
  // A CORS preflight changes nothing.
  const writes = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
  app.addHook('onRequest', async (request) => {
    if (!writes(request.method)) return;
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return forgetAll();
    // The token's learner, when cached; a token not cached is evicted for by authenticate, once it knows the learner.
    const cached = cachedUsers.get(token);
    if (cached) forget(cached.user.id);
  });
  // And again once the write is done: a read that ran beside it may have cached the row from before its commit.
  app.addHook('onResponse', async (request) => {
    if (!writes(request.method)) return;
    if (request.user) forget(request.user.id);
    else if (!request.headers.authorization) forgetAll();
  });
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw errors.unauthorized();
    const reads = request.method === 'GET' || request.method === 'HEAD';
    const cached = reads ? cachedUsers.get(match[1]) : undefined;
    if (cached && cached.until > Date.now()) {
      request.user = cached.user;
      return;
    }
    let subject: string | undefined;
    let email: unknown;
    let grantId: unknown;
    try {
      const { payload } = await jwtVerify(match[1], keySet, { issuer: options.issuer, audience: options.audience });
      subject = payload.sub;
      email = payload.email;
      grantId = payload.gid;
    } catch {
      throw errors.unauthorized();
    }
    const users = app.repositories.users;
    const userId = /^\d+$/.test(subject ?? '') ? Number(subject) : undefined;
    let user: UserRow | undefined;
    let found = false;
    if (options.grantLive) {
      if (typeof grantId !== 'string') throw errors.unauthorized();
      const checked = liveGrants.get(grantId);
      if (checked === undefined || Date.now() - checked > GRANT_CHECK_MS) {
        let live: boolean;
        if (options.userWithGrant && userId !== undefined) {
          // The learner row rides on the grant check: one round trip instead of two.
          ({ user, grantLive: live } = await options.userWithGrant(userId, grantId));
          found = true;
        } else live = await options.grantLive(grantId);
        if (!live) {
          liveGrants.delete(grantId);
          throw errors.unauthorized();
        }
        if (liveGrants.size > 10_000) liveGrants.clear();
        liveGrants.set(grantId, Date.now());
      }
    }
    if (!found && userId !== undefined) user = await users.byId(userId);
    // An external issuer's subjects are not our ids: match its learners by their email claim.
    if (!user && typeof email === 'string') user = await users.byEmail(email);
    if (!user) throw errors.unauthorized();
    request.user = user;
    if (!reads) {
      // This learner's other tokens (another device) may hold their row from before this write.
      forget(user.id);
      return;
    }
    if (cachedUsers.size >= USER_CACHE_SIZE) forgetAll();
    // Not past the token's own grant check: a signed-out token stops within GRANT_CHECK_MS as before.
    cachedUsers.set(match[1], { user, until: Date.now() + Math.min(USER_CACHE_MS, GRANT_CHECK_MS) });
    let tokens = tokensOf.get(user.id);
    if (!tokens) tokensOf.set(user.id, (tokens = new Set()));
    tokens.add(match[1]);
  });
});
