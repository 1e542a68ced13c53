import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/client';
import type { UserRepository } from '../repositories/users';
import { createAdapterClass } from './adapter';
import { messagePage } from './pages';
import { LOGOUT_SCRIPT } from '../plugins/headers';
import type { ProviderSecrets } from './secrets';

/** Audience of the API's JWT access tokens. */
export const API_RESOURCE = 'urn:pte-kit:api';
export const API_SCOPE = 'api';

export interface ProviderOptions {
  issuer: string;
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  db: Database;
  /** Read only when an account is looked up, so the provider can be built before the repositories. */
  users: Pick<UserRepository, 'byId'>;
  secrets: ProviderSecrets;
  /** Read the public protocol and host from a reverse proxy's X-Forwarded-* headers. */
  trustProxy: boolean;
  /** Origins of the articles that embed the kit: their element refreshes its popup sign-in's tokens at the token endpoint. */
  embedOrigins?: readonly string[];
}

/** Where the embed sign-in popup comes back to: beside each of the app's own callbacks, on the app's origin. */
export function embedCallbacks(redirectUris: readonly string[]): string[] {
  return redirectUris.filter((uri) => new URL(uri).pathname === '/auth/callback').map((uri) => new URL('/embed/callback', uri).toString());
}

export function createProvider(options: ProviderOptions): Provider {
  const { users } = options;
  const configuration: Configuration = {
    adapter: createAdapterClass(options.db),
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // The embed popup signs in on the app's own origin, so an article's origin never has to be a redirect URI.
        redirect_uris: [...new Set([...options.redirectUris, ...embedCallbacks(options.redirectUris)])],
        post_logout_redirect_uris: options.postLogoutRedirectUris,
      },
    ],
    async findAccount(_ctx, id) {
      const user = await users.byId(Number(id));
      if (!user) return undefined;
      return {
        accountId: String(user.id),
        claims: async () => ({ sub: String(user.id), email: user.email, name: user.name, nickname: user.nickname }),
      };
    },
    claims: { openid: ['sub'], email: ['email'], profile: ['name', 'nickname'] },
    scopes: ['openid', 'offline_access', 'profile', 'email', API_SCOPE],
    pkce: { methods: ['S256'], required: () => true },
    cookies: { keys: options.secrets.cookieKeys },
    jwks: { keys: [options.secrets.signingKey as never] },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // First-party app: sign out without the provider's "Do you want to sign out?" screen.
        async logoutSource(ctx, form) {
          ctx.body = `<!doctype html><html lang="en"><head><title>Signing out</title></head><body>${form}
<input type="hidden" name="logout" value="yes" form="op.logoutForm"><noscript><button form="op.logoutForm">Sign out</button></noscript>
<script>${LOGOUT_SCRIPT}</script></body></html>`;
        },
        async postLogoutSuccessSource(ctx) {
          ctx.body = messagePage('Signed out', 'You have been signed out.');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPE,
          audience: API_RESOURCE,
          accessTokenTTL: 10 * 60,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    // The web app is first party: its grant is made on sign-in, so learners never see a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant = (grantId && (await ctx.oidc.provider.Grant.find(grantId))) ||
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope(['openid', 'profile', 'email', 'offline_access', API_SCOPE].join(' '));
      grant.addResourceScope(API_RESOURCE, API_SCOPE);
      await grant.save();
      return grant;
    },
    // The browser app calls the token endpoint from the origins of its own redirect URIs, and an embedding article's
    // element from its allowed origin, to refresh the tokens its sign-in popup handed it.
    clientBasedCORS: (_ctx, origin, client) =>
      (client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false) || (options.embedOrigins ?? []).includes(origin),
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The API checks that an access token's grant still stands: signing out (refresh token revoked, or the end-session
    // endpoint) revokes the grant, and the token stops working at once instead of living out its ten minutes.
    extraTokenClaims: async (_ctx, token) => ('grantId' in token && token.grantId ? { gid: token.grantId } : undefined),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      // messagePage escapes its text once; escaping here too showed "client&amp;#39;s".
      ctx.body = messagePage('Sign-in problem', `${out.error}: ${String(out.error_description ?? '')}`);
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  return provider;
}
