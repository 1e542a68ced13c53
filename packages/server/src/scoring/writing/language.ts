import { STOPWORDS, spellingKey, stem } from './text';

/** One word as compromise reads it: lemma and part-of-speech tags, with its place in the text. */
export interface Term {
  normal: string;
  lemma: string;
  tags: ReadonlySet<string>;
  start: number;
  end: number;
}

export interface Analyzer {
  terms(text: string): Term[];
  syllables(word: string): number;
}

const FUNCTION_TAGS = ['Pronoun', 'Determiner', 'Preposition', 'Conjunction', 'Auxiliary', 'Modal', 'Copula', 'QuestionWord'];
const ANALYSIS_CACHE_LIMIT = 300;

interface CompromiseTerm {
  text?: string;
  normal?: string;
  root?: string;
  tags?: string[];
  offset?: { start: number; length: number };
}

export async function loadAnalyzer(): Promise<Analyzer> {
  const [{ default: nlp }, { syllable }] = await Promise.all([import('compromise'), import('syllable')]);
  const cache = new Map<string, Term[]>();

  const analyse = (text: string): Term[] => {
    try {
      const doc = nlp(text);
      doc.compute('root');
      const sentences = doc.json({ offset: true, terms: { offset: true, normal: true } }) as { terms?: CompromiseTerm[] }[];
      const terms: Term[] = [];
      for (const sentence of sentences) {
        for (const term of sentence.terms ?? []) {
          const normal = (term.normal ?? term.text ?? '').toLowerCase();
          if (!normal || !term.offset) continue;
          terms.push({
            normal,
            lemma: (term.root ?? normal).toLowerCase(),
            tags: new Set(term.tags ?? []),
            start: term.offset.start,
            end: term.offset.start + term.offset.length,
          });
        }
      }
      return terms;
    } catch {
      return [];
    }
  };

  return {
    terms(text) {
      const cached = cache.get(text);
      if (cached) return cached;
      const terms = analyse(text);
      // Sources, key points and model answers repeat for every learner who answers the question.
      if (text.length <= 20_000) {
        if (cache.size >= ANALYSIS_CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
        cache.set(text, terms);
      }
      return terms;
    },
    syllables(word) {
      try {
        return syllable(word);
      } catch {
        return 1;
      }
    },
  };
}

export function isContentTerm(term: Term): boolean {
  if (!/^\p{L}[\p{L}'-]*$/u.test(term.normal) || term.normal.length < 3) return false;
  if (STOPWORDS.has(term.normal) || STOPWORDS.has(term.lemma)) return false;
  return !FUNCTION_TAGS.some((tag) => term.tags.has(tag));
}

/** A bag of a text's content vocabulary for matching: lemma keys, word keys, rough stems and the words in order. */
export interface Vocabulary {
  keys: Set<string>;
  stems: Set<string>;
  /** The text's words, lower case, space-separated and padded with spaces, for multi-word synonyms ("take in"). */
  phrase: string;
}

export function vocabularyOf(terms: Term[]): Vocabulary {
  const keys = new Set<string>();
  const stems = new Set<string>();
  for (const term of terms.filter(isContentTerm)) {
    for (const word of [term.lemma, term.normal]) {
      keys.add(spellingKey(word));
      stems.add(stem(word));
    }
  }
  return { keys, stems, phrase: ` ${terms.map((term) => term.normal).join(' ')} ` };
}
