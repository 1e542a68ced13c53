/**
 * Which word a learner's double-click or selection looks up in the dictionary (spec: a selection needs at least 2
 * characters; clickable words are alphabetic with apostrophes and longer than 1 character; contractions such as It's,
 * He's, Let's stay whole, other possessives are cut at the apostrophe).
 */

/** Words whose `'s` is "is", "has" or "us" rather than a possessive: the token stays whole. */
const S_CONTRACTIONS = new Set([
  'it', 'he', 'she', 'let', 'that', 'what', 'there', 'here', 'who', 'where', 'how', 'when', 'why',
  'everyone', 'everybody', 'someone', 'somebody', 'nobody', 'everything', 'something', 'nothing',
]);
/** The endings that make a token a contraction (don't, you're, I've, we'll, he'd, I'm): it stays whole. */
const CONTRACTION_ENDINGS = new Set(['t', 're', 've', 'll', 'd', 'm']);
const LETTERS_AND_APOSTROPHES = /^[A-Za-z]+(?:'[A-Za-z]+)*$/;
const WORD_CHARACTER = /[A-Za-z'’]/;

/**
 * The dictionary word a token of text stands for, or null when it is not clickable: surrounding punctuation and
 * quotes go, typographic apostrophes count as `'`, a possessive is cut at its apostrophe (the library's → library,
 * students' → students) while contractions stay whole.
 */
export function clickableWord(token: string): string | null {
  const word = token.replace(/[’‘]/g, "'").replace(/^[^A-Za-z0-9]+/, '').replace(/[^A-Za-z0-9']+$/, '').replace(/'+$/, '');
  if (!LETTERS_AND_APOSTROPHES.test(word)) return null;
  const parts = word.split("'");
  let resolved = word;
  if (parts.length === 2) {
    const [stem, ending] = [parts[0]!.toLowerCase(), parts[1]!.toLowerCase()];
    const contraction = ending === 's' ? S_CONTRACTIONS.has(stem) : CONTRACTION_ENDINGS.has(ending);
    if (ending === 's' && !contraction) resolved = parts[0]!;
  }
  return resolved.length > 1 ? resolved : null;
}

/**
 * The word a selection looks up: at least 2 characters, one token (a phrase is not a dictionary word), resolved by
 * `clickableWord`. Null when there is nothing to look up.
 */
export function selectionWord(selection: string): string | null {
  const text = selection.trim();
  if (text.length < 2 || /\s/.test(text)) return null;
  return clickableWord(text);
}

/**
 * The whole token of `text` that a selection from `start` to `end` touches (a touch that caught half a word looks up
 * the word); the selection itself when it spans more than one token.
 */
export function tokenAround(text: string, start: number, end: number): string {
  let from = Math.max(0, Math.min(start, end));
  let to = Math.min(text.length, Math.max(start, end));
  if (/\s/.test(text.slice(from, to).trim())) return text.slice(from, to);
  while (from > 0 && WORD_CHARACTER.test(text[from - 1]!)) from -= 1;
  while (to < text.length && WORD_CHARACTER.test(text[to]!)) to += 1;
  return text.slice(from, to);
}

/** The most sentences one selection sends for translation (each is a call to the translation service). */
export const MAX_SELECTED_SENTENCES = 8;
/** The longest text the translation service takes at once (POST /api/translate/sentence). */
export const MAX_SENTENCE_LENGTH = 1000;

/** Closes a sentence: `.`, `!`, `?` or `…`, with any closing quotes or brackets, before a space. */
const SENTENCE_END = /([.!?…]+["'”’)\]]*)\s+(?=["“‘(\[]?[A-Z0-9])/g;

/**
 * The sentences a selection of several words holds, for the sentence translation modal: split after a sentence's end
 * before a capital or a digit, spaces and line breaks folded, a part longer than the service takes cut at a space. Null
 * when the selection is not several words (one word goes to the dictionary). At most `MAX_SELECTED_SENTENCES`;
 * `more` says the selection held more.
 */
export function selectionSentences(selection: string): { sentences: string[]; more: boolean } | null {
  const text = selection.replace(/\s+/g, ' ').trim();
  if (!/\s/.test(text) || !/[A-Za-z]/.test(text)) return null;
  const sentences: string[] = [];
  for (const sentence of text.replace(SENTENCE_END, '$1\n').split('\n')) {
    let rest = sentence.trim();
    while (rest.length > MAX_SENTENCE_LENGTH) {
      const cut = rest.lastIndexOf(' ', MAX_SENTENCE_LENGTH);
      const at = cut > 0 ? cut : MAX_SENTENCE_LENGTH;
      sentences.push(rest.slice(0, at));
      rest = rest.slice(at).trim();
    }
    if (rest) sentences.push(rest);
  }
  return { sentences: sentences.slice(0, MAX_SELECTED_SENTENCES), more: sentences.length > MAX_SELECTED_SENTENCES };
}
