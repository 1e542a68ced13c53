import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('sign-in, dashboard, question list and practice page have no axe violations', async ({ page }) => {
  // Four pages, each loaded and then read by axe in the page (a few seconds each on a busy machine: it ran out of the
  // default minute beside another spec file under a load average of 20).
  test.setTimeout(120_000);
  const check = async (name: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${name}: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
  };
  await page.goto('/');
  // The landing page is checked once the app has drawn it, not while the first scripts still load.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await check('landing');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await check('sign-in page');
  await signIn(page, 'trial@pte.test');
  // The dashboard is checked once its page chunk has drawn it (its heading), not while the router shows 'Loading'.
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await check('dashboard');
  await page.goto('/dashboard/reading/fill-in-the-blanks');
  await expect(page.getByText(/Found \d+ Questions/)).toBeVisible();
  await expect(page.getByRole('row').nth(1)).not.toHaveAttribute('aria-busy', 'true');
  await check('question list');
  await page.goto('/dashboard/reading/fill-in-the-blanks/1');
  await expect(page.getByRole('group', { name: 'Word box' })).toBeVisible();
  await check('practice page');
  for (const [path, ready] of [
    ['/dashboard/listening/highlight-incorrect-words/1', 'Submit'],
    ['/dashboard/listening/fill-in-the-blanks/1', 'Submit'],
    ['/dashboard/writing/summarize-written-text/1', 'Submit'],
    ['/dashboard/speaking/describe-image/1', 'Next'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: ready })).toBeVisible();
    await expect(page.getByRole('article')).not.toHaveAttribute('aria-busy', 'true');
    await check(path);
  }
});
