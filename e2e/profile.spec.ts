import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, newLearner, NEW_LEARNER_PASSWORD, signIn } from './helpers';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

/** A 600×400 PNG drawn in the page's canvas, as a phone's photo would be (larger than the stored 256 px). */
async function photo(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3056d3';
    context.fillRect(0, 0, 600, 400);
    context.fillStyle = '#ffcc00';
    context.fillRect(150, 100, 300, 200);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(data, 'base64');
}

const userMenu = (page: Page, nickname: string) => page.getByRole('banner').getByRole('button', { name: nickname });

test('a learner changes nickname, exam type and country, uploads a picture, and sees errors for bad input, on a phone', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const email = await newLearner(request, baseURL!, { nickname: 'Roya' });
  await signIn(page, email, NEW_LEARNER_PASSWORD);

  // The user menu: the plan (a new learner is on the trial, with Upgrade) and the spec's entries.
  await userMenu(page, 'Roya').click();
  const menu = page.getByRole('banner');
  await expect(menu.getByText('Trial', { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/dashboard/plans');
  for (const entry of ['Dashboard', 'Profile setting', 'Microphone setup', 'Purchase History']) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'user menu', 'header');
  await menu.getByRole('link', { name: 'Profile setting' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  const form = page.getByRole('form', { name: 'Profile settings' });
  await expect(form.getByLabel('Country')).toBeEnabled();
  await expect(form.getByText('Trial', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'profile page');
  await expectNoHorizontalOverflow(page, 'profile page');

  // Bad input is said beside its field: a blank nickname, then one of 61 characters (kept as typed, not cut).
  const nickname = form.getByLabel('Nickname');
  await nickname.fill('   ');
  await form.getByRole('button', { name: 'Save' }).tap();
  await expect(form.getByText('Enter a nickname.')).toBeVisible();
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  await expect(nickname).toBeFocused();
  const long = 'R'.repeat(61);
  await nickname.fill(long);
  await expect(nickname).toHaveValue(long);
  await expect(form.getByText('A nickname can be at most 60 characters (this one has 61).')).toBeVisible();
  await expectNoAxeViolations(page, 'profile page with errors');

  // A good change: nickname, PTE Core, Iran.
  await nickname.fill('Roya K');
  await form.getByText('PTE Core', { exact: true }).tap();
  await form.getByLabel('Country').selectOption({ label: 'Iran' });
  await form.getByRole('button', { name: 'Save' }).tap();
  await expect(form.getByRole('status').filter({ hasText: 'Settings updated successfully' })).toBeVisible();
  await expect(form.getByText('Enter a nickname.')).toHaveCount(0);

  // The shell follows at once, without a reload: the new nickname, and the Core tasks in the practice menu.
  await expect(userMenu(page, 'Roya K')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('button', { name: /PTE Practice/ }).tap();
  const tasks = page.getByRole('group', { name: 'PTE Practice tasks' });
  await expect(tasks.getByRole('link', { name: 'Write Email' })).toBeVisible();
  await expect(tasks.getByRole('link', { name: 'Write Essay' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The picture: uploaded, re-encoded by the server to 256 px at most, shown in the form and the header.
  await form.getByLabel('Upload a picture').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: await photo(page) });
  await expect(form.getByText('Profile picture updated')).toBeVisible();
  const picture = form.getByRole('img', { name: 'Your profile picture' });
  await expect(picture).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]{32}\.png$/);
  const size = await picture.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  });
  expect(size).toEqual([256, 171]);
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', (await picture.getAttribute('src'))!);

  // A file that is not an image, whatever its name, is refused by the server beside the picture.
  await form.getByLabel('Upload a picture').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload=alert(1)>') });
  await expect(form.getByText('notes.png is not a PNG, JPEG or WebP image')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'profile page after upload');

  // Stored: a reload shows the saved values.
  await page.reload();
  await expect(form.getByLabel('Country')).toHaveValue('IR');
  await expect(form.getByLabel('Nickname')).toHaveValue('Roya K');
  await expect(form.getByRole('radio', { name: 'PTE Core' })).toBeChecked();
  await expect(form.getByRole('img', { name: 'Your profile picture' })).toBeVisible();

  // Removed again.
  await form.getByRole('button', { name: 'Remove picture' }).tap();
  await expect(form.getByText('Profile picture removed')).toBeVisible();
  await expect(form.getByRole('img', { name: 'Your profile picture' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'profile page at the end');
});

test('a premium learner sees PREMIUM with the days left in the user menu and the profile, with Renew', async ({ page }) => {
  await signIn(page, 'premium@pte.test');
  const banner = page.getByRole('banner');
  await userMenu(page, 'Parsa').click();
  await expect(banner.getByText('Premium', { exact: true })).toBeVisible();
  await expect(banner.getByText(/^\d+ days? left$/)).toBeVisible();
  await banner.getByRole('link', { name: 'Profile setting' }).click();
  const form = page.getByRole('form', { name: 'Profile settings' });
  await expect(form.getByText(/^\d+ days? left$/)).toBeVisible();
  await expect(form.getByText(/^Until /)).toBeVisible();
  await expect(form.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/dashboard/plans');
});
