#!/usr/bin/env node
// Lighthouse (mobile preset, its default) on the host's practice page, as a signed-in learner: the page sends a reader
// who is not signed in to the identity provider's sign-in, so signed out it measures the sign-in page instead.
// The demo learner signs in through
// the provider's page in a Chromium profile of its own, and Lighthouse then starts Chromium on that profile with its
// storage kept (the session is in localStorage). Needs a running server with the built host (`npm run build`, then
// `PORT=8471 node packages/server/dist/main.js`).
//
//   node bench/lighthouse.mjs [origin] [path]    default http://127.0.0.1:8471 /dashboard/reading/multiple-choice-single/1
//   LIGHTHOUSE_JSON=out.json                     also keep the whole report
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const origin = process.argv[2] ?? 'http://127.0.0.1:8471';
const path = process.argv[3] ?? '/dashboard/reading/multiple-choice-single/1';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const profile = mkdtempSync(join(tmpdir(), 'pte-lighthouse-'));
const report = join(profile, 'report.json');

const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath, args: ['--no-sandbox'] });
try {
  const page = context.pages()[0] ?? (await context.newPage());
  // Signing in hashes a password on the server: on a loaded machine it takes longer than Playwright's 30 s default.
  page.setDefaultTimeout(180_000);
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill('trial@pte.test');
  await page.getByLabel('Password').fill('Practice123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
  await context.close();
  const run = spawnSync('pnpm', [
    'exec', 'lighthouse', `${origin}${path}`, '--disable-storage-reset',
    `--chrome-flags=--headless=new --no-sandbox --user-data-dir=${profile}`,
    '--only-categories=performance,accessibility', '--output=json', `--output-path=${report}`, '--quiet',
  ], { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromePath } });
  if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status}`);
  const result = JSON.parse(readFileSync(report, 'utf8'));
  if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(result));
  const audit = (id) => result.audits[id]?.displayValue ?? '-';
  console.log(`${result.finalDisplayedUrl} (signed in, mobile preset)`);
  console.log(`performance ${Math.round(result.categories.performance.score * 100)}, accessibility ${Math.round(result.categories.accessibility.score * 100)}`);
  console.log(`FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}, SI ${audit('speed-index')}`);
  for (const [id, item] of Object.entries(result.audits)) {
    if (item.score !== null && item.score < 0.9 && !['informative', 'notApplicable', 'manual'].includes(item.scoreDisplayMode)) {
      console.log(`  below 0.9: ${id} ${item.displayValue ?? ''}`);
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
