import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Practice123!';

/** Signs in from the landing page through the identity provider's page, as a learner does. */
export async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
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
