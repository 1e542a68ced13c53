import { LIMITS } from './constants';
import type { SessionTokens } from './types';

/** The token endpoint's answer (OIDC, with Keycloak's refresh_expires_in where the issuer sends it). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  refresh_expires_in?: number;
  id_token?: string;
}

export function tokensFromResponse(response: TokenResponse, now = Date.now()): SessionTokens {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? null,
    expireTimestamp: now + response.expires_in * 1000,
    refreshExpireTime: response.refresh_expires_in ? now + response.refresh_expires_in * 1000 : null,
    idToken: response.id_token ?? null,
  };
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SessionOptions {
  storage: KeyValueStorage;
  /** Calls the identity provider's token endpoint with grant_type refresh_token. */
  refresh: (refreshToken: string) => Promise<TokenResponse>;
  /** Sets the logged-in cookie (false on any failure or logout). */
  setLoggedInCookie?: (loggedIn: boolean) => void;
  /** Called once when the session ends by itself (expired refresh, failed retries). */
  onLogout?: () => void;
  now?: () => number;
  storageKey?: string;
}

type Listener = (tokens: SessionTokens | null) => void;

/**
 * Session store with the spec's refresh rules: checked every second; refresh when the access
 * token is within 3 s of expiry; 3 failures (or 3 ticks without a refresh token) log out.
 */
export function createSession(options: SessionOptions) {
  const key = options.storageKey ?? 'pte-session';
  const now = options.now ?? Date.now;
  const listeners = new Set<Listener>();
  let retriesLeft: number = LIMITS.tokenRefreshRetries;
  let ticksWithoutRefresh = 0;
  let refreshing: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  function read(): SessionTokens | null {
    try {
      const raw = options.storage.getItem(key);
      return raw ? (JSON.parse(raw) as SessionTokens) : null;
    } catch {
      return null;
    }
  }

  function emit(tokens: SessionTokens | null) {
    for (const listener of listeners) listener(tokens);
  }

  function set(tokens: SessionTokens) {
    options.storage.setItem(key, JSON.stringify(tokens));
    retriesLeft = LIMITS.tokenRefreshRetries;
    ticksWithoutRefresh = 0;
    options.setLoggedInCookie?.(true);
    emit(tokens);
  }

  function clear() {
    options.storage.removeItem(key);
    options.setLoggedInCookie?.(false);
    emit(null);
  }

  function logout() {
    clear();
    options.onLogout?.();
  }

  async function tick(): Promise<void> {
    const tokens = read();
    if (!tokens) return;
    const time = now();
    if (tokens.refreshExpireTime && time >= tokens.refreshExpireTime) return logout();
    if (time < tokens.expireTimestamp - LIMITS.tokenRefreshMarginMs) return;
    if (!tokens.refreshToken) {
      ticksWithoutRefresh += 1;
      if (ticksWithoutRefresh >= LIMITS.tokenRefreshRetries) logout();
      return;
    }
    if (refreshing) return refreshing;
    const refreshToken = tokens.refreshToken;
    refreshing = options
      .refresh(refreshToken)
      .then((response) => set(tokensFromResponse(response, now())))
      .catch(() => {
        options.setLoggedInCookie?.(false);
        retriesLeft -= 1;
        if (retriesLeft <= 0) logout();
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  return {
    get: read,
    set,
    clear,
    logout,
    tick,
    /** The access token if it is still valid. */
    accessToken(): string | null {
      const tokens = read();
      return tokens && tokens.expireTimestamp > now() ? tokens.accessToken : null;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void tick(), LIMITS.tokenRefreshIntervalMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type Session = ReturnType<typeof createSession>;
