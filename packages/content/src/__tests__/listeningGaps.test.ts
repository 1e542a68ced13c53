import { describe, it, expect } from 'vitest';
import { blankCount, highlightCorrectSummary, listeningFillInTheBlanks, selectMissingWord, wordsOf } from '../index';
import { collect } from './bankShape';
import type { ChoiceOption } from '../index';

/* Each check collects every violation as "key: problem", so a failure lists all offending items at once. */

const PLACEHOLDER = /\{\{(\d+)\}\}/g;

function hasDuplicates(values: readonly string[]): boolean {
  const normalised = values.map((v) => v.trim().toLowerCase());
  return new Set(normalised).size !== normalised.length;
}

/** Problems with option ids ('A','B','C'... in order), their count and their texts. */
function optionProblems(options: readonly ChoiceOption[], min: number, max: number): string[] {
  return [
    ...(options.length >= min && options.length <= max ? [] : [`${options.length} options, expected ${min}-${max}`]),
    ...(options.every((o, i) => o.id === String.fromCharCode(65 + i)) ? [] : ['option ids are not A,B,C... in order']),
    ...(hasDuplicates(options.map((o) => o.text)) ? ['duplicate option text'] : []),
    ...(options.every((o) => o.text.trim()) ? [] : ['empty option text']),
  ];
}

function wordCountProblem(label: string, text: string, min: number, max: number): string[] {
  const n = wordsOf(text).length;
  return n >= min && n <= max ? [] : [`${label} has ${n} words, expected ${min}-${max}`];
}

/** TTS reads digits, symbols, parentheses and non-ASCII characters badly. */
function speakable(script: string): string[] {
  return /^[A-Za-z ,.;:'?!-]+$/.test(script) ? [] : ['script contains digits, symbols or non-ASCII characters'];
}

describe('Listening: Fill in the Blanks', () => {
  it('has a speakable script of 60-130 words', () => {
    const problems = collect(listeningFillInTheBlanks, (i) => [
      ...wordCountProblem('script', i.script, 60, 130),
      ...speakable(i.script),
    ]);
    expect(problems).toEqual([]);
  });

  it('has 4-7 answers, each a single word', () => {
    const problems = collect(listeningFillInTheBlanks, (i) => [
      ...(i.answers.length >= 4 && i.answers.length <= 7 ? [] : [`${i.answers.length} answers`]),
      ...i.answers.filter((a) => !/^[A-Za-z]+$/.test(a)).map((a) => `answer "${a}" is not a single word`),
    ]);
    expect(problems).toEqual([]);
  });

  it('numbers transcript placeholders {{1}}..{{n}} in order, one per answer', () => {
    const problems = collect(listeningFillInTheBlanks, (i) => {
      const numbers = [...i.transcript.matchAll(PLACEHOLDER)].map((m) => Number(m[1]));
      const wanted = i.answers.map((_, n) => n + 1);
      return [
        ...(numbers.join(',') === wanted.join(',') ? [] : [`placeholders [${numbers.join(',')}]`]),
        ...(blankCount(i.transcript) === i.answers.length ? [] : ['blankCount differs from answers']),
        ...(/[{}]/.test(i.transcript.replace(PLACEHOLDER, '')) ? ['malformed placeholder braces'] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('gives back the script exactly when each {{i}} is replaced by answers[i-1]', () => {
    const problems = collect(listeningFillInTheBlanks, (i) => {
      const filled = i.transcript.replace(PLACEHOLDER, (_, n: string) => i.answers[Number(n) - 1] ?? '<missing>');
      return filled === i.script ? [] : ['filled transcript differs from script'];
    });
    expect(problems).toEqual([]);
  });

  it('replaces whole words only, never two adjacent words', () => {
    const problems = collect(listeningFillInTheBlanks, (i) => {
      const tokens = i.transcript.split(/\s+/);
      const gapTokens = tokens.map((t) => /\{\{\d+\}\}/.test(t));
      return [
        ...tokens
          .filter((t) => /\{\{\d+\}\}/.test(t) && !/^\{\{\d+\}\}[,.;:?!]?$/.test(t))
          .map((t) => `gap glued to other letters in "${t}"`),
        ...(gapTokens.some((g, n) => g && gapTokens[n - 1]) ? ['two adjacent gaps'] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('has distinct answers', () => {
    expect(collect(listeningFillInTheBlanks, (i) => (hasDuplicates(i.answers) ? ['duplicate answers'] : []))).toEqual([]);
  });
});

describe('Highlight Correct Summary', () => {
  it('has a speakable script of 90-200 words', () => {
    const problems = collect(highlightCorrectSummary, (i) => [
      ...wordCountProblem('script', i.script, 90, 200),
      ...speakable(i.script),
    ]);
    expect(problems).toEqual([]);
  });

  it("has 3-4 distinct summaries with ids 'A','B',... in order", () => {
    expect(collect(highlightCorrectSummary, (i) => optionProblems(i.summaries, 3, 4))).toEqual([]);
  });

  it('has summaries of 25-60 words', () => {
    const problems = collect(highlightCorrectSummary, (i) =>
      i.summaries.flatMap((s) => wordCountProblem(`summary ${s.id}`, s.text, 25, 60)),
    );
    expect(problems).toEqual([]);
  });

  it('has exactly one correct id, among the summary ids', () => {
    const problems = collect(highlightCorrectSummary, (i) =>
      i.summaries.filter((s) => s.id === i.correct).length === 1 ? [] : [`correct "${i.correct}"`],
    );
    expect(problems).toEqual([]);
  });

  it('does not always put the correct summary in the same position', () => {
    expect(new Set(highlightCorrectSummary.map((i) => i.correct)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('Select Missing Word', () => {
  it('has a speakable script of 50-130 words', () => {
    const problems = collect(selectMissingWord, (i) => [
      ...wordCountProblem('script', i.script, 50, 130),
      ...speakable(i.script),
    ]);
    expect(problems).toEqual([]);
  });

  it('has a missing part of 1-4 words', () => {
    const problems = collect(selectMissingWord, (i) => wordCountProblem('missing', i.missing, 1, 4));
    expect(problems).toEqual([]);
  });

  it('has a script whose final words are exactly the missing words (an optional full stop after them)', () => {
    const problems = collect(selectMissingWord, (i) => {
      const body = i.script.endsWith('.') ? i.script.slice(0, -1) : i.script;
      return body.endsWith(` ${i.missing}`) ? [] : [`script does not end with "${i.missing}"`];
    });
    expect(problems).toEqual([]);
  });

  it("has 3-5 distinct options with ids 'A','B',... in order", () => {
    expect(collect(selectMissingWord, (i) => optionProblems(i.options, 3, 5))).toEqual([]);
  });

  it('has a correct id whose option text equals the missing words, and no other option equal to them', () => {
    const problems = collect(selectMissingWord, (i) => {
      const correct = i.options.filter((o) => o.id === i.correct);
      return [
        ...(correct.length === 1 ? [] : [`correct "${i.correct}" is not one option id`]),
        ...(correct[0] && correct[0].text !== i.missing ? [`correct option "${correct[0].text}" != "${i.missing}"`] : []),
        ...(i.options.filter((o) => o.text.trim().toLowerCase() === i.missing.trim().toLowerCase()).length === 1
          ? []
          : ['missing words are not exactly one option']),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('does not always put the correct option in the same position', () => {
    expect(new Set(selectMissingWord.map((i) => i.correct)).size).toBeGreaterThanOrEqual(3);
  });
});
