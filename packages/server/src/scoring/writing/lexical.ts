import { isContentTerm, type Analyzer, type Term, type Vocabulary } from './language';
import { spellingKey, stem, straightQuotes, type Span } from './text';
import type { WordVectors } from './vectors';
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

/** A vocabulary plus the WordNet synonyms and derived forms of its words, so a match can go either way. */
export interface RelatedVocabulary extends Vocabulary {
  related: Set<string>;
}

export function withSynonyms(vocabulary: Vocabulary, wordnet: WordNet): RelatedVocabulary {
  const related = new Set<string>();
  for (const key of vocabulary.keys) {
    for (const synonym of wordnet.synonyms(key)) if (!synonym.includes(' ')) related.add(spellingKey(synonym));
    for (const form of wordnet.derived(key)) related.add(spellingKey(form));
  }
  return { ...vocabulary, related };
}

/**
 * True when `word` (a lemma) is in `vocabulary` directly, by stem, through one of its WordNet
 * synonyms (multi-word ones as a phrase) or derived forms, or as a synonym or derived form of one of the vocabulary's words.
 */
export function matches(word: string, vocabulary: RelatedVocabulary, wordnet: WordNet): boolean {
  const key = spellingKey(word);
  if (vocabulary.keys.has(key) || vocabulary.stems.has(stem(word)) || vocabulary.related.has(key)) return true;
  for (const synonym of wordnet.synonyms(word)) {
    if (synonym.includes(' ') ? vocabulary.phrase.includes(` ${synonym} `) : vocabulary.keys.has(spellingKey(synonym)) || vocabulary.stems.has(stem(synonym))) {
      return true;
    }
  }
  for (const form of wordnet.derived(word)) if (vocabulary.keys.has(spellingKey(form)) || vocabulary.stems.has(stem(form))) return true;
  return false;
}

/**
 * Matching by meaning. A key-point word that the response does not use (nor a WordNet synonym of it) still counts in
 * part when a response word has a close GloVe vector: nothing below a cosine of 0.55 ("walking"/"popular"), all of
 * it from 0.8 ("expensive"/"costly" 0.81). Single word pairs are noisy ("early"/"late" 0.90), so a point is judged on
 * all its words together, rarer words weighing more.
 */
const MEANING_FLOOR = 0.55;
const MEANING_SPAN = 0.25;
/** Weighted share of a key point's words that must be found for it to count as covered. */
const POINT_COVERED = 0.4;
/** The same in a 20–30 word summary, which names a point rather than states it ("loneliness" for "loneliness and less learning from colleagues"). */
const BRIEF_POINT_COVERED = 0.34;
/** The same for a point that asks for an act (apologise, suggest…) which the response performs: the act is most of it. */
const ACT_POINT_COVERED = 0.25;

/** The words of a text that can be matched by meaning, with the vectors to compare them. */
export interface SemanticVocabulary {
  vectors: WordVectors;
  words: string[];
}

export function semanticVocabulary(terms: Term[], vectors: WordVectors): SemanticVocabulary {
  const words = new Set<string>();
  for (const term of terms.filter(isContentTerm)) for (const word of [term.lemma, term.normal]) if (vectors.has(word)) words.add(word);
  return { vectors, words: [...words] };
}

/**
 * How far a response word stands in for `word`, 0–1, by the closest vector of the vocabulary; `taken` words already
 * stand for other words of the point ("reduce" for "reduce" cannot also be "improve").
 */
export function meaningMatch(word: string, vocabulary: SemanticVocabulary, taken: ReadonlySet<string> = new Set()): number {
  let best = 0;
  for (const candidate of vocabulary.words) if (!taken.has(candidate)) best = Math.max(best, vocabulary.vectors.similarity(word, candidate));
  return Math.min(1, Math.max(0, (best - MEANING_FLOOR) / MEANING_SPAN));
}

