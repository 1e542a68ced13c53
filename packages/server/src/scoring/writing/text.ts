/** A whitespace-delimited piece of the response, as the learner typed it. */
export interface Token {
  /** The piece exactly as typed, punctuation included. */
  raw: string;
  start: number;
  end: number;
  /** The piece without leading and trailing punctuation ('' when it has no letter or digit). */
  core: string;
  coreStart: number;
  coreEnd: number;
  /** `core` in lower case with curly apostrophes made straight. */
  lower: string;
  /** True when a sentence starts at this token (text start, after . ! ? or at a new line). */
  sentenceStart: boolean;
  /** True when the token is followed by punctuation that closes a clause (, ; : . ! ? or a dash). */
  clauseEnd: boolean;
  /** True when the token ends a sentence (. ! ? that is not an abbreviation). */
  sentenceEnd: boolean;
}

export interface Span {
  start: number;
  end: number;
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
/** Words written with a full stop that usually does not end the sentence. Titles never end one. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'fig', 'vol', 'dept', 'approx', 'cf', 'vs']);
const ABBREVIATIONS = new Set([...TITLES, 'etc', 'e.g', 'i.e', 'eg', 'ie', 'inc', 'ltd', 'u.s', 'u.k', 'a.m', 'p.m', 'al']);

export function straightQuotes(text: string): string {
  return text.replace(/[\u2018\u2019\u201A\u201B\u02BC]/g, "'").replace(/[\u201C\u201D\u201E\u201F]/g, '"');
}

/** Every non-blank piece of the text with its offsets, in order (the same pieces `countWords` splits on). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const abbreviationStops: number[] = [];
  const pieces = /\S+/g;
  let match: RegExpExecArray | null;
  let lastEnd = 0;
  while ((match = pieces.exec(text)) !== null) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    const leading = /^[^\p{L}\p{N}]*/u.exec(raw)?.[0].length ?? 0;
    const core = raw.replace(EDGE_PUNCTUATION, '');
    const coreStart = core ? start + leading : start;
    const coreEnd = core ? coreStart + core.length : start;
    const trailing = core ? raw.slice(leading + core.length) : raw;
    const lower = straightQuotes(core).toLowerCase();
    const abbreviation = trailing.startsWith('.') && !/[!?]/.test(trailing)
      && (ABBREVIATIONS.has(lower) || /^(\p{L}\.)+\p{L}$/u.test(core));
    if (abbreviation) abbreviationStops.push(tokens.length);
    const sentenceEnd = /[.!?]/.test(trailing) && !abbreviation;
    const clauseEnd = sentenceEnd || /[,;:\u2013\u2014)]/.test(trailing) || (!core && /[-\u2013\u2014]/.test(raw));
    const newLine = text.slice(lastEnd, start).includes('\n');
    tokens.push({ raw, start, end, core, coreStart, coreEnd, lower, sentenceStart: newLine, clauseEnd, sentenceEnd });
    lastEnd = end;
  }
  // "etc." or "e.g." end a sentence only when a capitalised word follows; titles (Dr., Mr.) never do.
  for (const index of abbreviationStops) {
    const next = tokens.slice(index + 1).find((token) => token.core);
    const title = TITLES.has(tokens[index].lower);
    if (!next || (!title && /^\p{Lu}/u.test(next.core))) {
      tokens[index].sentenceEnd = true;
      tokens[index].clauseEnd = true;
    }
  }
  let startsSentence = true;
  for (const token of tokens) {
    if (token.sentenceStart) startsSentence = true;
    token.sentenceStart = startsSentence && token.core !== '';
    if (token.core) startsSentence = false;
    if (token.sentenceEnd) startsSentence = true;
  }
  return tokens;
}

/** Sentences as character spans: split after . ! ? (not abbreviations or decimals) and at line breaks. */
export function sentenceSpans(text: string, tokens: Token[] = tokenize(text)): Span[] {
  const spans: Span[] = [];
  let current: Span | null = null;
  for (const token of tokens) {
    if (token.sentenceStart && current) {
      spans.push(current);
      current = null;
    }
    current = current ? { start: current.start, end: token.end } : { start: token.start, end: token.end };
    if (token.sentenceEnd) {
      spans.push(current);
      current = null;
    }
  }
  if (current) spans.push(current);
  return spans.filter((span) => /[\p{L}\p{N}]/u.test(text.slice(span.start, span.end)));
}

/**
 * Sentence count in the sense of the SWT form rule: full stops, question and exclamation marks that
 * are followed by more words each start a new sentence; line breaks do not.
 */
export function countTerminatedSentences(tokens: Token[]): number {
  const wordTokens = tokens.filter((token) => token.core);
  if (wordTokens.length === 0) return 0;
  let count = 1;
  wordTokens.forEach((token, index) => {
    if (token.sentenceEnd && index < wordTokens.length - 1) count += 1;
  });
  return count;
}

