import {
  createOidcClient, createPkcePair, createSession, randomString, tokensFromResponse, type OidcClient, type Session,
} from '@pte-kit/core';

export interface AppConfig {
  issuer: string;
  clientId: string;
  scope: string;
  blogUrl?: string | null;
}

const PENDING_KEY = 'pte-login-pending';

function setLoggedInCookie(loggedIn: boolean) {
  document.cookie = `loggedIn=${loggedIn}; path=/; SameSite=Lax`;
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

export interface Auth {
  config: AppConfig;
  oidc: OidcClient;
  session: Session;
  /** Sends the browser to the identity provider; `prompt: 'login'` asks for the password even when the provider still has a session. */
  login(returnTo?: string, options?: { prompt?: 'login' }): Promise<void>;
  completeLogin(search: string): Promise<string>;
  logout(): Promise<void>;
  /** 401 / 403 from the API: stored auth and cookies cleared, back to sign-in. */
  expel(clearStoredAuth: boolean): void;
}

export function createAuth(config: AppConfig): Auth {
  const redirectUri = `${window.location.origin}/auth/callback`;
  const oidc = createOidcClient({ issuer: config.issuer, clientId: config.clientId, redirectUri, scope: config.scope });
  const session = createSession({
    storage: window.localStorage,
    refresh: (refreshToken) => oidc.refresh(refreshToken),
    setLoggedInCookie,
    onLogout: () => void login(window.location.pathname + window.location.search),
  });

  // One redirect at a time: a 401 and the shell noticing the cleared session both ask to sign in; the first asked wins.
  let redirecting: Promise<void> | null = null;
  function login(returnTo = '/dashboard', { prompt }: { prompt?: 'login' } = {}) {
    redirecting ??= (async () => {
      const { verifier, challenge } = await createPkcePair();
      const state = randomString(16);
      sessionStorage.setItem(PENDING_KEY, JSON.stringify({ verifier, state, returnTo }));
      window.location.assign(await oidc.authorizeUrl({ state, codeChallenge: challenge, ...(prompt ? { prompt } : {}) }));
    })().catch((error: unknown) => {
      redirecting = null;
      throw error;
    });
    return redirecting;
  }
  // Back from the provider to a page kept in the back-forward cache: signing in must work again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) redirecting = null;
  });

  async function completeLogin(search: string): Promise<string> {
    const params = new URLSearchParams(search);
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as { verifier: string; state: string; returnTo: string } | null;
    if (params.get('error')) throw new Error(params.get('error_description') ?? params.get('error')!);
    if (!pending || pending.state !== params.get('state')) throw new Error('This sign-in did not start here. Please sign in again.');
    const code = params.get('code');
    if (!code) throw new Error('The identity provider sent no code. Please sign in again.');
    sessionStorage.removeItem(PENDING_KEY);
    session.set(tokensFromResponse(await oidc.exchangeCode(code, pending.verifier)));
    return pending.returnTo.startsWith('/') ? pending.returnTo : '/dashboard';
  }

  async function logout() {
    const tokens = session.get();
    session.clear();
    const endSession = await oidc.logout(tokens?.refreshToken ?? null, tokens?.idToken ?? null, `${window.location.origin}/`).catch(() => null);
    window.location.assign(endSession ?? '/');
  }

  // A 401 means the API no longer accepts the session (signed out elsewhere, revoked, expired): the learner signs in
  // again for real rather than being let back in silently by the provider's own session.
  function expel(clearStoredAuth: boolean) {
    if (clearStoredAuth) session.clear();
    clearCookies();
    void login(window.location.pathname + window.location.search, clearStoredAuth ? { prompt: 'login' } : {});
  }

  return { config, oidc, session, login, completeLogin, logout, expel };
}
