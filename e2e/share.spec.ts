import { expect, test } from '@playwright/test';
import { NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

test('a learner shares a scored answer, and anyone with the link sees it without signing in', async ({ page, browser, request, baseURL }) => {
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Tara' }), NEW_LEARNER_PASSWORD);
  await page.goto('/dashboard/reading/multiple-choice-single/1');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Submit' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share your answer' });
  await expect(share.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
  const link = await share.getByRole('textbox', { name: 'Link to this answer' }).inputValue();
  expect(link).toMatch(/\/share\/reading\/multipleChoiceSingleAnswer\/\d+\?key=[\w-]+$/);

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('img', { name: /^Score [\d.]+ out of 1$/ })).toBeVisible();
  await expect(guest.getByText('Tara')).toBeVisible();
  await expect(guest.getByRole('heading', { level: 2, name: 'Answer' })).toBeVisible();
  await guest.goto(link.replace(/key=.*/, 'key=forged'));
  await expect(guest.getByRole('alert')).toHaveText('This shared answer was not found.');
  await visitor.close();
});
