import { resolve } from 'node:path';

/** New accounts one address may create in an hour, unless SIGN_UPS_PER_HOUR says otherwise. */
export const SIGN_UPS_PER_HOUR = 10;

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
   * Where speaking and writing answers are scored (docs/scoring-jobs.md): `threads`, worker threads inside this process
   * (the default), or `queue`, pg-boss jobs on PostgreSQL run by `npm run worker` processes (this process then loads no engine).
   */
  scoring: 'threads' | 'queue';
  /** New accounts one address may create in an hour (SIGN_UPS_PER_HOUR). */
  signUpsPerHour: number;
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
  /** The payment gateways; see docs/payments.md. */
  payments: PaymentsConfig;
  /** The promotion for learners of one country (spec §1), or null when PROMO_BANNER_COUNTRY is empty. */
  promoBanner: { country: string; code: string; until: string; freeDays: number } | null;
  /** A LibreTranslate-compatible service for sentence translation (TRANSLATE_URL); none: sentences are not translated. */
  translateUrl?: string;
  translateApiKey?: string;
}

/**
 * Gateway endpoints and keys. A base URL of null means the embedded sandbox gateway of this server (mounted at
 * /sandbox/paypal and /sandbox/zarinpal), the default when no live keys are set: the adapters speak the same protocol
 * to either.
 */
export interface PaymentsConfig {
  paypal: { baseUrl: string | null; clientId: string; clientSecret: string; webhookId: string };
  zarinpal: { baseUrl: string | null; merchantId: string };
  /** Key the sandbox signs its webhooks and derives its test credentials with (PAYMENTS_SANDBOX_SECRET); derived from the app's secrets when absent. */
  sandboxSecret?: string;
  /**
   * PAYMENTS_SANDBOX=false: a gateway without live keys is switched off instead of served by the embedded sandbox, so
   * a public deployment cannot hand out premium through test payments.
   */
  sandboxEnabled: boolean;
  /** Orders a learner may create in a minute. */
  ordersPerMinute: number;
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

/** A gateway's base URL: https (http only for a loopback host, a local test double). */
function gatewayUrl(value: string | undefined, name: string): string | null {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an address such as https://api-m.paypal.com, got "${value}"`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) throw new Error(`${name} must be an https address, got "${value}"`);
  return url.href.replace(/\/$/, '');
}

const ZARINPAL_MERCHANT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function paymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const clientId = env.PAYPAL_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim() ?? '';
  const webhookId = env.PAYPAL_WEBHOOK_ID?.trim() ?? '';
  const merchantId = env.ZARINPAL_MERCHANT_ID?.trim() ?? '';
  // Keys without a base URL mean live PayPal; a base URL without keys is a mistake, not the sandbox.
  const paypalBase = gatewayUrl(env.PAYPAL_BASE_URL, 'PAYPAL_BASE_URL') ?? (clientId ? 'https://api-m.paypal.com' : null);
  if (paypalBase && (!clientId || !clientSecret || !webhookId)) {
    throw new Error('PayPal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID together (or none of them for the embedded sandbox)');
  }
  const zarinpalBase = gatewayUrl(env.ZARINPAL_BASE_URL, 'ZARINPAL_BASE_URL') ?? (merchantId ? 'https://payment.zarinpal.com' : null);
  if (zarinpalBase && !ZARINPAL_MERCHANT.test(merchantId)) {
    throw new Error(`ZARINPAL_MERCHANT_ID must be the 36-character merchant code (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx), got "${merchantId}"`);
  }
  return {
    paypal: { baseUrl: paypalBase, clientId, clientSecret, webhookId },
    zarinpal: { baseUrl: zarinpalBase, merchantId },
    sandboxSecret: env.PAYMENTS_SANDBOX_SECRET || undefined,
    sandboxEnabled: env.PAYMENTS_SANDBOX !== 'false',
    ordersPerMinute: positiveInteger(env.ORDERS_PER_MINUTE, 'ORDERS_PER_MINUTE', 5),
  };
}

/** PROMO_BANNER_UNTIL (YYYY-MM-DD), by default the next July 3rd (this year's until it has passed). */
function promoBanner(env: NodeJS.ProcessEnv, now: Date): ServerConfig['promoBanner'] {
  const country = (env.PROMO_BANNER_COUNTRY ?? 'IR').trim().toUpperCase();
  if (!country) return null;
  if (!/^[A-Z]{2}$/.test(country)) throw new Error(`PROMO_BANNER_COUNTRY must be a two-letter country code such as IR, got "${env.PROMO_BANNER_COUNTRY}"`);
  const code = (env.PROMO_BANNER_CODE ?? 'FREEMONTH').trim();
  if (!/^[A-Za-z0-9_-]{3,40}$/.test(code)) throw new Error(`PROMO_BANNER_CODE must be 3–40 letters, digits, - or _, got "${env.PROMO_BANNER_CODE}"`);
  let until = env.PROMO_BANNER_UNTIL?.trim();
  if (until) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(until) || Number.isNaN(Date.parse(`${until}T00:00:00Z`))) {
      throw new Error(`PROMO_BANNER_UNTIL must be a date such as 2027-07-03, got "${until}"`);
    }
  } else {
    const year = now.getUTCFullYear();
    const thisYear = `${year}-07-03`;
    until = now.toISOString().slice(0, 10) <= thisYear ? thisYear : `${year + 1}-07-03`;
  }
  return { country, code, until, freeDays: 30 };
}

function scoringMode(value: string | undefined, databaseUrl: string | undefined): ServerConfig['scoring'] {
  const mode = value?.trim() || 'threads';
  if (mode !== 'threads' && mode !== 'queue') throw new Error(`SCORING must be threads or queue, got "${value}"`);
  // The queue lives in PostgreSQL: PGlite is one process's own database, which no worker elsewhere can reach.
  if (mode === 'queue' && !databaseUrl) throw new Error('SCORING=queue needs DATABASE_URL (PostgreSQL): the jobs are stored there');
  return mode;
}

function translateUrl(value: string | undefined): string | undefined {
  const url = value?.trim().replace(/\/+$/, '');
  if (!url) return undefined;
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`TRANSLATE_URL must be an http(s) URL such as https://translate.example.org, got "${value}"`);
  return url;
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
    signUpsPerHour: positiveInteger(env.SIGN_UPS_PER_HOUR, 'SIGN_UPS_PER_HOUR', SIGN_UPS_PER_HOUR),
    embedOrigins: [...new Set([...origins(env.EMBED_ORIGINS, 'EMBED_ORIGINS'), ...origins(env.CORS_ORIGINS, 'CORS_ORIGINS')])],
    frameOrigins: origins(env.FRAME_ORIGINS, 'FRAME_ORIGINS'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `PTE Practice <no-reply@${new URL(publicUrl).hostname}>`,
    pocketsphinxModel: env.POCKETSPHINX_MODEL || undefined,
    blogUrl: blogUrl(env.BLOG_URL),
    payments: paymentsConfig(env),
    promoBanner: promoBanner(env, new Date()),
    translateUrl: translateUrl(env.TRANSLATE_URL),
    translateApiKey: env.TRANSLATE_API_KEY || undefined,
    scoring: scoringMode(env.SCORING, env.DATABASE_URL),
  };
}
