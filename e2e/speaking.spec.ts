import { expect, test } from '@playwright/test';
import { readAloud } from '../packages/content/src/speaking/readAloud';
import { fakeMicrophone, speechWav } from './audio';
import { makePremium, NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

// The fake microphone says the first Read Aloud text (festival's voice), then stays quiet for 4 s, in a loop.
const passage = readAloud[0]!.text;
test.use({ launchOptions: fakeMicrophone(speechWav('read-aloud-1', passage)) });

test('a learner reads aloud into the microphone, the recording stops after the silence, and the speech engine scores it', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Parsa', pteType: 'PTE Core' }), NEW_LEARNER_PASSWORD);
  await makePremium(page);
  await page.goto('/dashboard/speaking/read-aloud/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Read Aloud' })).toBeVisible();
  await expect(page.getByText(passage)).toBeVisible();
  await expect(page.getByRole('timer').filter({ hasText: /^Recording begins in \d+ sec$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('timer').filter({ hasText: 'Recording…' })).toBeVisible();
  // The passage lasts about 20 s; 3 s of the quiet that follows stop the recorder.
  await expect(page.getByRole('region', { name: 'Your answer' }).getByText('Recording stopped automatically because no sound was detected for 3 seconds.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('timer').filter({ hasText: 'Completed' })).toBeVisible();

  // The submit answers 202 (a job scores the recording) and the client polls the answer until it is scored.
  const submitted = page.waitForResponse((response) => response.url().includes('/api/speaking/readAloud/') && response.request().method() === 'POST');
  const scored = page.waitForResponse(async (response) => response.url().includes('/api/speaking/readAloud/answer/')
    && response.request().method() === 'GET' && (await response.json()).status === 'SCORED', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await submitted).status()).toBe(202);
  const record = await (await scored).json();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Scores by trait' })).toBeVisible();
  await expect(modal.getByText('Estimate.')).toBeVisible();
  for (const trait of ['Content', 'Oral fluency', 'Pronunciation']) await expect(modal.getByRole('rowheader', { name: trait })).toBeVisible();
  // Spoken from the very text, the answer must score well on content.
  const content = record.speaking.traits.find((trait: { name: string }) => trait.name === 'Content');
  expect(content.score).toBeGreaterThanOrEqual(3);
  expect(record.speaking.durationSeconds).toBeGreaterThan(8);
  const recording = await page.request.get(record.audio);
  expect(recording.status()).toBe(200);
  expect(recording.headers()['content-type']).toBe('audio/mpeg');
  console.log(`read aloud scored ${record.score}/${record.maxScore}: ${record.speaking.traits.map((t: { name: string; score: number; max: number }) => `${t.name} ${t.score}/${t.max}`).join(', ')}`);
});
