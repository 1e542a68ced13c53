import { describe, it, expect } from 'vitest';
import {
  readingBank as bank,
  bankItemsOf,
  blankCount,
  wordsOf,
  rwFillInTheBlanks,
  readingFillInTheBlanks,
  readingMultipleChoiceMultiple,
  readingMultipleChoiceSingle,
  reorderParagraphs,
} from '../index';
import { collect } from './bankShape';
import type { BankItem, ChoiceOption } from '../index';

/* Each check collects every violation as "key: problem", so a failure lists all offending items at once. */

const TASKS: { task: BankItem['task']; prefix: string; items: readonly BankItem[] }[] = [
  { task: 'reading.rwFillInTheBlanks', prefix: 'rwfib', items: rwFillInTheBlanks },
  { task: 'reading.fillInTheBlanks', prefix: 'rfib', items: readingFillInTheBlanks },
  { task: 'reading.multipleChoiceMultipleAnswers', prefix: 'rmcm', items: readingMultipleChoiceMultiple },
  { task: 'reading.multipleChoiceSingleAnswer', prefix: 'rmcs', items: readingMultipleChoiceSingle },
  { task: 'reading.reorderParagraphs', prefix: 'ro', items: reorderParagraphs },
];

const PLACEHOLDER = /\{\{(\d+)\}\}/g;

/** Words in a text as the bank counts them (`wordsOf`: placeholders and bare punctuation excluded). */
function wordCount(text: string): number {
  return wordsOf(text).length;
}

/** Problems with the placeholders of a blanks text that should have `expected` blanks. */
function placeholderProblems(text: string, expected: number): string[] {
  const problems: string[] = [];
  const numbers = [...text.matchAll(PLACEHOLDER)].map((m) => Number(m[1]));
  const wanted = Array.from({ length: expected }, (_, i) => i + 1);
  if (numbers.join(',') !== wanted.join(',')) {
    problems.push(`placeholders are [${numbers.join(',')}], expected [${wanted.join(',')}]`);
  }
  const leftover = text.replace(PLACEHOLDER, '');
  if (leftover.includes('{') || leftover.includes('}')) problems.push('malformed placeholder braces');
  return problems;
}

function hasDuplicates(values: readonly string[]): boolean {
  const normalised = values.map((v) => v.trim().toLowerCase());
  return new Set(normalised).size !== normalised.length;
}

/** Option ids must be 'A','B','C'... in order. */
function idsInOrder(options: readonly ChoiceOption[]): boolean {
  return options.every((o, i) => o.id === String.fromCharCode(65 + i));
}

describe('bank helpers', () => {
  it('bank contains exactly the five task arrays', () => {
    expect(bank.length).toBe(TASKS.reduce((n, t) => n + t.items.length, 0));
  });

  it('bankItemsOf returns exactly the items of the given task', () => {
    for (const { task, items } of TASKS) {
      expect(bankItemsOf(task)).toEqual([...items]);
    }
  });

  it('blankCount counts {{n}} placeholders only', () => {
    expect(blankCount('no blanks here')).toBe(0);
    expect(blankCount('a {{1}} b {{2}} c {{10}}')).toBe(3);
    expect(blankCount('{{x}} { {1} } {{ 1 }}')).toBe(0);
  });
});

describe('Reading & Writing: Fill in the Blanks', () => {
  it('has a text of at most 300 words', () => {
    expect(collect(rwFillInTheBlanks, (i) => (wordCount(i.text) <= 300 ? [] : [`${wordCount(i.text)} words`]))).toEqual(
      [],
    );
  });

  it('has 4-6 blanks', () => {
    const problems = collect(rwFillInTheBlanks, (i) =>
      i.blanks.length >= 4 && i.blanks.length <= 6 ? [] : [`${i.blanks.length} blanks`],
    );
    expect(problems).toEqual([]);
  });

  it('numbers placeholders {{1}}..{{n}} in order, exactly one per blank', () => {
    expect(collect(rwFillInTheBlanks, (i) => placeholderProblems(i.text, i.blanks.length))).toEqual([]);
  });

  it('has exactly 4 distinct, non-empty options per blank', () => {
    const problems = collect(rwFillInTheBlanks, (i) =>
      i.blanks.flatMap((b, n) =>
        b.options.length === 4 && !hasDuplicates(b.options) && b.options.every((o) => o.trim())
          ? []
          : [`blank ${n + 1} options ${JSON.stringify(b.options)}`],
      ),
    );
    expect(problems).toEqual([]);
  });

  it('has each answer among the options of its blank', () => {
    const problems = collect(rwFillInTheBlanks, (i) =>
      i.blanks.flatMap((b, n) => (b.options.includes(b.answer) ? [] : [`blank ${n + 1} answer "${b.answer}"`])),
    );
    expect(problems).toEqual([]);
  });
});

