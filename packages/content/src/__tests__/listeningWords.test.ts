import { describe, it, expect } from 'vitest';
import { highlightIncorrectWords, wordsOf, writeFromDictation } from '../index';
import { collect } from './bankShape';
import type { BankItem } from '../index';

/* Each check collects every violation as "key: problem", so a failure lists all offending items at once. */

const TASKS: { task: BankItem['task']; prefix: string; items: readonly BankItem[] }[] = [
  { task: 'listening.highlightIncorrectWords', prefix: 'hiw', items: highlightIncorrectWords },
  { task: 'listening.writeFromDictation', prefix: 'wfd', items: writeFromDictation },
];

/** Whitespace-separated tokens, as the seed splits `script` and `shown` to find the changed words. */
const tokensOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** A token split into leading punctuation, the word, and trailing punctuation. */
function partsOf(token: string): { lead: string; word: string; trail: string } {
  const match = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(token);
  return { lead: match?.[1] ?? '', word: match?.[2] ?? '', trail: match?.[3] ?? '' };
}

/** Characters an offline TTS voice reads badly or that do not belong in a spoken script. */
const TTS_UNFRIENDLY = /[0-9()[\]{}<>/\\&%$#@*+=~^|_"]/;
/** A token written in capitals, such as an abbreviation ('UK', 'PhD'). */
const ABBREVIATION = /\b[A-Z][a-zA-Z]*[A-Z][a-zA-Z]*\b/;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

function ttsProblems(text: string): string[] {
  return [
    ...(PRINTABLE_ASCII.test(text) ? [] : ['non-ASCII or control character']),
    ...(TTS_UNFRIENDLY.test(text) ? [`TTS-unfriendly character ${JSON.stringify(text.match(TTS_UNFRIENDLY)?.[0])}`] : []),
    ...(ABBREVIATION.test(text) ? [`abbreviation "${text.match(ABBREVIATION)?.[0]}"`] : []),
  ];
}

/** Positions where `shown` differs from `script`, or null when the token counts differ. */
function changedPositions(script: string, shown: string): number[] | null {
  const spoken = tokensOf(script);
  const written = tokensOf(shown);
  if (spoken.length !== written.length) return null;
  return written.flatMap((token, index) => (token !== spoken[index] ? [index] : []));
}

describe.each(TASKS)('task $task: voices and script', ({ items }) => {
  it('uses both voices', () => {
    const voices = new Set(items.map((item) => ('voice' in item ? item.voice : undefined)));
    expect(voices.has('female') && voices.has('male')).toBe(true);
  });

  it('has a script a TTS voice can read: ASCII, no digits, symbols, parentheses or abbreviations', () => {
    const problems = collect(items, (item) => ('script' in item ? ttsProblems(item.script) : ['no script']));
    expect(problems).toEqual([]);
  });
});

describe('Highlight Incorrect Words', () => {
  it('has a script of 50-110 words', () => {
    const problems = collect(highlightIncorrectWords, (item) => {
      const n = wordsOf(item.script).length;
      return n >= 50 && n <= 110 ? [] : [`script has ${n} words`];
    });
    expect(problems).toEqual([]);
  });

  it('has a shown transcript with the same number of whitespace-separated tokens as the script', () => {
    const problems = collect(highlightIncorrectWords, (item) => {
      const spoken = tokensOf(item.script).length;
      const written = tokensOf(item.shown).length;
      return spoken === written ? [] : [`script has ${spoken} tokens, shown has ${written}`];
    });
    expect(problems).toEqual([]);
  });

  it('has 2-5 changed token positions', () => {
    const problems = collect(highlightIncorrectWords, (item) => {
      const changed = changedPositions(item.script, item.shown);
      if (changed === null) return ['token counts differ'];
      return changed.length >= 2 && changed.length <= 5 ? [] : [`${changed.length} changed positions`];
    });
    expect(problems).toEqual([]);
  });

  it('keeps the punctuation at both ends of every changed token identical', () => {
    const problems = collect(highlightIncorrectWords, (item) => {
      const spoken = tokensOf(item.script);
      const written = tokensOf(item.shown);
      return (changedPositions(item.script, item.shown) ?? []).flatMap((index) => {
        const a = partsOf(spoken[index]);
        const b = partsOf(written[index]);
        return a.lead === b.lead && a.trail === b.trail
          ? []
          : [`token ${index} "${spoken[index]}" -> "${written[index]}" changes punctuation`];
      });
    });
    expect(problems).toEqual([]);
  });

  it('changes each token to a different single word with the same capitalisation', () => {
    const problems = collect(highlightIncorrectWords, (item) => {
      const spoken = tokensOf(item.script);
      const written = tokensOf(item.shown);
      return (changedPositions(item.script, item.shown) ?? []).flatMap((index) => {
        const a = partsOf(spoken[index]).word;
        const b = partsOf(written[index]).word;
        const label = `token ${index} "${a}" -> "${b}"`;
        return [
          ...(/^[A-Za-z]+$/.test(a) && /^[A-Za-z]+$/.test(b) ? [] : [`${label} is not a single plain word`]),
          ...(a.toLowerCase() !== b.toLowerCase() ? [] : [`${label} differs only in case`]),
          ...((a[0] === a[0]?.toUpperCase()) === (b[0] === b[0]?.toUpperCase()) ? [] : [`${label} changes capitalisation`]),
        ];
      });
    });
    expect(problems).toEqual([]);
  });

  it('has no two adjacent changed tokens', () => {
    const problems = collect(highlightIncorrectWords, (item) => {
      const changed = changedPositions(item.script, item.shown) ?? [];
      return changed.some((index, i) => i > 0 && changed[i - 1] === index - 1) ? ['adjacent changed tokens'] : [];
    });
    expect(problems).toEqual([]);
  });

  it('names every changed word pair in the explanation', () => {
    const problems = collect(highlightIncorrectWords, (item) => {
      const spoken = tokensOf(item.script);
      const written = tokensOf(item.shown);
      return (changedPositions(item.script, item.shown) ?? []).flatMap((index) => {
        const a = partsOf(spoken[index]).word;
        const b = partsOf(written[index]).word;
        return item.explanation.includes(`"${a}"`) && item.explanation.includes(`"${b}"`)
          ? []
          : [`explanation does not quote "${a}" and "${b}"`];
      });
    });
    expect(problems).toEqual([]);
  });

  it('has shorter scripts for EASY than for HARD items on average', () => {
    const mean = (c: string) => {
      const items = highlightIncorrectWords.filter((item) => item.complexity === c);
      return items.reduce((n, item) => n + wordsOf(item.script).length, 0) / items.length;
    };
    expect(mean('EASY')).toBeLessThan(mean('HARD'));
  });
});

describe('Write from Dictation', () => {
  it('has a script of 8-14 words', () => {
    const problems = collect(writeFromDictation, (item) => {
      const n = wordsOf(item.script).length;
      return n >= 8 && n <= 14 ? [] : [`script has ${n} words`];
    });
    expect(problems).toEqual([]);
  });

  it('has exactly one sentence: a capital letter first, a full stop last and no other sentence mark', () => {
    const problems = collect(writeFromDictation, (item) => {
      const s = item.script;
      return [
        ...(/^[A-Z]/.test(s) ? [] : ['does not start with a capital letter']),
        ...(s.endsWith('.') ? [] : ['does not end with a full stop']),
        ...(/[.!?]/.test(s.slice(0, -1)) ? ['contains another sentence mark'] : []),
        ...(s === s.trim() && !/\s{2,}/.test(s) ? [] : ['stray whitespace']),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('has no commas, semicolons, colons, dashes or quotes', () => {
    const problems = collect(writeFromDictation, (item) =>
      /[,;:"'-]/.test(item.script) ? [`punctuation in "${item.script}"`] : [],
    );
    expect(problems).toEqual([]);
  });

  it('has no two sentences with the same opening word', () => {
    const first = (text: string) => tokensOf(text)[0]?.toLowerCase() ?? '';
    const openings = writeFromDictation.map((item) => first(item.script));
    const problems = collect(writeFromDictation, (item) =>
      openings.filter((o) => o === first(item.script)).length === 1 ? [] : [`repeated opening "${first(item.script)}"`],
    );
    expect(problems).toEqual([]);
  });

  it('has no two identical sentences', () => {
    const scripts = writeFromDictation.map((item) => item.script.toLowerCase());
    expect(scripts.filter((s, i) => scripts.indexOf(s) !== i)).toEqual([]);
  });

  it('has an explanation that quotes a word of the sentence as its trap', () => {
    const problems = collect(writeFromDictation, (item) => {
      const words = new Set(wordsOf(item.script).map((w) => w.replace(/[^A-Za-z]/g, '').toLowerCase()));
      const quoted = [...item.explanation.matchAll(/"([^"]+)"/g)].map((m) => m[1].toLowerCase());
      return quoted.some((q) => words.has(q)) ? [] : ['explanation quotes no word of the sentence'];
    });
    expect(problems).toEqual([]);
  });

  it('has shorter sentences for EASY than for HARD items on average', () => {
    const mean = (c: string) => {
      const items = writeFromDictation.filter((item) => item.complexity === c);
      return items.reduce((n, item) => n + wordsOf(item.script).length, 0) / items.length;
    };
    expect(mean('EASY')).toBeLessThan(mean('HARD'));
  });
});
