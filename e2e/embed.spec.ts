import { expect, test } from '@playwright/test';
import { NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

test('a plain HTML page practises a reading question through <pte-practice-question>', async ({ page, request, baseURL }) => {
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Tara' }), NEW_LEARNER_PASSWORD);
  await page.goto('/embed-demo.html');
  const element = page.locator('pte-practice-question');
  await expect(element.getByRole('radio').first()).toBeVisible();
  await element.getByRole('radio').nth(1).check();
  await element.getByRole('button', { name: 'Submit' }).click();
  await expect(element.getByRole('dialog')).toBeVisible();
  await expect(element.getByRole('img', { name: /^Score [01](\.0)? out of 1$/ })).toBeVisible();
  await expect(page.locator('#events')).toContainText('pte-submit {"answer":');
  await expect(page.locator('#events')).toContainText(/pte-score score=[01]\/1/);
  // The page's own custom properties reach into the shadow root.
  const brand = await element.evaluate((node) => getComputedStyle(node).getPropertyValue('--pte-brand').trim());
  expect(brand).toBe('#7a3e9d');
});
