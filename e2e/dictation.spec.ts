import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

interface SessionWords {
  _embedded: { dictationWordAudioDtoList: { word: string; britishAudio: string | null; australianAudio: string | null }[] };
}

test('a learner spells a dictation session, sees the score, finds it in the past answers and deletes it', async ({ page, request, baseURL }) => {
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Tara' }), NEW_LEARNER_PASSWORD);
  const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/dictation' && response.request().method() === 'GET');
  await page.getByRole('link', { name: 'Practice Now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/spelling-book\/dictation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spelling dictation' })).toBeVisible();
  const words = ((await (await session).json()) as SessionWords)._embedded.dictationWordAudioDtoList;
  expect(words).toHaveLength(10);
  expect(words.every((entry) => entry.australianAudio === null)).toBe(true);

  const region = page.getByRole('region', { name: 'Spelling dictation' });
  const input = region.getByRole('textbox', { name: 'Type the word you hear' });
  await expect(region.getByText(/Get ready: the first word plays in \d s/)).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(region.getByRole('radio', { name: 'UK' })).toBeChecked();
  await expect(region.getByRole('radio', { name: 'AU' })).toBeDisabled();
  await expect(region.getByText('Word 1 of 10')).toBeVisible({ timeout: 15_000 });
  await expect(input).toBeFocused();

  const wrongAt = 3;
  const typed = words.map((entry, index) => (index === wrongAt ? `${entry.word}e` : index === 0 ? entry.word.toUpperCase() : entry.word));
  // The first answer goes in before the word is played by hand, so the wait for the recording never eats its 10 seconds.
  await input.fill(typed[0]);
  const audio = region.locator('audio');
  await expect(audio).toHaveAttribute('src', new RegExp(`/media/words/${words[0].word}/uk\\.mp3$`));
  // Whether or not the browser allowed the autoplay, the word then plays from the button.
  await page.waitForFunction(() => document.querySelector('audio')?.paused !== false);
  await region.getByRole('button', { name: 'Play the word' }).click();
  await page.waitForFunction(() => {
    const element = document.querySelector('audio');
    return Boolean(element && element.played.length > 0 && element.duration > 0);
  });

  for (const [index, answer] of typed.entries()) {
    await expect(region.getByText(`Word ${index + 1} of 10`)).toBeVisible();
    if (index > 0) await input.fill(answer);
    if (index < typed.length - 1) await input.press('Enter');
  }
  const submit = region.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('submitted successfully')).toBeVisible();

  const modal = page.getByRole('dialog', { name: 'Dictation score' });
  await expect(modal.getByRole('img', { name: 'Score 9.0 out of 10' })).toBeVisible();
  const wrongRow = modal.getByRole('row').nth(wrongAt + 1);
  await expect(wrongRow).toContainText(words[wrongAt].word);
  await expect(wrongRow).toContainText(typed[wrongAt]);
  await expect(wrongRow).toContainText('✗ Wrong');
  await expect(modal.getByRole('row').nth(1)).toContainText('✓ Correct');
  await expectNoAxeViolations(page, 'dictation score');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expectNoAxeViolations(page, 'dictation page');

  const past = page.getByRole('list', { name: 'Scored sessions' });
  await expect(past.getByRole('listitem')).toHaveCount(1);
  await expect(past.getByRole('listitem').first()).toContainText('9 / 10');
  await past.getByRole('button', { name: /^Delete the answer of .* score 9 \/ 10$/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete answer' });
  await confirm.getByRole('checkbox', { name: "I'm sure to delete" }).check();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted answer')).toBeVisible();
  await expect(page.getByText('No answers found')).toBeVisible();
});

test('the listening test on the dashboard plays a word, shows it, and checks the answer', async ({ page }) => {
  await signIn(page, 'premium@pte.test');
  const card = page.getByRole('region', { name: 'Listening test' });
  const answer = card.getByRole('textbox', { name: 'Your answer' });
  await expect(answer).toBeEnabled();
  const src = await card.locator('audio').getAttribute('src');
  const recording = await page.request.get(src!);
  expect(recording.status()).toBe(200);
  expect(recording.headers()['content-type']).toBe('audio/mpeg');

  await answer.fill('not the word');
  await expect(card.getByRole('img', { name: 'Correct' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Show word' }).click();
  // Showing the word leaves the learner's answer as typed and marks it wrong; it never turns it into the right one.
  const shown = card.getByRole('status');
  await expect(shown).toHaveText(/^The word is \S+$/);
  const word = (await shown.textContent())!.replace(/^The word is /, '').trim();
  expect(src).toContain(`/media/words/${word}/uk.mp3`);
  await expect(answer).toHaveValue('not the word');
  await expect(card.getByRole('img', { name: 'Incorrect' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Correct', exact: true })).toHaveCount(0);
  await answer.fill(word);
  await expect(card.getByRole('img', { name: 'Correct', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard with the listening test');

  await card.getByRole('button', { name: 'Next' }).click();
  await expect(answer).toHaveValue('');
  await expect(card.locator('audio')).not.toHaveAttribute('src', src!);
  await answer.fill(word.toUpperCase());
  await expect(card.getByRole('img', { name: 'Correct' })).toHaveCount(0);
});
