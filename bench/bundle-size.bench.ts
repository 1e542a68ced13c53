import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { compressedSizes } from '../scripts/size-budget.mjs';

/**
 * What a blog post with one <pte-practice-question> (a multiple-choice question, a reader who is not signed in)
 * costs in JavaScript before the question shows, against React's own runtime measured in the same run: react and
 * react-dom/client bundled and minified by the same Vite, then compressed the way the server's copies are. Chromium
 * loads the page from the built server (host/dist with its precompressed files, `npm run build` first); every script
 * response that finished before the question's radios showed is counted, by the bytes that crossed the wire
 * (Content-Encoding br) and, from the same files on disk, gzip and raw. The goal: page ≤ React + 35 KB gzip.
 *
 * The standalone bundle's view layer is Preact through `preact/compat` (packages/elements/standalone.preact.ts), so
 * the same run also builds Preact's runtime the same way (preact/compat with its client and @preact/signals) to show
 * what replaced React; the goal stays stated against React's runtime.
 */
const root = resolve(__dirname, '..');
const PORT = 8411;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGE = `${ORIGIN}/bench/blog-post.html`;
const hostDist = join(root, 'host', 'dist');
const serverMain = join(root, 'packages', 'server', 'dist', 'main.js');
const ready = existsSync(join(hostDist, 'elements', 'pte-elements.js')) && existsSync(serverMain) && existsSync('/usr/bin/chromium');

const BLOG_POST = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Five minutes of PTE reading</title>
<script type="module" src="/elements/pte-elements.js"></script></head>
<body><article><h1>Five minutes of PTE reading</h1><p>Try this one before your coffee gets cold.</p>
<pte-practice-question task="reading.multipleChoiceSingleAnswer"></pte-practice-question>
</article></body></html>`;

interface Sizes { raw: number; gzip: number; brotli: number }
const sum = (list: Sizes[]): Sizes => list.reduce((total, item) => ({ raw: total.raw + item.raw, gzip: total.gzip + item.gzip, brotli: total.brotli + item.brotli }), { raw: 0, gzip: 0, brotli: 0 });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A view layer as an app ships it: one minified chunk from a small entry that renders a paragraph. */
async function runtime(name: string, entry: string, alias: Record<string, string>): Promise<Sizes> {
  const dir = mkdtempSync(join(tmpdir(), `pte-${name}-runtime-`));
  try {
    writeFileSync(join(dir, 'entry.js'), entry);
    await build({
      configFile: false, logLevel: 'silent', root: dir, resolve: { alias },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { outDir: join(dir, 'out'), minify: true, modulePreload: { polyfill: false }, rollupOptions: { input: join(dir, 'entry.js') } },
    });
    const out = join(dir, 'out', 'assets');
    return sum(readdirSync(out).filter((file) => file.endsWith('.js')).map((file) => compressedSizes(readFileSync(join(out, file)))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Both resolved from the elements package: React is its peer (a dev dependency there), Preact the standalone bundle's.
const elements = join(root, 'packages/elements/node_modules');
/** react + react-dom/client: the baseline of the goal. */
const reactRuntime = () => runtime('react', "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(createElement('p', null, 'hi'));\n",
  { react: join(elements, 'react'), 'react-dom': join(elements, 'react-dom') });
/** preact/compat + its createRoot + @preact/signals (which brings @preact/signals-core): what the bundle ships instead. */
const preactRuntime = () => runtime('preact', "import { createElement } from 'preact/compat';\nimport { createRoot } from 'preact/compat/client';\nimport '@preact/signals';\ncreateRoot(document.body).render(createElement('p', null, 'hi'));\n",
  { preact: join(elements, 'preact'), '@preact/signals': join(elements, '@preact/signals') });

let server: ChildProcess | undefined;
let browser: Browser | undefined;
let react: Sizes;
let preact: Sizes;
const loads: { wire: number; files: Sizes; scripts: number; names: string[]; ms: number }[] = [];

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the server did not answer on ${ORIGIN}`);
}

