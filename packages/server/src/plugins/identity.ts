import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpired } from '../oidc/adapter';
import { API_RESOURCE, createProvider } from '../oidc/provider';
import authPlugin from './auth';
import oidcPlugin from './oidc';

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

async function remoteJwks(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`Cannot read the OIDC discovery document of ${issuer} (${response.status})`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri: string };
  return new URL(jwksUri);
}

/**
 * Sign-in: bearer tokens of an external issuer (OIDC_ISSUER), or else the embedded identity provider at /oidc with
 * its pages. Learners are looked up in the users repository only per request, so this loads before the repositories.
 */
export default fp(async function identity(app: FastifyInstance) {
  const { config } = app;
  if (config.oidcIssuer) {
    await app.register(authPlugin, { issuer: config.oidcIssuer, audience: config.oidcAudience, jwks: await remoteJwks(config.oidcIssuer) });
    return;
  }
  const issuer = `${config.publicUrl}/oidc`;
  const provider = createProvider({
    issuer,
    clientId: config.oidcClientId,
    redirectUris: [...loopbackAliases(config.publicUrl).map((origin) => `${origin}/auth/callback`), ...config.extraRedirectUris],
    postLogoutRedirectUris: [...loopbackAliases(config.publicUrl).map((origin) => `${origin}/`), ...config.extraRedirectUris.map((uri) => new URL('/', uri).toString())],
    db: app.db,
    users: { byId: (id) => app.repositories.users.byId(id) },
    secrets: app.secrets,
    trustProxy: config.trustProxy,
    embedOrigins: config.embedOrigins,
  });
  await app.register(oidcPlugin, { provider });
  await app.register(authPlugin, {
    issuer, audience: API_RESOURCE, jwks: { keys: [app.secrets.publicKey] },
    grantLive: async (grantId) => Boolean(await provider.Grant.find(grantId)),
    // The embedded provider's grants are rows of this database (oidc/adapter.ts): checked with the learner row.
    userWithGrant: (userId, grantId) => app.repositories.users.byIdWithGrant(userId, grantId),
  });
  // Expired sessions, codes and tokens of the identity provider are dropped hourly, off the request path.
  const purge = () => purgeExpired(app.db).catch((error: Error) => app.log.warn(`OIDC purge failed: ${error.message}`));
  const timer = setInterval(purge, 60 * 60 * 1000);
  timer.unref();
  app.addHook('onReady', purge);
  app.addHook('onClose', async () => clearInterval(timer));
}, { name: 'identity', dependencies: ['database', 'secrets'] });
