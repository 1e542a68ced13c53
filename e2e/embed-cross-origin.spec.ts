import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { newLearner } from './helpers';
// @ts-expect-error -- the example's server is plain JavaScript, run with node as its header says.
import { createBlogServer } from '../examples/blog/serve.mjs';

// The blog example served from its own origin: the app under test lists http://127.0.0.1:<E2E_PORT + 1> in
// EMBED_ORIGINS (playwright.config.ts), and the article loads the element straight from the app's origin.
const port = Number(process.env.E2E_PORT ?? 8181) + 1;
const blog = `http://127.0.0.1:${port}`;
const TASK = '/api/reading/multipleChoiceSingleAnswer';
const READER_PASSWORD = 'violet tram harbour 42';

let server: Server;

test.beforeAll(async ({ baseURL }) => {
  server = createBlogServer(baseURL!) as Server;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});


test('a reader of an article on another site practises signed out, then signs in through the popup and the answer is saved', async ({ page, baseURL, request }) => {
  test.setTimeout(120_000);
  const email = await newLearner(request, baseURL!, { password: READER_PASSWORD, nickname: 'Blog reader', domain: 'blog.test' });
  const { question } = (await (await request.get('/api/public/reading/multipleChoiceSingleAnswer/1')).json()) as { question: { id: number } };
  /** The reader's answers to the question, asked with the token the element holds (sessionStorage, keyed by the app's origin). */
  const answers = async () => {
    const key = `pte-embed-session:${new URL(baseURL!).origin}`;
    const token = await page.evaluate((name) => (JSON.parse(sessionStorage.getItem(name) ?? 'null') as { accessToken: string } | null)?.accessToken, key);
    expect(token).toBeTruthy();
    const response = await request.get(`${TASK}/${question.id}/answers?page=0&size=50`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { page: { totalElements: number } }).page.totalElements;
  };

  await page.goto(`${blog}/`);
  await expect(page.getByRole('heading', { level: 1, name: /read the question before the passage/ })).toBeVisible();
  const element = page.locator('pte-practice-question');
  await expect(element.getByRole('radio').first()).toBeVisible();
  const title = await element.getByRole('heading', { level: 3 }).first().innerText();
  await expect(element.getByText('your answers are scored, not saved')).toBeVisible();
  // Signed out there is nothing of the reader's to list, and no tools to save notes or bookmarks with.
  await expect(element.getByRole('tab', { name: /My answers/ })).toHaveCount(0);
  await expect(element.getByRole('button', { name: 'Report' })).toHaveCount(0);

  // Signed out: the answer is scored and the correct one shown.
  await element.getByRole('radio').nth(1).check();
  await element.getByRole('button', { name: 'Submit' }).click();
  const dialog = element.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: /^Score [01](\.0)? out of 1$/ })).toBeVisible();
  await expect(dialog.getByText('Correct answer')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The popup: the app's own sign-in page, on the app's origin, told which article asked.
  const popupOpened = page.waitForEvent('popup');
  await element.getByRole('button', { name: 'Sign in to save and get AI scores' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  expect(popup.url().startsWith(`${new URL(baseURL!).origin}/oidc/`)).toBe(true);
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(READER_PASSWORD);
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;

  // Back in the article: signed in, on the same question, and the signed-out answer was stored nowhere.
  await expect(element.getByText('You are signed in')).toBeVisible();
  await expect(element.getByRole('heading', { level: 3 }).first()).toHaveText(title);
  expect(await answers()).toBe(0);

  await element.getByRole('radio').nth(1).check();
  await element.getByRole('button', { name: 'Submit' }).click();
  await expect(element.getByRole('dialog').getByRole('img', { name: /^Score [01](\.0)? out of 1$/ })).toBeVisible();
  await element.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(element.getByRole('tab', { name: /My answers/ })).toBeVisible();
  await expect(element.getByRole('button', { name: 'Report' })).toBeVisible();
  expect(await answers()).toBe(1);
});

test('the sign-in popup refuses to sign in for a site that is not on the list', async ({ page }) => {
  await page.goto(`/embed/sign-in?origin=${encodeURIComponent('http://127.0.0.1:9')}`);
  await expect(page.getByRole('alert')).toHaveText(/http:\/\/127\.0\.0\.1:9 is not allowed to sign you in to PTE Practice/);
  expect(new URL(page.url()).pathname).toBe('/embed/sign-in');
});

test('the app answers CORS to the allowed article and to nobody else', async ({ request }) => {
  for (const path of ['/elements/pte-elements.js', '/api/public/reading/multipleChoiceSingleAnswer/1']) {
    const allowed = await request.get(path, { headers: { origin: blog } });
    expect(allowed.headers()['access-control-allow-origin'], path).toBe(blog);
    const other = await request.get(path, { headers: { origin: 'http://127.0.0.1:9' } });
    expect(other.headers()['access-control-allow-origin'], path).toBeUndefined();
  }
});
