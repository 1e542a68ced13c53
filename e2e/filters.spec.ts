import { expect, test, type Page } from '@playwright/test';
import { learnerApi, makePremium, NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

const LIST = '/dashboard/reading/multiple-choice-single';

const found = (page: Page, count: number) => page.getByRole('heading', { name: `Found ${count} Questions` });
const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const firstRow = (page: Page) => page.getByRole('table').getByRole('row').nth(1);

test('a premium learner narrows the list by category, difficulty, search and sort, and every change goes back to page 1', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Parsa', pteType: 'PTE Core' }), NEW_LEARNER_PASSWORD);
  await makePremium(page);
  // Exam memory counts are the reports learners made: three questions reported, one of them twice.
  const api = await learnerApi(page);
  const task = ['reading', 'multipleChoiceSingleAnswer'] as const;
  const replication = await api.questionId(...task, 'Repeating Psychology Experiments');
  await api.reportExamMemory(replication, '2026-03-02');
  await api.reportExamMemory(replication, '2026-05-14');
  await api.reportExamMemory(await api.questionId(...task, 'Choosing a Survey Sample'), '2026-04-20');
  await api.reportExamMemory(await api.questionId(...task, 'Phases of the Moon'), '2026-06-08');
  await page.goto(LIST);
  await expect(found(page, 25)).toBeVisible();

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await tab(page, 'Frequent Qs').click();
  await expect(found(page, 3)).toBeVisible();
  await expect(tab(page, 'Frequent Qs')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/category=exam-memory/);
  await expect(page).toHaveURL(/prediction=true/);
  await expect(page).not.toHaveURL(/page=/);

  await page.getByRole('checkbox', { name: 'Hard' }).check();
  await expect(found(page, 2)).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Frequent Qs: most first' });
  await expect(page).toHaveURL(/sort=prediction%3Adesc/);
  await expect(firstRow(page)).toContainText('Repeating Psychology Experiments');

  await page.getByRole('searchbox', { name: 'Search questions' }).fill('survey');
  await expect(found(page, 1)).toBeVisible();
  await expect(firstRow(page)).toContainText('Choosing a Survey Sample');
  await expect(page).toHaveURL(/title=survey/);

  // The URL holds the filters: a reload shows the same list.
  await page.reload();
  await expect(found(page, 1)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('survey');
  await expect(page.getByRole('checkbox', { name: 'Hard' })).toBeChecked();

  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(found(page, 25)).toBeVisible();
  await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('');

  await tab(page, 'Prediction').click();
  await expect(found(page, 4)).toBeVisible();
  const period = filters(page).getByRole('group', { name: 'Prediction period' });
  await expect(period.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  const month = new Date().toLocaleString('en', { month: 'long' });
  await period.getByRole('radio', { name: month }).check();
  await expect(page).toHaveURL(/predictionType=MONTHLY/);
  await expect(firstRow(page)).toContainText('Mixed-Use Neighbourhoods');
  await expect(page.getByLabel('Sort by').locator('option', { hasText: 'Exam memory: most first' })).toHaveCount(1);

  await tab(page, 'Bookmarked').click();
  const levels = filters(page).getByRole('group', { name: 'Bookmark level' }).getByRole('checkbox');
  await expect(levels).toHaveCount(5);
  for (const level of await levels.all()) await expect(level).toBeChecked();
  await tab(page, 'All').click();
  await expect(filters(page).getByRole('group', { name: 'Bookmark level' })).toHaveCount(0);
  await expect(found(page, 25)).toBeVisible();

  // Column headers still sort, and a sort change also goes back to page 1.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('columnheader', { name: 'Question' }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=title%3Aasc/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole('textbox', { name: 'Page' })).toHaveValue('1');
  await expect(firstRow(page)).toContainText('Autumn Leaf Colours');
  await expect(page.getByLabel('Sort by')).toHaveValue('title:asc');
});

test('a trial learner picking Prediction sees the upgrade modal and the tab reverts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'trial@pte.test');
  await page.goto(`${LIST}?complexities=HARD`);
  await expect(found(page, 8)).toBeVisible();
  await expect(tab(page, 'Prediction')).toContainText('Premium');

  await tab(page, 'Prediction').click();
  const upgrade = page.getByRole('dialog', { name: 'Premium feature' });
  await expect(upgrade).toBeVisible();
  await expect(upgrade).toContainText('The prediction lists are for premium learners.');
  // Explore Plans carries the way back: after paying, this list with the prediction tab open.
  await expect(upgrade.getByRole('link', { name: 'Explore Plans' }))
    .toHaveAttribute('href', `/dashboard/plans?${new URLSearchParams({ return: `${LIST}?category=prediction&complexities=HARD&predictionType=WEEKLY` })}`);
  await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Prediction')).toHaveAttribute('aria-selected', 'false');
  await upgrade.getByRole('button', { name: 'Maybe later' }).click();
  await expect(upgrade).toBeHidden();
  await expect(page).not.toHaveURL(/predictionType/);
  await expect(found(page, 8)).toBeVisible();

  // A shared link to the prediction list is never sent to the server (403 would sign the learner out).
  await page.goto(`${LIST}?category=prediction&predictionType=WEEKLY`);
  await expect(upgrade).toBeVisible();
  await expect(found(page, 25)).toBeVisible();
  await expect(page).not.toHaveURL(/predictionType/);
  await upgrade.getByRole('link', { name: 'Explore Plans' }).click();
  await expect(page).toHaveURL(`/dashboard/plans?${new URLSearchParams({ return: `${LIST}?category=prediction&predictionType=WEEKLY` })}`);
});

test('the drawer is a bottom sheet at 1000px and a side panel at 1280px, also in the practice page\'s question list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'premium@pte.test');
  await page.goto(LIST);
  await expect(found(page, 25)).toBeVisible();
  const panel = filters(page);
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  const panelBox = (await panel.boundingBox())!;
  const tableBox = (await page.getByRole('table').boundingBox())!;
  expect(panelBox.x).toBeGreaterThan(tableBox.x + tableBox.width - 1);
  expect(panelBox.y).toBeLessThan(tableBox.y);

  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(panel).toBeHidden();
  const trigger = page.getByRole('button', { name: /^Filters/ });
  await expect(trigger).toBeVisible();
  await trigger.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Close filters' })).toBeFocused();
  const sheetBox = (await sheet.boundingBox())!;
  expect(sheetBox.x).toBe(0);
  expect(sheetBox.width).toBe(1000);
  expect(Math.round(sheetBox.y + sheetBox.height)).toBe(800);
  await sheet.getByRole('checkbox', { name: 'Hard' }).check();
  await expect(found(page, 8)).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAccessibleName('Filters (1 active)');
  await expect(found(page, 8)).toBeVisible();

  // Back on a wide screen the panel shows again, with the filter kept.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'Hard' })).toBeChecked();

  await page.goto(`${LIST}/1`);
  await page.getByRole('button', { name: 'Question list' }).click();
  const list = page.getByRole('dialog', { name: /questions/ });
  await expect(list.getByRole('heading', { name: 'Found 25 Questions' })).toBeVisible();
  await expect(list.getByRole('region', { name: 'Filters' })).toBeVisible();
  await list.getByRole('checkbox', { name: 'Easy' }).check();
  await expect(list.getByRole('heading', { name: 'Found 9 Questions' })).toBeVisible();
  await list.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/multiple-choice-single\/1\?complexities=EASY$/);
});
