import { isContentTerm, type Analyzer, type Term, type Vocabulary } from './language';
import { spellingKey, stem, straightQuotes, type Span } from './text';
import type { WordNet } from './wordnet';

/** Moving-average type–token ratio: lexical diversity that does not fall just because a text is longer. */
export function movingTypeTokenRatio(words: string[], window = 50): number {
  if (words.length === 0) return 0;
  const size = Math.min(window, words.length);
  let total = 0;
  let windows = 0;
  for (let start = 0; start + size <= words.length; start += 1) {
    total += new Set(words.slice(start, start + size)).size / size;
    windows += 1;
  }
  return total / windows;
}

/** Share of content words that are long or have three or more syllables: a proxy for less frequent, academic words. */
export function sophisticatedShare(contentWords: string[], analyzer: Analyzer): number {
  if (contentWords.length === 0) return 0;
  const sophisticated = contentWords.filter((word) => word.length >= 9 || analyzer.syllables(word) >= 3).length;
  return sophisticated / contentWords.length;
}

const normalWords = (text: string) =>
  straightQuotes(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);

/** The response's words, each marked when it sits in a run of `run` or more words copied from the source. */
function copiedWords(response: string, source: string, run: number): { words: string[]; copied: boolean[] } {
  const words = normalWords(response);
  const sourceWords = normalWords(source);
  const copied = new Array<boolean>(words.length).fill(false);
  if (words.length < run || sourceWords.length < run) return { words, copied };
  const grams = new Set<string>();
  for (let i = 0; i + run <= sourceWords.length; i += 1) grams.add(sourceWords.slice(i, i + run).join(' '));
  for (let i = 0; i + run <= words.length; i += 1) {
    if (grams.has(words.slice(i, i + run).join(' '))) for (let j = i; j < i + run; j += 1) copied[j] = true;
  }
  return { words, copied };
}

/** Share of the response's words that sit in runs of `run` or more words copied from the source. */
export function copiedShare(response: string, source: string, run = 5): number {
  const { words, copied } = copiedWords(response, source, run);
  return words.length === 0 ? 0 : copied.filter(Boolean).length / words.length;
}

/** The response without the runs of `run` or more words it copied from the source: what the learner wrote themselves. */
export function ownWords(response: string, source: string, run = 5): string {
  const { words, copied } = copiedWords(response, source, run);
  return words.filter((_, index) => !copied[index]).join(' ');
}

/** A vocabulary plus the WordNet synonyms of its words, so a match can go either way. */
export interface RelatedVocabulary extends Vocabulary {
  related: Set<string>;
}

export function withSynonyms(vocabulary: Vocabulary, wordnet: WordNet): RelatedVocabulary {
  const related = new Set<string>();
  for (const key of vocabulary.keys) for (const synonym of wordnet.synonyms(key)) if (!synonym.includes(' ')) related.add(spellingKey(synonym));
  return { ...vocabulary, related };
}

/**
 * True when `word` (a lemma) is in `vocabulary` directly, by stem, through one of its WordNet
 * synonyms (multi-word ones as a phrase), or as a synonym of one of the vocabulary's words.
 */
export function matches(word: string, vocabulary: RelatedVocabulary, wordnet: WordNet): boolean {
  const key = spellingKey(word);
  if (vocabulary.keys.has(key) || vocabulary.stems.has(stem(word)) || vocabulary.related.has(key)) return true;
  for (const synonym of wordnet.synonyms(word)) {
    if (synonym.includes(' ') ? vocabulary.phrase.includes(` ${synonym} `) : vocabulary.keys.has(spellingKey(synonym)) || vocabulary.stems.has(stem(synonym))) {
      return true;
    }
  }
  return false;
}

/** Instruction verbs in key points ("describe the problem", "explain what you tried") are not content. */
const TASK_INSTRUCTIONS = new Set(['describe', 'explain', 'mention', 'state', 'discuss', 'outline', 'summarise', 'summarize', 'include', 'write', 'tell', 'say']);

export interface KeyPointResult {
  covered: boolean;
  matched: number;
  needed: number;
}

