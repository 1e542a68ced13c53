import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';

/**
 * <pte-recorder> in Chromium with its fake microphone fed from a WAV file, mounted on a blank page of the app's
 * origin that loads the app's standalone elements bundle (/elements/pte-elements.js), as a partner page would.
 */

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Recorder</title>
    <script type="module" src="/elements/pte-elements.js"></script>
  </head>
  <body>
    <main>
      <h1>Answer the question</h1>
      <pte-recorder duration="20"></pte-recorder>
    </main>
  </body>
</html>`;

type RecorderEvent = { type: string; detail: unknown; at: number };

const audioDir = join(process.cwd(), 'test-results', 'recorder-audio');
let speechWav = '';
let silenceWav = '';

test.beforeAll(() => {
  mkdirSync(audioDir, { recursive: true });
  speechWav = join(audioDir, 'speech.wav');
  silenceWav = join(audioDir, 'silence.wav');
  // A spoken paragraph (festival) longer than the recording, and five seconds of digital silence (ffmpeg).
  execFileSync('text2wave', ['-o', speechWav, '-otype', 'riff'], {
    input: 'Cities that plan green spaces and public transport carefully give residents healthier lives. '
      + 'The changes need steady funding and the support of local communities to work well over many years.',
  });
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono', '-t', '5', silenceWav]);
});

/** Chromium as the config launches it, plus the given flags (microphone flags must be set at launch). */
async function launch(extraArgs: string[]): Promise<Browser> {
  const options = test.info().project.use.launchOptions ?? {};
  return chromium.launch({ ...options, args: [...(options.args ?? []), '--autoplay-policy=no-user-gesture-required', ...extraArgs] });
}

const fakeMicrophone = (wav: string) => ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`];

