#!/usr/bin/env node
// Builds the examples against what ships: the published packages are packed (`pnpm pack`, as npm would get them),
// each example is installed on its own from those tarballs (outside the workspace, so nothing resolves to sources),
// type-checked and built. Run after the packages are built: `node scripts/examples.mjs` (PNPM=… to pick pnpm).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.env.PNPM ?? 'pnpm';
/** The examples' package.json files name the tarballs here, without a version, so a version bump needs no edit. */
export const packsDir = join(root, '.test-data', 'packs');
export const published = ['core', 'widgets', 'elements'];
const examples = [
  { name: 'partner-vue', steps: [['run', 'typecheck'], ['run', 'build']] },
  { name: 'react-app', steps: [['run', 'typecheck'], ['run', 'build']] },
];

function log(message) {
  process.stdout.write(`\x1b[36m[examples]\x1b[0m ${message}\n`);
}

function run(args, cwd) {
  const result = spawnSync(pnpm, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) {
    process.stderr.write(`\x1b[31m[examples]\x1b[0m pnpm ${args.join(' ')} failed in ${cwd}\n`);
    process.exit(1);
  }
}

/** Packs the published packages into `dir` as pte-kit-<name>.tgz. */
export function packPublished(dir = packsDir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const name of published) {
    const cwd = join(root, 'packages', name);
    if (!existsSync(join(cwd, 'dist'))) throw new Error(`packages/${name} is not built: run npm run build first`);
    const result = spawnSync(pnpm, ['pack', '--pack-destination', dir], { cwd, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pnpm pack failed for ${name}: ${result.stderr}`);
    const tarball = readdirSync(dir).find((file) => file.startsWith(`pte-kit-${name}-`) && file.endsWith('.tgz'));
    if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    renameSync(join(dir, tarball), join(dir, `pte-kit-${name}.tgz`));
  }
  return Object.fromEntries(published.map((name) => [name, join(dir, `pte-kit-${name}.tgz`)]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  packPublished();
  log(`packed ${published.map((name) => `@pte-kit/${name}`).join(', ')}`);
  for (const example of examples) {
    const cwd = join(root, 'examples', example.name);
    // A fresh node_modules each time: a file: tarball of the same name would otherwise be taken as already installed.
    rmSync(join(cwd, 'node_modules'), { recursive: true, force: true });
    run(['install', '--ignore-workspace', '--prefer-offline', '--reporter=append-only'], cwd);
    for (const step of example.steps) run(step, cwd);
    log(`${example.name}: installed from the tarballs, type-checked and built`);
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
