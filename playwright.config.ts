import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/audio';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every spec that changes a learner's state (answers, plan, notes, quota, profile) signs its own new learner up
  // (e2e/helpers.ts newLearner, makePremium) and the demo learners are only read, so spec files can run side by side:
  // Two run at a time (a file's tests stay in order): on the 2-core CI machine the suite took 11.9 min with one
  // worker (quiet machine) and 8.0 min with two while the machine's load average was 15–25. E2E_WORKERS=1 runs them
  // one by one (a failure to read without a neighbour's load).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright must never download a browser here.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // A fresh database every run: the app is started exactly as `npm start` starts it.
    command: `rm -rf .test-data/e2e-${port} && node --enable-source-maps packages/server/dist/main.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), DATA_DIR: `.test-data/e2e-${port}`, PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false',
      // Pages on other origins that embed the kit: the blog example (port + 1) and the partner example (port + 2).
      EMBED_ORIGINS: `http://127.0.0.1:${port + 1},http://127.0.0.1:${port + 2}`,
      // Every spec signs its own new learners up from this one address: more than a person's hourly allowance (10).
      SIGN_UPS_PER_HOUR: '100',
    },
  },
});
