import { describe, expect, it } from 'vitest';
import { dictationWords } from '../words/dictationWords';
import { lexicon } from '../words/lexicon';
import { persianGlossary } from '../words/persian';

/* Each check collects every violation as "word: problem", so a failure lists all offending entries at once. */

const entries = Object.entries(persianGlossary);

/** Persian script (U+0600–U+06FF), spaces, ZWNJ and brackets: no Latin letters, digits or Western punctuation. */
const PERSIAN_TEXT = /^[\u0600-\u06FF\u200C ()]+$/;
/** Arabic yeh and kaf, which Iranian Persian writes as ی and ک. */
const ARABIC_YEH_KAF = /[\u064A\u0643]/;
const ZWNJ = '\u200C';
const SENSE_SEPARATOR = '، ';

/** The senses of a gloss, as the translate lookup splits them. */
const sensesOf = (gloss: string) => gloss.split(SENSE_SEPARATOR);

describe('persianGlossary', () => {
  it('has a gloss for every word of the word of the day lexicon and the dictation drill', () => {
    const words = [...lexicon, ...dictationWords].map((entry) => entry.word);
    expect(words.filter((word) => !Object.hasOwn(persianGlossary, word))).toEqual([]);
  });

  it('has lower-case keys in alphabetical order', () => {
    const keys = entries.map(([word]) => word);
    // Hyphenated compounds (well-being) and contractions (don't), which a learner clicks as one word, are keys too.
    expect(keys.filter((word) => !/^[a-z]+(?:['-][a-z]+)*$/.test(word))).toEqual([]);
    expect(keys.flatMap((word, i) => (i > 0 && keys[i - 1] >= word ? [`${keys[i - 1]} before ${word}`] : []))).toEqual(
      [],
    );
  });

  it('takes each word from the file of its initial letter, and each from one file only', async () => {
    const letters = [...'abcdefghijklmnopqrstuvwxyz'];
    const files = await Promise.all(
      letters.map(async (letter) => {
        const name = `persian${letter.toUpperCase()}`;
        const module = (await import(`../words/${name}.ts`)) as Record<string, Readonly<Record<string, string>>>;
        return { letter, name, words: Object.keys(module[name] ?? {}) };
      }),
    );
    const strays = files.flatMap(({ letter, name, words }) =>
      words.filter((word) => word[0] !== letter).map((word) => `${name}: ${word}`),
    );
    expect(strays).toEqual([]);
    // A word in two files would be spread twice, and the merged glossary would silently keep only the last gloss.
    expect(files.reduce((total, { words }) => total + words.length, 0)).toBe(entries.length);
  });

  it('glosses every word in Persian script only', () => {
    const problems = entries.flatMap(([word, gloss]) => [
      ...(gloss.trim().length > 0 ? [] : [`${word}: empty gloss`]),
      ...(PERSIAN_TEXT.test(gloss) ? [] : [`${word}: "${gloss}" has characters outside Persian script`]),
      ...(ARABIC_YEH_KAF.test(gloss) ? [`${word}: "${gloss}" uses Arabic ي or ك`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('gives one to three distinct, trimmed senses separated by the Persian comma', () => {
    const problems = entries.flatMap(([word, gloss]) => {
      const senses = sensesOf(gloss);
      return [
        ...(senses.length <= 3 ? [] : [`${word}: ${senses.length} senses`]),
        ...(new Set(senses).size === senses.length ? [] : [`${word}: repeated sense`]),
        ...senses
          .filter((sense) => sense.length === 0 || sense !== sense.trim() || sense.includes('،') || /\s{2}/.test(sense))
          .map((sense) => `${word}: malformed sense "${sense}"`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('uses ZWNJ only inside a word, between two letters', () => {
    const problems = entries.flatMap(([word, gloss]) =>
      [...gloss.matchAll(new RegExp(ZWNJ, 'g'))]
        .filter(({ index }) => !/\p{L}/u.test(gloss[index - 1] ?? '') || !/\p{L}/u.test(gloss[index + 1] ?? ''))
        .map(({ index }) => `${word}: stray ZWNJ at ${index} in "${gloss}"`),
    );
    expect(problems).toEqual([]);
  });

  it('answers the senses a learner looks up for a common word', () => {
    expect(sensesOf(persianGlossary.accept)).toEqual(['پذیرفتن', 'قبول کردن']);
    expect(sensesOf(persianGlossary['well-being'])).toContain('بهزیستی');
    expect(sensesOf(persianGlossary.shadow)).toEqual(['سایه']);
    expect(sensesOf(persianGlossary["don't"])).toContain('نکن');
  });
});
