#!/usr/bin/env node
// Writes `<file>.br` and `<file>.gz` beside every text asset of a built folder (default: host/dist, the elements'
// standalone bundle in host/dist/elements included), so the server sends them as they are (`@fastify/static`'s
// `preCompressed`) instead of compressing each response or sending it raw. Brotli at quality 11 and gzip at level 9:
// done once per build, so the slowest settings cost nothing at request time. Files under 1 KB are left alone (the
// headers would eat the gain), source maps too (only a developer's tools fetch them), and a copy is skipped when it
// is not smaller than the file.
//
//   node scripts/precompress.mjs [folder…]
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/i;
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses the assets under `dir`; returns what it wrote, for the build's log. */
export function precompress(dir) {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  let gzip = 0;
  for (const path of [...filesUnder(dir)]) {
    // Copies left by an earlier build of a file that is gone or changed are rewritten or removed below.
    if (/\.(?:br|gz)$/.test(path)) {
      const original = path.slice(0, -3);
      try {
        statSync(original);
      } catch {
        rmSync(path);
      }
      continue;
    }
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const bytes = readFileSync(path);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    files += 1;
    raw += bytes.length;
    for (const [extension, copy] of [['br', br], ['gz', gz]]) {
      if (copy.length < bytes.length) {
        writeFileSync(`${path}.${extension}`, copy);
        if (extension === 'br') brotli += copy.length;
        else gzip += copy.length;
      } else {
        rmSync(`${path}.${extension}`, { force: true });
      }
    }
  }
  return { files, raw, brotli, gzip };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : [join(root, 'host', 'dist')];
  for (const dir of dirs) {
    const { files, raw, brotli, gzip } = precompress(resolve(dir));
    const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
    console.log(`precompressed ${files} files in ${dir}: ${kb(raw)} → br ${kb(brotli)}, gzip ${kb(gzip)}`);
  }
}
