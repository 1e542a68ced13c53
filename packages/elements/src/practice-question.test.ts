import type { PteClient, PteClientOptions } from '@pte-kit/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const built = vi.hoisted(() => [] as { options: PteClientOptions; client: { getCurrentUser: ReturnType<typeof vi.fn> } }[]);

vi.mock('@pte-kit/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pte-kit/core')>()),
  // A client that never answers: the element stays on 'Loading the question…', which is all this test needs.
  createPteClient: (options: PteClientOptions) => {
    const client = { getCurrentUser: vi.fn(() => new Promise(() => {})), getPracticeItemById: vi.fn(() => new Promise(() => {})) };
    built.push({ options, client });
    return client as unknown as PteClient;
  },
}));

const { PtePracticeQuestion } = await import('./practice-question');

beforeAll(() => {
  expect(customElements.get('pte-practice-question')).toBe(PtePracticeQuestion);
});

afterEach(() => {
  document.body.innerHTML = '';
  built.length = 0;
});

async function settle(element: InstanceType<typeof PtePracticeQuestion>) {
  while (!(await element.updateComplete));
  // React renders the question into the shadow root after Lit's update.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('<pte-practice-question>', () => {
  it('speaks Persian right to left with lang="fa", and English again when the attribute goes', async () => {
    // A token: the page signs its learners in, so the question loads through the (never answering) client above.
    document.body.innerHTML = '<pte-practice-question lang="fa" token="page-token" task="reading.rwFillInTheBlanks"></pte-practice-question>';
    const element = document.querySelector('pte-practice-question')!;
    await settle(element);
    const root = () => element.shadowRoot!.querySelector('[part="root"]')!;
    await vi.waitFor(() => expect(root().getAttribute('dir')).toBe('rtl'), { timeout: 15_000 });
    await vi.waitFor(() => expect(root().textContent).toContain('در حال بارگذاری سؤال'), { timeout: 15_000 });
    element.removeAttribute('lang');
    await settle(element);
    await vi.waitFor(() => expect(root().getAttribute('dir')).toBe('ltr'), { timeout: 15_000 });
    expect(root().getAttribute('lang')).toBe('en');
  }, 40_000);

  it('tells a reader who is not signed in, in Persian, that answers are scored but not saved, with the sign-in button', async () => {
    document.body.innerHTML = '<pte-practice-question lang="fa" task="reading.rwFillInTheBlanks"></pte-practice-question>';
    const element = document.querySelector('pte-practice-question')!;
    await settle(element);
    const root = () => element.shadowRoot!.querySelector('[part="root"]')!;
    await vi.waitFor(() => expect(root().textContent).toContain('بدون حساب کاربری همین‌جا تمرین کنید'), { timeout: 15_000 });
    const button = [...root().querySelectorAll('button')].find((candidate) => candidate.textContent === 'برای ذخیرهٔ پاسخ‌ها و نمره‌دهی هوش مصنوعی وارد شوید');
    expect(button).toBeDefined();
  }, 40_000);

  it('builds its API client once, and again only when api-base or token change', async () => {
    document.body.innerHTML = '<pte-practice-question api-base="https://api.example" token="first" task="reading.rwFillInTheBlanks"></pte-practice-question>';
    const element = document.querySelector('pte-practice-question')!;
    await settle(element);
    // The first render imports the element's React part.
    await vi.waitFor(() => expect(built[0]?.client.getCurrentUser).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    expect(built).toHaveLength(1);
    expect(built[0].options.baseURL).toBe('https://api.example');

    element.answerSection = 'off';
    element.getToken = () => 'from-the-page';
    await settle(element);
    element.requestUpdate();
    await settle(element);
    expect(built).toHaveLength(1);
    // The same client: the learner's profile is not fetched again.
    expect(built[0].client.getCurrentUser).toHaveBeenCalledTimes(1);
    expect(await built[0].options.getToken?.()).toBe('from-the-page');

    element.getToken = null;
    element.token = 'second';
    await settle(element);
    expect(built).toHaveLength(2);
    expect(await built[1].options.getToken?.()).toBe('second');

    element.setAttribute('api-base', 'https://other.example');
    await settle(element);
    expect(built).toHaveLength(3);
    expect(built[2].options.baseURL).toBe('https://other.example');
  });
});
