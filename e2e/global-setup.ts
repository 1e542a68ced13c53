import { request, type FullConfig } from '@playwright/test';

/**
 * The identity provider's first pages after a cold start take longer than a sign-in waits on a busy machine, and with
 * two workers two specs sign in at that moment: its discovery document and sign-in page are asked for once, first.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL!;
  const context = await request.newContext({ baseURL });
  try {
    await context.get('/oidc/.well-known/openid-configuration', { timeout: 60_000 });
    const query = new URLSearchParams({
      client_id: 'pte-web', response_type: 'code', redirect_uri: `${baseURL}/auth/callback`, scope: 'openid offline_access api', state: 'warm-up',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
    });
    // The authorization request answers with the sign-in page (redirects followed): its first render is the slow one.
    await context.get(`/oidc/auth?${query}`, { timeout: 60_000 });
    await context.get('/', { timeout: 60_000 });
  } finally {
    await context.dispose();
  }
}
