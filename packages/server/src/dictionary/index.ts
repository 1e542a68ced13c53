import type { WordDto } from '@pte-kit/core';
import { lexicon } from '@pte-kit/content';
import { toWordDto } from '../routes/api/learning/index';

/*
 * The dictionary behind GET /api/dictionary/{word} and the word books. Both functions are asynchronous: the data
 * (WordNet, the pronouncing dictionary, FreeDict) loads on the first call and is shared after it.
 * This first version answers from the hand-written lexicon only; WordNet and the phonetics follow.
 */

const byWord = new Map(lexicon.map((entry) => [entry.word, entry]));

/** The headword the dictionary files a word under (`Libraries` → `library`), or null when it does not know the word. */
export async function normaliseWord(word: string): Promise<string | null> {
  const lower = word.trim().toLowerCase().replace(/’/g, "'");
  return byWord.has(lower) ? lower : null;
}

/** A word's dictionary entry (book fields null, bookmark UNMARK), translated into `language` (default Persian). */
export async function lookupWord(word: string, language = 'fa'): Promise<WordDto | null> {
  void language;
  const headword = await normaliseWord(word);
  const entry = headword ? byWord.get(headword) : undefined;
  return entry ? toWordDto(entry) : null;
}
