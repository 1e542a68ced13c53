import { expect, test } from '@playwright/test';
import { PASSWORD, signIn } from './helpers';

test('a 401 clears the stored session, sends the learner to sign in, and brings them back to the same page', async ({ page }) => {
  await signIn(page, 'trial@pte.test');
  await page.goto('/dashboard/reading/multiple-choice-single/3');
  await expect(page.getByRole('radio').first()).toBeVisible();
  // The server no longer accepts the token (revoked, or signed with a rotated key): every call answers 401.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('pte-session')!);
    localStorage.setItem('pte-session', JSON.stringify({ ...session, accessToken: `${session.accessToken.slice(0, -4)}AAAA`, expireTimestamp: Date.now() + 600_000 }));
  });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pte-session'))).toBeNull();
  await page.getByLabel('Email').fill('trial@pte.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reading\/multiple-choice-single\/4$/);
  await expect(page.getByRole('radio').first()).toBeVisible();
});

test('every page names its icon, and the icons are served (no 404 per page for /favicon.ico)', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await signIn(page, 'trial@pte.test');
  await page.goto('/dashboard/reading/multiple-choice-single/1');
  await expect(page.getByRole('radio').first()).toBeVisible();
  const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.map((href) => new URL(href).pathname)).toEqual(['/favicon.svg', '/favicon.ico']);
  for (const href of icons) {
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  }
  expect(missing).toEqual([]);
});
