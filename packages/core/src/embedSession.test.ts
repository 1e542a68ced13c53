import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbedSession, EMBED_SIGN_IN_MESSAGE, type EmbedWindow } from './embedSession';
import { isSignInRequired } from './anonymousClient';

const APP = 'https://practice.example';
const ARTICLE = 'https://blog.example';

/** The article's window: records what was opened and lets the test post messages as any origin. */
function articleWindow({ blocked = false } = {}) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const opened: string[] = [];
  const page: EmbedWindow = {
    open: (url) => {
      opened.push(url);
      return blocked ? null : {};
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    location: { origin: ARTICLE },
  };
  const post = (origin: string, data: unknown) => {
    for (const listener of listeners) listener({ origin, data } as MessageEvent);
  };
  return { page, opened, post, listeners };
}

const signedIn = (accessToken = 'access-1', expiresIn = 600) => ({
  type: EMBED_SIGN_IN_MESSAGE,
  tokens: { access_token: accessToken, expires_in: expiresIn, refresh_token: 'refresh-1' },
  issuer: `${APP}/oidc`,
  clientId: 'pte-web',
});

/** The API and identity provider as the element would reach them; records every request. */
function server() {
  const calls: { url: string; authorization: string | null; body: string | null }[] = [];
  let issued = 1;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'POST' ? await request.text() : null;
    calls.push({ url: request.url, authorization: request.headers.get('authorization'), body });
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
    if (request.url.endsWith('/.well-known/openid-configuration')) return json({ authorization_endpoint: `${APP}/oidc/auth`, token_endpoint: `${APP}/oidc/token`, revocation_endpoint: `${APP}/oidc/token/revocation` });
    if (request.url === `${APP}/oidc/token`) {
      issued += 1;
      return json({ access_token: `access-${issued}`, expires_in: 600, refresh_token: `refresh-${issued}` });
    }
    if (request.url.startsWith(`${APP}/api/users/currentUser`)) return json({ profile: { pteType: 'PTE Core' } });
    return new Response('{}', { status: 404 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createEmbedSession', () => {
  it('opens the app\'s sign-in page in a popup, naming the article\'s origin', () => {
    const { page, opened } = articleWindow();
    const session = createEmbedSession({ baseURL: `${APP}/`, window: page, storage: null });
    session.start();
    session.signIn();
    expect(opened).toEqual([`${APP}/embed/sign-in?origin=${encodeURIComponent(ARTICLE)}`]);
    expect(session.status.value).toBe('waiting');
    session.dispose();
  });

  it('says so when the browser blocks the popup, and offers the same address as a link', () => {
    const { page } = articleWindow({ blocked: true });
    const session = createEmbedSession({ baseURL: APP, window: page, storage: null });
    session.start();
    session.signIn();
    expect(session.status.value).toBe('blocked');
    expect(session.signInUrl).toBe(`${APP}/embed/sign-in?origin=${encodeURIComponent(ARTICLE)}`);
    session.dispose();
  });

  it('ignores a sign-in message from any origin but the app\'s, and messages not shaped as the popup\'s', async () => {
    const { page, post } = articleWindow();
    const { fetch } = server();
    const session = createEmbedSession({ baseURL: APP, window: page, storage: null, fetch });
    session.start();
    session.signIn();
    post('https://evil.example', signedIn('stolen'));
    post(ARTICLE, signedIn('from-the-article-itself'));
    post(APP, { type: EMBED_SIGN_IN_MESSAGE, tokens: { access_token: 'x' }, issuer: `${APP}/oidc`, clientId: 'pte-web' });
    post(APP, 'pte-embed-sign-in');
    expect(session.status.value).toBe('waiting');
    const failure = await session.client.value.getCurrentUser().catch((reason: unknown) => reason);
    expect(isSignInRequired(failure)).toBe(true);
    session.dispose();
  });

  it('signs in with the app\'s message and calls the API with the reader\'s token', async () => {
    const { page, post } = articleWindow();
    const { fetch, calls } = server();
    const session = createEmbedSession({ baseURL: APP, window: page, storage: null, fetch });
    session.start();
    const anonymous = session.client.value;
    post(APP, signedIn());
    expect(session.status.value).toBe('signedIn');
    expect(session.client.value).not.toBe(anonymous);
    await expect(session.client.value.getCurrentUser()).resolves.toMatchObject({ profile: { pteType: 'PTE Core' } });
    expect(calls.at(-1)).toMatchObject({ url: `${APP}/api/users/currentUser/`, authorization: 'Bearer access-1' });
    session.dispose();
  });

  it('refreshes the token with the refresh token before it expires, so a reader stays signed in past ten minutes', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const { page, post } = articleWindow();
    const { fetch, calls } = server();
    const session = createEmbedSession({ baseURL: APP, window: page, storage: null, fetch });
    session.start();
    post(APP, signedIn('access-1', 600));
    await vi.advanceTimersByTimeAsync(598_000);
    const refresh = calls.find((call) => call.url === `${APP}/oidc/token`);
    expect(refresh?.body).toContain('grant_type=refresh_token');
    expect(refresh?.body).toContain('refresh_token=refresh-1');
    await vi.advanceTimersByTimeAsync(60_000);
    await session.client.value.getCurrentUser();
    expect(calls.at(-1)?.authorization).toBe('Bearer access-2');
    expect(session.status.value).toBe('signedIn');
    session.dispose();
  });

  it('keeps the tokens per app origin in the storage it is given, so a reload stays signed in', () => {
    const { page, post } = articleWindow();
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) };
    const first = createEmbedSession({ baseURL: APP, window: page, storage });
    first.start();
    post(APP, signedIn());
    first.dispose();
    expect([...stored.keys()]).toContain(`pte-embed-session:${APP}`);
    expect(createEmbedSession({ baseURL: APP, window: page, storage }).status.value).toBe('signedIn');
    expect(createEmbedSession({ baseURL: 'https://other-app.example', window: articleWindow().page, storage }).status.value).toBe('signedOut');
  });

  it('listens only while started', () => {
    const { page, listeners } = articleWindow();
    const session = createEmbedSession({ baseURL: APP, window: page, storage: null });
    expect(listeners.size).toBe(0);
    session.start();
    expect(listeners.size).toBe(1);
    session.dispose();
    expect(listeners.size).toBe(0);
  });
});
