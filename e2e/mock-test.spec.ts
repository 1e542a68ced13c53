import { expect, test, type Page } from '@playwright/test';
import { fakeMicrophone, speechWav } from './audio';
import { expectNoAxeViolations, expectNoHorizontalOverflow, learnerApi, makePremium, NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

// A full PTE Core mock test (form C1: 29 + 13 + 11 items) taken in Chromium by a new premium learner: every speaking
// item recorded from the fake microphone (a short spoken answer in festival's voice, then quiet), every other item
// typed or clicked with as few steps as the task allows. In the middle (Part 2's first item) the page is closed and
// the sitting opened again in a new page; at the end the report shows. Phone width (375 px) throughout.
test.use({
  launchOptions: fakeMicrophone(speechWav('mock-answer', 'The city opened a new library near the river last spring.', 2)),
  viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true,
});

type Sitting = { id: number; phase: string; position: number; total: number; answered: number; sectionIndex: number };

const WRITING = 'Cities grow when people find work, homes and services close together, and planning keeps them liveable.';

/** Answers the item on screen as a learner in a hurry would; returns whether it was spoken (it moves on by itself). */
async function answerItem(page: Page, name: string): Promise<'spoken' | 'typed'> {
  const item = page.getByRole('region', { name });
  switch (name) {
    case 'Read Aloud': case 'Repeat Sentence': case 'Describe Image': case 'Answer Short Question': case 'Respond to a Situation': {
      // The question's recording plays whole (no Skip in a mock); the preparation is skipped and the recorder starts by
      // itself. Stop after about 2 s: the take is sent.
      const stop = page.getByRole('button', { name: 'Stop' });
      const skip = item.getByRole('button', { name: 'Skip' });
      await expect(async () => {
        if (await skip.isVisible()) await skip.click({ timeout: 1000 }).catch(() => {});
        await expect(stop).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 90_000 });
      await expect(item.getByRole('button', { name: 'Recording…' })).toBeDisabled();
      await expect(item.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
      await page.waitForTimeout(2000);
      await stop.click();
      return 'spoken';
    }
    case 'Summarize Written Text': case 'Write Email': case 'Summarize Spoken Text':
      await expect(item.getByRole('timer', { name: 'Time left for this item' })).toBeVisible();
      await item.getByRole('textbox').fill(WRITING);
      return 'typed';
    case 'Write from Dictation':
      await item.getByRole('textbox').fill('the library opens early on weekdays');
      return 'typed';
    case 'Reading & Writing: Fill in the Blanks': {
      // The first choice of the first blank (option 0 is the empty one).
      await item.getByRole('combobox', { name: /Blank \d/ }).first().selectOption({ index: 1 });
      return 'typed';
    }
    case 'Reading: Fill in the Blanks':
      await item.getByRole('group', { name: 'Word box' }).getByRole('button').first().click();
      await item.getByRole('button', { name: 'Blank 1: empty' }).click();
      return 'typed';
    case 'Listening: Fill in the Blanks':
      await item.getByRole('textbox', { name: /Blank \d/ }).first().fill('word');
      return 'typed';
    case 'Multiple Choice, Multiple Answers':
      await item.getByRole('checkbox').first().check();
      return 'typed';
    case 'Multiple Choice, Single Answer': case 'Highlight Correct Summary': case 'Select Missing Word':
      await item.getByRole('radio').first().check();
      return 'typed';
    case 'Highlight Incorrect Words':
      await item.getByRole('group', { name: 'Transcript' }).getByRole('button').nth(2).click();
      return 'typed';
    case 'Re-order Paragraphs':
      await item.getByRole('button', { name: /^Move down paragraph/ }).first().click();
      return 'typed';
    default:
      throw new Error(`no way to answer ${name}`);
  }
}

/** Next with its confirmation (the items that do not move on by themselves). */
async function next(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('dialog', { name: 'Next' }).getByRole('button', { name: 'Yes, move on' }).click();
}

test('a learner takes a full PTE Core mock test on a phone, closes it in Part 2 and resumes, and reads the report', async ({ page, request, baseURL, context }) => {
  test.setTimeout(600_000);
  const started = Date.now();
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Leila', pteType: 'PTE Core' }), NEW_LEARNER_PASSWORD);
  await makePremium(page);
  const api = await learnerApi(page);

  // The list: the learner's exam first, the other's one tap away.
  await page.goto('/dashboard/mock-tests');
  const full = page.getByRole('region', { name: 'Full mock tests' });
  await expect(full.getByText('PTE Core mock test C1')).toBeVisible();
  await expect(full.getByText('PTE Academic mock test A1')).toHaveCount(0);
  await expect(page.getByText('Mock tests for PTE Academic')).toBeVisible();
  await expect(page.getByText('Your plan includes any number of mock tests.')).toBeVisible();
  await expectNoAxeViolations(page, 'mock test list');
  await expectNoHorizontalOverflow(page, 'mock test list');

  await full.getByRole('button', { name: 'Start PTE Core mock test C1' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mock-tests\/\d+$/);
  const attemptId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: 'Part 1: Speaking & Writing' })).toBeVisible();

  let current = page;
  let total = 0;
  let spoken = 0;
  let checkedItem = false;
  let checkedPlayer = false;
  for (let position = 1; total === 0 || position <= total; position += 1) {
    const begin = current.getByRole('button', { name: 'Begin this part' });
    const progressOn = (on: Page) => on.getByText(new RegExp(`Item ${position} of (\\d+)$`));
    let progress = progressOn(current);
    await expect(begin.or(progress)).toBeVisible({ timeout: 30_000 });
    if (await begin.isVisible()) {
      const sitting = await api.get<Sitting>(`/api/mockTests/attempts/${attemptId}`);
      if (sitting.sectionIndex === 1) {
        // Part 2's intro: everything of Part 1 is stored. Begin, then close the page on its first item and open the
        // sitting again in a new page: the same item, nothing lost.
        expect(sitting.answered).toBe(position - 1);
        console.log(`mock test: Part 1 (${position - 1} items) taken ${Math.round((Date.now() - started) / 1000)} s after sign-in`);
        await begin.click();
        await expect(progress).toBeVisible();
        const heading = await current.locator('#mock-item-title').textContent();
        await current.close();
        current = await context.newPage();
        await current.goto(`/dashboard/mock-tests/${attemptId}`);
        progress = progressOn(current);
        await expect(current.getByText(`Part 2 of 3 · Item ${position} of ${total}`)).toBeVisible();
        await expect(current.locator('#mock-item-title')).toHaveText(heading!);
        expect((await api.get<Sitting>(`/api/mockTests/attempts/${attemptId}`)).answered).toBe(position - 1);
      } else await begin.click();
      await expect(progress).toBeVisible();
    }
    if (total === 0) total = Number(/of (\d+)$/.exec((await progress.textContent())!)![1]);
    const name = (await current.locator('#mock-item-title').textContent())!;
    if (!checkedItem && name === 'Read Aloud') {
      await expectNoAxeViolations(current, 'mock test item');
      await expectNoHorizontalOverflow(current, 'mock test speaking item');
      checkedItem = true;
    }
    if (!checkedPlayer && name === 'Repeat Sentence') {
      // The first recording of the sitting plays in the exam's player: once, no seeking, no speed.
      const player = current.getByRole('region', { name }).locator('pte-timing-player');
      await expect(player.getByRole('progressbar', { name: 'Position' })).toBeVisible();
      await expect(player.getByRole('slider', { name: 'Position' })).toHaveCount(0);
      await expect(player.getByRole('combobox', { name: 'Speed' })).toHaveCount(0);
      checkedPlayer = true;
    }
    if (position === total - 1) await expectNoHorizontalOverflow(current, `mock test item ${position} (${name})`);
    if ((await answerItem(current, name)) === 'spoken') spoken += 1;
    else await next(current);
  }
  expect(total).toBe(53);
  expect(checkedPlayer).toBe(true);
  expect(spoken).toBe(26);
  console.log(`mock test: ${total} items taken in ${Math.round((Date.now() - started) / 1000)} s`);

  // Scoring (the speaking and writing answers are scored by jobs), then the report.
  await expect(current.getByRole('heading', { level: 1, name: 'Score report' })).toBeVisible({ timeout: 240_000 });
  const overall = current.getByText('Overall score').locator('..');
  await expect(overall).toContainText(/\d+/);
  await expect(overall).toContainText(/likely range \d+–\d+/);
  const skills = current.getByRole('region', { name: 'Communicative skills' }).getByRole('listitem');
  await expect(skills).toHaveText([/^Listening\d+likely range \d+–\d+$/, /^Reading\d+likely range \d+–\d+$/, /^Speaking\d+likely range \d+–\d+$/, /^Writing\d+likely range \d+–\d+$/]);
  type ReportItem = { position: number; taskKey: string; status: string; transcript?: string | null };
  const report = await api.get<{ overall: { score: number }; skills: Record<string, { score: number }>; items: ReportItem[] }>(`/api/mockTests/attempts/${attemptId}/report`);
  expect(report.items).toHaveLength(53);
  // Every answer was stored (nothing lost in the resume) and scored by the real engines.
  expect(report.items.filter((item) => item.status !== 'SCORED').map((item) => `${item.position} ${item.taskKey} ${item.status}`)).toEqual([]);
  const heard = report.items.filter((item) => item.taskKey.startsWith('speaking.') && item.transcript);
  expect(heard.length, 'speaking takes in which the speech engine heard words').toBeGreaterThan(0);
  await expect(overall).toContainText(String(report.overall.score));
  await expectNoAxeViolations(current, 'mock test report');
  await expectNoHorizontalOverflow(current, 'mock test report');
  console.log(`mock test report: overall ${report.overall.score}, ${Object.entries(report.skills).map(([key, { score }]) => `${key} ${score}`).join(', ')}; words heard in ${heard.length} of 26 takes; ${Math.round((Date.now() - started) / 1000)} s in all`);
});
