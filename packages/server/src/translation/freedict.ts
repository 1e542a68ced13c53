import { open, readFile } from 'node:fs/promises';
import { constants, inflateRawSync } from 'node:zlib';

/**
 * Reads a FreeDict English→X dictionary as Debian installs it for dictd (`/usr/share/dictd/freedict-eng-XXX.{index,dict.dz}`).
 *
 * The index has one line per headword: `headword TAB offset TAB length`, numbers in dictd's base64. The `.dict.dz` is
 * dictzip: gzip whose extra field ('RA') lists independently compressed chunks, so an entry is read by inflating only
 * the one or two chunks it spans instead of the whole file (the English–German one is 76 MB unpacked).
 */

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function decodeDictNumber(text: string): number {
  let value = 0;
  for (const char of text) {
    const digit = B64.indexOf(char);
    if (digit < 0) throw new Error(`"${text}" is not a dictd base64 number`);
    value = value * 64 + digit;
  }
  return value;
}

interface Chunks {
  /** Uncompressed size of every chunk but the last. */
  chunkLength: number;
  /** File offset of each chunk's compressed data, plus the end of the last. */
  offsets: number[];
}

/** Parses the dictzip header: FEXTRA with the 'RA' subfield (version, chunk length, chunk count, compressed sizes). */
export function parseDictzipHeader(head: Buffer): Chunks {
  if (head[0] !== 0x1f || head[1] !== 0x8b) throw new Error('not a gzip file');
  const flags = head[3]!;
  if (!(flags & 4)) throw new Error('not a dictzip file (no extra field)');
  let position = 10;
  const extraLength = head.readUInt16LE(position);
  position += 2;
  const extraEnd = position + extraLength;
  let chunks: { chunkLength: number; sizes: number[] } | undefined;
  while (position + 4 <= extraEnd) {
    const id = head.toString('latin1', position, position + 2);
    const length = head.readUInt16LE(position + 2);
    if (id === 'RA') {
      const chunkLength = head.readUInt16LE(position + 6);
      const count = head.readUInt16LE(position + 8);
      const sizes = Array.from({ length: count }, (_, index) => head.readUInt16LE(position + 10 + index * 2));
      chunks = { chunkLength, sizes };
    }
    position += 4 + length;
  }
  if (!chunks) throw new Error('not a dictzip file (no RA chunk table)');
  position = extraEnd;
  if (flags & 8) position = head.indexOf(0, position) + 1;
  if (flags & 16) position = head.indexOf(0, position) + 1;
  if (flags & 2) position += 2;
  const offsets = [position];
  for (const size of chunks.sizes) offsets.push(offsets.at(-1)! + size);
  return { chunkLength: chunks.chunkLength, offsets };
}

export interface FreeDict {
  /** Raw entry texts of a headword (case-insensitive), in dictionary order; empty when absent. */
  entries(word: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function openFreeDict(indexFile: string, dictFile: string): Promise<FreeDict> {
  const index = new Map<string, [number, number][]>();
  for (const line of (await readFile(indexFile, 'utf8')).split('\n')) {
    const [headword, offset, length] = line.split('\t');
    // Single words only: the translate call looks up one word; 00-database-* lines are metadata.
    if (!headword || !offset || !length || headword.startsWith('00-') || /\s/.test(headword)) continue;
    const key = headword.toLowerCase();
    const list = index.get(key) ?? [];
    list.push([decodeDictNumber(offset), decodeDictNumber(length)]);
    index.set(key, list);
  }
  const handle = await open(dictFile, 'r');
  const head = Buffer.alloc(65_536 * 2 + 64);
  const { bytesRead } = await handle.read(head, 0, head.length, 0);
  const chunks = parseDictzipHeader(head.subarray(0, bytesRead));
  const cache = new Map<number, Buffer>();

  const chunk = async (number: number): Promise<Buffer> => {
    const cached = cache.get(number);
    if (cached) return cached;
    const start = chunks.offsets[number];
    const end = chunks.offsets[number + 1];
    if (start === undefined || end === undefined) throw new Error(`chunk ${number} is outside the dictionary`);
    const compressed = Buffer.alloc(end - start);
    await handle.read(compressed, 0, compressed.length, start);
    const data = inflateRawSync(compressed, { finishFlush: constants.Z_SYNC_FLUSH });
    if (cache.size > 64) cache.delete(cache.keys().next().value!);
    cache.set(number, data);
    return data;
  };

  const read = async (offset: number, length: number): Promise<string> => {
    const first = Math.floor(offset / chunks.chunkLength);
    const last = Math.floor((offset + length - 1) / chunks.chunkLength);
    const parts: Buffer[] = [];
    for (let number = first; number <= last; number += 1) parts.push(await chunk(number));
    const joined = Buffer.concat(parts);
    const start = offset - first * chunks.chunkLength;
    return joined.toString('utf8', start, start + length);
  };

  return {
    async entries(word) {
      const places = index.get(word.toLowerCase()) ?? [];
      return Promise.all(places.map(([offset, length]) => read(offset, length)));
    },
    close: () => handle.close(),
  };
}

const LATIN = /^[\p{Script=Latin}\p{P}\p{N}\s]+$/u;

/**
 * The translations an entry gives, without its headword line, pronunciation, grammar tags, examples, cross-references
 * and notes. Entries differ by language: numbered senses ('1. su'), comma-separated lists, and (WikDict-made
 * dictionaries, whose headword line has //IPA//) each translation line followed by an English definition line.
 */
export function translationsOf(entry: string, latinTarget: boolean): string[] {
  const [head = '', ...lines] = entry.split('\n');
  const wikdict = /\/\/[^/]+\/\//.test(head);
  const found: string[] = [];
  lines.forEach((raw, index) => {
    if (wikdict && index > 0 && !/^\d+\.\s+\S/.test(raw)) return;
    if (/^\s/.test(raw) && !/^\s*\d+\.\s/.test(raw)) return;
    let line = raw.trim();
    if (!line || /^(see:|Note:|Synonyms?:|Antonyms?:|\d+\.\s*$)/i.test(line)) return;
    line = line.replace(/<[^>]*>/g, '').replace(/^\d+\.\s*/, '').replace(/\s\d+\.$/, '').replace(/\s{2,}.*$/, '').trim();
    if (!latinTarget && LATIN.test(line)) return;
    for (const part of line.split(/[,;،、]\s*/)) {
      const sense = part.replace(/\.$/, '').replace(/~/g, ' ').trim();
      // Word-part entries (aqu‐) and long explanations are not translations a learner can use.
      if (sense && sense.length <= 40 && !/[-‐]$/.test(sense) && !found.includes(sense)) found.push(sense);
    }
  });
  return found;
}
