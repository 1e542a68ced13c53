import { expect, test } from '@playwright/test';
import { fakeMicrophone, speechWav } from './audio';
import { expectNoAxeViolations, NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

// The fake microphone says a short sentence (festival's voice, 4 s), then stays quiet for 3 s, in a loop. Its first
// words come out less clearly than the rest (the browser's gain control and noise suppression settle in), so the
// speech test asks for a good part of the sentence, not all of it.
const SENTENCE = 'The museum opens early on Sunday morning and closes at night.';
test.use({ launchOptions: fakeMicrophone(speechWav('museum-sunday', SENTENCE, 3)) });

test('a learner sets up the microphone from the user menu: permission, device, a test recording with a strong voice, saved', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Tara' }), NEW_LEARNER_PASSWORD);
  await page.getByRole('banner').getByRole('button', { name: 'Tara' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Microphone setup' }).click();
  await expect(page).toHaveURL(/\/dashboard\/microphone-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Microphone setup' })).toBeVisible();
  const wizard = page.getByRole('region', { name: 'Microphone setup' });
  const progress = wizard.getByRole('list', { name: 'Setup progress' });
  await expect(progress.getByRole('listitem').nth(0)).toHaveAttribute('aria-current', 'step');
  await expectNoAxeViolations(page, 'permission step');

  await wizard.getByRole('button', { name: 'Request Permission' }).click();
  await expect(wizard.getByRole('heading', { name: 'Choose your microphone' })).toBeFocused();
  const radios = wizard.getByRole('group', { name: 'Microphones' }).getByRole('radio');
  // Chromium's fake devices: the default input and two more.
  const chosen = radios.nth(1);
  await expect(chosen).toBeVisible();
  await expect(radios.first()).toBeChecked();
  const deviceId = await chosen.getAttribute('value');
  const deviceLabel = (await chosen.locator('xpath=..').innerText()).trim();
  expect(deviceId).toBeTruthy();
  await chosen.check();
  await expectNoAxeViolations(page, 'device step');
  await wizard.getByRole('button', { name: 'Confirm Choice' }).click();

  await expect(wizard.getByRole('heading', { name: 'Test your microphone' })).toBeFocused();
  await expect(wizard.getByRole('button', { name: 'Stop' })).toBeEnabled();
  const meter = wizard.getByRole('meter', { name: 'Microphone sensitivity' });
  // 1280 px is a wide screen: the bar has 50 segments.
  await expect(meter.locator('span')).toHaveCount(50);
  await expect(wizard.getByRole('status')).toHaveText('SuccessYour voice is strong enough for our AI', { timeout: 15_000 });
  const timer = wizard.getByRole('timer');
  await expect(timer).toHaveText(/^00:0[1-9] \/ 01:00$/);
  await expectNoAxeViolations(page, 'recording step');
  await wizard.getByRole('button', { name: 'Stop' }).click();

  const player = wizard.locator('pte-audio-player');
  await expect(player).toBeVisible();
  const recording = await player.evaluate(async (element) => {
    const response = await fetch((element as HTMLElement & { src: string }).src);
    return { type: response.headers.get('content-type') ?? (await response.clone().blob()).type, bytes: (await response.arrayBuffer()).byteLength };
  });
  expect(recording.type).toBe('audio/mpeg');
  expect(recording.bytes).toBeGreaterThan(10_000);
  await expect(wizard.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Confirm Changes' }).click();

  await expect(wizard.getByRole('heading', { name: 'Your microphone is set up' })).toBeFocused();
  await expect(wizard.getByRole('definition')).toHaveText([deviceLabel, 'Yes']);
  expect(await page.evaluate(() => localStorage.getItem('microphoneDeviceId'))).toBe(deviceId);
  await expectNoAxeViolations(page, 'result step');
  await wizard.getByRole('button', { name: 'Save and return to PTE practice' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  console.log(`microphone saved: ${deviceLabel} (${recording.bytes} bytes of mp3 in the test)`);
});

test('a learner speaks into the speech test card and reads back what was heard', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Tara' }), NEW_LEARNER_PASSWORD);
  const card = page.getByRole('region', { name: 'Speech test' });
  const heard = card.getByRole('textbox', { name: 'What we heard' });
  await expect(heard).toHaveAttribute('readonly', '');
  await expect(heard).toHaveValue('');

  const transcribed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/speaking/transcribe');
  const started = Date.now();
  await card.getByRole('button', { name: 'Start recording' }).click();
  await expect(card.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  await expect(card.getByRole('timer')).toHaveText(/ \/ 00:05$/);
  // Nobody presses stop: the recording ends by itself at 5 s and goes for transcription.
  const response = await transcribed;
  const stoppedAfter = (Date.now() - started) / 1000;
  expect(response.status()).toBe(200);
  expect(stoppedAfter).toBeGreaterThan(4.5);
  // Recording (5 s) plus transcription, with room for a busy machine: well before any manual stop.
  expect(stoppedAfter).toBeLessThan(20);
  const body = (await response.json()) as { text: string; durationSeconds: number };
  expect(body.durationSeconds).toBeGreaterThan(4);
  expect(body.durationSeconds).toBeLessThanOrEqual(6);

  const words = SENTENCE.toLowerCase().replace(/[^a-z ]/g, '').split(' ');
  await expect(heard).not.toHaveValue('');
  const text = (await heard.inputValue()).toLowerCase();
  const found = words.filter((word) => text.split(/\s+/).includes(word));
  expect(found.length).toBeGreaterThanOrEqual(5);
  await expect(card.getByRole('button', { name: 'Start recording' })).toBeEnabled();
  await expectNoAxeViolations(page, 'dashboard with a transcription');
  console.log(`speech test: "${text}" (${found.length}/${words.length} words of the sentence, stopped after ${stoppedAfter.toFixed(1)} s)`);

  await card.getByRole('link', { name: 'Microphone setup' }).click();
  await expect(page).toHaveURL(/\/dashboard\/microphone-setup$/);
});
