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
}

/** How long a grant found live is trusted without asking again: a revocation takes effect within this time. */
const GRANT_CHECK_MS = 2_000;
/**
 * How long a learner row loaded for a token serves that token's reads without another query. Any write request to
 * this process (a profile change, a submit, a payment callback, a sign-out) empties the cache first, so a learner
 * never reads a row older than their own last write here; a change made through another API process shows within
 * this time (docs/performance-at-scale.md); the learner's own currentUser, remainingAI and subscription read the row
 * fresh, so those show another process's write at once.
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
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') cachedUsers.clear();
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
    if (options.grantLive) {
      if (typeof grantId !== 'string') throw errors.unauthorized();
      const checked = liveGrants.get(grantId);
      if (checked === undefined || Date.now() - checked > GRANT_CHECK_MS) {
        if (!(await options.grantLive(grantId))) {
          liveGrants.delete(grantId);
          throw errors.unauthorized();
        }
        if (liveGrants.size > 10_000) liveGrants.clear();
        liveGrants.set(grantId, Date.now());
      }
    }
    const users = app.repositories.users;
    let user = /^\d+$/.test(subject ?? '') ? await users.byId(Number(subject)) : undefined;
    // An external issuer's subjects are not our ids: match its learners by their email claim.
    if (!user && typeof email === 'string') user = await users.byEmail(email);
    if (!user) throw errors.unauthorized();
    request.user = user;
    if (reads) {
      if (cachedUsers.size >= USER_CACHE_SIZE) cachedUsers.clear();
      // Not past the token's own grant check: a signed-out token stops within GRANT_CHECK_MS as before.
      cachedUsers.set(match[1], { user, until: Date.now() + Math.min(USER_CACHE_MS, GRANT_CHECK_MS) });
    }
  });
});