/** True when the response ends with a full stop (closing quotes or brackets may follow it). */
export function endsWithFullStop(text: string): boolean {
  return /\.["'\u2019\u201D)\]]*\s*$/.test(text) && !/\.\.\.["'\u2019\u201D)\]]*\s*$/.test(text);
}

export function paragraphs(text: string): string[] {
  return text.split(/\n+/).map((block) => block.trim()).filter((block) => /[\p{L}\p{N}]/u.test(block));
}

/** Written in capitals only: at least 80 % of the words of two or more letters are all upper case. */
export function isAllCapitals(tokens: Token[]): boolean {
  const words = tokens.map((token) => token.core).filter((core) => (core.match(/\p{L}/gu)?.length ?? 0) >= 2);
  if (words.length < 3) return false;
  const shouting = words.filter((word) => word === word.toUpperCase() && word !== word.toLowerCase()).length;
  return shouting / words.length >= 0.8;
}

/** Laid out as a list: two or more lines that start with a bullet, dash or list number. */
export function isBulletList(text: string): boolean {
  const bulletLines = text.split('\n').filter((line) => /^\s*([-*\u2022\u25AA\u25CF\u25E6\u2023\u2043]|\d{1,2}[.)]|[a-h][.)])\s+\S/.test(line));
  return bulletLines.length >= 2;
}

export function hasPunctuation(text: string): boolean {
  return /[.,;:!?]/.test(text);
}

/** Letter runs inside a word (apostrophes inside a run are kept: don't, children's). */
export function letterRuns(core: string, offset: number): { text: string; start: number; end: number }[] {
  const runs: { text: string; start: number; end: number }[] = [];
  const pattern = /\p{L}+(?:['\u2019]\p{L}+)*/gu;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(core)) !== null) runs.push({ text: match[0], start: offset + match.index, end: offset + match.index + match[0].length });
  return runs;
}

export const STOPWORDS = new Set(
  (
    'a about above across after afterwards again against all almost alone along already also although always am among amongst an and ' +
    'another any anyhow anyone anything anyway anywhere are around as at back be became because become becomes becoming been before ' +
    'beforehand behind being below beside besides between beyond both but by can cannot could did do does doing done down due during each ' +
    'eg either else elsewhere enough etc even ever every everyone everything everywhere except few for former formerly from further get gets ' +
    'getting give given go goes going gone got had has have having he hence her here hereby herein hers herself him himself his how however ' +
    'i ie if in indeed into is it its itself just keep last latter least less let like made make makes many may me meanwhile might mine more ' +
    'moreover most mostly much must my myself namely neither never nevertheless next no nobody none nor not nothing now nowhere of off often ' +
    'on once one only onto or other others otherwise our ours ourselves out over own per perhaps please put quite rather re really same see ' +
    'seem seemed seeming seems several she should since so some somehow someone something sometime sometimes somewhere still such take than ' +
    'that the their theirs them themselves then thence there thereafter thereby therefore therein thereupon these they thing things this ' +
    'those though through throughout thru thus to together too toward towards under unless until up upon us use used uses using very via was ' +
    'way we well were what whatever when whence whenever where whereas whereby wherein whereupon wherever whether which while whilst who ' +
    'whoever whole whom whose why will with within without would yet you your yours yourself yourselves firstly secondly thirdly finally ' +
    'lastly conclusion overall summary example instance addition furthermore additionally consequently say says said think believe ' +
    'lot lots also dear regards sincerely faithfully kind best wishes thanks thank hi hello'
  ).split(' '),
);

/**
 * A key for matching words across British and American spelling (colour/color, organise/organize,
 * centre/center, travelled/traveled, analyse/analyze, programme/program, defence/defense).
 */
export function spellingKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/our(s|ed|ing|ite|ites|able|er|ers)?$/, 'or$1')
    .replace(/is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1')
    .replace(/ys(e|es|ed|ing)$/, 'yz$1')
    .replace(/([^aeiou])re(s|d)?$/, '$1er$2')
    .replace(/ll(ed|ing|er|ers)$/, 'l$1')
    .replace(/mme(s)?$/, 'm$1')
    .replace(/ence(s)?$/, 'ense$1')
    .replace(/ogue(s)?$/, 'og$1');
}

const STEM_SUFFIXES = [
  'izations', 'ization', 'isations', 'isation', 'ational', 'ations', 'ation', 'itions', 'ition', 'ements', 'ement', 'ments', 'ment',
  'nesses', 'ness', 'ities', 'ity', 'ically', 'ical', 'ings', 'ing', 'ions', 'ion', 'ists', 'ist', 'isms', 'ism', 'ers', 'er', 'ies',
  'ied', 'ed', 'es', 'ly', 'als', 'al', 'ives', 'ive', 'ous', 'fully', 'ful', 'less', 'ables', 'able', 'ibles', 'ible', 'izes', 'ize',
  'ises', 'ise', 'ic', 'ics', 's', 'y', 'e',
];

/** A rough stem so that derived words meet: pollution, polluted, pollutes → pollut. */
export function stem(word: string): string {
  let current = spellingKey(word);
  for (let pass = 0; pass < 2; pass += 1) {
    const suffix = STEM_SUFFIXES.find((candidate) => current.endsWith(candidate) && current.length - candidate.length >= 4);
    if (!suffix) break;
    current = current.slice(0, -suffix.length);
  }
  return current;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
