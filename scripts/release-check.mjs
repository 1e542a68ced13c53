#!/usr/bin/env node
// Checks that a release would go out right, without publishing anything (docs/release.md):
//  1. the pending changesets version the published packages and write their changelogs (`changeset version` in a copy);
//  2. each published package packs (`pnpm pack`) into a tarball with its README, LICENSE and built files, and no
//     tests, stories, sources or source maps;
//  3. publint --strict and attw pass on that very tarball.
// Run after the packages are built: `node scripts/release-check.mjs` (PNPM=… to pick pnpm).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packPublished, published } from './examples.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.env.PNPM ?? 'pnpm';
const work = join(root, '.test-data', 'release-check');
const started = Date.now();
const problems = [];

/** Largest tarball per package, packed (gzip) bytes: a budget against shipping something by mistake, not a size goal. */
const TARBALL_BUDGET = { core: 120_000, widgets: 300_000, elements: 550_000 };
/** Files that must never ship. */
const FORBIDDEN = [/\.test\.[cm]?[jt]sx?$/, /\.stories\.[cm]?[jt]sx?$/, /\.map$/, /(^|\/)src\//, /(^|\/)__tests__\//, /\.tsbuildinfo$/];

function log(message) {
  process.stdout.write(`\x1b[36m[release]\x1b[0m ${message}\n`);
}

function exec(cmd, args, cwd, { quiet = false } = {}) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  if (!quiet || result.status !== 0) process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  return result;
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

// 1. Versioning: what `changeset version` would do, in a copy of the workspace manifests and changesets.
function checkVersioning() {
  const copy = join(work, 'workspace');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const file of ['package.json', 'pnpm-workspace.yaml']) cpSync(join(root, file), join(copy, file));
  cpSync(join(root, '.changeset'), join(copy, '.changeset'), { recursive: true });
  const dirs = ['host', ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`)];
  for (const dir of dirs) {
    if (!existsSync(join(root, dir, 'package.json'))) continue;
    mkdirSync(join(copy, dir), { recursive: true });
    cpSync(join(root, dir, 'package.json'), join(copy, dir, 'package.json'));
    if (existsSync(join(root, dir, 'CHANGELOG.md'))) cpSync(join(root, dir, 'CHANGELOG.md'), join(copy, dir, 'CHANGELOG.md'));
  }
  const pending = readdirSync(join(copy, '.changeset')).filter((file) => file.endsWith('.md') && file !== 'README.md');
  // Which packages the changesets name, read from their frontmatter.
  const named = new Set();
  for (const file of pending) {
    const front = readFileSync(join(copy, '.changeset', file), 'utf8').split(/^---$/m)[1] ?? '';
    for (const match of front.matchAll(/['"]?(@pte-kit\/[\w-]+)['"]?\s*:\s*(major|minor|patch)/g)) named.add(match[1]);
  }
  const changeset = join(root, 'node_modules', '.bin', 'changeset');
  const result = exec(changeset, ['version'], copy, { quiet: true });
  if (result.status !== 0) return void problems.push('changeset version failed in a copy of the workspace');
  if (readdirSync(join(copy, '.changeset')).some((file) => pending.includes(file))) problems.push('changeset version left changesets unconsumed');
  for (const name of published) {
    const before = readJson(join(root, 'packages', name, 'package.json')).version;
    const after = readJson(join(copy, 'packages', name, 'package.json')).version;
    const changelog = join(copy, 'packages', name, 'CHANGELOG.md');
    if (!named.has(`@pte-kit/${name}`)) {
      log(`@pte-kit/${name}: no pending changeset, stays ${before}`);
      continue;
    }
    if (after === before) problems.push(`@pte-kit/${name}: changesets name it but changeset version kept ${before}`);
    const text = existsSync(changelog) ? readFileSync(changelog, 'utf8') : '';
    if (!text.includes(`## ${after}`)) problems.push(`@pte-kit/${name}: CHANGELOG.md has no "## ${after}" entry`);
    log(`@pte-kit/${name}: ${before} → ${after}, CHANGELOG.md ${text.split('\n- ').length - 1} entries`);
  }
  for (const ignored of ['server', 'content']) {
    const path = join(copy, 'packages', ignored, 'package.json');
    if (existsSync(path) && readJson(path).version !== readJson(join(root, 'packages', ignored, 'package.json')).version) {
      problems.push(`@pte-kit/${ignored} is private or ignored by changesets but changeset version bumped it`);
    }
  }
}

function tarList(tarball) {
  const result = spawnSync('tar', ['-tvzf', tarball], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tar could not list ${tarball}`);
  return result.stdout.trim().split('\n').map((line) => {
    const parts = line.trim().split(/\s+/);
    return { path: parts.at(-1).replace(/^package\//, ''), size: Number(parts[2]) };
  });
}

// 2 and 3. What npm would get, and the linters on exactly that.
function checkTarballs() {
  const tarballs = packPublished(join(work, 'packs'));
  for (const name of published) {
    const tarball = tarballs[name];
    const files = tarList(tarball);
    const unpacked = files.reduce((sum, file) => sum + file.size, 0);
    const packed = statSync(tarball).size;
    for (const required of ['package.json', 'README.md', 'LICENSE']) {
      if (!files.some((file) => file.path === required)) problems.push(`@pte-kit/${name}: the tarball has no ${required}`);
    }
    for (const file of files) {
      if (FORBIDDEN.some((pattern) => pattern.test(file.path))) problems.push(`@pte-kit/${name}: the tarball ships ${file.path}`);
    }
    if (packed > TARBALL_BUDGET[name]) problems.push(`@pte-kit/${name}: the tarball is ${packed} B, over its ${TARBALL_BUDGET[name]} B budget`);
    const manifest = readJson(join(root, 'packages', name, 'package.json'));
    if (!manifest.engines?.node) problems.push(`@pte-kit/${name}: package.json has no engines.node`);
    if (manifest.repository?.directory !== `packages/${name}`) problems.push(`@pte-kit/${name}: package.json repository.directory is not packages/${name}`);
    log(`@pte-kit/${name}: ${files.length} files, ${(packed / 1024).toFixed(1)} kB packed, ${(unpacked / 1024).toFixed(1)} kB unpacked`);

    const publint = exec(pnpm, ['exec', 'publint', 'run', '--strict', tarball], join(root, 'packages', name), { quiet: true });
    if (publint.status !== 0) problems.push(`@pte-kit/${name}: publint --strict failed on the tarball`);
    // attw with the package's own exclusions (entry points that are CSS, JSON, type-only or the browser bundle).
    const excluded = /--exclude-entrypoints\s+(.*)$/.exec(manifest.scripts?.check ?? '')?.[1]?.split(/\s+/).filter(Boolean) ?? [];
    const attwArgs = ['exec', 'attw', tarball, '--profile', 'esm-only', '--format', 'table-flipped', ...(excluded.length ? ['--exclude-entrypoints', ...excluded] : [])];
    const attw = exec(pnpm, attwArgs, join(root, 'packages', name), { quiet: true });
    if (attw.status !== 0) problems.push(`@pte-kit/${name}: attw found type problems in the tarball`);
  }
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
checkVersioning();
checkTarballs();
writeFileSync(join(work, 'problems.json'), JSON.stringify(problems, null, 2));
if (problems.length) {
  for (const problem of problems) process.stderr.write(`\x1b[31m[release]\x1b[0m ${problem}\n`);
  process.exit(1);
}
log(`release check passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
