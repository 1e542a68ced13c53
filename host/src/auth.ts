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
  login(returnTo?: string): Promise<void>;
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

  async function login(returnTo = '/dashboard') {
    const { verifier, challenge } = await createPkcePair();
    const state = randomString(16);
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ verifier, state, returnTo }));
    window.location.assign(await oidc.authorizeUrl({ state, codeChallenge: challenge }));
  }

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

  function expel(clearStoredAuth: boolean) {
    if (clearStoredAuth) session.clear();
    clearCookies();
    void login(window.location.pathname + window.location.search);
  }

  return { config, oidc, session, login, completeLogin, logout, expel };
}
