import { expect, test } from '@playwright/test';
import { NEW_LEARNER_PASSWORD, newLearner, signIn, signOut } from './helpers';

test('a trial learner practises R/W fill in the blanks, and another learner sees the answer under Community', async ({ page, request, baseURL }) => {
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Tara' }), NEW_LEARNER_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Hello, Tara' })).toBeVisible();

  await page.getByRole('button', { name: 'PTE Practice' }).click();
  await page.getByRole('group', { name: 'PTE Practice tasks' }).getByRole('link', { name: 'Reading & Writing: Fill in the Blanks' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reading\/rw-fill-in-the-blanks\/1$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('R/W: Fill in the Blanks');

  await page.getByRole('button', { name: 'Question list' }).click();
  const list = page.getByRole('dialog', { name: /questions/ });
  await expect(list.getByText(/Found 25 Questions/)).toBeVisible();
  await expect(list.getByText(/^\d+ Practiced$/)).toBeVisible();
  await list.getByRole('row').nth(2).click();
  await expect(page).toHaveURL(/\/rw-fill-in-the-blanks\/2$/);

  const blanks = page.getByRole('combobox', { name: /Blank \d/ });
  await expect(blanks.first()).toBeVisible();
  const count = await blanks.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let index = 0; index < count; index += 1) {
    const options = await blanks.nth(index).locator('option').allTextContents();
    await blanks.nth(index).selectOption(options.filter(Boolean)[0]);
  }
  const myAnswers = page.getByRole('tab', { name: /My answers/ });
  await expect(myAnswers).toHaveText(/\d+$/);
  const before = Number((await myAnswers.textContent())!.match(/(\d+)$/)![1]);
  await page.getByRole('button', { name: 'Submit' }).click();

  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('img', { name: /^Score [\d.]+ out of \d+$/ })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();

  await expect(myAnswers).toHaveText(new RegExp(`${before + 1}$`));
  await expect(page.getByRole('tabpanel')).toContainText('Me');

  await signOut(page, 'Tara');
  await signIn(page, 'premium@pte.test');
  await page.goto('/dashboard/reading/rw-fill-in-the-blanks/2');
  await page.getByRole('tab', { name: 'Community' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Tara');
  expect(await page.evaluate(() => localStorage.getItem('isCommunity'))).toBe('true');
});

test('the question list filters, sorts and pages, and a deep link opens a question directly', async ({ page }) => {
  await signIn(page, 'premium@pte.test');
  await page.goto('/dashboard/reading/multiple-choice-single');
  await expect(page.getByText(/Found 25 Questions/)).toBeVisible();
  await page.getByLabel('Hard').check();
  await expect(page.getByText(/Found 8 Questions/)).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page.getByText(/Found 25 Questions/)).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(page.getByRole('row')).toHaveCount(11);
});
