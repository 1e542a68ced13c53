import { describe, it, expect } from 'vitest';
import {
  blankCount,
  wordsOf,
  summarizeSpokenText,
  listeningMultipleChoiceMultiple,
  listeningMultipleChoiceSingle,
} from '../index';
import { collect } from './bankShape';
import type { BankItem, ChoiceOption } from '../index';

/* Each check collects every violation as "key: problem", so a failure lists all offending items at once. */

/** The audio items of this file: every one has a script rendered by text-to-speech. */
const AUDIO: readonly (BankItem & { script: string; voice?: string })[] = [
  ...summarizeSpokenText,
  ...listeningMultipleChoiceMultiple,
  ...listeningMultipleChoiceSingle,
];

function hasDuplicates(values: readonly string[]): boolean {
  const normalised = values.map((v) => v.trim().toLowerCase());
  return new Set(normalised).size !== normalised.length;
}

/** Option ids must be 'A','B','C'... in order. */
function idsInOrder(options: readonly ChoiceOption[]): boolean {
  return options.every((o, i) => o.id === String.fromCharCode(65 + i));
}

/** Option letters an explanation refers to, e.g. "(C)", "D and E contradict". */
function lettersIn(explanation: string): string[] {
  return explanation.match(/(?<![A-Za-z'])[A-G](?![A-Za-z'])/g) ?? [];
}

/** Share of items whose correct answer includes each option position; no position may dominate. */
function positionShares(correct: readonly string[][]): Map<string, number> {
  const shares = new Map<string, number>();
  for (const ids of correct) for (const id of ids) shares.set(id, (shares.get(id) ?? 0) + 1 / correct.length);
  return shares;
}

function wordRange(label: string, text: string, min: number, max: number): string[] {
  const n = wordsOf(text).length;
  return n >= min && n <= max ? [] : [`${label} has ${n} words, expected ${min}-${max}`];
}

/** A complete sentence (or several): starts with a capital letter and ends with a full stop. */
function sentenceProblems(label: string, text: string): string[] {
  return /^[A-Z]/.test(text.trim()) && /\.$/.test(text.trim()) ? [] : [`${label} is not written as full sentences`];
}

/** Content words of at least five letters, cut to five letters so that "heat" forms like "heats" match. */
function stems(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 5)
      .map((w) => w.slice(0, 5)),
  );
}

