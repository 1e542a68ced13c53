import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, fixtureItems, signInDemoLearners, testApp } from './helpers';

/**
 * Fuzzing from the OpenAPI description: for every operation, malformed path parameters, queries and bodies (wrong
 * types, huge and odd strings, NUL, path traversal, deep nesting, unknown fields, a 10 MB body, invalid base64) are
 * sent as a signed-in learner. Never a 5xx, never a hang, and every JSON error in the documented shape. `npm test`
 * runs one round (a fixed seed); `FUZZ_ROUNDS=50` runs more with other seeds.
 */
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 1);
const ODD_STRINGS = [
  '', ' ', '-1', '0', '1e20', '99999999999', '2147483648', 'NaN', 'null', 'true', 'abc', '%00', '\u0000', '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(5000), '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ 😀', '<script>alert(1)</script>', "' OR 1=1 --", '{{7*7}}', '\r\nSet-Cookie: x=1',
];
const ODD_VALUES: unknown[] = [null, true, -1, 0, 1.5, 1e300, 'x', '', 'a'.repeat(100_000), [], [1, 'a', null], {}, { nested: { deeper: [{}] } },
  '\u0000', 'data:audio/webm;base64,@@@not-base64@@@', 'data:audio/mpeg;base64,' + Buffer.from('not audio at all').toString('base64')];

/** A small deterministic PRNG (mulberry32), so a failing round can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Operation { method: string; path: string; params: { name: string; in: string }[]; body?: { properties?: Record<string, unknown> } }

describe.each(databases)('fuzzing the API from its OpenAPI description ($name)', ({ url }) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let headers: { authorization: string };
  beforeAll(async () => {
    ctx = await testApp(url, fixtureItems);
    ({ premium: headers } = await signInDemoLearners(ctx.app));
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('never answers 5xx or hangs, and answers errors in the documented shape', async () => {
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: Operation['body'] }> } }>> };
    const operations: Operation[] = Object.entries(spec.paths).filter(([path]) => !path.startsWith('/oidc')).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(), path, params: operation.parameters ?? [], body: operation.requestBody?.content?.['application/json']?.schema,
    }))).filter((operation) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method));
    const failures: string[] = [];
    let sent = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const next = random(1234 + round);
      const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
      for (const operation of operations) {
        for (let variant = 0; variant < 6; variant += 1) {
          let path = operation.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(variant === 0 ? '1' : pick(ODD_STRINGS)));
          const query = new URLSearchParams();
          for (const param of operation.params.filter((entry) => entry.in === 'query')) if (next() < 0.7) query.set(param.name, pick(ODD_STRINGS));
          if (query.size) path += `?${query}`;
          let payload: unknown;
          if (operation.method !== 'GET' && operation.method !== 'DELETE') {
            const body: Record<string, unknown> = {};
            for (const name of Object.keys(operation.body?.properties ?? {})) if (next() < 0.8) body[name] = pick(ODD_VALUES);
            if (variant === 5) body[`unknown${round}`] = 'field';
            payload = variant === 4 ? pick(ODD_VALUES) : body;
          }
          const started = Date.now();
          const response = await ctx.app.inject({
            method: operation.method as 'GET', url: path, headers,
            ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { ...headers, 'content-type': 'application/json' } }),
          });
          sent += 1;
          const label = `${operation.method} ${path.slice(0, 120)} ${payload === undefined ? '' : JSON.stringify(payload).slice(0, 120)}`;
          if (response.statusCode >= 500) failures.push(`${response.statusCode} ${label}: ${response.body.slice(0, 200)}`);
          if (Date.now() - started > 15_000) failures.push(`slow (${Date.now() - started} ms) ${label}`);
          if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
            let error: { status?: unknown; message?: unknown; errors?: unknown } = {};
            try {
              error = response.json();
            } catch {
              failures.push(`not JSON ${label}: ${response.statusCode} "${response.body.slice(0, 100)}"`);
              continue;
            }
            if (error.status !== response.statusCode || typeof error.message !== 'string' || !Array.isArray(error.errors)) failures.push(`shape ${label}: ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    // One body of 10 MB to every write endpoint: refused as too large, at once.
    for (const operation of operations.filter((entry) => entry.method === 'POST' || entry.method === 'PUT' || entry.method === 'PATCH')) {
      const path = operation.path.replace(/\{(\w+)\}/g, '1');
      const response = await ctx.app.inject({ method: operation.method as 'POST', url: path, headers: { ...headers, 'content-type': 'application/json' }, payload: `{"x":"${'a'.repeat(10 * 1024 * 1024)}"}` });
      sent += 1;
      if (response.statusCode !== 413) failures.push(`10 MB body to ${operation.method} ${path}: ${response.statusCode}`);
    }
    console.log(`fuzz: ${operations.length} operations, ${sent} malformed requests, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 600_000);
});
