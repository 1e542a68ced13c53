/** Words in a row, in the text and in what was recognised, that show the text was being read. */
const MIN_RUN = 3;
/** The longest stretch of the text between two such runs that the recogniser may have misheard as a whole. */
const MAX_GAP = 8;
/** Words at either end of the text, before the first run or after the last, that may be misheard. */
const MAX_EDGE = 3;

interface Run {
  /** First and last token of the text in the run. */
  firstToken: number;
  lastToken: number;
  /** First and last recognised word in the run. */
  firstHeard: number;
  lastHeard: number;
}

/**
 * Which words of a text an open-vocabulary recogniser supports. Forced alignment alone finds a place for
 * every word of the text in any speech, so words that were never said can look heard; the recogniser,
 * free to hear any word, names what was said. A word of the text counts where the recogniser heard it in a
 * run of three words in a row of the text (two in a row are shared by any two texts: "to the", "of a"),
 * or where it lies between two such runs, at most eight words apart, and the recogniser heard about as
 * many words there (a reading it misheard, not a stretch left out or said differently).
 */
export function recognitionSupport(reference: readonly (readonly string[])[], recognised: readonly string[]): boolean[] {
  const flat = reference.flatMap((words, token) => words.map((word) => ({ word, token })));
  const heard = recognised.map((word) => word.toLowerCase());
  const n = flat.length;
  const m = heard.length;
  // Longest common subsequence of the text's words and the recognised ones.
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      table[i][j] = flat[i].word === heard[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  const matchedAt = new Array<number>(n).fill(-1);
  for (let i = 0, j = 0; i < n && j < m;) {
    if (flat[i].word === heard[j]) {
      matchedAt[i] = j;
      i += 1;
      j += 1;
    } else if (table[i + 1][j] >= table[i][j + 1]) i += 1;
    else j += 1;
  }

  const runs: Run[] = [];
  for (let start = 0; start < n;) {
    let end = start;
    while (matchedAt[start] >= 0 && end + 1 < n && matchedAt[end + 1] === matchedAt[end] + 1) end += 1;
    if (matchedAt[start] >= 0 && end - start + 1 >= MIN_RUN) {
      runs.push({ firstToken: flat[start].token, lastToken: flat[end].token, firstHeard: matchedAt[start], lastHeard: matchedAt[end] });
    }
    start = end + 1;
  }

  const supported = reference.map(() => false);
  const mark = (from: number, to: number) => {
    for (let token = from; token <= to; token += 1) supported[token] = true;
  };
  const similar = (tokens: number, words: number) => Math.abs(tokens - words) <= Math.max(3, tokens);
  runs.forEach((run, index) => {
    mark(run.firstToken, run.lastToken);
    const next = runs[index + 1];
    if (next) {
      const tokens = next.firstToken - run.lastToken - 1;
      if (tokens <= MAX_GAP && similar(tokens, next.firstHeard - run.lastHeard - 1)) mark(run.lastToken + 1, next.firstToken - 1);
    }
  });
  const first = runs[0];
  const last = runs[runs.length - 1];
  if (first && first.firstToken <= MAX_EDGE && first.firstHeard > 0) mark(0, first.firstToken - 1);
  if (last && reference.length - 1 - last.lastToken <= MAX_EDGE && last.lastHeard < m - 1) mark(last.lastToken + 1, reference.length - 1);
  return supported;
}
