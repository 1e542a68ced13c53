import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/precompress.mjs';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { freshDatabase } from './helpers';

const ARTICLE = 'https://blog.example';
const YEAR = 'public, max-age=31536000, immutable';

/** Text that compresses like a bundle does: long and repetitive, well over the 1 KB the build leaves alone. */
const code = (name: string) => `export function ${name}() { return ${JSON.stringify('practice '.repeat(400))}; }\n`;

/**
 * The built app as the server sends it: the build's brotli and gzip copies to browsers that accept them, with
 * Vary: Accept-Encoding; a year's immutable caching for files named by their content hash, revalidation for the
 * rest (index.html, the elements' entry that articles link to).
 */
describe('static files of the built app', () => {
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let close: () => Promise<void>;
  let hostDist: string;
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><head><script type="module" src="/assets/index-BQUUbbNx.js"></script></head><body>${'<p>practice</p>'.repeat(200)}</body></html>`,
    'assets/index-BQUUbbNx.js': code('app'),
    'assets/index-BQUUbbNx.js.map': JSON.stringify({ version: 3, sources: ['app.ts'], mappings: 'A'.repeat(2000) }),
    'elements/pte-elements.js': code('elements'),
    'elements/react-DOJHurWX.js': code('react'),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };

  beforeAll(async () => {
    hostDist = mkdtempSync(join(tmpdir(), 'pte-host-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(hostDist, path, '..'), { recursive: true });
      writeFileSync(join(hostDist, path), text);
    }
    precompress(hostDist);
    const database = await freshDatabase();
    const config = { ...loadConfig({ PORT: '8080', LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false', EMBED_ORIGINS: ARTICLE }), hostDist };
    ({ app } = await buildApp({ config, database, seed: false, logger: false }));
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  }, 120_000);
  afterAll(async () => {
    await close?.();
    rmSync(hostDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('writes brotli and gzip copies of text files of 1 KB or more, not of source maps or small files', () => {
    expect(existsSync(join(hostDist, 'assets/index-BQUUbbNx.js.br'))).toBe(true);
    expect(existsSync(join(hostDist, 'elements/pte-elements.js.gz'))).toBe(true);
    expect(existsSync(join(hostDist, 'index.html.br'))).toBe(true);
    expect(existsSync(join(hostDist, 'assets/index-BQUUbbNx.js.map.br'))).toBe(false);
    expect(existsSync(join(hostDist, 'favicon.svg.br'))).toBe(false);
  });

  it('sends the brotli copy to a browser that accepts br, the gzip copy to one that accepts only gzip', async () => {
    const br = await get('/assets/index-BQUUbbNx.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(files['assets/index-BQUUbbNx.js']);
    expect(br.rawPayload.length).toBeLessThan(files['assets/index-BQUUbbNx.js'].length / 4);

    const gzip = await get('/assets/index-BQUUbbNx.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(files['assets/index-BQUUbbNx.js']);
  });

  it('sends the file as it is to a client that accepts no encoding, still saying the answer varies by it', async () => {
    const plain = await get('/assets/index-BQUUbbNx.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['assets/index-BQUUbbNx.js']);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const small = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(files['favicon.svg']);
  });

  it('caches hashed files for a year and makes the entry and index.html revalidate', async () => {
    expect((await get('/assets/index-BQUUbbNx.js', { 'accept-encoding': 'br' })).headers['cache-control']).toBe(YEAR);
    expect((await get('/elements/react-DOJHurWX.js', { 'accept-encoding': 'br' })).headers['cache-control']).toBe(YEAR);
    const entry = await get('/elements/pte-elements.js', { 'accept-encoding': 'br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers.etag ?? entry.headers['last-modified']).toBeTruthy();
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('sends index.html compressed and uncached at / and at a deep link of the app', async () => {
    for (const url of ['/', '/dashboard/reading/multiple-choice-single/1']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(files['index.html']);
    }
  });

  it('keeps both reasons to vary when an article on another origin loads the bundle', async () => {
    const chunk = await get('/elements/react-DOJHurWX.js', { 'accept-encoding': 'br', origin: ARTICLE });
    expect(chunk.headers['access-control-allow-origin']).toBe(ARTICLE);
    expect(chunk.headers['content-encoding']).toBe('br');
    const vary = String(chunk.headers.vary).toLowerCase().split(/,\s*/);
    expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
  });

  it('answers 404 with the API error body for a missing file, in any encoding', async () => {
    const missing = await get('/assets/gone-AAAAAAAA.js', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404 });
  });
});
