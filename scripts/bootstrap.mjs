#!/usr/bin/env node
// The two-command entry point: `npm start` and `npm test` on a fresh Debian machine with only
// Node 20 and npm. Uses nothing but Node's built-ins, because nothing else is installed yet.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
const command = process.argv[2] ?? 'start';
const started = Date.now();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function log(message) {
  process.stdout.write(`\x1b[36m[pte-kit]\x1b[0m ${message}\n`);
}

function fail(message) {
  process.stderr.write(`\x1b[31m[pte-kit]\x1b[0m ${message}\n`);
  process.exit(1);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options, env: { ...process.env, ...options.env } });
  if (result.error) fail(`${cmd} could not run: ${result.error.message}`);
  if (result.status !== 0 && !options.allowFailure) fail(`${cmd} ${args.join(' ')} exited with ${result.status}`);
  return result.status === 0;
}

function has(binary) {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
}

let pnpmPath = null;
function ensurePnpm() {
  if (pnpmPath) return pnpmPath;
  const local = join(toolsDir, 'node_modules', '.bin', 'pnpm');
  for (const candidate of ['pnpm', local]) {
    const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    if (probe.status === 0 && probe.stdout.startsWith('10.')) return (pnpmPath = candidate);
  }
  log('installing pnpm 10 (corepack cannot verify registry signatures here)');
  const global = spawnSync('npm', ['install', '-g', 'pnpm@10'], { stdio: 'inherit' });
  if (global.status === 0 && spawnSync('pnpm', ['--version']).status === 0) return (pnpmPath = 'pnpm');
  mkdirSync(toolsDir, { recursive: true });
  run('npm', ['install', '--no-save', '--prefix', toolsDir, 'pnpm@10']);
  return (pnpmPath = local);
}

