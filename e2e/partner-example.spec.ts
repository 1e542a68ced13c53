import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';
import { NEW_LEARNER_PASSWORD, newLearner, signIn } from './helpers';

// The partner school's Vue page as `node scripts/examples.mjs` built it from the packed packages, served from its own
// origin: the app under test allows http://127.0.0.1:<E2E_PORT + 2> as an embedding origin (playwright.config.ts).
const dist = join(process.cwd(), 'examples', 'partner-vue', 'dist');
const port = Number(process.env.E2E_PORT ?? 8181) + 2;
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

let server: Server;

test.beforeAll(async () => {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('examples/partner-vue is not built: run node scripts/examples.mjs');
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://partner').pathname;
    const file = join(dist, normalize(path === '/' ? '/index.html' : path));
    if (!file.startsWith(dist)) return void response.writeHead(404).end();
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});

// The identity provider's first answer after a cold start can take longer than signIn waits on a busy machine.
test.beforeAll(async ({ request }) => {
  expect((await request.get('/oidc/.well-known/openid-configuration', { timeout: 60_000 })).ok()).toBe(true);
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

// A phone first: the school's page at 360 px, used by touch.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('a partner school page in Vue lists questions, opens one, and shows the score from pte-score', async ({ page, baseURL, request }) => {
  // Sign-in, then a cross-origin page that loads the elements' React parts on first render.
  test.setTimeout(120_000);
  // The school's own sign-in would hand the page a token; here it is the demo learner's from the app's provider.
  await signIn(page, await newLearner(request, baseURL!, { nickname: 'Tara' }), NEW_LEARNER_PASSWORD);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('pte-session') ?? 'null') as { accessToken: string } | null)?.accessToken);
  expect(token).toBeTruthy();

  await page.goto(`http://127.0.0.1:${port}/?api=${encodeURIComponent(baseURL!)}&token=${encodeURIComponent(token!)}`);
  await expect(page.getByRole('heading', { name: 'Riverside English School' })).toBeVisible();
  // The token is taken out of the address bar once read.
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);

  const table = page.locator('pte-question-table');
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  const title = (await rows.nth(1).getByRole('cell').first().innerText()).trim();
  await rows.nth(1).tap();

  await expect(page.getByRole('heading', { name: 'Question 2' })).toBeVisible();
  const question = page.locator('pte-practice-question');
  await expect(question).toContainText(title.split('\n').at(-1)!);
  await question.getByRole('radio').first().tap();
  await expect(question.getByRole('radio').first()).toBeChecked();
  await question.getByRole('button', { name: 'Submit' }).tap();
  await expect(question.getByRole('img', { name: /^Score [01](\.0)? out of 1$/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your score' })).toHaveText(/^Your score: [01] \/ 1$/);
  await page.screenshot({ path: test.info().outputPath('partner-page-360.png'), fullPage: true });
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
