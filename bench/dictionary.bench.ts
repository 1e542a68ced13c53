import { afterAll, beforeAll, bench, describe } from 'vitest';
import { bank, lexicon } from '@pte-kit/content';
import { dictionaryWarm, textsOf, vocabularyOf } from '../packages/server/src/dictionary/index';
import { loadWordNet } from '../packages/server/src/scoring/writing/wordnet';
import { fixtureItems, signInDemoLearners, testApp } from '../packages/server/src/__tests__/helpers';

/**
 * GET /api/dictionary/{word}: the first lookup of a word nobody has looked up in this process (no entry cached), on a
 * warm server (dictionary data loaded, the bank's phonetics transcribed), against GET /api/translate/{word} in the
 * same run, both through Fastify inject with a signed-in learner (so the dictionary also reads the learner's books).
 * Two pools: words of the question bank (what a learner clicks) and WordNet words outside it (phonetics transcribed on
 * the request). Goal: ≤ 50 ms for the bank's words.
 */
let ctx: Awaited<ReturnType<typeof testApp>>;
let headers: { authorization: string };
/** A second learner for the words outside the bank: the route allows 120 lookups a minute per learner. */
let otherHeaders: { authorization: string };
const samples = new Map<string, number[]>();
const pools = new Map<string, string[]>();

const p = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;

async function timed(name: string, path: (word: string) => string, as = headers) {
  const word = pools.get(name)!.pop();
  if (!word) throw new Error(`${name}: the pool of fresh words ran out`);
  const start = performance.now();
  const response = await ctx.app.inject({ method: 'GET', url: path(word), headers: as });
  const elapsed = performance.now() - start;
  if (response.statusCode !== 200 && response.statusCode !== 404) throw new Error(`${name} ${word}: ${response.statusCode} ${response.body}`);
  samples.set(name, [...(samples.get(name) ?? []), elapsed]);
}

/** Deterministic shuffle, so runs compare. */
function shuffled<T>(list: T[]): T[] {
  let seed = 17;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

beforeAll(async () => {
  ctx = await testApp(undefined, fixtureItems);
  ({ trial: headers, premium: otherHeaders } = await signInDemoLearners(ctx.app));
  // Warm: the data loaded and the bank's phonetics ready, one lookup and one translation through the routes.
  await ctx.app.inject({ method: 'GET', url: '/api/dictionary/warm', headers });
  await ctx.app.inject({ method: 'GET', url: '/api/translate/warm', headers });
  await dictionaryWarm();
  const bankWords = shuffled([...vocabularyOf([...bank.flatMap(textsOf), ...lexicon.map((entry) => entry.word)]).words.keys()].filter((word) => word !== 'warm'));
  const half = Math.floor(bankWords.length / 2);
  pools.set('translate', bankWords.slice(0, half));
  pools.set('dictionary (bank words)', bankWords.slice(half));
  const wordnet = await loadWordNet();
  const inBank = new Set(bankWords);
  const outside: string[] = [];
  for (const candidate of ['lighthouse', 'marmalade', 'quagmire', 'tangerine', 'gossamer', 'hinterland', 'juggernaut', 'kaleidoscope', 'labyrinth', 'mosaic',
    'nostalgia', 'obelisk', 'paradox', 'quarantine', 'rhapsody', 'saffron', 'tapestry', 'umbrella', 'vortex', 'whimsy', 'xylophone', 'yodel', 'zenith',
    'anchovy', 'bramble', 'cobblestone', 'dandelion', 'eclipse', 'flamingo', 'gazebo', 'harpoon', 'igloo', 'jasmine', 'kettle', 'lantern', 'meadow',
    'nectar', 'orchard', 'pebble', 'quiver', 'raccoon', 'scarecrow', 'thimble', 'urchin', 'velvet', 'walrus', 'yacht', 'zeppelin', 'acorn', 'bagpipe']) {
    if (!inBank.has(candidate) && wordnet.isNoun(candidate)) outside.push(candidate);
  }
  pools.set('dictionary (words outside the bank)', outside);
}, 600_000);

afterAll(async () => {
  const base = samples.get('translate') ?? [1];
  const lines = [...samples].map(([name, values]) =>
    `${name.padEnd(36)} p50 ${p(values, 0.5).toFixed(1).padStart(6)} ms  p95 ${p(values, 0.95).toFixed(1).padStart(6)} ms  (${values.length} words)  ×${(p(values, 0.5) / p(base, 0.5)).toFixed(2)} of translate (p50)`);
  console.log(`\ndictionary bench (first lookup of each word, warm server; goal ≤ 50 ms):\n${lines.join('\n')}`);
  await ctx?.close();
});

describe('first lookup of a word on a warm server', () => {
  const options = { time: 0, iterations: 100, warmupIterations: 0, warmupTime: 0 };
  bench('baseline: GET /api/translate/{word}', () => timed('translate', (word) => `/api/translate/${encodeURIComponent(word)}`), options);
  bench('GET /api/dictionary/{word}, words of the bank', () => timed('dictionary (bank words)', (word) => `/api/dictionary/${encodeURIComponent(word)}`), options);
  bench('GET /api/dictionary/{word}, words outside the bank', () => timed('dictionary (words outside the bank)', (word) => `/api/dictionary/${encodeURIComponent(word)}`, otherHeaders),
    { time: 0, iterations: 20, warmupIterations: 0, warmupTime: 0 });
});
