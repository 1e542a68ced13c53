import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './audio';

/**
 * Forty wrong passwords in a row for one account from one address: after ten that address has to wait, with a message
 * saying so and a wait that grows with every further try, while the learner signs in as usual from another address.
 * The learner's browser reaches the app over IPv6 (::1) and the attacker's over IPv4 (127.0.0.1); the account is
 * made for this test, so no other test's sign-in is slowed whatever address it uses.
 */
const browserAt = (address: string) => chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP localhost ${address}`],
});

async function signInPage(browser: Browser, baseURL: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(baseURL);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  return page;
}

test('forty wrong sign-ins from one address are slowed down, and the learner still signs in from another', async ({ baseURL }) => {
  test.setTimeout(150_000);
  const email = `throttled-${Date.now()}@pte.test`;
  const password = 'amber lantern orchard 57';
  const home = await browserAt('[::1]');
  const away = await browserAt('127.0.0.1');
  try {
    // The learner creates an account at home.
    const learner = await signInPage(home, baseURL!);
    await learner.getByRole('link', { name: 'Create an account' }).click();
    await learner.getByLabel('Email').fill(email);
    await learner.getByLabel('Nickname').fill('Throttled');
    await learner.getByLabel('Password').fill(password);
    await learner.getByRole('button', { name: 'Create account' }).click();
    await expect(learner).toHaveURL(/\/dashboard$/);

    // Someone elsewhere guesses the password.
    const tab = await signInPage(away, baseURL!);
    const seen: string[] = [];
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      await tab.getByLabel('Email').fill(email);
      await tab.getByLabel('Password').fill(`not-the-password-${attempt}`);
      await tab.getByRole('button', { name: 'Sign in' }).click();
      const alert = tab.getByRole('alert');
      await expect(alert).toBeVisible();
      seen.push((await alert.textContent()) ?? '');
    }
    expect(seen.slice(0, 10).every((text) => text === 'The email or password is not correct.')).toBe(true);
    const refused = seen.slice(10);
    expect(refused.every((text) => text.startsWith('Too many failed sign-ins from your connection. Please wait'))).toBe(true);
    const waits = refused.map((text) => /wait (\d+) (seconds|minutes)/.exec(text)!).map(([, n, unit]) => Number(n) * (unit === 'minutes' ? 60 : 1));
    expect(waits.at(-1)!).toBeGreaterThan(waits[0]);
    // Even the right password waits at that address.
    await tab.getByLabel('Email').fill(email);
    await tab.getByLabel('Password').fill(password);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await expect(tab.getByRole('alert')).toContainText('Too many failed sign-ins');

    // The learner, at home, is not locked out.
    const again = await signInPage(home, baseURL!);
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password').fill(password);
    await again.getByRole('button', { name: 'Sign in' }).click();
    await expect(again).toHaveURL(/\/dashboard$/);
  } finally {
    await home.close();
    await away.close();
  }
});
