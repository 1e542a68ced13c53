import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, learnerApi, NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

// A phone, as most learners in Iran practise on one.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const PERSIAN_DIGIT = /[۰-۹]/;

/**
 * Nothing sticks out of the screen on either side: in right-to-left layouts an overflow runs off the left edge, which
 * the page's scroll width does not show. Boxes inside a sideways scroller (a wide table) are allowed.
 */
async function expectInsideScreen(page: Page, name: string) {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if ((overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') && node.scrollWidth > node.clientWidth) return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || (box.left >= -0.5 && box.right <= width + 0.5)) return false;
        const style = getComputedStyle(element);
        return style.visibility !== 'hidden' && style.position !== 'fixed' && !scrolls(element.parentElement);
      })
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)} ${Math.round(box.left)}…${Math.round(box.right)}`;
      });
  });
  expect(outside, `${name}: elements outside the screen`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${name}: no sideways scroll`).toBe(true);
}

test('a learner switches to فارسی in the user menu: right-to-left Persian dashboard and practice, Persian digits, kept in the profile', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Mina' }), NEW_LEARNER_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Hello, Mina' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('banner').getByRole('button', { name: 'Mina' }).click();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'فارسی' }).click();

  await expect(page.locator('html[dir=rtl][lang=fa]')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'سلام Mina' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'شمارش معکوس آزمون' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'هدف شما' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'برنامهٔ مطالعه' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'زمان باقی‌مانده تا آزمون' })).toContainText('۰۰');
  // Task names stay as the exam names them.
  await expect(page.getByRole('link', { name: 'Read Aloud' }).first()).toBeVisible();

  // Saved to the profile: the server keeps 'fa', and a reload opens in Persian.
  const api = await learnerApi(page);
  expect((await api.get<{ profile: { language: string | null } }>('/api/users/currentUser/')).profile.language).toBe('fa');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'سلام Mina' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectInsideScreen(page, 'dashboard');
  await expectNoAxeViolations(page, 'Persian dashboard');
  await page.screenshot({ path: '/tmp/persian-dashboard.png', fullPage: true });

  await page.goto('/dashboard/reading/multiple-choice-single/1');
  await expect(page.locator('html[dir=rtl][lang=fa]')).toBeAttached();
  const submit = page.getByRole('button', { name: 'ثبت پاسخ' });
  await expect(submit).toBeVisible();
  await expect(page.getByRole('button', { name: 'بعدی' }).first()).toBeVisible();
  await expect(page.getByText(/^[۰-۹]+ از [۰-۹]+$/).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'مسیر صفحه' })).toContainText('ریدینگ');
  await expect(page.getByRole('navigation', { name: 'مسیر صفحه' })).toContainText(PERSIAN_DIGIT);
  await page.waitForLoadState('networkidle');
  await expectInsideScreen(page, 'practice');
  await expectNoAxeViolations(page, 'Persian practice question');
  await page.screenshot({ path: '/tmp/persian-practice.png', fullPage: true });

  await page.getByRole('radio').first().check();
  await submit.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/persian-practice-score.png', fullPage: true });
  await expectInsideScreen(page, 'score');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The question list.
  await page.goto('/dashboard/reading/multiple-choice-single');
  await expect(page.getByRole('heading', { name: /سؤال پیدا شد/ })).toContainText(PERSIAN_DIGIT);
  await page.waitForLoadState('networkidle');
  await expectInsideScreen(page, 'question list');
  await expectNoAxeViolations(page, 'Persian question list');
  await page.screenshot({ path: '/tmp/persian-list.png', fullPage: true });

  // Back to English: left-to-right again, and the profile forgets the language.
  await page.getByRole('banner').getByRole('button', { name: 'Mina' }).click();
  await page.getByRole('group', { name: 'زبان' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html[dir=ltr][lang=en]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Reset filters' })).toBeVisible();
  expect((await api.get<{ profile: { language: string | null } }>('/api/users/currentUser/')).profile.language).toBeNull();
});
