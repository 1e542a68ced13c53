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
import type { BankItem, ChoiceOption } from '../index';

/* Each check collects every violation as "key: problem", so a failure lists all offending items at once. */

/** Items per task, and how many of them are EASY / AVERAGE / HARD. */
const ITEMS_PER_TASK = 25;
const COMPLEXITY_SPREAD = { EASY: 9, AVERAGE: 8, HARD: 8 } as const;
/** Minimum number of items per task that carry a prediction flag. */
const MIN_PREDICTIONS = 5;

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

function collect<T extends BankItem>(items: readonly T[], check: (item: T) => string[]): string[] {
  return items.flatMap((item) => check(item).map((problem) => `${item.key}: ${problem}`));
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

describe('every bank item', () => {
  it('is in the array of its own task', () => {
    const problems = TASKS.flatMap(({ task, items }) =>
      collect(items, (item) => (item.task === task ? [] : [`task is ${item.task}, expected ${task}`])),
    );
    expect(problems).toEqual([]);
  });

  it('has a key matching /^[a-z]+-\\d{3}$/ with its task prefix', () => {
    const problems = TASKS.flatMap(({ prefix, items }) =>
      collect(items, (item) =>
        /^[a-z]+-\d{3}$/.test(item.key) && item.key.startsWith(`${prefix}-`) ? [] : ['bad key'],
      ),
    );
    expect(problems).toEqual([]);
  });

  it('has a key that is unique across the whole bank', () => {
    const keys = bank.map((item) => item.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('has a non-empty headline title of 2-5 words', () => {
    const problems = collect(bank, (item) => {
      const words = item.title.trim().split(/\s+/).filter(Boolean).length;
      return words >= 2 && words <= 5 ? [] : [`title "${item.title}" has ${words} words`];
    });
    expect(problems).toEqual([]);
  });

  it('has a non-empty explanation', () => {
    expect(collect(bank, (item) => (item.explanation.trim() ? [] : ['empty explanation']))).toEqual([]);
  });

  it('has examMemoryCount, when present, as an integer from 1 to 40', () => {
    const problems = collect(bank, (item) => {
      const n = item.examMemoryCount;
      return n === undefined || (Number.isInteger(n) && n >= 1 && n <= 40) ? [] : [`examMemoryCount ${n}`];
    });
    expect(problems).toEqual([]);
  });

  it('has a prediction, when present, with at least one flag set', () => {
    const problems = collect(bank, (item) =>
      item.prediction === undefined || item.prediction.weekly || item.prediction.monthly ? [] : ['empty prediction'],
    );
    expect(problems).toEqual([]);
  });
});

describe.each(TASKS)('task $task', ({ prefix, items }) => {
  it(`has exactly ${ITEMS_PER_TASK} items`, () => {
    expect(items.length).toBe(ITEMS_PER_TASK);
  });

  it('has keys <prefix>-001..025 in order, each unique', () => {
    const expected = Array.from({ length: ITEMS_PER_TASK }, (_, i) => `${prefix}-${String(i + 1).padStart(3, '0')}`);
    const problems = items.flatMap((item, i) =>
      item.key === expected[i] ? [] : [`${item.key}: at position ${i + 1}, expected ${expected[i]}`],
    );
    const keys = items.map((item) => item.key);
    problems.push(...keys.filter((k, i) => keys.indexOf(k) !== i).map((k) => `${k}: duplicate key`));
    expect(problems).toEqual([]);
  });

  it('has the complexity spread 9 EASY / 8 AVERAGE / 8 HARD', () => {
    const counts: Record<string, string[]> = { EASY: [], AVERAGE: [], HARD: [] };
    const problems: string[] = [];
    for (const item of items) {
      if (item.complexity in counts) counts[item.complexity]!.push(item.key);
      else problems.push(`${item.key}: unknown complexity ${item.complexity}`);
    }
    for (const [level, wanted] of Object.entries(COMPLEXITY_SPREAD)) {
      const keys = counts[level]!;
      if (keys.length !== wanted) problems.push(`${level}: ${keys.length} items (${keys.join(', ')}), expected ${wanted}`);
    }
    expect(problems).toEqual([]);
  });

  it(`has a prediction on at least ${MIN_PREDICTIONS} items, with both weekly and monthly flags used`, () => {
    const predicted = items.filter((item) => item.prediction);
    const problems: string[] = [];
    if (predicted.length < MIN_PREDICTIONS) {
      problems.push(`only ${predicted.length} predicted (${predicted.map((i) => i.key).join(', ')})`);
    }
    if (!predicted.some((i) => i.prediction?.weekly)) problems.push('no item has a weekly prediction');
    if (!predicted.some((i) => i.prediction?.monthly)) problems.push('no item has a monthly prediction');
    expect(problems).toEqual([]);
  });

  it('has titles that are unique within the task', () => {
    const titles = items.map((item) => item.title.trim().toLowerCase());
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
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
