import { expect, test, type Page } from '@playwright/test';
import { learnerApi, NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

/** Every JSON body the page receives, in order. */
function recordResponses(page: Page) {
  const bodies: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    bodies.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  return bodies;
}

test('nothing the page loads before an answer gives the key away; the key and transcript come with the score', async ({ page, request, baseURL }) => {
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Tara' }), NEW_LEARNER_PASSWORD);
  const bodies = recordResponses(page);

  await page.goto('/dashboard/listening/write-from-dictation/1');
  const input = page.getByRole('textbox');
  await expect(input).toBeEditable();
  await page.getByRole('tab', { name: /Community/ }).click();
  await page.goto('/dashboard/reading/multiple-choice-single/1');
  await expect(page.getByRole('radio').first()).toBeVisible();
  await page.goto('/dashboard/listening/write-from-dictation/1');
  await expect(input).toBeEditable();
  await page.waitForLoadState('networkidle');

  // What the learner must not see yet, asked for here the way the answer section asks for it.
  const api = await learnerApi(page);
  const { question } = await api.get<{ question: { id: number } }>('/api/listening/writeFromDictation/1');
  const solution = await api.get<{ transcript: string; answerKey: { kind: string } }>(`/api/listening/writeFromDictation/questions/${question.id}/solution`);
  expect(solution.answerKey.kind).toBe('dictation');
  expect(bodies.length).toBeGreaterThan(5);
  for (const { url, body } of bodies) {
    expect(body, url).not.toContain(solution.transcript);
    expect(body, url).not.toMatch(/"(answerKey|transcript|explanation|expected|modelAnswer|keyPoints)":\s*(?!null)/);
  }

  const before = bodies.length;
  await input.fill(solution.transcript.toLowerCase().replace(/[.,]/g, ''));
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: /^Score (\d+)\.0 out of \1$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const answer = page.getByRole('region', { name: 'Answer' });
  await expect(answer.getByText(solution.transcript)).toBeVisible();
  expect(bodies.slice(before).some(({ body }) => body.includes('"answerKey":{"kind":"dictation"'))).toBe(true);
});