describe('Reading: Fill in the Blanks', () => {
  it('has a text of at most 80 words', () => {
    const problems = collect(readingFillInTheBlanks, (i) =>
      wordCount(i.text) <= 80 ? [] : [`${wordCount(i.text)} words`],
    );
    expect(problems).toEqual([]);
  });

  it('has 3-5 blanks', () => {
    const problems = collect(readingFillInTheBlanks, (i) =>
      i.answers.length >= 3 && i.answers.length <= 5 ? [] : [`${i.answers.length} answers`],
    );
    expect(problems).toEqual([]);
  });

  it('numbers placeholders {{1}}..{{n}} in order, exactly one per answer', () => {
    expect(collect(readingFillInTheBlanks, (i) => placeholderProblems(i.text, i.answers.length))).toEqual([]);
  });

  it('has 2-4 distractors', () => {
    const problems = collect(readingFillInTheBlanks, (i) =>
      i.distractors.length >= 2 && i.distractors.length <= 4 ? [] : [`${i.distractors.length} distractors`],
    );
    expect(problems).toEqual([]);
  });

  it('has distinct answers and no distractor equal to an answer (no duplicate in the word bank)', () => {
    const problems = collect(readingFillInTheBlanks, (i) => {
      const pool = [...i.answers, ...i.distractors];
      return hasDuplicates(pool) || pool.some((w) => !w.trim()) ? [`word bank ${JSON.stringify(pool)}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe('Multiple Choice, Multiple Answers', () => {
  it('has a text of at most 300 words with no placeholders', () => {
    const problems = collect(readingMultipleChoiceMultiple, (i) => [
      ...(wordCount(i.text) <= 300 ? [] : [`${wordCount(i.text)} words`]),
      ...(blankCount(i.text) === 0 ? [] : ['text contains placeholders']),
    ]);
    expect(problems).toEqual([]);
  });

  it('has a non-empty question', () => {
    expect(collect(readingMultipleChoiceMultiple, (i) => (i.question.trim() ? [] : ['empty question']))).toEqual([]);
  });

  it("has 5-7 distinct options with ids 'A','B','C'... in order", () => {
    const problems = collect(readingMultipleChoiceMultiple, (i) => [
      ...(i.options.length >= 5 && i.options.length <= 7 ? [] : [`${i.options.length} options`]),
      ...(idsInOrder(i.options) ? [] : ['option ids out of order']),
      ...(hasDuplicates(i.options.map((o) => o.text)) ? ['duplicate option text'] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('has at least 2 correct and at least 2 incorrect options', () => {
    const problems = collect(readingMultipleChoiceMultiple, (i) =>
      i.correct.length >= 2 && i.options.length - i.correct.length >= 2 ? [] : [`${i.correct.length} correct`],
    );
    expect(problems).toEqual([]);
  });

  it('has correct ids that are distinct, sorted and among the option ids', () => {
    const problems = collect(readingMultipleChoiceMultiple, (i) => {
      const ids = i.options.map((o) => o.id);
      const sorted = [...new Set(i.correct)].sort();
      return sorted.join() === i.correct.join() && i.correct.every((c) => ids.includes(c))
        ? []
        : [`correct ${JSON.stringify(i.correct)}`];
    });
    expect(problems).toEqual([]);
  });
});

describe('Multiple Choice, Single Answer', () => {
  it('has a text of at most 300 words with no placeholders', () => {
    const problems = collect(readingMultipleChoiceSingle, (i) => [
      ...(wordCount(i.text) <= 300 ? [] : [`${wordCount(i.text)} words`]),
      ...(blankCount(i.text) === 0 ? [] : ['text contains placeholders']),
    ]);
    expect(problems).toEqual([]);
  });

  it('has a non-empty question', () => {
    expect(collect(readingMultipleChoiceSingle, (i) => (i.question.trim() ? [] : ['empty question']))).toEqual([]);
  });

  it("has 4-5 distinct options with ids 'A','B','C'... in order", () => {
    const problems = collect(readingMultipleChoiceSingle, (i) => [
      ...(i.options.length >= 4 && i.options.length <= 5 ? [] : [`${i.options.length} options`]),
      ...(idsInOrder(i.options) ? [] : ['option ids out of order']),
      ...(hasDuplicates(i.options.map((o) => o.text)) ? ['duplicate option text'] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('has exactly one correct id, among the option ids', () => {
    const problems = collect(readingMultipleChoiceSingle, (i) =>
      i.options.filter((o) => o.id === i.correct).length === 1 ? [] : [`correct "${i.correct}"`],
    );
    expect(problems).toEqual([]);
  });
});

describe('Re-order Paragraphs', () => {
  it("has 4-5 distinct paragraphs with ids 'A','B','C'... in order", () => {
    const problems = collect(reorderParagraphs, (i) => [
      ...(i.paragraphs.length >= 4 && i.paragraphs.length <= 5 ? [] : [`${i.paragraphs.length} paragraphs`]),
      ...(idsInOrder(i.paragraphs) ? [] : ['paragraph ids out of order']),
      ...(hasDuplicates(i.paragraphs.map((p) => p.text)) ? ['duplicate paragraph text'] : []),
      ...(i.paragraphs.every((p) => p.text.trim()) ? [] : ['empty paragraph']),
    ]);
    expect(problems).toEqual([]);
  });

  it('has at most 150 words in all paragraphs together', () => {
    const problems = collect(reorderParagraphs, (i) => {
      const words = i.paragraphs.reduce((n, p) => n + wordCount(p.text), 0);
      return words <= 150 ? [] : [`${words} words`];
    });
    expect(problems).toEqual([]);
  });
});
