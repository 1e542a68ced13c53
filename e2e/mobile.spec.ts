import { expect, test, type Locator, type Page } from '@playwright/test';
import { fakeMicrophone, silenceWav } from './audio';
import { expectNoHorizontalOverflow, NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

// A phone: 375 px wide, touch input, mobile viewport rules. The fake microphone grants access without a prompt.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, launchOptions: fakeMicrophone(silenceWav()) });

const shots = 'test-results/mobile';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** A finger drags `from` onto `to` (Chromium turns the touches into pointer events; no drag events fire for touch). */
async function touchDrag(page: Page, from: Locator, to: Locator) {
  const centre = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const start = await centre(from);
  const end = await centre(to);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let step = 1; step <= 8; step += 1) {
    const point = { x: start.x + ((end.x - start.x) * step) / 8, y: start.y + ((end.y - start.y) * step) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The control is big enough to hit with a finger (44 × 44 CSS px). */
async function expectTapTarget(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(Math.round(box.height), 'tap target height').toBeGreaterThanOrEqual(44);
  expect(Math.round(box.width), 'tap target width').toBeGreaterThanOrEqual(44);
}

test('on a phone a learner signs in, finds a task through the menu, answers by touch and visits the other pages', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectTapTarget(page.getByRole('button', { name: 'Sign in' }));
  await expectNoHorizontalOverflow(page, 'landing');
  await shot(page, 'landing');

  // A new trial learner: the demo one may have used its free AI scores in other specs, and Describe Image needs one.
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Mina' }), NEW_LEARNER_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Hello, Mina' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'dashboard');
  await shot(page, 'dashboard');

  // The header collapses its navigation behind one button.
  const banner = page.getByRole('banner');
  const menuButton = banner.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const headerBox = (await banner.boundingBox())!;
  expect(headerBox.height, 'the header is one line').toBeLessThanOrEqual(72);
  await expectTapTarget(menuButton);
  await menuButton.tap();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const nav = banner.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  await menuButton.tap();
  await nav.getByRole('button', { name: 'PTE Practice' }).tap();
  await expectNoHorizontalOverflow(page, 'menu');
  await shot(page, 'menu');
  await nav.getByRole('group', { name: 'PTE Practice tasks' }).getByRole('link', { name: 'Multiple Choice, Single Answer' }).first().tap();
  await expect(page).toHaveURL(/\/dashboard\/reading\/multiple-choice-single\/1$/);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // The question list: one card per question, within the screen.
  await page.goto('/dashboard/reading/multiple-choice-single');
  await expect(page.getByText(/Found 25 Questions/)).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expectNoHorizontalOverflow(page, 'question list');
  await shot(page, 'question-list');
  const card = (await rows.nth(1).boundingBox())!;
  expect(card.x).toBeGreaterThanOrEqual(0);
  expect(card.x + card.width).toBeLessThanOrEqual(375);
  expect(card.height).toBeGreaterThanOrEqual(44);
  // The filters open as a sheet from the bottom of the screen.
  await page.getByRole('button', { name: 'Filters', exact: true }).tap();
  const sheet = page.getByRole('dialog', { name: /Filters/ });
  await expect(sheet).toBeVisible();
  const sheetBox = (await sheet.boundingBox())!;
  expect(sheetBox.x).toBeGreaterThanOrEqual(0);
  expect(sheetBox.x + sheetBox.width).toBeLessThanOrEqual(375);
  expect(Math.round(sheetBox.y + sheetBox.height)).toBeGreaterThanOrEqual(811);
  await page.screenshot({ path: `${shots}/filters.png` });
  await expectTapTarget(sheet.getByRole('button', { name: 'Close filters' }));
  await sheet.getByRole('button', { name: 'Close filters' }).tap();
  await expect(sheet).toBeHidden();
  await rows.nth(2).tap();
  await expect(page).toHaveURL(/\/multiple-choice-single\/2$/);

  // A multiple-choice question answered by tapping a radio.
  const options = page.getByRole('radio');
  await expect(options.first()).toBeVisible();
  await expectNoHorizontalOverflow(page, 'multiple choice');
  await shot(page, 'multiple-choice');
  await options.first().tap();
  await expect(options.first()).toBeChecked();
  await page.getByRole('button', { name: 'Submit' }).tap();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('img', { name: /^Score [\d.]+ out of \d+$/ })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'score modal');
  const modalBox = (await modal.boundingBox())!;
  expect(modalBox.x).toBeGreaterThanOrEqual(0);
  expect(modalBox.x + modalBox.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${shots}/score-modal.png` });
  // The link to this answer, for the share page at phone width at the end.
  await modal.getByRole('button', { name: 'Share' }).tap();
  const share = page.getByRole('dialog', { name: 'Share your answer' });
  const shareLink = await share.getByRole('textbox', { name: 'Link to this answer' }).inputValue();
  await share.getByRole('button', { name: 'Close' }).tap();
  await expect(share).toBeHidden();
  await modal.getByRole('button', { name: 'Close' }).tap();
  await expect(modal).toBeHidden();

  // Drag-and-drop blanks by touch: tap a word, tap a blank.
  await page.goto('/dashboard/reading/fill-in-the-blanks/1');
  const box = page.getByRole('group', { name: 'Word box' });
  const blanks = page.getByRole('button', { name: /^Blank \d+:/ });
  await expect(blanks.first()).toBeVisible();
  await expectNoHorizontalOverflow(page, 'drag blanks');
  await shot(page, 'drag-blanks');
  const count = await blanks.count();
  await expectTapTarget(box.getByRole('button').first());
  for (let index = 0; index < count - 1; index += 1) {
    const word = box.getByRole('button').first();
    const text = (await word.textContent())!.trim();
    await word.tap();
    await expect(word).toHaveAttribute('aria-pressed', 'true');
    await blanks.nth(index).tap();
    await expect(blanks.nth(index)).toHaveAccessibleName(`Blank ${index + 1}: ${text}`);
  }
  // The last blank by dragging a word onto it with a finger.
  const last = blanks.nth(count - 1);
  await box.scrollIntoViewIfNeeded();
  await last.scrollIntoViewIfNeeded();
  const dragged = box.getByRole('button').first();
  const draggedText = (await dragged.textContent())!.trim();
  await touchDrag(page, dragged, last);
  await expect(last).toHaveAccessibleName(`Blank ${count}: ${draggedText}`);
  await expect(box.getByRole('button', { name: draggedText, pressed: true })).toHaveCount(0);
  await expectNoHorizontalOverflow(page, 'drag blanks filled');
  await shot(page, 'drag-blanks-filled');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  // Clicked, not tapped: right after the CDP touch drag above, Chromium's emulated touch now and then turns the next tap
  // into touchstart/touchend on the button and no click (seen in 3 of 19 runs under CPU load, with the events logged).
  // Submit by tap is covered by the multiple-choice question above.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByRole('img', { name: /^Score [\d.]+ out of \d+$/ })).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('button', { name: 'Close' }).tap();
  await page.goBack();
  await expect(page).toHaveURL(/\/multiple-choice-single\/2$/);

  // Re-order paragraphs by touch.
  await page.goto('/dashboard/reading/re-order-paragraphs/1');
  const paragraphs = page.getByRole('list', { name: 'Paragraphs' }).getByRole('listitem');
  await expect(paragraphs.first()).toBeVisible();
  await expectNoHorizontalOverflow(page, 're-order');
  await shot(page, 're-order');
  const second = (await paragraphs.nth(1).getAttribute('data-paragraph'))!;
  await expectTapTarget(page.getByRole('button', { name: /^Move up paragraph/ }).nth(1));
  await page.getByRole('button', { name: /^Move up paragraph/ }).nth(1).tap();
  await expect(paragraphs.first()).toHaveAttribute('data-paragraph', second);

  // A speaking task: the recorder bar sits at the bottom of the screen.
  await page.goto('/dashboard/speaking/describe-image/1');
  const answer = page.getByRole('region', { name: 'Your answer' });
  await expect(answer).toBeVisible();
  await expectNoHorizontalOverflow(page, 'describe image');
  await page.screenshot({ path: `${shots}/describe-image.png` });
  const bar = (await answer.boundingBox())!;
  expect(bar.y + bar.height, 'the recorder bar ends within the screen').toBeLessThanOrEqual(812 + 1);
  expect(bar.y + bar.height, 'the recorder bar sits at the bottom').toBeGreaterThanOrEqual(812 - 40);
  await expect(answer.getByRole('button', { name: /record/i }).first()).toBeInViewport();

  // Typed answers: listening blanks in a passage, and a writing box.
  for (const [path, name] of [['/dashboard/listening/fill-in-the-blanks/1', 'listening-blanks'], ['/dashboard/writing/summarize-written-text/1', 'writing']]) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expectNoHorizontalOverflow(page, name);
    await shot(page, name);
  }

  await page.goto('/dashboard/spelling-book/dictation');
  await expect(page.getByRole('heading', { level: 1, name: 'Spelling dictation' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'dictation');
  await shot(page, 'dictation');

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'profile');
  await shot(page, 'profile');

  await page.goto('/dashboard/microphone-setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Microphone setup' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'microphone setup');
  await shot(page, 'microphone-setup');

  // A shared answer, as a friend opens the link on a phone.
  await page.goto(shareLink);
  await expect(page.getByRole('img', { name: /^Score [\d.]+ out of 1$/ })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'shared answer');
  await shot(page, 'shared-answer');

  await page.goto('/dashboard/no-such-page/here/1/2');
  await expectNoHorizontalOverflow(page, 'not found');
  await shot(page, 'not-found');
});

test('on a phone Summarize Group Discussion and, for PTE Academic, Respond to a Situation run as the exam does', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  // A new learner takes PTE Academic, the exam with both tasks since August 2025.
  await signIn(page, await newLearner(request, baseURL!), NEW_LEARNER_PASSWORD);
  for (const [path, name, answer] of [
    ['/dashboard/speaking/summarize-group-discussion/1', 'Summarize Group Discussion', 120],
    ['/dashboard/speaking/respond-to-a-situation/1', 'Respond to a Situation', 40],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
    const region = page.getByRole('region', { name: 'Your answer' });
    await expect(region.getByRole('timer'), path).toHaveText('Listen to the recording');
    await expect(region, path).toContainText(`You have ${answer} seconds to answer`);
    await expect(region.getByRole('button', { name: /record/i }).first(), path).toBeVisible();
    await expectNoHorizontalOverflow(page, path);
  }
  await shot(page, 'respond-to-a-situation-academic');
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false });

  test('on Describe Image the countdown and the Record button are in view without scrolling', async ({ page, request, baseURL }) => {
    // A new Academic learner (Re-tell Lecture is not part of PTE Core) with all free AI scores: the recorder shows.
    await signIn(page, await newLearner(request, baseURL!), NEW_LEARNER_PASSWORD);
    // The other speaking tasks with something above the recorder: a recording to listen to.
    for (const path of ['/dashboard/speaking/re-tell-lecture/1', '/dashboard/speaking/answer-short-question/1']) {
      await page.goto(path);
      const region = page.getByRole('region', { name: 'Your answer' });
      await expect(region.getByRole('timer'), path).toBeInViewport({ ratio: 1 });
      await expect(region.getByRole('button', { name: /record/i }).first(), path).toBeInViewport({ ratio: 1 });
    }
    await page.goto('/dashboard/speaking/describe-image/1');
    const answer = page.getByRole('region', { name: 'Your answer' });
    await expect(page.getByRole('img', { name: /./ }).first()).toBeVisible();
    await expect(answer.getByRole('timer')).toBeInViewport({ ratio: 1 });
    await expect(answer.getByRole('progressbar', { name: 'Preparation time' })).toBeInViewport({ ratio: 1 });
    await expect(answer.getByRole('button', { name: /record/i }).first()).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: `${shots}/describe-image-desktop.png` });
  });
});
