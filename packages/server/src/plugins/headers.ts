import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The one inline script the app serves: the provider's sign-out page submits its form. Allowed by its hash. */
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit()";
/**
 * CSP's host-source grammar has no IPv6 literals: Chromium reports `http://[::1]:8080` as an invalid source on every
 * page. Such an origin (a loopback alias) is left out of the policy; CORS and redirect URIs still name it.
 */
const cspSources = (origins: string[]) => origins.filter((origin) => !new URL(origin).hostname.startsWith('['));
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export interface HeaderOptions {
  /** Origins the browser app talks to besides its own: the identity provider, the loopback names of this server. */
  connectOrigins: string[];
  /** Origins forms may post to or be redirected to after posting: the provider and the app's redirect URIs. */
  formOrigins: string[];
  /** Origins allowed to frame the app's pages. */
  frameOrigins: string[];
  /**
   * Origins allowed to load the element bundle, the media and the API from the browser: the embedding sites
   * (EMBED_ORIGINS) and the app's own loopback names. Any other origin gets no CORS headers at all.
   */
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
        connectSrc: ["'self'", 'data:', 'blob:', ...cspSources(options.connectOrigins)],
        workerSrc: ["'self'", 'blob:'],
        formAction: ["'self'", ...cspSources(options.formOrigins)],
        frameAncestors: ["'self'", ...cspSources(options.frameOrigins)],
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
    const embeddable = path.startsWith('/elements/') || path.startsWith('/media/');
    // The element bundle and media are meant to be loaded by articles on other sites.
    if (embeddable) reply.header('cross-origin-resource-policy', 'cross-origin');
    // The embed sign-in runs in a popup an article opened: its pages (and the provider's in between) must keep
    // window.opener, which a same-origin opener policy would cut, so they can post the tokens back to the article.
    // Helmet writes its headers on the raw response, and the provider's sign-in pages answer on it after hijacking.
    if (path.startsWith('/embed/') || path.startsWith('/oidc/')) {
      reply.raw.setHeader('cross-origin-opener-policy', 'unsafe-none');
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    }
    const origin = request.headers.origin;
    if (!origin || !(embeddable || path.startsWith('/api/'))) return;
    // The answer differs by Origin whether or not this one is allowed: caches must keep them apart.
    reply.header('vary', 'Origin');
    if (!allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    if (path.startsWith('/api/')) reply.header('access-control-expose-headers', 'retry-after');
    else reply.header('access-control-expose-headers', 'content-length, content-range, accept-ranges');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', embeddable ? 'GET, HEAD' : 'GET, POST, PUT, PATCH, DELETE');
      reply.header('access-control-allow-headers', embeddable ? 'range' : 'authorization, content-type, accept, x-time-format, x-duration-type, x-constants');
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });
});