const aptPackages = {
  chromium: { binary: 'chromium', why: 'end-to-end tests in a real browser' },
  postgresql: { binary: 'pg_ctlcluster', why: 'API tests on PostgreSQL besides PGlite' },
  festival: { binary: 'text2wave', why: 'the natural US voice of prompt audio' },
  'festvox-us-slt-hts': { file: '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts', why: 'the natural US voice of prompt audio' },
  flite: { binary: 'flite', why: 'US and Scottish voices of prompt audio' },
  'espeak-ng': { binary: 'espeak-ng', why: 'British voices of prompt audio' },
  lame: { binary: 'lame', why: 'mp3 encoding of prompt audio' },
  ffmpeg: { binary: 'ffmpeg', why: 'video lessons (slides and narration to mp4)' },
  'fonts-dejavu-core': { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', why: 'text in describe-image pictures and lesson slides' },
  libpocketsphinx3: { file: '/usr/share/doc/libpocketsphinx3/copyright', why: 'the offline speech engine that scores speaking' },
  'pocketsphinx-en-us': { file: '/usr/share/pocketsphinx/model/en-us/en-us', why: 'the US English acoustic model of the speech engine' },
  // Only for remaking the acoustic adaptation (scripts/adapt-acoustic.mjs); the server never needs them.
  sphinxtrain: { file: '/usr/lib/sphinxtrain/bw', why: 'adapting the acoustic model (bw, mllr_solve)' },
  'sphinxbase-utils': { binary: 'sphinx_fe', why: 'adapting the acoustic model (sphinx_fe)' },
  pocketsphinx: { binary: 'pocketsphinx_mdef_convert', why: 'adapting the acoustic model (pocketsphinx_mdef_convert)' },
};
// Word translations of the practice card (Persian comes from the product's own glossary).
const dictionaryCodes = ['ara', 'deu', 'spa', 'fra', 'hin', 'ind', 'ita', 'jpn', 'por', 'rus', 'tur'];
for (const code of dictionaryCodes) {
  aptPackages[`dict-freedict-eng-${code}`] = { file: `/usr/share/dictd/freedict-eng-${code}.index`, why: 'offline word translations' };
}
const dictionaryPackages = dictionaryCodes.map((code) => `dict-freedict-eng-${code}`);
const mediaPackages = ['festival', 'festvox-us-slt-hts', 'flite', 'espeak-ng', 'lame', 'ffmpeg', 'fonts-dejavu-core', 'libpocketsphinx3', 'pocketsphinx-en-us'];
let aptUpdated = false;
function ensureApt(names, { required }) {
  const present = (name) => (aptPackages[name].file ? existsSync(aptPackages[name].file) : has(aptPackages[name].binary));
  const missing = names.filter((name) => !present(name));
  if (missing.length === 0) return true;
  if (!isRoot || !has('apt-get')) {
    const text = `missing Debian packages: ${missing.join(', ')} (${missing.map((n) => aptPackages[n].why).join('; ')}). Install them with: sudo apt-get install -y ${missing.join(' ')}`;
    if (required) fail(text);
    log(`${text}; continuing without them`);
    return false;
  }
  log(`installing Debian packages: ${missing.join(' ')}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) run('apt-get', ['update', '-qq'], { env, allowFailure: true });
  aptUpdated = true;
  const ok = run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env, allowFailure: true });
  if (!ok && required) fail(`apt-get could not install ${missing.join(' ')}`);
  return ok;
}

function hashFile(path) {
  return existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : 'none';
}

function install() {
  const pnpm = ensurePnpm();
  const stampFile = join(root, 'node_modules', '.pte-install-stamp');
  const stamp = hashFile(join(root, 'pnpm-lock.yaml')) + hashFile(join(root, 'package.json'));
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  log('installing packages');
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) && process.env.CI ? ['--frozen-lockfile'] : [];
  run(pnpm, ['install', ...frozen], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  writeFileSync(stampFile, stamp);
}

const skipDirs = new Set(['node_modules', 'dist', 'storybook-static', 'generated', 'test-results']);

/** Sources the build reads: what git tracks or would track, so files the build writes never count. */
function sourceFiles() {
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '--', 'packages', 'host'], { cwd: root, encoding: 'utf8' });
  if (listed.status === 0 && listed.stdout.trim()) return listed.stdout.split('\n').filter(Boolean).map((file) => join(root, file));
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skipDirs.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name !== 'custom-elements.json') files.push(path);
    }
  };
  for (const dir of ['packages', 'host']) walk(join(root, dir));
  return files;
}

function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const path of sourceFiles().sort()) {
    if (!existsSync(path)) continue;
    const info = statSync(path);
    hash.update(`${path}:${info.size}:${info.mtimeMs}\n`);
  }
  hash.update(hashFile(join(root, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

function build({ force = false } = {}) {
  const pnpm = ensurePnpm();
  const stampFile = join(root, 'node_modules', '.pte-build-stamp');
  const fingerprint = sourceFingerprint();
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) {
    log('build is up to date');
    return;
  }
  log('building packages and the host app');
  run(pnpm, ['-r', '--workspace-concurrency=1', 'run', 'build']);
  writeFileSync(stampFile, fingerprint);
}

function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (!isRoot || !has('pg_ctlcluster')) return null;
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const version = versions.at(-1);
  if (!version) return null;
  spawnSync('pg_ctlcluster', [version, 'main', 'start'], { stdio: 'ignore' });
  const sql = (statement) =>
    spawnSync('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -q -c "${statement}"`], { encoding: 'utf8' });
  if (sql('SELECT 1').status !== 0) {
    log('PostgreSQL did not start; its API tests are skipped for this run');
    return null;
  }
  sql("DO \\$\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'pte') THEN CREATE ROLE pte LOGIN SUPERUSER PASSWORD 'pte'; END IF; END \\$\\$");
  sql('DROP DATABASE IF EXISTS pte_test');
  sql('CREATE DATABASE pte_test OWNER pte');
  return 'postgres://pte:pte@127.0.0.1:5432/pte_test';
}

function elapsed() {
  return `${((Date.now() - started) / 1000).toFixed(1)} s`;
}

// Wall time per step of `npm test`, printed at the end: the CI budget is 30 minutes and this says where it goes.
const steps = [];
function step(name) {
  const now = Date.now();
  if (steps.length) steps.at(-1).seconds = (now - steps.at(-1).at) / 1000;
  if (name) steps.push({ name, at: now });
}
function stepSummary() {
  step(null);
  return steps.map(({ name, seconds }) => `${name} ${seconds.toFixed(0)} s`).join(', ');
}

