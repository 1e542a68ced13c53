import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Practice123!';
/** New learners' password: the sign-up form refuses easy ones such as the demo learners'. */
export const NEW_LEARNER_PASSWORD = 'amber kettle orbit 57';

/**
 * A new learner, signed up through the provider's form over HTTP (no browser): a test that needs one with no answers
 * and all its free AI scores, whatever other specs did, signs in as them. Returns the email.
 */
export async function newLearner(
  request: APIRequestContext,
  baseURL: string,
  { password = NEW_LEARNER_PASSWORD, nickname = 'New learner', pteType = 'PTE Academic', domain = 'pte.test' } = {},
): Promise<string> {
  const email = `learner-${Date.now()}-${randomBytes(3).toString('hex')}@${domain}`;
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'pte-web', response_type: 'code', redirect_uri: `${baseURL}/auth/callback`, scope: 'openid offline_access api', state: 's',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
  });
  const start = await request.get(`/oidc/auth?${query}`, { maxRedirects: 0 });
  const interaction = new URL(start.headers().location!, baseURL).pathname;
  const signUp = await request.post(`${interaction}/signup`, { form: { email, nickname, password, pteType }, maxRedirects: 0 });
  expect(signUp.status(), await signUp.text()).toBe(303);
  return email;
}

/**
 * Makes the signed-in learner premium the way a learner in Iran does: the promo banner's free month (a FREE_DAYS code,
 * no gateway) ordered through the API. Lets a spec that changes a premium learner's state (answers, plan, notes) have a
 * premium learner of its own instead of the shared demo learner, so specs can run side by side. Reloads the page.
 */
export async function makePremium(page: Page) {
  const api = await learnerApi(page);
  const config = (await (await page.request.get('/api/config')).json()) as { promoBanner: { code: string } | null };
  if (!config.promoBanner) throw new Error('the server has no promo banner (PROMO_BANNER_COUNTRY): no free month to claim');
  const plans = await api.get<{ _embedded: { planList: { id: number; name: string }[] } }>('/api/settings/plans');
  const plan = plans._embedded.planList.find(({ name }) => name === 'Premium 1 month');
  if (!plan) throw new Error('no Premium 1 month plan');
  const back = new URL('/dashboard', page.url()).href;
  const order = await api.post<{ data: { message?: string } }>('/api/payments/order', {
    item: { item_id: plan.id, related_service: 'pte' }, redirect_url: back, secondary_redirect_url: back,
    discount_code: config.promoBanner.code, payment_gateway: 'ZARINPAL',
  });
  expect(order.data.message, 'the free month needs no gateway').toBeTruthy();
  await page.reload();
}

/** Signs in from the landing page through the identity provider's page, as a learner does. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signOut(page: Page, nickname: string) {
  await page.getByRole('banner').getByRole('button', { name: nickname }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** The signed-in learner's API, called with the access token the app keeps (for setting up what a test needs). */
export async function learnerApi(page: Page) {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('pte-session') ?? 'null') as { accessToken: string } | null)?.accessToken);
  if (!token) throw new Error('not signed in');
  const headers = { authorization: `Bearer ${token}` };
  return {
    /** A GET of the API as the learner, answered as JSON. */
    async get<T>(path: string): Promise<T> {
      const response = await page.request.get(path, { headers });
      expect(response.status(), path).toBe(200);
      return (await response.json()) as T;
    },
    /** A POST of the API as the learner (200 or 201), answered as JSON. */
    async post<T>(path: string, data: unknown): Promise<T> {
      const response = await page.request.post(path, { headers, data });
      expect([200, 201], `${path}: ${await response.text()}`).toContain(response.status());
      return (await response.json()) as T;
    },
    async questionId(skill: string, task: string, title: string): Promise<number> {
      const response = await page.request.get(`/api/${skill}/${task}`, { headers, params: { title } });
      const [row] = (await response.json())._embedded.questionList as { id: number }[];
      if (!row) throw new Error(`no ${task} question titled ${title}`);
      return row.id;
    },
    async reportExamMemory(practiceId: number, date: string) {
      const response = await page.request.post('/api/predictions', {
        headers, data: { practiceId, date, country: 'IR', pteType: 'ACADEMIC', description: '' },
      });
      expect(response.status()).toBe(201);
    },
  };
}

/** No axe violations on the page (or in the part `include` selects); `name` says where in the failure message. */
export async function expectNoAxeViolations(page: Page, name: string, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  expect(results.violations.map((violation) => `${name}: ${violation.id} (${violation.nodes.length}) ${violation.help}`)).toEqual([]);
}

/**
 * Nothing is wider than the screen: the page does not scroll sideways, and no visible element ends past the right edge
 * unless it sits inside a box that scrolls or clips sideways on purpose (a wide table in its own scroller).
 */
export async function expectNoHorizontalOverflow(page: Page, name: string) {
  // A phone zooms out to show a page wider than the screen, which widens innerWidth: compare with the screen itself.
  const screenWidth = page.viewportSize()!.width;
  const overflow = await page.evaluate((screen) => {
    const width = Math.min(window.innerWidth, screen);
    const scrollsSideways = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if ((overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') && node.scrollWidth > node.clientWidth) return true;
      }
      return false;
    };
    const beyond = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) return false;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.position === 'fixed') return false;
        return !scrollsSideways(element.parentElement);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)} right=${Math.round(element.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, beyond };
  }, screenWidth);
  expect(overflow.beyond, `${name}: elements past the right edge`).toEqual([]);
  expect(overflow.scrollWidth, `${name}: page width`).toBeLessThanOrEqual(overflow.width);
}
