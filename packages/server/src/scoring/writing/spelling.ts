import type NSpell from 'nspell';

export type SpellingPreference = 'US' | 'UK' | 'BOTH';

export interface Speller {
  /** True when `word` is spelled correctly in the accepted dictionaries. */
  correct(word: string, preference: SpellingPreference): boolean;
  /**
   * The best correction, or null when there is none. One-edit corrections are cheap; `deep` also lets
   * hunspell search two edits away, which is slow on junk, so callers ration it.
   */
  suggest(word: string, preference: SpellingPreference, deep?: boolean): string | null;
}

const SUGGESTION_CACHE_LIMIT = 5_000;

/** Frequent words a learner most likely meant when several corrections tie ("wich" → which, not wick). */
const COMMON = new Set(
  ('the be to of and a in that have it for not on with he as you do at this but his by from they we say her she or an will my one ' +
    'all would there their what so up out if about who get which go me when make can like time no just him know take people into ' +
    'year your good some could them see other than then now look only come its over think also back after use two how our work first ' +
    'well way even new want because any these give day most us is are was were has had been being does did should must may might ' +
    'government environment important believe receive necessary different development between business society education ' +
    'technology country countries problem problems however therefore although through while where whether their people lot')
    .split(' '),
);
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Corrections one edit away, best first: swapped letters, a missing letter, an extra letter, a wrong letter, a missing space. */
function singleEdits(word: string): { candidate: string; cost: number }[] {
  const edits: { candidate: string; cost: number }[] = [];
  for (let i = 0; i < word.length - 1; i += 1) edits.push({ candidate: word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), cost: 0 });
  for (let i = 0; i <= word.length; i += 1) for (const letter of LETTERS) edits.push({ candidate: word.slice(0, i) + letter + word.slice(i), cost: 1 });
  // Removing one of a doubled letter ("writting") is likelier than removing any other letter.
  for (let i = 0; i < word.length; i += 1) edits.push({ candidate: word.slice(0, i) + word.slice(i + 1), cost: word[i] === word[i - 1] ? 1.5 : 2 });
  for (let i = 0; i < word.length; i += 1) {
    for (const letter of LETTERS) if (letter !== word[i]) edits.push({ candidate: word.slice(0, i) + letter + word.slice(i + 1), cost: 3 });
  }
  for (let i = 1; i < word.length; i += 1) edits.push({ candidate: `${word.slice(0, i)} ${word.slice(i)}`, cost: 1.75 });
  return edits.sort((a, b) => a.cost - b.cost);
}

/** British ↔ American spellings that hunspell's suggestion list does not rank first (organise → organize, not organist). */
function dialectVariants(word: string): string[] {
  const rules: [RegExp, string][] = [
    [/our(s|ed|ing|ite|ites|able|er|ers|hood)?$/, 'or$1'],
    [/or(s|ed|ing|ite|ites|able|er|ers)?$/, 'our$1'],
    [/is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1'],
    [/iz(e|es|ed|ing|ation|ations|er|ers)$/, 'is$1'],
    [/ys(e|es|ed|ing)$/, 'yz$1'],
    [/yz(e|es|ed|ing)$/, 'ys$1'],
    [/([^aeiou])re(s|d)?$/, '$1er$2'],
    [/([^aeiou])er(s|ed)?$/, '$1re$2'],
    [/ll(ed|ing|er|ers)$/, 'l$1'],
    [/([aeiou])l(ed|ing|er|ers)$/, '$1ll$2'],
    [/mme(s)?$/, 'm$1'],
    [/ence(s)?$/, 'ense$1'],
    [/ense(s)?$/, 'ence$1'],
    [/ogue(s)?$/, 'og$1'],
    [/ae/, 'e'],
    [/oe/, 'e'],
  ];
  const variants: string[] = [];
  for (const [pattern, replacement] of rules) {
    if (pattern.test(word)) {
      const variant = word.replace(pattern, replacement);
      if (variant !== word) variants.push(variant);
    }
  }
  return variants;
}

/** Hunspell's own suggester searches two edits deep: helpful for real words, slow (½ s) on junk. */
function worthDeepSearch(word: string): boolean {
  return word.length >= 3 && word.length <= 12 && /^[a-z'-]+$/i.test(word) && /[aeiouy]/i.test(word) && !/[^aeiouy'-]{5,}/i.test(word);
}

export async function loadSpeller(): Promise<Speller> {
  const [{ default: nspell }, { default: english }, { default: british }] = await Promise.all([
    import('nspell'),
    import('dictionary-en'),
    import('dictionary-en-gb'),
  ]);
  const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const us: NSpell = nspell({ aff: asBuffer(english.aff), dic: asBuffer(english.dic) });
  const uk: NSpell = nspell({ aff: asBuffer(british.aff), dic: asBuffer(british.dic) });
  const cache = new Map<string, string | null>();
  const dictionaries = (preference: SpellingPreference) => (preference === 'US' ? [us] : preference === 'UK' ? [uk] : [us, uk]);

  const known = (word: string, preference: SpellingPreference) => dictionaries(preference).some((dictionary) => dictionary.correct(word));
  // "un-" before a participle or an -able adjective makes a word the dictionaries do not list but English allows
  // (unmonitored, unsubsidised, unaffordable).
  const correct = (word: string, preference: SpellingPreference) =>
    known(word, preference) || (/^un[a-z]{4,}(ed|able)$/i.test(word) && known(word.slice(2), preference));

  const oneEditAway = (word: string, preference: SpellingPreference): string | null => {
    const found: { candidate: string; cost: number; common: number }[] = [];
    const seen = new Set<string>();
    for (const { candidate, cost } of singleEdits(word)) {
      if (seen.has(candidate)) continue;
      seen.add(candidate);
      const parts = candidate.split(' ');
      if (!parts.every((part) => part.length > 0 && correct(part, preference))) continue;
      found.push({ candidate, cost, common: parts.every((part) => COMMON.has(part)) ? 0 : 1 });
    }
    found.sort((a, b) => a.common - b.common || a.cost - b.cost || a.candidate.localeCompare(b.candidate));
    return found[0]?.candidate ?? null;
  };

  return {
    correct,
    suggest(word, preference, deep = true) {
      const key = `${preference}:${deep}:${word}`;
      if (cache.has(key)) return cache.get(key) ?? null;
      const lower = word.toLowerCase();
      let best: string | null = dialectVariants(lower).find((variant) => correct(variant, preference)) ?? null;
      if (!best && /^[a-z'-]+$/.test(lower) && lower.length <= 20) best = oneEditAway(lower, preference);
      if (!best && deep && worthDeepSearch(word)) {
        const [primary] = dictionaries(preference === 'BOTH' ? 'US' : preference);
        best = primary.suggest(lower)[0] ?? null;
      }
      if (best && /^\p{Lu}/u.test(word)) best = best[0].toUpperCase() + best.slice(1);
      if (cache.size >= SUGGESTION_CACHE_LIMIT) cache.clear();
      cache.set(key, best);
      return best;
    },
  };
}
