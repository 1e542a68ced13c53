import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadOrCreateSecrets, type ProviderSecrets } from '../oidc/secrets';

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity provider's keys and the cookie secret, made once per database. */
    secrets: ProviderSecrets;
    /** A key for one purpose (share links, media links, email verification), derived from the database's secret. */
    keyFor: (purpose: string) => string;
  }
}

/** Loads the database's secrets once: every key the app signs with is derived from them, so it holds across restarts and processes. */
export default fp(async function secrets(app: FastifyInstance) {
  const loaded = await loadOrCreateSecrets(app.db);
  const [appSecret] = loaded.cookieKeys;
  app.decorate('secrets', loaded);
  app.decorate('keyFor', (purpose: string) => createHmac('sha256', appSecret).update(purpose).digest('hex'));
}, { name: 'secrets', dependencies: ['database'] });
