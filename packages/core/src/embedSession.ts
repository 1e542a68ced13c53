import { createAnonymousPteClient } from './anonymousClient';
import { createPteClient, type PteClient } from './apiClient';
import { computed, createModel, signal, type ReadonlySignal } from './model';
import { createOidcClient, type OidcClient } from './oidc';
import { createSession, tokensFromResponse, type KeyValueStorage, type TokenResponse } from './session';

/** The `type` of the message the app's sign-in popup posts to the article that opened it. */
export const EMBED_SIGN_IN_MESSAGE = 'pte-embed-sign-in';

/** What the sign-in popup posts, with `postMessage(message, articleOrigin)`, to an article on the allow-list. */
export interface EmbedSignInMessage {
  type: typeof EMBED_SIGN_IN_MESSAGE;
  /** The token endpoint's answer: access token, refresh token, lifetimes. */
  tokens: TokenResponse;
  /** The identity provider and client the tokens were issued by, which refresh them. */
  issuer: string;
  clientId: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The popup's message, if `event` is one: sent from the app's origin exactly (any other origin is ignored, whatever
 * it sends) and shaped as the popup sends it.
 */
export function embedSignInMessageOf(event: Pick<MessageEvent, 'origin' | 'data'>, appOrigin: string): EmbedSignInMessage | null {
  if (event.origin !== appOrigin) return null;
  const data = event.data as Partial<EmbedSignInMessage> | null;
  if (!data || typeof data !== 'object' || data.type !== EMBED_SIGN_IN_MESSAGE || !isText(data.issuer) || !isText(data.clientId)) return null;
  const tokens = data.tokens as Partial<TokenResponse> | undefined;
  if (!tokens || !isText(tokens.access_token) || typeof tokens.expires_in !== 'number') return null;
  return data as EmbedSignInMessage;
}

/** Where the article's popup opens: the app's embed sign-in page, told which origin to hand the tokens to. */
export const embedSignInUrl = (appOrigin: string, articleOrigin: string) =>
  `${appOrigin}/embed/sign-in?${new URLSearchParams({ origin: articleOrigin })}`;

/**
 * Signed out; the popup is open and the reader is signing in; the browser blocked the popup (the element offers a
 * link instead); signed in.
 */
export type EmbedSignInStatus = 'signedOut' | 'waiting' | 'blocked' | 'signedIn';

/** The parts of the article's window the session uses. */
export interface EmbedWindow {
  open(url: string, target: string, features: string): unknown;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  location: { origin: string };
}

export interface EmbedSessionOptions {
  /** The API's base URL (the element's `api-base`): its origin is the app's, the only one whose messages count. */
  baseURL: string;
  /** @default globalThis.window */
  window?: EmbedWindow;
  /**
   * Where the tokens also live so a reload of the article keeps the reader signed in (keyed by the app's origin).
   * @default sessionStorage when the page has one; `null` keeps them in memory only.
   */
  storage?: KeyValueStorage | null;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

export interface EmbedSession {
  /** Where the reader is in signing in. */
  status: ReadonlySignal<EmbedSignInStatus>;
  /** Why the reader was signed out (the session ended), or null. */
  error: ReadonlySignal<string | null>;
  /** The client the element uses: the reader's while signed in, else the anonymous one (public routes only). */
  client: ReadonlySignal<PteClient>;
  /** The popup's address, also offered as a link when the browser blocks the popup. */
  signInUrl: string;
  /** Opens the sign-in popup; call it from the click itself, or browsers block the popup. */
  signIn(): void;
  /** Forgets the tokens (and revokes the refresh token) and goes back to the anonymous client. */
  signOut(reason?: string): void;
}

function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // A sandboxed frame without storage: memory only.
    return null;
  }
}

