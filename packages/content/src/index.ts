import type { BankItem } from './types';
import { rwFillInTheBlanks } from './reading/rwFillInTheBlanks';
import { readingFillInTheBlanks } from './reading/readingFillInTheBlanks';
import { readingMultipleChoiceMultiple } from './reading/multipleChoiceMultiple';
import { readingMultipleChoiceSingle } from './reading/multipleChoiceSingle';
import { reorderParagraphs } from './reading/reorderParagraphs';

export type * from './types';
export {
  rwFillInTheBlanks,
  readingFillInTheBlanks,
  readingMultipleChoiceMultiple,
  readingMultipleChoiceSingle,
  reorderParagraphs,
};

/** Every item in the question bank, all tasks together. */
export const bank: readonly BankItem[] = [
  ...rwFillInTheBlanks,
  ...readingFillInTheBlanks,
  ...readingMultipleChoiceMultiple,
  ...readingMultipleChoiceSingle,
  ...reorderParagraphs,
];

/** The bank items of one task, in bank order. */
export function bankItemsOf(task: BankItem['task']): BankItem[] {
  return bank.filter((item) => item.task === task);
}

/** Number of `{{n}}` blank placeholders in a fill-in-the-blanks text. */
export function blankCount(text: string): number {
  return text.match(/\{\{\d+\}\}/g)?.length ?? 0;
}
