import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Public origin of the app, used for the OIDC issuer, redirect URIs and share links. */
  publicUrl: string;
  /** PostgreSQL URL; PGlite under dataDir when absent. */
  databaseUrl?: string;
  dataDir: string;
  /** Directory of the built host app served at /. */
  hostDist?: string;
  /** External OIDC issuer (e.g. Keycloak); the embedded provider runs when absent. */
  oidcIssuer?: string;
  /** Audience an external issuer's access tokens must carry; any when absent. */
  oidcAudience?: string;
  oidcClientId: string;
  /** Extra redirect URIs allowed for the embedded provider's web client (dev servers). */
  extraRedirectUris: string[];
  seedDemo: boolean;
  /** Behind a reverse proxy: trust its X-Forwarded-* headers (never on a directly exposed port). */
  trustProxy: boolean;
  /** Where rendered audio and images are cached (outside the clone by default). */
  mediaCacheDir?: string;
  /** Render every recording's default voice in the background after start. */
  prerenderMedia: boolean;
  logLevel: string;
  /** Writes (POST, PUT, PATCH, DELETE under /api) a learner, or a signed-out address, may make in a minute. */
  writesPerMinute: number;
  /**
   * Origins of the sites whose articles embed the kit (EMBED_ORIGINS, or its older name CORS_ORIGINS): they may load
   * the element bundle, the media and the API from the browser (CORS), and the embed sign-in popup hands its tokens
   * only to them. None by default.
   */
  embedOrigins: string[];
  /** Origins allowed to frame the app's pages (CSP frame-ancestors); the app itself only by default. */
  frameOrigins: string[];
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); a local test mail catcher when absent. */
  smtpUrl?: string;
  /** The sender of outgoing mail. */
  mailFrom: string;
  /** The blog the navigation's Blog link opens (BLOG_URL); no link when absent. */
  blogUrl: string | null;
  /** Directory of the pocketsphinx US English model, when it is not where Debian's pocketsphinx-en-us puts it. */
  pocketsphinxModel?: string;
}

/** A comma-separated list of origins (https://school.example), each checked and normalised. */
function origins(value: string | undefined, name: string): string[] {
  return (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`${name} must list origins such as https://school.example, got "${entry}"`);
    }
    if (url.origin === 'null' || url.pathname !== '/' || url.search) throw new Error(`${name} must list origins without a path, got "${entry}"`);
    return url.origin;
  });
}

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number above 0, got "${value}"`);
  return number;
}

/** BLOG_URL: an http(s) address, or nothing. */
function blogUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`BLOG_URL must be an address such as https://blog.example, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`BLOG_URL must be an http or https address, got "${value}"`);
  return url.href;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    // Both IPv4 and IPv6 (dual stack); main.ts falls back to IPv4 only where the machine has no IPv6.
    host: env.HOST ?? '::',
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(cwd, env.DATA_DIR ?? '.data'),
    hostDist: env.HOST_DIST,
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcAudience: env.OIDC_AUDIENCE || undefined,
    oidcClientId: env.OIDC_CLIENT_ID ?? 'pte-web',
    extraRedirectUris: (env.OIDC_EXTRA_REDIRECT_URIS ?? '').split(',').map((uri) => uri.trim()).filter(Boolean),
    seedDemo: env.SEED_DEMO !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
    mediaCacheDir: env.PTE_MEDIA_CACHE || undefined,
    prerenderMedia: env.PRERENDER_MEDIA !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    writesPerMinute: positiveInteger(env.RATE_LIMIT_WRITES_PER_MINUTE, 'RATE_LIMIT_WRITES_PER_MINUTE', 120),
    embedOrigins: [...new Set([...origins(env.EMBED_ORIGINS, 'EMBED_ORIGINS'), ...origins(env.CORS_ORIGINS, 'CORS_ORIGINS')])],
    frameOrigins: origins(env.FRAME_ORIGINS, 'FRAME_ORIGINS'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `PTE Practice <no-reply@${new URL(publicUrl).hostname}>`,
    pocketsphinxModel: env.POCKETSPHINX_MODEL || undefined,
    blogUrl: blogUrl(env.BLOG_URL),
  };
}
