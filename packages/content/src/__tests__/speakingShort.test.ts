import { describe, it, expect } from 'vitest';
import { readAloud, repeatSentence, answerShortQuestion, wordsOf } from '../index';
import { collect } from './bankShape';

/* Each check collects every violation as "key: problem", so a failure lists all offending items at once. */

function wordCountProblem(label: string, text: string, min: number, max: number): string[] {
  const n = wordsOf(text).length;
  return n >= min && n <= max ? [] : [`${label} has ${n} words, expected ${min}-${max}`];
}

/** Problems of a script that an offline TTS voice would read badly: digits, symbols, parentheses, abbreviations. */
function ttsProblems(script: string): string[] {
  const problems: string[] = [];
  if (/\d/.test(script)) problems.push('script contains digits');
  if (/[()[\]{}<>&%$#@*/+=_~^|\\]/.test(script)) problems.push('script contains symbols or parentheses');
  if (/\b(?:e\.g|i\.e|etc|Dr|Mr|Mrs|Ms|Prof|approx|vs)\b\.?/.test(script)) problems.push('script contains abbreviations');
  if (/\s{2,}/.test(script) || script !== script.trim()) problems.push('script has stray whitespace');
  return problems;
}

describe('Read Aloud', () => {
  it('has a text of 35-60 words', () => {
    expect(collect(readAloud, (i) => wordCountProblem('text', i.text, 35, 60))).toEqual([]);
  });

  it('has texts that are distinct', () => {
    const texts = readAloud.map((i) => i.text.trim().toLowerCase());
    expect(collect(readAloud, (i) => (texts.filter((t) => t === i.text.trim().toLowerCase()).length === 1 ? [] : ['duplicate text']))).toEqual([]);
  });

  it('has 3-6 distinct key points of 3-12 words each', () => {
    const problems = collect(readAloud, (i) => [
      ...(i.keyPoints.length >= 3 && i.keyPoints.length <= 6 ? [] : [`${i.keyPoints.length} key points`]),
      ...i.keyPoints.flatMap((p) => wordCountProblem(`key point "${p}"`, p, 3, 12)),
      ...(new Set(i.keyPoints.map((p) => p.toLowerCase())).size === i.keyPoints.length ? [] : ['duplicate key points']),
    ]);
    expect(problems).toEqual([]);
  });

  it('has key points taken word for word from the text', () => {
    const problems = collect(readAloud, (i) =>
      i.keyPoints.filter((p) => !i.text.toLowerCase().includes(p.toLowerCase())).map((p) => `key point "${p}" not in text`),
    );
    expect(problems).toEqual([]);
  });

  it('has a model answer that is exactly the text', () => {
    expect(collect(readAloud, (i) => (i.modelAnswer === i.text ? [] : ['modelAnswer differs from text']))).toEqual([]);
  });
});

describe('Repeat Sentence', () => {
  it('has a script of 8-18 words', () => {
    expect(collect(repeatSentence, (i) => wordCountProblem('script', i.script, 8, 18))).toEqual([]);
  });

  it('has a script that is one sentence, starting with a capital and ending with a full stop', () => {
    const problems = collect(repeatSentence, (i) => {
      const s = i.script.trim();
      return /^[A-Z]/.test(s) && /\.$/.test(s) && !/[.!?]/.test(s.slice(0, -1)) ? [] : [`not one sentence: "${s}"`];
    });
    expect(problems).toEqual([]);
  });

  it('has a script without digits, symbols, parentheses or abbreviations (TTS-safe)', () => {
    expect(collect(repeatSentence, (i) => ttsProblems(i.script))).toEqual([]);
  });

  it('has distinct scripts', () => {
    const scripts = repeatSentence.map((i) => i.script.trim().toLowerCase());
    expect(collect(repeatSentence, (i) => (scripts.filter((s) => s === i.script.trim().toLowerCase()).length === 1 ? [] : ['duplicate script']))).toEqual([]);
  });

  it('has no keyPoints or modelAnswer fields', () => {
    const problems = collect(repeatSentence, (i) =>
      ['keyPoints', 'modelAnswer'].filter((field) => field in i).map((field) => `unexpected field ${field}`),
    );
    expect(problems).toEqual([]);
  });

  it('has a voice, when present, of female or male, and uses both', () => {
    const problems = collect(repeatSentence, (i) =>
      i.voice === undefined || i.voice === 'female' || i.voice === 'male' ? [] : [`voice ${String(i.voice)}`],
    );
    expect(problems).toEqual([]);
    expect(new Set(repeatSentence.map((i) => i.voice).filter(Boolean))).toEqual(new Set(['female', 'male']));
  });
});

describe('Answer Short Question', () => {
  it('has a script of 8-20 words', () => {
    expect(collect(answerShortQuestion, (i) => wordCountProblem('script', i.script, 8, 20))).toEqual([]);
  });

  it('has a script that is one question, starting with a capital and ending with a question mark', () => {
    const problems = collect(answerShortQuestion, (i) => {
      const s = i.script.trim();
      return /^[A-Z]/.test(s) && /\?$/.test(s) && !/[.!?]/.test(s.slice(0, -1)) ? [] : [`not one question: "${s}"`];
    });
    expect(problems).toEqual([]);
  });

  it('has a script without digits, symbols, parentheses or abbreviations (TTS-safe)', () => {
    expect(collect(answerShortQuestion, (i) => ttsProblems(i.script))).toEqual([]);
  });

  it('has distinct scripts', () => {
    const scripts = answerShortQuestion.map((i) => i.script.trim().toLowerCase());
    expect(collect(answerShortQuestion, (i) => (scripts.filter((s) => s === i.script.trim().toLowerCase()).length === 1 ? [] : ['duplicate script']))).toEqual([]);
  });

  it('has 1-4 distinct, lower-case, non-empty answers of at most 4 words', () => {
    const problems = collect(answerShortQuestion, (i) => [
      ...(i.answers.length >= 1 && i.answers.length <= 4 ? [] : [`${i.answers.length} answers`]),
      ...(new Set(i.answers).size === i.answers.length ? [] : ['duplicate answers']),
      ...i.answers.flatMap((a) => [
        ...(a.trim() && a === a.trim() ? [] : [`blank or untrimmed answer "${a}"`]),
        ...(a === a.toLowerCase() ? [] : [`answer "${a}" is not lower-case`]),
        ...(wordsOf(a).length <= 4 ? [] : [`answer "${a}" is longer than a short phrase`]),
      ]),
    ]);
    expect(problems).toEqual([]);
  });

  it('has no answer of one item that is the first answer of another item (unambiguous questions)', () => {
    const firsts = answerShortQuestion.map((i) => i.answers[0]);
    const problems = collect(answerShortQuestion, (i) =>
      i.answers.filter((a) => firsts.includes(a) && a !== i.answers[0]).map((a) => `answer "${a}" is another item's answer`),
    );
    expect(problems).toEqual([]);
    expect(firsts.filter((a, n) => firsts.indexOf(a) !== n)).toEqual([]);
  });

  it('has a voice, when present, of female or male, and uses both', () => {
    const problems = collect(answerShortQuestion, (i) =>
      i.voice === undefined || i.voice === 'female' || i.voice === 'male' ? [] : [`voice ${String(i.voice)}`],
    );
    expect(problems).toEqual([]);
    expect(new Set(answerShortQuestion.map((i) => i.voice).filter(Boolean))).toEqual(new Set(['female', 'male']));
  });
});