/** One cold load of the blog post (a fresh browser context: nothing cached). */
async function loadBlogPost() {
  await start();
  const context = await browser!.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.route(PAGE, (route) => route.fulfill({ contentType: 'text/html', body: BLOG_POST }));
  const scripts: { url: string; wire: number; done: Promise<void> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const entry = { url: response.url(), wire: 0, done: Promise.resolve() };
    entry.done = response.request().sizes().then((sizes) => { entry.wire = sizes.responseBodySize; }, () => {});
    scripts.push(entry);
  });
  const started = performance.now();
  await page.goto(PAGE);
  await page.locator('pte-practice-question').getByRole('radio').first().waitFor({ state: 'visible', timeout: 60_000 });
  const ms = performance.now() - started;
  const before = [...scripts];
  await Promise.all(before.map((script) => script.done));
  await context.close();
  const files = before.map((script) => {
    const file = join(hostDist, new URL(script.url).pathname);
    return existsSync(file) ? compressedSizes(readFileSync(file)) : { raw: 0, gzip: 0, brotli: 0 };
  });
  const names = before.map((script, index) => `${new URL(script.url).pathname.split('/').pop()} ${kb(files[index].gzip)}`);
  const load = { wire: before.reduce((total, script) => total + script.wire, 0), files: sum(files), scripts: before.length, names, ms };
  loads.push(load);
  report(load);
}

/** Printed after each load (bench mode keeps the console of hooks to itself): the figures of that load. */
function report({ wire, files: page, scripts, names, ms }: (typeof loads)[number]) {
  process.stdout.write([
    `scripts (gzip): ${names.join(', ')}`,
    `\nReact runtime (react + react-dom/client, minified): ${kb(react.raw)} raw, ${kb(react.gzip)} gzip, ${kb(react.brotli)} br`,
    `\nPreact runtime (preact/compat + client + @preact/signals, minified, what the bundle ships): ${kb(preact.raw)} raw, ${kb(preact.gzip)} gzip, ${kb(preact.brotli)} br`,
    `blog post, JS before the question shows (${ms.toFixed(0)} ms): ${scripts} scripts, ${kb(wire)} on the wire, ${kb(page.brotli)} br, ${kb(page.gzip)} gzip, ${kb(page.raw)} raw`,
    `ratio to React: ${(page.gzip / react.gzip).toFixed(2)}× gzip, ${(page.brotli / react.brotli).toFixed(2)}× br; over React: ${kb(page.gzip - react.gzip)} gzip (goal ≤ 35 KB: ${page.gzip - react.gzip <= 35 * 1024 ? 'met' : 'NOT met'})\n`,
  ].join('\n'));
}

let started: Promise<void> | undefined;
/** The React build, the server and the browser, once (bench mode may call the case before the hooks settle). */
function start() {
  started ??= (async () => {
    react = await reactRuntime();
    preact = await preactRuntime();
    const busy = await fetch(`${ORIGIN}/healthz`).then(() => true, () => false);
    if (busy) throw new Error(`port ${PORT} is in use: stop what runs there (an e2e run?) and bench again`);
    const data = join(root, '.test-data', `bench-${PORT}`);
    rmSync(data, { recursive: true, force: true });
    // Bench mode does not always run afterAll, and a worker that is killed runs no exit handler either: the server runs
    // under a small keeper that stops it as soon as the pipe from this process closes, however this process ends.
    const keeper = `const server = require('node:child_process').spawn(process.execPath, [${JSON.stringify(serverMain)}], { stdio: 'ignore' });`
      + "process.stdin.on('end', () => server.kill()).resume(); server.on('exit', (code) => process.exit(code ?? 0));";
    server = spawn(process.execPath, ['-e', keeper], {
      cwd: root, stdio: ['pipe', 'ignore', 'ignore'],
      env: { ...process.env, PORT: String(PORT), DATA_DIR: data, PUBLIC_URL: ORIGIN, LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false' },
    });
    await waitForServer();
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  })();
  return started;
}

describe.skipIf(!ready)('JavaScript of a blog post with one <pte-practice-question>', () => {
  beforeAll(() => start());

  afterAll(async () => {
    await browser?.close();
    server?.stdin?.end(); // the keeper stops the server
  });

  bench('cold load of the blog post until the question shows', loadBlogPost, { time: 0, iterations: 2, warmupIterations: 0, warmupTime: 0 });
});
