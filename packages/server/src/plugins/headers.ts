import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The one inline script the app serves: the provider's sign-out page submits its form. Allowed by its hash. */
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit()";
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export interface HeaderOptions {
  /** Origins the browser app talks to besides its own: the identity provider, the loopback names of this server. */
  connectOrigins: string[];
  /** Origins forms may post to or be redirected to after posting: the provider and the app's redirect URIs. */
  formOrigins: string[];
  /** Origins allowed to frame the app's pages. */
  frameOrigins: string[];
  /** Origins of other sites allowed to call the API from the browser. */
  corsOrigins: string[];
}

/**
 * Security headers on every response (host, API, provider pages, docs): a Content-Security-Policy with no inline
 * script but the sign-out page's (by hash), frame-ancestors from the allow-list, nosniff, a referrer policy, and a
 * Permissions-Policy that lets only this origin use the microphone. The API answers CORS only for allowed origins.
 */
export default fp(async function headers(app: FastifyInstance, options: HeaderOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", hashOf(LOGOUT_SCRIPT)],
        // React and Quill set style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // data: and blob: are the page's own recordings and images (a recording read back before upload).
        connectSrc: ["'self'", 'data:', 'blob:', ...options.connectOrigins],
        workerSrc: ["'self'", 'blob:'],
        formAction: ["'self'", ...options.formOrigins],
        frameAncestors: ["'self'", ...options.frameOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers ignore it over plain HTTP; behind TLS it keeps learners on HTTPS.
    strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
  });
  const allowed = new Set(options.corsOrigins);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()');
    const path = request.url;
    // The element bundle and media are meant to be loaded by articles on other sites.
    if (path.startsWith('/elements/') || path.startsWith('/media/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    const origin = request.headers.origin;
    if (!origin || !path.startsWith('/api/') || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
      reply.header('access-control-allow-headers', 'authorization, content-type');
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });
});
