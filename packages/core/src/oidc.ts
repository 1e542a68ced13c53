import type { TokenResponse } from './session';

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomString(byteLength = 32): string {
  return base64Url(globalThis.crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** PKCE verifier and its S256 challenge. */
export async function createPkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomString(48);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64Url(new Uint8Array(digest)) };
}

export interface OidcClientConfig {
  /** Issuer URL; the standard endpoints hang under it (oidc-provider and Keycloak layouts are both read from discovery). */
  issuer: string;
  clientId: string;
  redirectUri: string;
  scope?: string;
  fetch?: typeof globalThis.fetch;
}

export interface OidcEndpoints {
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
  revocation_endpoint?: string;
}

export function createOidcClient(config: OidcClientConfig) {
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  let discovery: Promise<OidcEndpoints> | null = null;

  const endpoints = () =>
    (discovery ??= doFetch(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).then((response) => {
      if (!response.ok) throw new Error(`Identity provider discovery failed (${response.status})`);
      return response.json() as Promise<OidcEndpoints>;
    }));

  async function tokenCall(form: Record<string, string>): Promise<TokenResponse> {
    const { token_endpoint } = await endpoints();
    const response = await doFetch(token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(body.error_description ?? body.error ?? `Token request failed (${response.status})`);
    return body as TokenResponse;
  }

  return {
    endpoints,
    async authorizeUrl(params: { state: string; codeChallenge: string; prompt?: string }): Promise<string> {
      const { authorization_endpoint } = await endpoints();
      const url = new URL(authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        response_type: 'code',
        redirect_uri: config.redirectUri,
        scope: config.scope ?? 'openid profile email offline_access',
        state: params.state,
        code_challenge: params.codeChallenge,
        code_challenge_method: 'S256',
        ...(params.prompt ? { prompt: params.prompt } : {}),
      }).toString();
      return url.toString();
    },
    exchangeCode: (code: string, codeVerifier: string) =>
      tokenCall({ code, grant_type: 'authorization_code', client_id: config.clientId, redirect_uri: config.redirectUri, code_verifier: codeVerifier }),
    refresh: (refreshToken: string) =>
      tokenCall({ client_id: config.clientId, grant_type: 'refresh_token', refresh_token: refreshToken }),
    /** Revokes the refresh token (logout: refresh_token and client_id) and returns the end-session URL. */
    async logout(refreshToken: string | null, idToken: string | null, postLogoutRedirectUri: string): Promise<string | null> {
      const { revocation_endpoint, end_session_endpoint } = await endpoints();
      if (refreshToken && revocation_endpoint) {
        await doFetch(revocation_endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token', client_id: config.clientId }).toString(),
        }).catch(() => undefined);
      }
      if (!end_session_endpoint) return null;
      const url = new URL(end_session_endpoint);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        post_logout_redirect_uri: postLogoutRedirectUri,
        ...(idToken ? { id_token_hint: idToken } : {}),
      }).toString();
      return url.toString();
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