/** Rarer words carry a point more than common ones ("pollination" more than "good"); rank is corpus frequency order. */
const weightOf = (word: string, vectors: WordVectors | undefined) => Math.log(Math.min(vectors?.rank(word) ?? 50_000, 50_000) + 50);

/**
 * Instruction words in key points ("describe the problem", "explain what you tried", "suggest a way to…") are not
 * content: the acts among them (apologise, suggest, ask…) are checked as acts (see acts.ts).
 */
const TASK_INSTRUCTIONS = new Set([
  'describe', 'explain', 'mention', 'state', 'discuss', 'outline', 'summarise', 'summarize', 'include', 'write', 'tell', 'say',
  'apologise', 'apologize', 'suggest', 'propose', 'recommend', 'ask', 'request', 'enquire', 'inquire', 'thank', 'invite', 'remind',
  'complain', 'offer', 'give', 'way', 'politely', 'polite', 'briefly', 'brief', 'clearly', 'point',
]);

export interface KeyPointResult {
  covered: boolean;
  /** Covered by the words themselves (or their WordNet synonyms and stems), without matching by meaning. */
  literal: boolean;
  /** Weighted share of the point's words found, by form or by meaning (0–1). */
  score: number;
}

/**
 * A key point counts as covered when enough of its content words appear in the response, weighted by rarity: as
 * themselves, words of the same stem, WordNet synonyms, or words of close meaning (word vectors). A point that asks
 * for an act (apologise, suggest…) is covered only when the response performs it, and then needs fewer of its words.
 */
export interface CoverageOptions {
  /** The response's words for matching by meaning; without it only form, stems and WordNet count. */
  meaning?: SemanticVocabulary;
  /** Whether the point asks for an act, and whether the response performs it. */
  act?: { asked: boolean; performed: boolean };
  /** A short summary judged on its main points: a point's key words are enough (PTE Core summaries). */
  brief?: boolean;
  /**
   * How many of the question's key points use each lemma. A word several points share ("parks" in three points about
   * parks) names the topic, not the point, and weighs that much less.
   */
  pointsUsing?: ReadonlyMap<string, number>;
}

/** Lemmas of a key point that carry content: its content words without the instruction words. */
export function keyPointLemmas(keyPointTerms: Term[]): string[] {
  return [...new Set(keyPointTerms.filter(isContentTerm).map((term) => term.lemma))].filter((lemma) => !TASK_INSTRUCTIONS.has(lemma));
}

export function keyPointCoverage(keyPointTerms: Term[], response: RelatedVocabulary, wordnet: WordNet, options: CoverageOptions = {}): KeyPointResult {
  const { meaning, act = { asked: false, performed: true }, brief = false, pointsUsing } = options;
  const lemmas = keyPointLemmas(keyPointTerms);
  if (lemmas.length === 0) {
    const covered = act.asked && act.performed;
    return { covered, literal: covered, score: covered ? 1 : 0 };
  }
  const literally = lemmas.filter((lemma) => matches(lemma, response, wordnet));
  const taken = new Set(literally);
  let found = 0;
  let total = 0;
  for (const lemma of lemmas) {
    const weight = weightOf(lemma, meaning?.vectors) / Math.max(1, pointsUsing?.get(lemma) ?? 1);
    total += weight;
    found += weight * (literally.includes(lemma) ? 1 : meaning ? meaningMatch(lemma, meaning, taken) : 0);
  }
  const score = found / total;
  const needed = lemmas.length <= 2 ? lemmas.length : Math.ceil(lemmas.length * 0.6);
  // An act with a single word of content ("thank her for the gift") is covered by the act: the learner names the gift.
  const threshold = act.asked ? (lemmas.length === 1 ? 0 : ACT_POINT_COVERED) : brief ? BRIEF_POINT_COVERED : POINT_COVERED;
  return { covered: act.performed && score >= threshold, literal: act.performed && literally.length >= needed, score };
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
