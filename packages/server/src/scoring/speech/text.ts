/** One word of a known text (read aloud, repeat sentence) and the ways a speaker may say it. */
export interface ReferenceToken {
  /** As printed, punctuation included ("books."), for showing the text back coloured. */
  raw: string;
  /** Word sequences that say it, lower case: [["libraries"]], or for "280" [["two","hundred","eighty"],["two","hundred","and","eighty"]]. */
  says: string[][];
  /** A comma, full stop or other break follows: a pause here is phrasing, not hesitation. */
  breakAfter: boolean;
}

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [[1e9, 'billion'], [1e6, 'million'], [1e3, 'thousand']];
const ORDINAL_ENDINGS: Record<string, string> = {
  one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth',
};
/** Printed forms read out as other words. */
const ABBREVIATIONS: Record<string, string[]> = {
  '&': ['and'], dr: ['doctor'], mr: ['mister'], mrs: ['missus'], vs: ['versus'], etc: ['et', 'cetera'], 'e.g': ['for', 'example'], 'i.e': ['that', 'is'],
};

function belowThousand(value: number, withAnd: boolean): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds > 0) words.push(ONES[hundreds], 'hundred');
  if (rest > 0 && hundreds > 0 && withAnd) words.push('and');
  if (rest >= 20) words.push(TENS[Math.floor(rest / 10)], ...(rest % 10 ? [ONES[rest % 10]] : []));
  else if (rest > 0) words.push(ONES[rest]);
  return words;
}

/** A whole number in words, US style ("two hundred eighty") or British ("two hundred and eighty"). */
export function cardinal(value: number, withAnd = false): string[] {
  if (value === 0) return ['zero'];
  const words: string[] = [];
  let rest = value;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      words.push(...belowThousand(Math.floor(rest / size), withAnd), name);
      rest %= size;
    }
  }
  if (rest > 0 && words.length > 0 && rest < 100 && withAnd) words.push('and');
  words.push(...belowThousand(rest, withAnd));
  return words;
}

function ordinal(value: number): string[] {
  const words = cardinal(value);
  const last = words[words.length - 1];
  const irregular = ORDINAL_ENDINGS[last];
  words[words.length - 1] = irregular ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return words;
}

/** A year as people say it: 1998 "nineteen ninety eight", 2005 "two thousand five" or "twenty oh five", 2024 also "twenty twenty four". */
function yearReadings(value: number): string[][] {
  const readings: string[][] = [];
  const century = Math.floor(value / 100);
  const rest = value % 100;
  if (value % 1000 < 10 || (value >= 2000 && value < 2010)) readings.push(cardinal(value), cardinal(value, true));
  if (century % 10 !== 0 || rest >= 10) {
    readings.push([...cardinal(century), ...(rest === 0 ? ['hundred'] : rest < 10 ? ['oh', ONES[rest]] : cardinal(rest))]);
  }
  return readings;
}

const unique = (readings: string[][]) => [...new Map(readings.map((reading) => [reading.join(' '), reading])).values()];

/** Ways to say a token with digits ("280", "1998", "3.5", "$40", "25%", "21st"); null when it is not a number. */
export function numberReadings(token: string): string[][] | null {
  const match = /^(\$|£|€)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(%|st|nd|rd|th|s)?$/i.exec(token);
  if (!match) return null;
  const [, currency, whole, decimals, suffix] = match;
  const value = Number(whole.replace(/,/g, ''));
  if (!Number.isSafeInteger(value)) return null;
  const lower = suffix?.toLowerCase();
  if (lower && ['st', 'nd', 'rd', 'th'].includes(lower)) return [ordinal(value)];
  let readings: string[][] = [cardinal(value), cardinal(value, true)];
  if (!currency && !decimals && (!lower || lower === 's') && value >= 1100 && value <= 2099 && !whole.includes(',')) readings = [...yearReadings(value), ...readings];
  if (lower === 's') {
    // "1990s", "the 80s": the last word takes the plural.
    readings = readings.map((reading) => [...reading.slice(0, -1), reading[reading.length - 1].replace(/y$/, 'ie') + 's']);
  }
  if (decimals) readings = readings.map((reading) => [...reading, 'point', ...[...decimals].map((digit) => ONES[Number(digit)])]);
  if (lower === '%') readings = readings.map((reading) => [...reading, 'percent']);
  const unit = currency === '$' ? 'dollars' : currency === '£' ? 'pounds' : currency === '€' ? 'euros' : null;
  if (unit) readings = readings.map((reading) => [...reading, value === 1 ? unit.slice(0, -1) : unit]);
  return unique(readings);
}

/** Lower case, curly quotes straightened, outer punctuation off: the form the dictionary is keyed by. */
export function normaliseWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/[‘’ʼ`]/g, "'")
    .replace(/^[^\p{L}\p{N}$£€&]+|[^\p{L}\p{N}%]+$/gu, '');
}

/** The words of a known text, each with the ways it is said; lone punctuation is dropped. */
export function referenceTokens(text: string): ReferenceToken[] {
  const tokens: ReferenceToken[] = [];
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    const breakAfter = /[,.;:!?)"”–—]$/.test(raw);
    const previous = tokens[tokens.length - 1];
    const word = normaliseWord(raw);
    if (!word) {
      if (previous && /[,.;:!?–—]/.test(raw)) previous.breakAfter = true;
      continue;
    }
    const abbreviation = ABBREVIATIONS[word];
    const says = numberReadings(word) ?? (abbreviation ? [abbreviation] : [word.split(/(?<=\p{L})[-/](?=\p{L})/u)]);
    tokens.push({ raw, says, breakAfter });
  }
  return tokens;
}

/** The words of free speech or an answer, normalised for comparing (numbers spelt out). */
export function spokenWords(text: string): string[] {
  return referenceTokens(text).flatMap((token) => token.says[0]);
}

/**
 * Edit distance between two sequences (substitutions, deletions, insertions, one each): of phones for words that sound
 * alike (topic.ts), of words for a word error rate (the recogniser's tests, bench/speech-wer.ts).
 */
export function editDistance<T>(a: readonly T[], b: readonly T[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
