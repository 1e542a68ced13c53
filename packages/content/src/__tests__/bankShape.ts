import { describe, expect, it } from 'vitest';
import { bankItemsOf, type BankItem } from '../index';

/** The amount and spread every task of the bank must have (issue 3). */
export const ITEMS_PER_TASK = 25;
export const COMPLEXITY_SPREAD = { EASY: 9, AVERAGE: 8, HARD: 8 } as const;
export const PREDICTIONS = { min: 5, max: 7 } as const;

export interface TaskSet<T extends BankItem = BankItem> {
  task: BankItem['task'];
  prefix: string;
  items: readonly T[];
}

/** Runs a check on every item and returns its problems prefixed with the item key, for one readable assertion. */
export function collect<T extends BankItem>(items: readonly T[], check: (item: T) => string[]): string[] {
  return items.flatMap((item) => check(item).map((problem) => `${item.key}: ${problem}`));
}

/**
 * Sentences as a reader counts them: a full stop, question or exclamation mark (optionally closed by a
 * quote) before a space or the end; an ellipsis ("both ... and") ends nothing.
 */
export function sentenceCount(text: string): number {
  return text.trim().match(/(?<!\.)[.!?](?!\.)["')]?(?=\s|$)/g)?.length ?? 0;
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * The checks every task of the bank shares: amount, keys, task, titles, complexity spread, explanation,
 * prediction flags, exam-memory counts and plain ASCII text. Task files add their own format rules.
 */
export function describeTaskShape(tasks: readonly TaskSet[]): void {
  describe.each(tasks)('$task: amount and shape', ({ task, prefix, items }) => {
    it(`has exactly ${ITEMS_PER_TASK} items keyed ${prefix}-001..${prefix}-025 in order, each unique`, () => {
      const expected = Array.from({ length: ITEMS_PER_TASK }, (_, i) => `${prefix}-${String(i + 1).padStart(3, '0')}`);
      expect(items.map((item) => item.key)).toEqual(expected);
    });

    it('has every item tagged with its task, and bankItemsOf returns exactly these items', () => {
      expect(collect(items, (item) => (item.task === task ? [] : [`task is ${item.task}`]))).toEqual([]);
      expect(bankItemsOf(task)).toEqual([...items]);
    });

    it('has titles of 2-5 words, unique within the task', () => {
      const titles = items.map((item) => item.title.trim().toLowerCase());
      const problems = collect(items, (item) => {
        const words = item.title.trim().split(/\s+/).filter(Boolean).length;
        return [
          ...(words >= 2 && words <= 5 ? [] : [`title "${item.title}" has ${words} words`]),
          ...(titles.filter((title) => title === item.title.trim().toLowerCase()).length === 1 ? [] : [`duplicate title "${item.title}"`]),
        ];
      });
      expect(problems).toEqual([]);
    });

    it('has the complexity spread 9 EASY / 8 AVERAGE / 8 HARD', () => {
      const keysOf = (level: string) => items.filter((item) => item.complexity === level).map((item) => item.key);
      const spread = Object.fromEntries(Object.keys(COMPLEXITY_SPREAD).map((level) => [level, keysOf(level).length]));
      expect(collect(items, (item) => (item.complexity in COMPLEXITY_SPREAD ? [] : [`unknown complexity ${item.complexity}`]))).toEqual([]);
      expect(spread).toEqual(COMPLEXITY_SPREAD);
    });

    it('has an explanation of 1-3 sentences on every item', () => {
      const problems = collect(items, (item) => {
        const sentences = sentenceCount(item.explanation);
        return item.explanation.trim() && sentences >= 1 && sentences <= 3 ? [] : [`explanation has ${sentences} sentences`];
      });
      expect(problems).toEqual([]);
    });

    it(`has a prediction with a flag set on ${PREDICTIONS.min}-${PREDICTIONS.max} items, with weekly and monthly both used`, () => {
      const predicted = items.filter((item) => item.prediction);
      expect(collect(predicted, (item) => (item.prediction?.weekly || item.prediction?.monthly ? [] : ['prediction with no flag']))).toEqual([]);
      expect(predicted.length).toBeGreaterThanOrEqual(PREDICTIONS.min);
      expect(predicted.length).toBeLessThanOrEqual(PREDICTIONS.max);
      expect(predicted.some((item) => item.prediction?.weekly)).toBe(true);
      expect(predicted.some((item) => item.prediction?.monthly)).toBe(true);
    });

    it('carries no exam-memory counts: those are counted from learners\' reports, never authored', () => {
      expect(collect(items, (item) => ('examMemoryCount' in item ? ['an authored exam-memory count'] : []))).toEqual([]);
    });

    it('uses plain ASCII text only (no curly quotes, dashes or tabs)', () => {
      const problems = collect(items, (item) =>
        stringsOf(item).flatMap((text) => (/^[\x20-\x7E\n]*$/.test(text) ? [] : [`non-ASCII text: ${text.slice(0, 40)}...`])),
      );
      expect(problems).toEqual([]);
    });
  });
}