/** Opens the blank recorder page on the app's origin and records the recorder's events (with page timestamps). */
async function openRecorderPage(browser: Browser): Promise<Page> {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.route('**/recorder-e2e', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.goto('/recorder-e2e');
  await page.waitForFunction(() => customElements.get('pte-recorder') !== undefined);
  await page.evaluate(() => {
    const log: RecorderEvent[] = [];
    (window as unknown as { recorderEvents: RecorderEvent[] }).recorderEvents = log;
    const recorder = document.querySelector('pte-recorder')!;
    for (const type of ['pte-recorder-start', 'pte-recorder-stopped', 'pte-recorded', 'pte-permission-denied', 'pte-recorder-error']) {
      recorder.addEventListener(type, (event) => log.push({ type, detail: (event as CustomEvent).detail, at: performance.now() }));
    }
    // When the learner pressed Stop, to measure stop → mp3 ready.
    document.addEventListener('click', () => log.push({ type: 'click', detail: null, at: performance.now() }), true);
  });
  return page;
}

/** The events so far; a recording's Blob cannot leave the page, so `pte-recorded` keeps only its length. */
const events = (page: Page) => page.evaluate(() => (window as unknown as { recorderEvents: RecorderEvent[] }).recorderEvents.map(({ type, detail, at }) => ({
  type, at, detail: type === 'pte-recorded' ? { durationMs: (detail as { durationMs: number }).durationMs } : detail,
})));

test('records 3 s of speech to an mp3 that plays, ready moments after Stop', async () => {
  const browser = await launch(fakeMicrophone(speechWav));
  try {
    const page = await openRecorderPage(browser);
    const recorder = page.locator('pte-recorder');
    expect((await new AxeBuilder({ page }).include('pte-recorder').analyze()).violations).toEqual([]);

    await recorder.getByRole('button', { name: 'Record' }).click();
    await expect(recorder.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(recorder.getByRole('status')).toHaveText('Recording…');
    await expect.poll(() => recorder.getByRole('meter', { name: 'Microphone level' }).evaluate((meter) => (meter as HTMLMeterElement).value)).toBeGreaterThan(10);
    await page.waitForTimeout(3000);
    await recorder.getByRole('button', { name: 'Stop' }).click();

    await expect(recorder.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(recorder.getByRole('link', { name: 'Download as mp3' })).toHaveAttribute('download', 'answer.mp3');
    const log = await events(page);
    expect(log.filter((entry) => entry.type !== 'click').map((entry) => entry.type)).toEqual(['pte-recorder-start', 'pte-recorder-stopped', 'pte-recorded']);
    expect(log.find((entry) => entry.type === 'pte-recorder-stopped')!.detail).toEqual({ reason: 'manual' });
    const stopClick = log.filter((entry) => entry.type === 'click').at(-1)!;
    const recorded = log.find((entry) => entry.type === 'pte-recorded')!;
    const latency = recorded.at - stopClick.at;
    console.log(`stop → mp3 ready in the browser: ${latency.toFixed(1)} ms for ${(recorded.detail as { durationMs: number }).durationMs} ms of audio`);
    // The speed is measured by bench/recorder-encode.bench.ts; here only that the mp3 does not wait for a whole encode at stop,
    // with room for a machine busy with other work.
    expect(latency).toBeLessThan(2000);

    const mp3 = await page.evaluate(async () => {
      const recordedEvent = (window as unknown as { recorderEvents: RecorderEvent[] }).recorderEvents.find((entry) => entry.type === 'pte-recorded')!;
      const { blob, dataUrl, durationMs } = recordedEvent.detail as { blob: Blob; dataUrl: string; durationMs: number };
      const head = [...new Uint8Array(await blob.slice(0, 2).arrayBuffer())];
      const audio = new Audio(URL.createObjectURL(blob));
      await new Promise((resolve, reject) => {
        audio.onloadedmetadata = resolve;
        audio.onerror = () => reject(new Error('the mp3 does not load'));
      });
      const duration = audio.duration;
      // Played: wait for the playhead to move past 0.2 s (a state, not a time, so a busy machine only waits longer).
      await new Promise<void>((resolve) => {
        audio.ontimeupdate = () => {
          if (audio.currentTime > 0.2) resolve();
        };
        void audio.play();
      });
      const played = audio.currentTime;
      audio.pause();
      const fromDataUrl = new Audio(dataUrl);
      await new Promise((resolve, reject) => {
        fromDataUrl.onloadedmetadata = resolve;
        fromDataUrl.onerror = () => reject(new Error('the data URL does not load'));
      });
      return { type: blob.type, size: blob.size, head, duration, played, durationMs, dataUrl: dataUrl.slice(0, 23), dataUrlDuration: fromDataUrl.duration };
    });
    expect(mp3.type).toBe('audio/mpeg');
    expect(mp3.head[0]).toBe(0xff);
    expect(mp3.head[1] & 0xe0).toBe(0xe0);
    expect(mp3.duration).toBeGreaterThan(2);
    expect(mp3.dataUrlDuration).toBeGreaterThan(2);
    expect(mp3.played).toBeGreaterThan(0.2);
    expect(mp3.durationMs).toBeGreaterThan(2500);
    // 128 kbps is 16 kB a second.
    expect(mp3.size).toBeGreaterThan((mp3.durationMs / 1000) * 16_000 * 0.9);
    expect(mp3.dataUrl).toBe('data:audio/mpeg;base64,');
    expect((await new AxeBuilder({ page }).include('pte-recorder').analyze()).violations).toEqual([]);

    await recorder.getByRole('button', { name: 'Try Again' }).click();
    await expect(recorder.getByRole('button', { name: 'Record' })).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('stops by itself after 3 s of silence and says why', async () => {
  const browser = await launch(fakeMicrophone(silenceWav));
  try {
    const page = await openRecorderPage(browser);
    const recorder = page.locator('pte-recorder');
    await recorder.getByRole('button', { name: 'Record' }).click();
    await expect(recorder.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(recorder.getByRole('status')).toHaveText('Recording stopped automatically because no sound was detected for 3 seconds.', { timeout: 15_000 });
    await expect(recorder.getByRole('button', { name: 'Try Again' })).toBeVisible();
    const log = await events(page);
    const start = log.find((entry) => entry.type === 'pte-recorder-start')!;
    const stopped = log.find((entry) => entry.type === 'pte-recorder-stopped')!;
    expect(stopped.detail).toEqual({ reason: 'silence' });
    expect(stopped.at - start.at).toBeGreaterThanOrEqual(2900);
    // Well before the 60 s limit; the slack is for a machine busy with other work.
    expect(stopped.at - start.at).toBeLessThan(6000);
    expect(log.some((entry) => entry.type === 'pte-recorded')).toBe(true);
  } finally {
    await browser.close();
  }
});

test("a refused microphone opens 'No Microphone Permission'; Request Permission shows the browser's refusal", async () => {
  // No fake-UI flag: the permission request goes to the browser, and a context without the permission refuses it.
  const browser = await launch(['--use-fake-device-for-media-stream']);
  try {
    const page = await openRecorderPage(browser);
    const recorder = page.locator('pte-recorder');
    await recorder.getByRole('button', { name: 'Record' }).click();
    const dialog = recorder.getByRole('dialog', { name: 'No Microphone Permission' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Please click the button below to enable the microphone, or if it's blocked, allow it in your browser settings.");
    const denied = (await events(page)).find((entry) => entry.type === 'pte-permission-denied')!;
    expect(denied.detail).toMatchObject({ name: 'NotAllowedError' });
    expect((await new AxeBuilder({ page }).include('pte-recorder').analyze()).violations).toEqual([]);

    await dialog.getByRole('button', { name: 'Request Permission' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/\S/);
    expect((await events(page)).some((entry) => entry.type === 'pte-recorder-error')).toBe(true);
    await dialog.getByRole('button', { name: 'Ok, Got it' }).click();
    await expect(dialog).toBeHidden();
    await expect(recorder.getByRole('button', { name: 'Record' })).toBeEnabled();
  } finally {
    await browser.close();
  }
});
