import { expect, test } from '@playwright/test';
import { makePremium, NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

test('a learner hears a dictation in the chosen voice, writes it, and reads the transcript after the score', async ({ page, request, baseURL }) => {
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Parsa', pteType: 'PTE Core' }), NEW_LEARNER_PASSWORD);
  await makePremium(page);
  await page.goto('/dashboard/listening/write-from-dictation/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Write from Dictation' })).toBeVisible();

  const voice = page.getByRole('combobox', { name: 'Speaker' });
  await voice.selectOption('uk-scottish');
  const src = await page.locator('audio').getAttribute('src');
  expect(src).toMatch(/\/media\/questions\/\d+\/uk-scottish\.mp3$/);
  const recording = await page.request.get(src!);
  expect(recording.status()).toBe(200);
  expect(recording.headers()['content-type']).toBe('audio/mpeg');
  expect(Number(recording.headers()['x-audio-duration'])).toBeGreaterThan(2);

  await page.getByRole('textbox').fill('the students will');
  await page.getByRole('button', { name: 'Submit' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('img', { name: /^Score [\d.]+ out of \d+$/ })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  const answer = page.getByRole('region', { name: 'Answer' });
  await expect(answer.getByRole('heading', { name: 'Transcript' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Speaker' })).toHaveValue('uk-scottish');
});

test('a learner highlights incorrect words and fills listening blanks, each scored by the published rules', async ({ page, request, baseURL }) => {
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Tara' }), NEW_LEARNER_PASSWORD);
  await page.goto('/dashboard/listening/highlight-incorrect-words/1');
  const transcript = page.getByRole('group', { name: 'Transcript' });
  await transcript.getByRole('button').nth(3).click();
  await expect(transcript.getByRole('button', { pressed: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: /^Score [01](\.0)? out of \d+$/ })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.goto('/dashboard/listening/fill-in-the-blanks/1');
  const blanks = page.getByRole('textbox', { name: /Blank \d/ });
  await expect(blanks.first()).toBeVisible();
  const count = await blanks.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let index = 0; index < count; index += 1) await blanks.nth(index).fill('word');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: new RegExp(`^Score [\\d.]+ out of ${count}$`) })).toBeVisible();
});

test('a Core learner writes an email, watches the word count, and gets trait scores from the writing engine', async ({ page, request, baseURL }) => {
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Parsa', pteType: 'PTE Core' }), NEW_LEARNER_PASSWORD);
  await makePremium(page);
  await page.goto('/dashboard/writing/write-email/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Write Email' })).toBeVisible();
  const editor = page.getByRole('textbox');
  await editor.fill('Dear Sir, thank you.');
  await expect(page.getByText('Word count: 4')).toBeVisible();
  await expect(page.getByText('Below the minimum')).toBeVisible();
  await editor.fill(
    'Dear Ms Patel,\n\nI am writing about the problem you described. I am sorry for the trouble it has caused, and I would like to ' +
      'explain what happened. Last week I was unwell and could not deal with it on time. I have now arranged everything, and ' +
      'I would be grateful if you could let me know whether anything else is needed from me.\n\nKind regards,\nSam Taylor',
  );
  await expect(page.getByText('Within the limits')).toBeVisible();
  const started = Date.now();
  await page.getByRole('button', { name: 'Submit' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('rowheader', { name: 'Content' })).toBeVisible({ timeout: 30_000 });
  console.log(`write email: submit to score ${Date.now() - started} ms`);
  await expect(modal.getByText(/estimate/i).first()).toBeVisible();
  await expect(modal.getByRole('rowheader', { name: 'Email conventions' })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await page.getByText(/^Analysis of the model answer: \d+ of 15$/).click();
  await expect(page.getByRole('region', { name: 'Answer' }).getByRole('rowheader', { name: 'Content' })).toBeVisible();

  await page.getByRole('button', { name: /Flash Video/ }).click();
  const lessons = page.getByRole('dialog', { name: 'Write Email: Flash Video' });
  const src = await lessons.locator('video').getAttribute('src');
  expect(src).toMatch(/\/media\/lessons\/lesson-writing\.writeEmail\/video\.mp4\?expires=\d+&signature=/);
  await expect(lessons.getByRole('list', { name: 'Lessons' }).getByRole('listitem')).toHaveCount(2);
});

// The demo trial learner: a newly signed-up one has not confirmed an email address, and AI scores need one.
test('a trial learner sees the free AI scores left, uses them up, and is then offered an upgrade', async ({ page }) => {
  await signIn(page, 'trial@pte.test');
  await page.goto('/dashboard/writing/summarize-written-text/1');
  const badge = page.getByRole('button', { name: /free AI scores? left$/ });
  await expect(badge).toHaveText('5 free AI scores left');
  await badge.click();
  await expect(page.getByRole('dialog', { name: 'Free AI Score' })).toContainText('You currently have 5 submissions remaining.');
  await page.getByRole('button', { name: 'Ok, Got it' }).click();
  await page.getByRole('button', { name: /Flash Video/ }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Maybe later' }).click();

  const summary = 'Cities can use planning, transport and green spaces to make daily life healthier, although these changes need steady funding and public support.';
  for (let left = 4; left >= 0; left -= 1) {
    await page.getByRole('textbox').fill(summary);
    const started = Date.now();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog').getByRole('rowheader', { name: 'Content' })).toBeVisible();
    if (left === 4) console.log(`summarize written text: submit to score ${Date.now() - started} ms`);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(badge).toHaveText(`${left} free AI ${left === 1 ? 'score' : 'scores'} left`);
    if (left > 0) await page.getByRole('button', { name: 'Try Again' }).click();
  }
  // At 0 the next AI-scored question says so before the learner writes a word; objective tasks stay free.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const notice = page.getByRole('region', { name: 'No free AI scores left for Summarize Written Text' });
  await expect(notice).toBeVisible();
  // Upgrade Now carries the way back to this question.
  await expect(notice.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', /^\/dashboard\/plans\?return=%2Fdashboard%2Fwriting%2Fsummarize-written-text%2F\d+$/);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await page.goto('/dashboard/listening/write-from-dictation/1');
  await expect(page.getByRole('textbox')).toBeEditable();
  await expect(page.getByRole('region', { name: /No free AI scores left/ })).toHaveCount(0);
});
