#!/usr/bin/env node
// Size budgets of the published bundles (size-budget.json at the repository root): for each entry, the JavaScript a
// browser fetches for it, gzip and brotli at the levels the server's precompressed copies use, against its gzip
// budget. A budget counts the file and its static imports (what the browser fetches before running it), plus the
// dynamic imports it names in `dynamic` (chunks the case waits for, e.g. the React part of an element and the answer
// area of one multiple-choice question), each with its own static imports. `forbid` lists packages whose code must
// not be in those bytes (read from the chunks' source maps). Exits 1 when a budget is exceeded or a forbidden
// package is reached, 2 when a built file is missing.
//
//   node scripts/size-budget.mjs           table, and the exit code
//   node scripts/size-budget.mjs --json    the measures as JSON (bench/bundle-size.bench.ts reads them)
//   node scripts/size-budget.mjs --why     also the largest packages in each case, from the source maps
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The compressed sizes of one file's bytes, at the settings of scripts/precompress.mjs. */
export function compressedSizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

// Relative ES imports in built (possibly minified) JavaScript: `from "./x.js"`, `import "./x.js"` and `import("./x.js")`.
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

function importsOf(file) {
  const code = readFileSync(file, 'utf8');
  const dynamic = new Set([...code.matchAll(DYNAMIC_IMPORT)].map((match) => resolve(dirname(file), match[1])));
  // Vite's preload helper keeps a literal `import(\`./x.js\`)` for each dynamic chunk; its list of files to preload
  // (`__vite__mapDeps`) is plain strings, which neither pattern reads.
  const statics = new Set([...code.replace(DYNAMIC_IMPORT, '').matchAll(STATIC_IMPORT)].map((match) => resolve(dirname(file), match[1])));
  return { statics: [...statics], dynamic: [...dynamic] };
}

/** The files a browser fetches for `entry`: its static import closure, plus the named dynamic chunks' closures. */
export function chunkClosure(entry, dynamicNames = []) {
  const files = new Set();
  const followed = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    if (!existsSync(file)) throw Object.assign(new Error(`${relative(root, file)} is imported but missing`), { missing: true });
    files.add(file);
    const { statics, dynamic } = importsOf(file);
    statics.forEach(visit);
    for (const target of dynamic) {
      const name = basename(target);
      if (dynamicNames.some((wanted) => name === `${wanted}.js` || name.startsWith(`${wanted}-`))) {
        followed.add(name);
        visit(target);
      }
    }
  };
  visit(entry);
  return { files: [...files], followed: [...followed] };
}

/** Sizes of the source files behind `files`, per package (or per path outside node_modules), from their .map files. */
export function packagesOf(files) {
  const sizes = new Map();
  for (const file of files) {
    if (!existsSync(`${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    map.sources.forEach((source, index) => {
      const match = /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(source);
      const name = match ? match[1] : source.replace(/^(?:\.\.\/)+/, '');
      sizes.set(name, (sizes.get(name) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0));
    });
  }
  return [...sizes].sort((a, b) => b[1] - a[1]);
}

/**
 * A budget's `file` is a script, or an app's built HTML page (the host's `dist/index.html`, whose entry's name carries
 * a content hash): then its `<script type="module" src="/...">`, resolved against the page's folder.
 */
function entryOf(file) {
  if (!file.endsWith('.html')) return file;
  if (!existsSync(file)) return null;
  const src = /<script\b[^>]*\btype="module"[^>]*\bsrc="\/?([^"]+\.js)"/.exec(readFileSync(file, 'utf8'))?.[1];
  return src ? join(dirname(file), src) : null;
}

export function measure(budgetFile = join(root, 'size-budget.json')) {
  const { budgets } = JSON.parse(readFileSync(budgetFile, 'utf8'));
  return budgets.map((budget) => {
    const entry = entryOf(join(root, budget.file));
    if (!entry || !existsSync(entry)) return { ...budget, missing: true };
    let closure;
    try {
      closure = chunkClosure(entry, budget.dynamic ?? []);
    } catch (error) {
      if (error.missing) return { ...budget, missing: true, reason: error.message };
      throw error;
    }
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of closure.files) {
      const sizes = compressedSizes(readFileSync(file));
      total.raw += sizes.raw;
      total.gzip += sizes.gzip;
      total.brotli += sizes.brotli;
    }
    const packages = packagesOf(closure.files);
    const forbidden = (budget.forbid ?? []).filter((name) => packages.some(([found]) => found === name || found.startsWith(`${name}/`)));
    const unfollowed = (budget.dynamic ?? []).filter((name) => !closure.followed.some((found) => found === `${name}.js` || found.startsWith(`${name}-`)));
    return { ...budget, ...total, files: closure.files.length, followed: closure.followed, unfollowed, forbidden, packages };
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const args = new Set(process.argv.slice(2));
  const results = measure();
  if (args.has('--json')) {
    console.log(JSON.stringify(results.map(({ packages, ...rest }) => rest), null, 2));
    return;
  }
  let failed = 0;
  let missing = 0;
  const rows = [['budget', 'files', 'raw', 'gzip', 'brotli', 'gzip budget', '']];
  for (const result of results) {
    if (result.missing) {
      missing += 1;
      rows.push([result.name, '-', '-', '-', '-', kb(result.gzip), `MISSING ${result.reason ?? result.file}`]);
      continue;
    }
    const over = result.gzip > result.gzip_budget;
    const problems = [over ? `OVER by ${kb(result.gzip - result.gzip_budget)}` : 'ok'];
    if (result.forbidden.length) problems.push(`reaches ${result.forbidden.join(', ')}`);
    if (over || result.forbidden.length) failed += 1;
    rows.push([result.name, String(result.files), kb(result.raw), kb(result.gzip), kb(result.brotli), kb(result.gzip_budget), problems.join('; ')]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
  for (const result of results) {
    if (result.unfollowed?.length) console.log(`note: ${result.name}: no dynamic chunk named ${result.unfollowed.join(', ')} (its code is in the static part, or gone)`);
    if (args.has('--why') && result.packages) {
      console.log(`\n${result.name}: largest sources`);
      for (const [name, size] of result.packages.slice(0, 15)) console.log(`  ${kb(size).padStart(9)}  ${name}`);
    }
  }
  if (missing) {
    console.error(`\n${missing} budgeted file(s) missing: build first (node scripts/bootstrap.mjs build).`);
    process.exitCode = 2;
  } else if (failed) {
    console.error(`\n${failed} budget(s) failed. Make it smaller, or raise its gzip_budget in size-budget.json in the same commit and say why (docs/ARCHITECTURE.md, "Bundles and budgets").`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
