import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, makePremium, NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

/** A day `days` from today, YYYY-MM-DD, in the browser's zone (the learner's zone is UTC until they choose one; so is the test machine's). */
const dayFromToday = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const studyPlan = (page: Page) => page.getByRole('region', { name: 'Study Plan' });

/** "2 / 6 done" of a plan card: [done, target]. */
async function cardCounts(card: Locator): Promise<[number, number]> {
  const match = (await card.textContent())!.match(/(\d+) \/ (\d+) done/);
  if (!match) throw new Error(`no count on ${await card.textContent()}`);
  return [Number(match[1]), Number(match[2])];
}

test('a premium learner sets a target, makes a study plan, practises from it and sees the count and charts', async ({ page, request, baseURL }) => {
  test.setTimeout(150_000);
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Parsa', pteType: 'PTE Core' }), NEW_LEARNER_PASSWORD);
  await makePremium(page);
  const target = page.getByRole('region', { name: 'Your target' });
  await expect(target.getByRole('button', { name: 'Set Target' })).toBeEnabled();
  const word = page.getByRole('region', { name: 'Word of the day', exact: true });
  await expect(word).not.toHaveAttribute('aria-busy', 'true');
  await expect(word.getByRole('alert')).toHaveCount(0);

  // Set Target: a date 30 days out, the 79 shortcut and a language.
  await target.getByRole('button', { name: 'Set Target' }).click();
  const modal = page.getByRole('dialog', { name: 'Set Target' });
  await expect(modal.getByRole('option', { name: 'Persian' })).toBeAttached();
  await expectNoAxeViolations(page, 'Set Target modal', '[role="dialog"]');
  await modal.getByRole('button', { name: /Choose your exam date|\d{4}$/ }).click();
  const examDate = dayFromToday(30);
  await modal.getByLabel(/^Exam date/).fill(examDate);
  await modal.getByRole('button', { name: 'Close date picker' }).click();
  await modal.getByRole('button', { name: 'Set all scores to 79' }).click();
  await modal.getByLabel('Native language').selectOption({ label: 'Persian' });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings updated successfully')).toBeVisible();
  await expect(modal).toBeHidden();
  for (const key of ['overall', 'listening', 'reading', 'writing', 'speaking']) await expect(target.locator(`[data-score="${key}"]`)).toHaveText('79');

  // The countdown runs to the new date.
  const countdown = page.getByRole('region', { name: 'Exam countdown' });
  await expect(countdown.locator(`time[datetime="${examDate}"]`)).toBeVisible();
  await expect(countdown.locator('[data-unit="days"]')).toHaveText(/^(29|30)$/);
  const seconds = await countdown.locator('[data-unit="seconds"]').textContent();
  await expect(countdown.locator('[data-unit="seconds"]')).not.toHaveText(seconds!, { timeout: 3000 });

  // The study plan wizard: from the empty state, or Customize when another run made a plan already.
  const plan = studyPlan(page);
  await expect(plan.getByRole('tab', { name: 'Speaking' })).toHaveAttribute('aria-selected', 'true');
  await expect(plan.getByRole('button', { name: "let's get started" }).or(plan.getByRole('button', { name: 'Customize' }))).toBeVisible();
  if (await plan.getByText('No task found').isVisible()) await expect(plan.getByText('Customize your study plan in just a few steps.')).toBeVisible();
  await plan.getByRole('button', { name: "let's get started" }).or(plan.getByRole('button', { name: 'Customize' })).click();
  const wizard = page.getByRole('dialog', { name: 'Customize your study plan' });
  await expect(wizard.getByRole('tab', { name: '2. Study Preference' })).toBeDisabled();
  await expectNoAxeViolations(page, 'study plan wizard', '[role="dialog"]');
  await wizard.getByRole('radio', { name: 'Intermediate', exact: true }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: '2-3 hours' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('radio', { name: 'No, plan from my level' })).toBeChecked();
  await wizard.getByRole('radio', { name: 'Consider my Mock test scores' }).check();
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  for (const name of ['Overall', 'Listening', 'Reading', 'Writing', 'Speaking']) {
    await expect(wizard.getByLabel(name)).toHaveAttribute('placeholder', '10-90');
    await wizard.getByLabel(name).fill('60');
  }
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Study plan submitted successfully')).toBeVisible();
  await expect(wizard).toBeHidden();

  // Today's plan, with counts; a reading card leads to its practice page.
  await expect(plan.getByRole('link').first()).toBeVisible();
  await expect(plan.getByRole('link').first()).toHaveText(/\d+ \/ \d+ done/);
  await plan.getByRole('tab', { name: 'Reading' }).click();
  const card = plan.getByRole('link', { name: /^Reading & Writing: Fill in the Blanks/ });
  await expect(card).toHaveAttribute('href', '/dashboard/reading/rw-fill-in-the-blanks/1');
  const [doneBefore] = await cardCounts(card);
  await card.click();
  await expect(page).toHaveURL(/\/dashboard\/reading\/rw-fill-in-the-blanks\/1$/);
  const blanks = page.getByRole('combobox', { name: /Blank \d/ });
  await expect(blanks.first()).toBeVisible();
  for (let index = 0; index < (await blanks.count()); index += 1) {
    const options = await blanks.nth(index).locator('option').allTextContents();
    await blanks.nth(index).selectOption(options.filter(Boolean)[0]);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  const scoreModal = page.getByRole('dialog');
  await expect(scoreModal.getByRole('img', { name: /^Score [\d.]+ out of \d+$/ })).toBeVisible();
  await scoreModal.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await studyPlan(page).getByRole('tab', { name: 'Reading' }).click();
  const cardAfter = studyPlan(page).getByRole('link', { name: /^Reading & Writing: Fill in the Blanks/ });
  await expect(cardAfter).toHaveText(new RegExp(`${doneBefore + 1} / \\d+ done`));

  // The statistics: both charts, and their tables.
  const statistics = page.getByRole('region', { name: 'Statistics' });
  await expect(statistics.getByRole('img', { name: 'Items practised per skill per day' })).toBeVisible();
  await expect(statistics.getByRole('img', { name: 'Average score per task type against your target' })).toBeVisible();
  await expect(statistics.getByText('Unlimited')).toBeVisible();
  await statistics.getByText('Averages as a table').click();
  await expect(statistics.getByRole('row', { name: /Reading: Reading & Writing: Fill in the Blanks/ })).toBeVisible();

  await expectNoAxeViolations(page, 'dashboard (premium)');
});

test('a new trial learner sees the study plan behind the upgrade overlay, and Upgrade Now leads to the plans', async ({ page, request, baseURL }) => {
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Noor' }), NEW_LEARNER_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Hello, Noor' })).toBeVisible();
  const plan = studyPlan(page);
  await expect(plan.getByText('Your personal study plan is a premium feature')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Exam countdown' }).locator('[data-unit]')).toHaveText(['00', '00', '00', '00']);
  await expect(page.getByRole('region', { name: 'Statistics' }).getByRole('img', { name: 'Items practised per skill per day' })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard (trial)');

  // The listening test: Show word shows the word and leaves a wrong answer wrong (it used to replace it and say Correct).
  const listening = page.getByRole('region', { name: 'Listening test' });
  const answer = listening.getByRole('textbox', { name: 'Your answer' });
  await expect(answer).toBeEnabled();
  await answer.fill('not the word');
  await listening.getByRole('button', { name: 'Show word' }).click();
  const shown = listening.getByRole('status');
  await expect(shown).toHaveText(/^The word is [a-z'-]+$/);
  const word = (await shown.textContent())!.replace('The word is ', '');
  await expect(answer).toHaveValue('not the word');
  await expect(listening.getByRole('img', { name: 'Incorrect' })).toBeVisible();
  await expect(listening.getByRole('img', { name: 'Correct', exact: true })).toHaveCount(0);
  await answer.fill(word);
  await expect(listening.getByRole('img', { name: 'Correct', exact: true })).toBeVisible();

  await plan.getByRole('link', { name: 'Upgrade Now' }).click();
  // The plans page, which brings the learner back to the dashboard once paid.
  await expect(page).toHaveURL('/dashboard/plans?return=%2Fdashboard');
  await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
});

test('the dashboard fits a 375 px phone', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Sam' }), NEW_LEARNER_PASSWORD);
  await expect(page.getByRole('region', { name: 'Statistics' }).getByRole('img', { name: 'Items practised per skill per day' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your target' }).getByRole('button', { name: 'Set Target' })).toBeEnabled();
  await expectNoHorizontalOverflow(page, 'dashboard');
  await page.getByRole('button', { name: 'Set Target' }).click();
  await page.getByRole('dialog', { name: 'Set Target' }).getByRole('button', { name: 'Choose your exam date' }).click();
  await expectNoHorizontalOverflow(page, 'Set Target modal');
});
