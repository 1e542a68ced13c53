import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, learnerApi, newLearner, NEW_LEARNER_PASSWORD, signIn } from './helpers';

/** The list a question's prediction tab belongs to, and the same list on the prediction tab. */
const LIST = '/dashboard/reading/multiple-choice-single';
const PREDICTION_LIST = `${LIST}?category=prediction&predictionType=WEEKLY`;
const PHONE = { width: 375, height: 812 };

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const planCard = (page: Page, name: string) => page.getByRole('article', { name });

/** PATCH /api/profile as the signed-in learner (the profile page's call). */
async function updateProfile(page: Page, body: Record<string, unknown>) {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('pte-session') ?? 'null') as { accessToken: string } | null)?.accessToken);
  const response = await page.request.patch('/api/profile', { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(response.status(), await response.text()).toBe(200);
}

async function status(page: Page): Promise<string> {
  const api = await learnerApi(page);
  return (await api.get<{ profile: { status: string } }>('/api/users/currentUser')).profile.status;
}

/** The plans page, its first paid card and the payment method modal: axe clean and nothing past the right edge at 375 px. */
async function checkPlansPage(page: Page) {
  await expect(planCard(page, 'Free').getByRole('button')).toBeDisabled();
  await expectNoAxeViolations(page, 'plans page');
  await expectNoHorizontalOverflow(page, 'plans page');
}

test('a trial learner upgrades from a question’s prediction tab, pays in dollars and comes back premium to that tab', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const email = await newLearner(request, baseURL!);
  await signIn(page, email, NEW_LEARNER_PASSWORD);
  expect(await status(page)).toBe('TRIAL');

  // The prediction gate on a question: its list's Prediction tab asks for a plan.
  await page.goto(`${LIST}/1`);
  await page.getByRole('button', { name: 'Question list' }).click();
  // On a phone the list's filters fold behind a button.
  await page.getByRole('dialog', { name: /questions/ }).getByRole('button', { name: /^Filters/ }).click();
  await tab(page, 'Prediction').click();
  const upgrade = page.getByRole('dialog', { name: 'Premium feature' });
  await expect(upgrade).toBeVisible();
  await upgrade.getByRole('link', { name: 'Explore Plans' }).click();
  await expect(page).toHaveURL(`/dashboard/plans?${new URLSearchParams({ return: PREDICTION_LIST })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await checkPlansPage(page);

  const month = planCard(page, 'Premium 1 month');
  await month.getByRole('button', { name: 'Buy Now' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment method' });
  await expect(payment.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expectNoAxeViolations(page, 'payment method modal', '[role="dialog"]');
  await expectNoHorizontalOverflow(page, 'payment method modal');
  await payment.getByRole('radio', { name: /Dollar \(PayPal\)/ }).check();
  await payment.getByRole('button', { name: 'Pay Now' }).click();

  // The embedded sandbox gateway: labelled as a test payment, Approve and Cancel.
  await expect(page).toHaveURL(/\/sandbox\/paypal\//);
  await expect(page).toHaveTitle('Test payment — no money moves');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();

  // Back where the gate was, premium, on the prediction tab, with the outcome said once and gone from the address.
  await expect(page.getByText(/Payment received: you are Premium until/)).toBeVisible();
  await expect(page).toHaveURL(PREDICTION_LIST);
  await expect(page.getByRole('heading', { name: /^Found \d+ Questions$/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Premium feature' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(tab(page, 'Prediction')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Done' }).click();
  expect(await status(page)).toBe('PREMIUM');

  // Purchase history, from the user menu: the order, paid, a test payment, with its receipt.
  await page.getByRole('banner').getByRole('button', { name: 'New learner' }).click();
  await page.getByRole('link', { name: 'Purchase History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase history' })).toBeVisible();
  const order = page.getByRole('article', { name: 'Premium 1 month' });
  await expect(order).toHaveCount(1);
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  await expect(order.getByText('Test payment')).toBeVisible();
  await expect(order).toContainText('PayPal');
  await expectNoAxeViolations(page, 'purchase history');
  await expectNoHorizontalOverflow(page, 'purchase history');

  await order.getByRole('link', { name: 'Receipt' }).click();
  await expect(page).toHaveURL(/\/print\/receipt\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt No\. \d+$/ })).toBeVisible();
  await expect(page.getByText('Test payment: no money moved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolations(page, 'receipt');
  await expectNoHorizontalOverflow(page, 'receipt');
});

test('a trial learner pays in Toman with a promo code, cancels at the gateway and stays on trial with the order cancelled', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const email = await newLearner(request, baseURL!);
  await signIn(page, email, NEW_LEARNER_PASSWORD);

  await page.goto('/dashboard/plans');
  const month = planCard(page, 'Premium 1 month');
  await month.getByRole('button', { name: 'Buy Now' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment method' });
  await payment.getByRole('radio', { name: /Toman \(Zarinpal\)/ }).check();
  await expect(payment.getByText('To pay').locator('..')).toContainText('Toman');

  // A code the server does not know: its sentence under the field, and the field still open.
  const field = payment.getByLabel('Promo code');
  await field.fill('NO-SUCH-CODE');
  await payment.getByRole('button', { name: 'Apply' }).click();
  await expect(payment.getByRole('alert')).not.toBeEmpty();
  await expect(field).toBeEnabled();
  await expectNoAxeViolations(page, 'payment method modal with a refused code', '[role="dialog"]');

  // The demo's 20 % code (seeded with the demo learners): 'Boom!' with the lower price, then the field is locked.
  await field.fill('save20');
  await payment.getByRole('button', { name: 'Apply' }).click();
  const boom = page.getByRole('dialog', { name: 'Boom!' });
  await expect(boom).toContainText('Your promo code applied.');
  await expect(boom).toContainText(/Premium 1 month: .* Toman/);
  await expect(boom).not.toContainText('Premium 1 month: 0 Toman');
  await boom.getByRole('button', { name: 'Continue' }).click();
  await expect(payment.getByRole('status')).toHaveText('Your promo code applied');
  await expect(field).toBeDisabled();
  await expect(payment.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await payment.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page).toHaveURL(/\/sandbox\/zarinpal\//);
  await expect(page).toHaveTitle('Test payment — no money moves');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  // Back on the plans page: cancelled, nothing charged, still on trial.
  await expect(page.getByText('The payment was cancelled. Nothing was charged.')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/plans');
  expect(await status(page)).toBe('TRIAL');

  await page.goto('/dashboard/purchase-history');
  const order = page.getByRole('article', { name: 'Premium 1 month' });
  await expect(order.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(order).toContainText('Zarinpal');
  await expect(order).toContainText('Toman');
  await expect(order).toContainText('SAVE20');
  await expect(order.getByRole('link', { name: 'Receipt' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'purchase history, cancelled');
  await expectNoHorizontalOverflow(page, 'purchase history, cancelled');
});

test('a learner in Iran claims the free month from the promo banner: the code applies once, no gateway, premium at once', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(page, await newLearner(request, baseURL!), NEW_LEARNER_PASSWORD);
  await expect(page.getByRole('complementary', { name: /Premium free/ })).toHaveCount(0);
  await updateProfile(page, { country: 'IR' });
  await page.reload();

  const banner = page.getByRole('complementary', { name: /One month of Premium free/ });
  await expect(banner).toContainText(/with the code \S+, until /);
  await expectNoAxeViolations(page, 'promo banner', 'aside');
  await expectNoHorizontalOverflow(page, 'dashboard with the promo banner');
  await banner.getByRole('link', { name: 'Claim your free month' }).click();
  await expect(page).toHaveURL(/\/dashboard\/plans\?promo=/);
  const code = new URL(page.url()).searchParams.get('promo')!;

  await planCard(page, 'Premium 1 month').getByRole('button', { name: 'Buy Now' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment method' });
  await expect(payment.getByLabel('Promo code')).toHaveValue(code);
  await payment.getByRole('button', { name: 'Apply' }).click();
  const boom = page.getByRole('dialog', { name: 'Boom!' });
  await expect(boom).toContainText('Your promo code applied.');
  await expect(boom).toContainText('Premium 1 month: 0 Toman');
  await expectNoAxeViolations(page, "'Boom!' modal", '[role="dialog"]');
  await boom.getByRole('button', { name: 'Continue' }).click();
  await expect(payment.getByRole('status')).toHaveText('Your promo code applied');
  await expect(payment.getByLabel('Promo code')).toBeDisabled();
  await expect(payment.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(payment.getByRole('button', { name: 'Pay Now' })).toBeFocused();
  await payment.getByRole('button', { name: 'Pay Now' }).click();

  // No gateway: the server's message, then the dashboard, premium already.
  await expect(page.getByText(new RegExp(`Your promo code ${code} gave you \\d+ days of premium`))).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await status(page)).toBe('PREMIUM');

  await page.goto('/dashboard/purchase-history');
  const order = page.getByRole('article', { name: 'Premium 1 month' });
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  await expect(order).toContainText('Promo code (nothing to pay)');
  await expect(order).toContainText(code);

  // Dismissed, the banner stays away for this code.
  await page.getByRole('complementary', { name: /One month of Premium free/ }).getByRole('button', { name: 'Dismiss the offer' }).click();
  await expect(page.getByRole('complementary', { name: /Premium free/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase history' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: /Premium free/ })).toHaveCount(0);
});

test('the plans page, the payment modal and the purchase history speak Persian, right to left', async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Sara' }), NEW_LEARNER_PASSWORD);
  await page.getByRole('banner').getByRole('button', { name: 'Sara' }).click();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'فارسی' }).click();
  await expect(page.locator('html[dir=rtl][lang=fa]')).toBeAttached();

  await page.goto('/dashboard/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'اشتراک‌ها' })).toBeVisible();
  const month = planCard(page, 'Premium 1 month');
  // The plan leads with Toman, in words and Persian digits; dollars under it.
  await expect(month.getByText('۹۹۰ هزار تومان', { exact: true })).toBeVisible();
  await expect(month.getByText(/^یا .*۱۹٫۹۹/)).toBeVisible();
  await expect(planCard(page, 'Free').getByRole('button', { name: 'طرح فعلی' })).toBeDisabled();
  await expectNoAxeViolations(page, 'plans page in Persian');
  await expectNoHorizontalOverflow(page, 'plans page in Persian');
  await page.screenshot({ path: testInfo.outputPath('plans-fa.png'), fullPage: true });

  await month.getByRole('button', { name: 'خرید' }).click();
  const payment = page.getByRole('dialog', { name: 'روش پرداخت' });
  await payment.getByRole('radio', { name: /تومان \(Zarinpal\)/ }).check();
  await expect(payment.getByText('مبلغ پرداخت')).toBeVisible();
  await expect(payment.getByRole('button', { name: 'اعمال' })).toBeDisabled();
  await expectNoAxeViolations(page, 'payment modal in Persian', '[role="dialog"]');
  await expectNoHorizontalOverflow(page, 'payment modal in Persian');
  await page.screenshot({ path: testInfo.outputPath('payment-fa.png') });
  await payment.getByRole('button', { name: 'انصراف' }).click();

  await page.goto('/dashboard/purchase-history');
  await expect(page.getByRole('heading', { level: 1, name: 'سابقهٔ خرید' })).toBeVisible();
  await expect(page.getByText('هنوز خریدی نکرده‌اید.')).toBeVisible();
  await expectNoAxeViolations(page, 'purchase history in Persian');
});
