import { EMBED_SIGN_IN_MESSAGE } from '@pte-kit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { PtePracticeQuestion } = await import('./practice-question');

const APP = 'https://practice.example';
const requests: { url: string; authorization: string | null }[] = [];

beforeEach(() => {
  sessionStorage.clear();
  requests.length = 0;
  // The API as a reader's browser reaches it: every question call answered 404, so the element settles on a message.
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push({ url: request.url, authorization: request.headers.get('authorization') });
    return new Response(JSON.stringify({ status: 404, message: 'No question here.', errors: [] }), { status: 404, headers: { 'content-type': 'application/json' } });
  }));
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function element(attributes = '') {
  document.body.innerHTML = `<pte-practice-question api-base="${APP}" task="reading.multipleChoiceSingleAnswer" ${attributes}></pte-practice-question>`;
  const node = document.querySelector('pte-practice-question') as InstanceType<typeof PtePracticeQuestion>;
  // The element's React part is imported on first render.
  await vi.waitFor(() => expect(text(node)).toContain('No question here.'), { timeout: 20_000 });
  return node;
}

const text = (node: Element) => node.shadowRoot?.querySelector('[part="root"]')?.textContent ?? '';
const button = (node: Element, name: string) =>
  [...(node.shadowRoot?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent === name) as HTMLButtonElement;
const post = (origin: string, accessToken: string) => window.dispatchEvent(new MessageEvent('message', {
  origin,
  data: { type: EMBED_SIGN_IN_MESSAGE, tokens: { access_token: accessToken, expires_in: 600, refresh_token: 'refresh' }, issuer: `${APP}/oidc`, clientId: 'pte-web' },
}));

describe('<pte-practice-question> for a reader who is not signed in', () => {
  it('asks the public routes for the question and offers the sign-in', async () => {
    const node = await element();
    expect(text(node)).toContain('your answers are scored, not saved');
    expect(button(node, 'Sign in to save and get AI scores')).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual([`${APP}/api/public/reading/multipleChoiceSingleAnswer/1`]);
    expect(requests[0].authorization).toBeNull();
  });

  it('ignores a sign-in message from any origin but the app\'s, and takes the app\'s', async () => {
    const node = await element();
    post('https://evil.example', 'stolen');
    post(window.location.origin, 'from-the-article');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(text(node)).not.toContain('You are signed in');
    expect(requests.every((request) => request.authorization === null)).toBe(true);

    post(APP, 'the-readers-token');
    await vi.waitFor(() => expect(text(node)).toContain('You are signed in'));
    await vi.waitFor(() => expect(requests.some((request) => request.authorization === 'Bearer the-readers-token')).toBe(true));
    expect(requests.filter((request) => request.authorization).every((request) => request.authorization === 'Bearer the-readers-token')).toBe(true);
  });

  it('offers a link when the browser blocks the popup', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const node = await element();
    button(node, 'Sign in to save and get AI scores').click();
    expect(open).toHaveBeenCalledWith(`${APP}/embed/sign-in?origin=${encodeURIComponent(window.location.origin)}`, 'pte-sign-in', expect.any(String));
    await vi.waitFor(() => expect(text(node)).toContain('Your browser blocked the sign-in window.'));
    const link = node.shadowRoot!.querySelector('a[target="pte-sign-in"]') as HTMLAnchorElement;
    expect(link.href).toBe(`${APP}/embed/sign-in?origin=${encodeURIComponent(window.location.origin)}`);
    expect(link.rel).toBe('opener');
  });

  it('shows no sign-in bar when the page passes the learner\'s token', async () => {
    const node = await element('token="partner-token"');
    expect(text(node)).not.toContain('Sign in to save');
    expect(requests[0]).toMatchObject({ authorization: 'Bearer partner-token' });
  });
});