/** Reads and writes memory first; the page's storage, when there is one, only mirrors it and may refuse. */
function mirroredStorage(persisted: KeyValueStorage | null): KeyValueStorage {
  const memory = new Map<string, string>();
  const quietly = <T>(run: () => T, fallback: T): T => {
    try {
      return run();
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => memory.get(key) ?? quietly(() => persisted?.getItem(key) ?? null, null),
    setItem: (key, value) => {
      memory.set(key, value);
      quietly(() => persisted?.setItem(key, value), undefined);
    },
    removeItem: (key) => {
      memory.delete(key);
      quietly(() => persisted?.removeItem(key), undefined);
    },
  };
}

/**
 * The sign-in of a reader of an article on another site: anonymous until the reader signs in through the app's
 * popup, then the reader's tokens, held in memory (and sessionStorage, keyed by the app's origin), refreshed with the
 * refresh token shortly before the access token expires, as the app's own session does. Only messages from the
 * app's origin are read. Partners that sign their readers in themselves pass `token`/`getToken` instead and never
 * build one of these.
 */
export function createEmbedSession(options: EmbedSessionOptions) {
  const appOrigin = new URL(options.baseURL).origin;
  const win = options.window ?? (globalThis.window as unknown as EmbedWindow);
  const now = options.now ?? Date.now;
  const storage = mirroredStorage(options.storage === undefined ? sessionStorageOrNull() : options.storage);
  const key = `pte-embed-session:${appOrigin}`;
  const providerKey = `${key}:provider`;
  const signInUrl = embedSignInUrl(appOrigin, win.location.origin);

  let oidc: OidcClient | null = null;
  const oidcClient = (): OidcClient => {
    if (oidc) return oidc;
    const provider = JSON.parse(storage.getItem(providerKey) ?? 'null') as { issuer: string; clientId: string } | null;
    if (!provider) throw new Error('The sign-in did not say which identity provider issued it.');
    oidc = createOidcClient({ issuer: provider.issuer, clientId: provider.clientId, redirectUri: `${appOrigin}/embed/callback`, fetch: options.fetch });
    return oidc;
  };

  const status = signal<EmbedSignInStatus>('signedOut');
  const error = signal<string | null>(null);
  const ended = 'Your sign-in has ended. Sign in again to save your answers.';
  const session = createSession({
    storage,
    storageKey: key,
    now,
    refresh: (refreshToken) => oidcClient().refresh(refreshToken),
    onLogout: () => {
      status.value = 'signedOut';
      error.value = ended;
    },
  });
  const stored = session.get();
  if (stored && (!stored.refreshExpireTime || stored.refreshExpireTime > now()) && (stored.refreshToken || stored.expireTimestamp > now())) {
    status.value = 'signedIn';
  }

  const anonymous = createAnonymousPteClient({ baseURL: options.baseURL, fetch: options.fetch });
  const learner = createPteClient({
    baseURL: options.baseURL,
    fetch: options.fetch,
    // After a reload the access token may have expired while the refresh token stands: refresh before the call.
    getToken: async () => {
      if (!session.accessToken() && session.get()) await session.tick();
      return session.accessToken();
    },
    onUnauthorized: () => signOut(ended),
  });
  const signedIn = computed(() => status.value === 'signedIn');
  const client = computed(() => (signedIn.value ? learner : anonymous));

  function signIn() {
    error.value = null;
    const popup = win.open(signInUrl, 'pte-sign-in', 'popup,width=480,height=680');
    status.value = popup ? 'waiting' : 'blocked';
  }

  function signOut(reason?: string) {
    const refreshToken = session.get()?.refreshToken ?? null;
    session.clear();
    status.value = 'signedOut';
    error.value = reason ?? null;
    if (refreshToken && storage.getItem(providerKey)) void oidcClient().logout(refreshToken, null, `${appOrigin}/`).catch(() => undefined);
  }

  function receive(event: MessageEvent) {
    const message = embedSignInMessageOf(event, appOrigin);
    if (!message) return;
    storage.setItem(providerKey, JSON.stringify({ issuer: message.issuer, clientId: message.clientId }));
    oidc = null;
    session.set(tokensFromResponse(message.tokens, now()));
    status.value = 'signedIn';
    error.value = null;
  }

  return createModel<EmbedSession>({ status, error, client, signInUrl, signIn, signOut }, (lifecycle) => {
    win.addEventListener('message', receive);
    session.start();
    lifecycle.onDispose(() => {
      win.removeEventListener('message', receive);
      session.stop();
    });
  });
}
