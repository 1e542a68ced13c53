import type { Segment } from './sphinx';
import { GARBAGE_WORD } from './pool';

/**
 * The alignment grammar of a known word sequence, as a Sphinx FSG. Tuned on festival recordings of a
 * read-aloud text read correctly, with ten words replaced, with a sentence cut short, with seven
 * words left out and with three "um"s: with these transition probabilities every case keeps its
 * place in the text (a plain word chain loses it on a replaced word, and fails outright on an
 * answer cut short; free skips with no cost derail on replaced words).
 */
const PROBABILITY = {
  /** Leaving a word out. */
  skip: 1e-3,
  /** Stopping before the end of the text (the answer ran out of time or the speaker gave up). */
  stop: 1e-6,
  /** A filled pause (um, uh, er, hmm) between words. */
  hesitation: 1e-6,
  /** Unknown speech in place of a word (a replaced word), or before it (an inserted word, a false start). */
  substitute: 1e-6,
  insert: 1e-8,
  /** Each further 30 ms unit of unknown speech. */
  garbageLoop: 0.5,
} as const;

export const HESITATIONS = new Set(['um', 'uh', 'er', 'hmm']);

/** One item of the expected sequence: the word sequences that say it. */
export interface GrammarItem {
  says: string[][];
}

/** Writes the FSG text: main states between items, a garbage state per position, a final state. */
export function alignmentGrammar(items: GrammarItem[]): string {
  const n = items.length;
  const transitions: string[] = [];
  const garbage = (position: number) => n + 1 + position;
  let nextState = 2 * n + 2;
  const final = nextState++;
  const add = (from: number, to: number, probability: number, word?: string) => {
    transitions.push(`TRANSITION ${from} ${to} ${probability}${word ? ` ${word}` : ''}`);
  };
  for (let position = 0; position <= n; position += 1) {
    if (position < n) {
      for (const words of items[position].says) {
        let from = position;
        words.forEach((word, index) => {
          const to = index === words.length - 1 ? position + 1 : nextState++;
          add(from, to, 1, word);
          from = to;
        });
      }
      add(position, position + 1, PROBABILITY.skip);
      add(garbage(position), position + 1, PROBABILITY.substitute);
      if (position > 0) add(position, final, PROBABILITY.stop);
    }
    for (const hesitation of HESITATIONS) add(position, position, PROBABILITY.hesitation, hesitation);
    add(position, garbage(position), 1, GARBAGE_WORD);
    add(garbage(position), garbage(position), PROBABILITY.garbageLoop, GARBAGE_WORD);
    add(garbage(position), position, PROBABILITY.insert);
  }
  add(n, final, 1);
  return `FSG_BEGIN alignment\nNUM_STATES ${nextState}\nSTART_STATE 0\nFINAL_STATE ${final}\n${transitions.join('\n')}\nFSG_END\n`;
}

/** What the aligner heard, sorted out: segments of each item, filled pauses, unknown speech. */
export interface Alignment {
  /** Per item, the segments that said it; null when it was not heard. */
  items: (Segment[] | null)[];
  hesitations: Segment[];
  /** Runs of unknown speech (inserted or replaced words). */
  garbage: Segment[];
}

const baseWord = (word: string) => word.replace(/\(\d+\)$/, '');
const isSilence = (word: string) => /^(<s>|<\/s>|<sil>|\(NULL\)|\[.*\]|\+.*\+)$/.test(word);

/**
 * Assigns the decoder's words back to the items they say. The grammar only lets words out in item
 * order, so this is the best in-order match (a small dynamic programme), robust to repeated words.
 */
export function readAlignment(items: GrammarItem[], segments: Segment[]): Alignment {
  const hesitations: Segment[] = [];
  const garbage: Segment[] = [];
  const words: Segment[] = [];
  for (const segment of segments) {
    const word = baseWord(segment.word);
    if (isSilence(word)) continue;
    if (word === GARBAGE_WORD) {
      const last = garbage[garbage.length - 1];
      if (last && last.endFrame + 1 >= segment.startFrame) {
        garbage[garbage.length - 1] = { ...last, endFrame: segment.endFrame, acousticScore: last.acousticScore + segment.acousticScore };
      } else garbage.push({ ...segment });
    } else if (HESITATIONS.has(word) && !items.some((item) => item.says.some((say) => say.includes(word)))) {
      hesitations.push(segment);
    } else {
      words.push({ ...segment, word });
    }
  }
  const n = items.length;
  const m = words.length;
  // best[i][j]: most items matched using items from i and words from j on.
  const best = Array.from({ length: n + 1 }, () => new Int32Array(m + 1));
  const choice = Array.from({ length: n + 1 }, () => new Int32Array(m + 1).fill(-1));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m; j >= 0; j -= 1) {
      let value = best[i + 1][j];
      let chosen = -1;
      if (j < m && best[i][j + 1] > value) {
        value = best[i][j + 1];
        chosen = -2;
      }
      items[i].says.forEach((say, index) => {
        if (j + say.length > m || !say.every((word, k) => words[j + k].word === word)) return;
        const matched = 1 + best[i + 1][j + say.length];
        if (matched > value) {
          value = matched;
          chosen = index;
        }
      });
      best[i][j] = value;
      choice[i][j] = chosen;
    }
  }
  const matched: (Segment[] | null)[] = new Array(n).fill(null);
  let i = 0;
  let j = 0;
  while (i < n) {
    const chosen = choice[i][j];
    if (chosen === -2) j += 1;
    else if (chosen === -1) i += 1;
    else {
      const length = items[i].says[chosen].length;
      matched[i] = words.slice(j, j + length);
      i += 1;
      j += length;
    }
  }
  return { items: matched, hesitations, garbage };
}
