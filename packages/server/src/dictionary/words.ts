import { clickableWord } from '@pte-kit/core';
import type { BankItem } from '@pte-kit/content';

/**
 * The bank's texts and the words in them a learner can click. The clickable-word rule is core's `clickableWord` (the
 * practice cards apply it): letters and apostrophes, longer than one character, contractions whole (it's, don't,
 * we'll), possessives cut at the apostrophe (the council's → council). Hyphens split words, as a double-click in a
 * browser does (well-being → well, being).
 */

/** Contractions that are not a word plus one of the regular endings below. */
const SPECIAL_CONTRACTIONS: Readonly<Record<string, readonly string[]>> = {
  "can't": ['cannot'], "won't": ['will not'], "shan't": ['shall not'], "ain't": ['am not', 'is not', 'are not'], "let's": ['let us'],
  "o'clock": ['of the clock'], "y'all": ['you all'],
};

/** What each ending of a contraction stands for. */
const ENDINGS: Readonly<Record<string, readonly string[]>> = {
  s: ['is', 'has'], re: ['are'], ve: ['have'], ll: ['will'], d: ['would', 'had'], m: ['am'],
};

/**
 * What a contraction stands for ("it's" → it is, it has; "don't" → do not), or null when the word is not one. `isWord`
 * says whether the part before the apostrophe is a word (so "Smith'll" is not read as a contraction of a known word).
 */
export function expandContraction(word: string, isWord: (part: string) => boolean): string[] | null {
  const lower = word.toLowerCase().replace(/’/g, "'");
  if (Object.hasOwn(SPECIAL_CONTRACTIONS, lower)) return [...SPECIAL_CONTRACTIONS[lower]];
  const parts = lower.split("'");
  if (parts.length !== 2) return null;
  const [stem, ending] = parts as [string, string];
  if (ending === 't' && stem.endsWith('n') && isWord(stem.slice(0, -1))) return [`${stem.slice(0, -1)} not`];
  if (!Object.hasOwn(ENDINGS, ending) || !(stem === 'i' || isWord(stem))) return null;
  const subject = stem === 'i' ? 'I' : stem;
  return ENDINGS[ending].map((verb) => `${subject} ${verb}`);
}

/** Fields of a bank item that are identifiers or answer keys by id, not text a learner reads. */
const NOT_TEXT = new Set(['key', 'task', 'complexity', 'imageType', 'kind', 'voice', 'id', 'correct', 'prediction']);

/** Every string a learner can read on a bank item's pages: passages, prompts, scripts, options, model answers, explanations, chart labels. */
export function textsOf(item: BankItem): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [field, inner] of Object.entries(value)) if (!NOT_TEXT.has(field)) walk(inner);
    }
  };
  walk(item);
  return texts;
}

/** The clickable words of a text, in order, as written (case kept), by core's rule (the one the cards apply). */
export function clickableWords(text: string): string[] {
  return (text.match(/[A-Za-z’']+/g) ?? []).flatMap((token) => clickableWord(token) ?? []);
}

/**
 * Prefixes that are not words, before a hyphen or a space and a word (co-operate, multi-storey, "pre industrial"): a
 * double-click on them picks the prefix alone.
 */
const PREFIXES = new Set(['anti', 'bi', 'co', 'inter', 'micro', 'multi', 'non', 'pre', 're', 'semi', 'tri']);
/** Letter groups the spelling explanations quote ('ph' in photograph): spellings, not words. */
const SPELLING_FRAGMENTS = new Set(['ph', 'sc', 'sh', 'gh', 'ch', 'th']);

/** Whether a word is on a line of capitalised words only (an email's signature, a chart's label): a name, not a sentence's first word. */
function standsAlone(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const words = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd).split(/[\s,.!]+/).filter(Boolean);
  return words.length <= 4 && words.every((word) => /^[A-Z]/.test(word));
}

/** Whether the text at `start` begins a sentence: the text's start, or after . ! ? : ; an opening quote or bracket. */
function startsSentence(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 10), start);
  return (start <= 10 && /^\s*$/.test(before)) || /[.!?:;"“‘'(\n]\s*$/.test(before);
}

export interface BankVocabulary {
  /** Lower-case clickable words the coverage rule holds the dictionary to, each with a text it came from. */
  words: Map<string, string>;
  /** Left out: words the bank only ever writes capitalised, at least once inside a sentence (names, places, days). */
  properNouns: Set<string>;
  /** Left out: parts of words (-ible, bi-, "-dra-", co- in co-operate, the spelling 'ph'), never words on their own. */
  fragments: Set<string>;
}

/**
 * The words of a set of texts as the coverage rule counts them. A token is a fragment when a hyphen joins it to
 * nothing ("-ible", "bi-"), when it is a prefix before a hyphen (co-, multi-) or a quoted spelling ('ph'); it is
 * capitalised inside a sentence when it does not follow the start of the text or sentence-ending punctuation, an
 * opening quote or a bracket, or when it is a line of its own (a signature, a chart label).
 */
export function vocabularyOf(texts: Iterable<string>): BankVocabulary {
  const words = new Map<string, string>();
  const seenLower = new Set<string>();
  const capitalisedInside = new Set<string>();
  const fragments = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/[A-Za-z’']+/g)) {
      const word = clickableWord(match[0]);
      if (!word) continue;
      // The token's quotes are not part of the word: 'sh' starts after its quote.
      const start = match.index! + (match[0].length - match[0].replace(/^['’]+/, '').length);
      const end = match.index! + match[0].replace(/['’]+$/, '').length;
      const before = text[start - 1] ?? ' ';
      const after = text[end] ?? ' ';
      const lower = word.toLowerCase();
      if ((before === '-' && !/[A-Za-z]/.test(text[start - 2] ?? ' ')) || (after === '-' && !/[A-Za-z]/.test(text[end + 1] ?? ' '))) {
        fragments.add(lower);
        continue;
      }
      if (PREFIXES.has(lower) && /[- ]/.test(after) && /[A-Za-z]/.test(text[end + 1] ?? ' ')) {
        fragments.add(lower);
        continue;
      }
      if (SPELLING_FRAGMENTS.has(lower) && /['"‘“]/.test(before)) {
        fragments.add(lower);
        continue;
      }
      if (!words.has(lower)) words.set(lower, text);
      if (word === lower || /^i'/.test(lower)) seenLower.add(lower);
      else if (!startsSentence(text, start) || standsAlone(text, start, end)) capitalisedInside.add(lower);
    }
  }
  const properNouns = new Set([...capitalisedInside].filter((word) => !seenLower.has(word)));
  for (const word of [...properNouns, ...fragments]) if (!seenLower.has(word)) words.delete(word);
  return { words, properNouns, fragments: new Set([...fragments].filter((word) => !seenLower.has(word))) };
}
