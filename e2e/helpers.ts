import { createHash, randomBytes } from 'node:crypto';
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
