import { expect, test } from '@playwright/test';
import { makePremium, NEW_LEARNER_PASSWORD, newLearner, signIn, signOut } from './helpers';

/** A 1×1 PNG, so the upload is a real image. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('learners comment with an image, like and reply, and only the author can delete', async ({ page, request, baseURL }) => {
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Parsa', pteType: 'PTE Core' }), NEW_LEARNER_PASSWORD);
  await makePremium(page);
  await page.goto('/dashboard/reading/re-order-paragraphs/2');
  await page.getByRole('tab', { name: 'Comments' }).click();
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByRole('button', { name: 'New Comment' }).click();
  await comments.getByLabel('New comment').fill('The time words in each paragraph give the order away.');
  await comments.getByTestId('comment-image-input').setInputFiles({ name: 'order.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(comments.getByRole('list', { name: 'Attached images' }).getByRole('listitem')).toHaveCount(1);
  await comments.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Comment saved').first()).toBeVisible();
  const mine = comments.getByRole('listitem').filter({ hasText: 'The time words in each paragraph' }).first();
  const image = mine.getByRole('list', { name: /^Images from / }).getByRole('link').first();
  const imageUrl = await image.getAttribute('href');
  expect((await page.request.get(imageUrl!)).headers()['content-type']).toBe('image/png');

  await signOut(page, 'Parsa');
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Tara' }), NEW_LEARNER_PASSWORD);
  await page.goto('/dashboard/reading/re-order-paragraphs/2');
  await page.getByRole('tab', { name: 'Comments' }).click();
  const theirs = page.getByRole('region', { name: 'Comments' }).getByRole('listitem').filter({ hasText: 'The time words in each paragraph' }).first();
  await expect(theirs.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  const like = theirs.getByRole('button', { name: /Like/ }).first();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await theirs.getByRole('button', { name: 'Reply' }).click();
  await theirs.getByRole('textbox').fill('Thanks, the first paragraph always introduces the topic too.');
  await theirs.getByRole('button', { name: 'Submit' }).click();
  await expect(theirs.getByText('Thanks, the first paragraph always introduces the topic too.')).toBeVisible();
});