/**
 * A key point counts as covered when enough of its content words — or their WordNet synonyms, or
 * words of the same stem — appear in the response: all of one or two, about 60 % of longer ones.
 */
export function keyPointCoverage(keyPointTerms: Term[], response: RelatedVocabulary, wordnet: WordNet): KeyPointResult {
  const lemmas = [...new Set(keyPointTerms.filter(isContentTerm).map((term) => term.lemma))].filter((lemma) => !TASK_INSTRUCTIONS.has(lemma));
  if (lemmas.length === 0) return { covered: false, matched: 0, needed: 0 };
  const matched = lemmas.filter((lemma) => matches(lemma, response, wordnet)).length;
  const needed = lemmas.length <= 2 ? lemmas.length : Math.ceil(lemmas.length * 0.6);
  return { covered: matched >= needed, matched, needed };
}

/** Share of the response's content words that belong to the topic (source, key points, model answer). */
export function topicRelevance(responseTerms: Term[], topic: RelatedVocabulary, wordnet: WordNet): number {
  const content = responseTerms.filter(isContentTerm);
  if (content.length === 0) return 0;
  const verdicts = new Map<string, boolean>();
  let onTopic = 0;
  for (const term of content) {
    let verdict = verdicts.get(term.lemma);
    if (verdict === undefined) {
      verdict = matches(term.lemma, topic, wordnet) || matches(term.normal, topic, wordnet);
      verdicts.set(term.lemma, verdict);
    }
    if (verdict) onTopic += 1;
  }
  return onTopic / content.length;
}


const LINKERS = [
  'however', 'moreover', 'furthermore', 'therefore', 'consequently', 'thus', 'hence', 'nevertheless', 'nonetheless', 'in addition',
  'additionally', 'for example', 'for instance', 'such as', 'as a result', 'on the other hand', 'in contrast', 'by contrast',
  'similarly', 'likewise', 'firstly', 'secondly', 'thirdly', 'first of all', 'finally', 'lastly', 'in conclusion', 'to conclude',
  'to sum up', 'in summary', 'overall', 'all in all', 'on balance', 'although', 'even though', 'whereas', 'while', 'because',
  'since', 'despite', 'in spite of', 'as well as', 'not only', 'in particular', 'specifically', 'indeed', 'meanwhile',
  'subsequently', 'accordingly', 'in other words', 'that is', 'to illustrate', 'in fact', 'above all', 'besides', 'also',
  'another', 'due to', 'owing to', 'so that', 'in order to', 'unless', 'provided that', 'as long as', 'but', 'so',
  'unfortunately', 'as a result', 'instead', 'otherwise', 'in the meantime',
];

/** Discourse markers and connectives used, each counted once. */
export function linkersUsed(text: string): Set<string> {
  const lower = ` ${straightQuotes(text).toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ')} `;
  return new Set(LINKERS.filter((linker) => lower.includes(` ${linker} `)));
}

const SUBORDINATORS = /\b(although|though|because|since|while|whilst|whereas|unless|if|when|whenever|which|who|whom|whose|where|despite|so that|in order to|even if|provided that|as long as|not only)\b/i;

export interface SentenceStats {
  count: number;
  meanLength: number;
  lengthSpread: number;
  complexShare: number;
}

/** Sentence lengths and the share of sentences with a subordinate or relative clause. */
export function sentenceStats(text: string, sentences: Span[]): SentenceStats {
  const lengths: number[] = [];
  let complex = 0;
  for (const span of sentences) {
    const sentence = text.slice(span.start, span.end);
    const length = sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    if (length === 0) continue;
    lengths.push(length);
    if (SUBORDINATORS.test(sentence)) complex += 1;
  }
  if (lengths.length === 0) return { count: 0, meanLength: 0, lengthSpread: 0, complexShare: 0 };
  const mean = lengths.reduce((sum, length) => sum + length, 0) / lengths.length;
  const spread = Math.sqrt(lengths.reduce((sum, length) => sum + (length - mean) ** 2, 0) / lengths.length);
  return { count: lengths.length, meanLength: mean, lengthSpread: spread, complexShare: complex / lengths.length };
}
