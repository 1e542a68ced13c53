import type { FastifyInstance } from 'fastify';
import { withSchemaTypes } from '../api/schemas';

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
  }));
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
}