switch (command) {
  case 'setup':
    install();
    break;
  case 'build':
    install();
    build({ force: true });
    break;
  case 'start': {
    ensureApt(mediaPackages, { required: false });
    ensureApt(dictionaryPackages, { required: false });
    install();
    build();
    log(`ready to start after ${elapsed()}`);
    const server = join(root, 'packages', 'server', 'dist', 'main.js');
    run(process.execPath, ['--enable-source-maps', server], { env: { NODE_ENV: process.env.NODE_ENV ?? 'production' } });
    break;
  }
  case 'test': {
    step('system packages');
    ensureApt(['chromium', ...mediaPackages], { required: true });
    ensureApt(['postgresql', ...dictionaryPackages], { required: false });
    step('install');
    install();
    step('build');
    build();
    step('size budgets');
    run(process.execPath, [join(root, 'scripts', 'size-budget.mjs')]); // bundle size budgets (size-budget.json)
    step('PostgreSQL');
    const databaseUrl = startPostgres();
    const pnpm = ensurePnpm();
    const env = databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {};
    const reports = join(root, '.test-data', 'reports');
    mkdirSync(reports, { recursive: true });
    step('audit');
    log('dependency audit (production dependencies)');
    run(process.execPath, [join(root, 'scripts', 'audit.mjs')], { env: { PNPM: pnpm } });
    step('vitest');
    log('unit, component and API tests');
    run(pnpm, ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`], { env });
    step('package checks');
    log('package checks (publint, attw) and Storybook build');
    run(pnpm, ['-r', '--workspace-concurrency=1', 'run', 'check']);
    step('Storybook build');
    run(pnpm, ['exec', 'storybook', 'build', '--disable-telemetry', '--quiet', '-o', 'storybook-static']);
    step('release check and examples');
    log('release check (changesets, tarballs) and the examples built from the tarballs');
    run(process.execPath, [join(root, 'scripts', 'release-check.mjs')], { env: { PNPM: pnpm } });
    run(process.execPath, [join(root, 'scripts', 'examples.mjs')], { env: { PNPM: pnpm } });
    step('e2e');
    log('end-to-end tests in Chromium');
    run(pnpm, ['exec', 'playwright', 'test', '--reporter=list,json'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') } });
    const unit = JSON.parse(readFileSync(join(reports, 'vitest.json'), 'utf8'));
    const e2e = JSON.parse(readFileSync(join(reports, 'playwright.json'), 'utf8')).stats;
    const passed = unit.numPassedTests + e2e.expected + e2e.flaky;
    const failed = unit.numFailedTests + e2e.unexpected;
    const skipped = unit.numPendingTests + unit.numTodoTests + e2e.skipped;
    log(`all tests passed in ${elapsed()}: ${unit.numPassedTests} unit/component/API and ${e2e.expected} end-to-end`);
    log(`steps: ${stepSummary()}`);
    process.stdout.write(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
    break;
  }
  case 'storybook':
    install();
    run(ensurePnpm(), ['exec', 'storybook', 'dev', '-p', '6006', '--disable-telemetry']);
    break;
  case 'audit':
    run(process.execPath, [join(root, 'scripts', 'audit.mjs')], { env: { PNPM: ensurePnpm(), AUDIT_REQUIRED: 'true' } });
    break;
  case 'admin': {
    // Plans, promo codes and orders (docs/payments.md), on the database the server uses.
    install();
    build();
    const admin = join(root, 'packages', 'server', 'dist', 'admin.js');
    const status = spawnSync(process.execPath, ['--enable-source-maps', admin, ...process.argv.slice(3)], { stdio: 'inherit', cwd: root }).status;
    process.exit(status ?? 1);
  }
  case 'worker': {
    // A scoring worker for SCORING=queue (docs/scoring-jobs.md): as many as wanted, wherever DATABASE_URL reaches.
    ensureApt(mediaPackages, { required: false });
    install();
    build();
    const worker = join(root, 'packages', 'server', 'dist', 'worker.js');
    run(process.execPath, ['--enable-source-maps', worker], { env: { NODE_ENV: process.env.NODE_ENV ?? 'production' } });
    break;
  }
  case 'seed:bulk':
    // Synthetic questions, learners and answers for measuring at scale (docs/operations.md), on the server's database.
    install();
    build();
    run(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'packages', 'server', 'src', 'seedBulk.ts'), ...process.argv.slice(3)]);
    break;
  case 'bench':
    install();
    build();
    // `npm run bench -- scale`: the API at 550 and 100k questions on PostgreSQL (bench/scale.ts, docs/performance-at-scale.md).
    // `npm run bench -- mixed`: 200 learners' mixed load for 60 s on the 100k database (bench/mixed.ts).
    // `npm run bench -- speech-wer`: word error rate per offline voice and speed, before and after adaptation (bench/speech-wer.ts).
    if (['scale', 'mixed', 'speech-wer'].includes(process.argv[3])) run(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'bench', `${process.argv[3]}.ts`)]);
    else run(ensurePnpm(), ['exec', 'vitest', 'bench', '--config', 'bench/vitest.config.ts', '--run']);
    break;
  case 'adapt-acoustic':
    // Remakes packages/server/models/en-us-voices.mllr (docs/scoring.md, "Recognition across voices").
    ensureApt([...mediaPackages, 'sphinxtrain', 'sphinxbase-utils', 'pocketsphinx'], { required: true });
    install();
    build();
    run(process.execPath, [join(root, 'scripts', 'adapt-acoustic.mjs')]);
    break;
  default:
    fail(`unknown command ${command}; use setup, start, test, build, storybook, bench, audit, admin, worker or adapt-acoustic`);
}
