import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  EMBED_SIGN_IN_MESSAGE, createOidcClient, createPkcePair, errorMessage, randomString, type EmbedSignInMessage,
} from '@pte-kit/core';
import { useT } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import type { AppConfig } from '../auth';
import { embedMessages } from '../i18n/embedMessages';
import * as styles from './pages.css';

const PENDING_KEY = 'pte-embed-sign-in-pending';

interface Pending {
  verifier: string;
  state: string;
  /** The article's origin: the only one the tokens are posted to. */
  origin: string;
}

/** The server's configuration as /api/config answers it, with the origins allowed to embed the kit. */
type EmbedConfig = AppConfig & { embedOrigins?: string[] };

/** The app's own origin and its other loopback names, which the server also counts as the app. */
function ownOrigins(): string[] {
  const here = new URL(window.location.origin);
  const names = ['localhost', '127.0.0.1', '[::1]'];
  if (!names.includes(here.hostname)) return [here.origin];
  return names.map((name) => `${here.protocol}//${name}${here.port ? `:${here.port}` : ''}`);
}

/** Whether the popup may hand tokens to `origin`: an allowed embedding site (EMBED_ORIGINS) or the app itself. */
function allowedOrigin(config: EmbedConfig, origin: string): boolean {
  return Boolean(origin) && [...(config.embedOrigins ?? []), ...ownOrigins()].includes(origin);
}

const oidcFor = (config: EmbedConfig) =>
  createOidcClient({ issuer: config.issuer, clientId: config.clientId, redirectUri: `${window.location.origin}/embed/callback`, scope: config.scope });

function Card({ children }: { children: ReactNode }) {
  return (
    <main className={styles.hero}>
      <div className={styles.heroCard}>{children}</div>
    </main>
  );
}

/**
 * The popup an article's <pte-practice-question> opens (/embed/sign-in?origin=<article origin>): it signs in with
 * the authorization code and PKCE on the app's own origin and redirect URI (/embed/callback), so the article's origin
 * never has to be a redirect URI. Only an article on the allow-list gets the tokens.
 */
export function EmbedSignIn() {
  const { auth } = useApp();
  const config = auth.config as EmbedConfig;
  const origin = new URLSearchParams(window.location.search).get('origin') ?? '';
  const allowed = allowedOrigin(config, origin);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const t = useT(embedMessages);

  useEffect(() => {
    // One authorization request: StrictMode's second effect run must not start another.
    if (!allowed || started.current) return;
    started.current = true;
    (async () => {
      const { verifier, challenge } = await createPkcePair();
      const state = randomString(16);
      sessionStorage.setItem(PENDING_KEY, JSON.stringify({ verifier, state, origin } satisfies Pending));
      window.location.assign(await oidcFor(config).authorizeUrl({ state, codeChallenge: challenge }));
    })().catch((failure: unknown) => setError(errorMessage(failure, t('notStarted'))));
  }, [allowed, config, origin, t]);

  if (!allowed) {
    return (
      <Card>
        <p role="alert" className={styles.error}>
          {origin ? t('notAllowed', { origin }) : t('noOrigin')}
          {' '}{t('signInHere')}
        </p>
      </Card>
    );
  }
  return <Card>{error ? <p role="alert" className={styles.error}>{error}</p> : <p className={styles.muted}>{t('opening')}</p>}</Card>;
}

/**
 * Where the popup's sign-in comes back: exchanges the code, posts the token set to the article that opened the
 * popup with its exact origin as the target (a page that navigated away from that origin gets nothing), and closes.
 */
export function EmbedCallback() {
  const { auth } = useApp();
  const config = auth.config as EmbedConfig;
  const [state, setState] = useState<{ kind: 'working' } | { kind: 'done'; origin: string } | { kind: 'failed'; message: string }>({ kind: 'working' });
  const started = useRef(false);
  const t = useT(embedMessages);

  useEffect(() => {
    // The code can be exchanged once.
    if (started.current) return;
    started.current = true;
    (async () => {
      const params = new URLSearchParams(window.location.search);
      const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as Pending | null;
      if (params.get('error')) throw new Error(params.get('error_description') ?? params.get('error')!);
      if (!pending || pending.state !== params.get('state')) throw new Error(t('notHere'));
      if (!allowedOrigin(config, pending.origin)) throw new Error(t('notAllowed', { origin: pending.origin }));
      const code = params.get('code');
      if (!code) throw new Error(t('noCode'));
      sessionStorage.removeItem(PENDING_KEY);
      const tokens = await oidcFor(config).exchangeCode(code, pending.verifier);
      const opener = window.opener as Window | null;
      if (!opener) throw new Error(t('noOpener'));
      const message: EmbedSignInMessage = { type: EMBED_SIGN_IN_MESSAGE, tokens, issuer: config.issuer, clientId: config.clientId };
      opener.postMessage(message, pending.origin);
      setState({ kind: 'done', origin: pending.origin });
      window.close();
    })().catch((failure: unknown) => setState({ kind: 'failed', message: errorMessage(failure) }));
  }, [config, t]);

  if (state.kind === 'failed') return <Card><p role="alert" className={styles.error}>{state.message}</p></Card>;
  if (state.kind === 'done') return <Card><p role="status">{t('done', { origin: state.origin })}</p></Card>;
  return <Card><p className={styles.muted}>{t('signingIn')}</p></Card>;
}
