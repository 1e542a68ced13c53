import { expect, test, type Locator } from '@playwright/test';
import { makePremium, NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

/**
 * An HTML drag and drop from one element to another, as the browser fires it: dragstart, dragenter, dragover,
 * drop and dragend sharing one DataTransfer. Each event waits for the page to handle the one before, so a busy
 * machine cannot lose the drag the way a sequence of timed mouse moves can.
 */
async function dragAndDrop(source: Locator, target: Locator) {
  const dataTransfer = await source.page().evaluateHandle(() => new DataTransfer());
  await source.dispatchEvent('dragstart', { dataTransfer });
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
  await source.dispatchEvent('dragend', { dataTransfer });
}

test('reading fill in the blanks: words dragged from the word box into blanks, and placed by select-then-blank', async ({ page, request, baseURL }) => {
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Parsa', pteType: 'PTE Core' }), NEW_LEARNER_PASSWORD);
  await makePremium(page);
  await page.goto('/dashboard/reading/fill-in-the-blanks/1');
  const box = page.getByRole('group', { name: 'Word box' });
  const firstWord = box.getByRole('button').first();
  const word = (await firstWord.textContent())!.trim();
  await dragAndDrop(firstWord, page.getByRole('button', { name: 'Blank 1: empty' }));
  await expect(page.getByRole('button', { name: `Blank 1: ${word}` })).toBeVisible();
  await box.getByRole('button').first().click();
  await page.getByRole('button', { name: 'Blank 2: empty' }).click();
  await expect(page.getByRole('button', { name: /^Blank 2: (?!empty)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: /^Score [\d.]+ out of \d+$/ })).toBeVisible();
});

test('listening multiple answers: checkboxes scored +1/−1, and re-order paragraphs moved with the buttons', async ({ page, request, baseURL }) => {
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Parsa', pteType: 'PTE Core' }), NEW_LEARNER_PASSWORD);
  await makePremium(page);
  await page.goto('/dashboard/listening/multiple-choice-multiple/1');
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: /^Score [0-2](\.0)? out of \d+$/ })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.goto('/dashboard/reading/re-order-paragraphs/1');
  const paragraphs = page.getByRole('list', { name: 'Paragraphs' }).getByRole('listitem');
  const first = (await paragraphs.nth(0).textContent())!;
  await page.getByRole('button', { name: 'Move down paragraph A' }).click();
  await expect(paragraphs.nth(1)).toHaveText(first);
  await page.getByRole('button', { name: 'Submit' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('img', { name: /^Score [\d.]+ out of \d+$/ })).toBeVisible();
  await expect(modal.getByRole('img', { name: /^[A-Z] then [A-Z]: (right|wrong) pair/ }).first()).toBeVisible();
  // The card and the modal count the same pairs and show the correct order by the letters on the paragraphs.
  await expect(modal.getByTestId('correct-order')).toHaveText(/^[A-Z]( → [A-Z])+$/);
  await expect(modal.getByTestId('pair-rule')).toContainText('Each pair of neighbouring paragraphs');
  const correctOrder = (await modal.getByTestId('correct-order').textContent())!;
  const rule = (await modal.getByTestId('pair-rule').textContent())!;
  await modal.getByRole('button', { name: 'Close' }).click();
  const card = page.getByRole('article');
  await expect(card.getByTestId('correct-order')).toHaveText(correctOrder);
  await expect(card.getByTestId('pair-rule')).toHaveText(rule);
});