describe('audio scripts (text-to-speech)', () => {
  it('are plain ASCII with no digits, symbols, parentheses or placeholders', () => {
    const problems = collect(AUDIO, (item) => [
      ...(/^[\x20-\x7e]*$/.test(item.script) ? [] : ['script has non-ASCII or control characters']),
      ...(/\d/.test(item.script) ? ['script has digits'] : []),
      ...(/[()[\]{}%&/@#*+=<>"_|~^$\\]/.test(item.script) ? ['script has symbols TTS reads badly'] : []),
      ...(blankCount(item.script) === 0 ? [] : ['script has placeholders']),
    ]);
    expect(problems).toEqual([]);
  });

  it("has voice, when present, 'female' or 'male', and both voices are used", () => {
    const problems = collect(AUDIO, (item) =>
      item.voice === undefined || item.voice === 'female' || item.voice === 'male' ? [] : [`voice ${item.voice}`],
    );
    expect(problems).toEqual([]);
    expect(new Set(AUDIO.map((item) => item.voice))).toEqual(new Set(['female', 'male']));
  });
});

describe('Summarize Spoken Text', () => {
  it('has a script of 150-185 words (about 60-70 seconds of speech)', () => {
    expect(collect(summarizeSpokenText, (i) => wordRange('script', i.script, 150, 185))).toEqual([]);
  });

  it('has 3-5 key points of 3-12 words each, with no duplicates', () => {
    const problems = collect(summarizeSpokenText, (i) => [
      ...(i.keyPoints.length >= 3 && i.keyPoints.length <= 5 ? [] : [`${i.keyPoints.length} key points`]),
      ...i.keyPoints.flatMap((k) => wordRange(`key point "${k}"`, k, 3, 12)),
      ...(hasDuplicates(i.keyPoints) ? ['duplicate key points'] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('has an Academic modelAnswer of 50-70 words in full sentences', () => {
    const problems = collect(summarizeSpokenText, (i) => [
      ...wordRange('modelAnswer', i.modelAnswer, 50, 70),
      ...sentenceProblems('modelAnswer', i.modelAnswer),
    ]);
    expect(problems).toEqual([]);
  });

  it('has a Core modelAnswerCore of 20-30 words in full sentences', () => {
    const problems = collect(summarizeSpokenText, (i) => [
      ...wordRange('modelAnswerCore', i.modelAnswerCore, 20, 30),
      ...sentenceProblems('modelAnswerCore', i.modelAnswerCore),
    ]);
    expect(problems).toEqual([]);
  });

  it('has a modelAnswer that shares content words with every key point', () => {
    const problems = collect(summarizeSpokenText, (i) => {
      const answer = stems(i.modelAnswer);
      return i.keyPoints.filter((k) => ![...stems(k)].some((s) => answer.has(s))).map((k) => `key point "${k}" not covered`);
    });
    expect(problems).toEqual([]);
  });
});

describe('Listening: Multiple Choice, Multiple Answers', () => {
  it('has a script of 90-200 words (about 30-90 seconds) and a question', () => {
    const problems = collect(listeningMultipleChoiceMultiple, (i) => [
      ...wordRange('script', i.script, 90, 200),
      ...(i.question.trim().endsWith('?') ? [] : ['question missing or not a question']),
    ]);
    expect(problems).toEqual([]);
  });

  it("has 5-7 distinct, non-empty options with ids 'A','B','C'... in order", () => {
    const problems = collect(listeningMultipleChoiceMultiple, (i) => [
      ...(i.options.length >= 5 && i.options.length <= 7 ? [] : [`${i.options.length} options`]),
      ...(idsInOrder(i.options) ? [] : ['option ids out of order']),
      ...(hasDuplicates(i.options.map((o) => o.text)) ? ['duplicate option text'] : []),
      ...(i.options.every((o) => o.text.trim()) ? [] : ['empty option']),
    ]);
    expect(problems).toEqual([]);
  });

  it('has 2-3 correct ids, distinct, sorted and among the option ids, with at least 2 wrong options', () => {
    const problems = collect(listeningMultipleChoiceMultiple, (i) => {
      const ids = i.options.map((o) => o.id);
      const sorted = [...new Set(i.correct)].sort();
      return [
        ...(i.correct.length >= 2 && i.correct.length <= 3 ? [] : [`${i.correct.length} correct`]),
        ...(sorted.join() === i.correct.join() ? [] : [`correct ${JSON.stringify(i.correct)} not sorted/distinct`]),
        ...(i.correct.every((c) => ids.includes(c)) ? [] : [`correct ${JSON.stringify(i.correct)} not among options`]),
        ...(i.options.length - i.correct.length >= 2 ? [] : ['fewer than 2 wrong options']),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('has explanations that refer only to existing option ids', () => {
    const problems = collect(listeningMultipleChoiceMultiple, (i) => {
      const ids = i.options.map((o) => o.id);
      return lettersIn(i.explanation).filter((l) => !ids.includes(l)).map((l) => `explanation refers to option ${l}`);
    });
    expect(problems).toEqual([]);
  });

  it('spreads the correct answers over the option positions', () => {
    const shares = positionShares(listeningMultipleChoiceMultiple.map((i) => i.correct));
    const crowded = [...shares].filter(([, share]) => share > 0.6).map(([id, share]) => `${id}: ${share.toFixed(2)}`);
    expect(crowded).toEqual([]);
  });
});

describe('Listening: Multiple Choice, Single Answer', () => {
  it('has a script of 90-200 words (about 30-90 seconds) and a question', () => {
    const problems = collect(listeningMultipleChoiceSingle, (i) => [
      ...wordRange('script', i.script, 90, 200),
      ...(i.question.trim().endsWith('?') ? [] : ['question missing or not a question']),
    ]);
    expect(problems).toEqual([]);
  });

  it("has 4-5 distinct, non-empty options with ids 'A','B','C'... in order", () => {
    const problems = collect(listeningMultipleChoiceSingle, (i) => [
      ...(i.options.length >= 4 && i.options.length <= 5 ? [] : [`${i.options.length} options`]),
      ...(idsInOrder(i.options) ? [] : ['option ids out of order']),
      ...(hasDuplicates(i.options.map((o) => o.text)) ? ['duplicate option text'] : []),
      ...(i.options.every((o) => o.text.trim()) ? [] : ['empty option']),
    ]);
    expect(problems).toEqual([]);
  });

  it('has exactly one correct id, among the option ids', () => {
    const problems = collect(listeningMultipleChoiceSingle, (i) =>
      i.options.filter((o) => o.id === i.correct).length === 1 ? [] : [`correct "${i.correct}"`],
    );
    expect(problems).toEqual([]);
  });
  it('has explanations that refer only to existing option ids', () => {
    const problems = collect(listeningMultipleChoiceSingle, (i) => {
      const ids = i.options.map((o) => o.id);
      return lettersIn(i.explanation).filter((l) => !ids.includes(l)).map((l) => `explanation refers to option ${l}`);
    });
    expect(problems).toEqual([]);
  });

  it('spreads the correct answers over the option positions', () => {
    const shares = positionShares(listeningMultipleChoiceSingle.map((i) => [i.correct]));
    const crowded = [...shares].filter(([, share]) => share > 0.4).map(([id, share]) => `${id}: ${share.toFixed(2)}`);
    expect(crowded).toEqual([]);
    expect(shares.size).toBeGreaterThanOrEqual(4);
  });
});
