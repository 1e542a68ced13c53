import { expect, test } from '@playwright/test';
import { makePremium, NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

test('a learner bookmarks a question, keeps a rich-text note, reports a problem and an exam memory', async ({ page, request, baseURL }) => {
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Parsa', pteType: 'PTE Core' }), NEW_LEARNER_PASSWORD);
  await makePremium(page);
  await page.goto('/dashboard/reading/multiple-choice-multiple/3');
  const bookmark = page.getByRole('group', { name: 'Bookmark' });
  await bookmark.getByRole('button', { name: 'Hard', exact: true }).click();
  await expect(bookmark.getByRole('button', { name: 'Hard', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Bookmark' }).getByRole('button', { name: 'Hard', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Note' }).click();
  const note = page.getByRole('dialog', { name: 'Note' });
  const editor = note.locator('.ql-editor');
  await editor.click();
  await page.keyboard.type('Remember: the answers are stated, not implied.');
  await note.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
  await note.getByRole('button', { name: /close/i }).first().click();
  await page.reload();
  await page.getByRole('button', { name: 'Note' }).click();
  await expect(page.getByRole('dialog', { name: 'Note' }).locator('.ql-editor')).toContainText('Remember: the answers are stated');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Report' }).click();
  await page.getByRole('textbox', { name: 'What is wrong with this question?' }).fill('Option C has a typo.');
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Reported successfully').first()).toBeVisible();

  const examMemory = page.getByRole('button', { name: /^Exam Memory/ });
  const before = Number((await examMemory.textContent())!.replace(/\D/g, ''));
  await examMemory.click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Exam date').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel('Exam venue (country)').selectOption({ label: 'Australia' });
  await form.getByRole('radio', { name: 'Core' }).check();
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
  await expect(examMemory).toContainText(String(before + 1));
});
