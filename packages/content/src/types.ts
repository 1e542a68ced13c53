import type { Complexity, ImageType } from '@pte-kit/core';

/** Fields every bank item has. `key` is stable forever: seeding upserts by it. */
export interface BankItemBase {
  /** Stable unique key, e.g. 'rwfib-001'. Never reuse or renumber. */
  key: string;
  title: string;
  complexity: Complexity;
  /** Prediction flags shown in the list (premium prediction tab). */
  prediction?: { weekly?: boolean; monthly?: boolean };
  /** How many learners reported seeing it in a real exam (the list's predictionCount). */
  examMemoryCount?: number;
  /** Why the answer is right, shown after submit. */
  explanation: string;
  imageType?: ImageType;
}

/** Reading & Writing fill in the blanks: `text` holds {{1}}..{{n}}; each blank has 4 options. */
export interface RwFillInTheBlanksItem extends BankItemBase {
  task: 'reading.rwFillInTheBlanks';
  text: string;
  blanks: { options: [string, string, string, string]; answer: string }[];
}

/** Reading fill in the blanks: `text` holds {{1}}..{{n}}; the bank is the answers plus distractors. */
export interface ReadingFillInTheBlanksItem extends BankItemBase {
  task: 'reading.fillInTheBlanks';
  text: string;
  answers: string[];
  distractors: string[];
}

export interface ChoiceOption {
  id: string;
  text: string;
}

export interface MultipleChoiceMultipleItem extends BankItemBase {
  task: 'reading.multipleChoiceMultipleAnswers';
  text: string;
  question: string;
  options: ChoiceOption[];
  correct: string[];
}

export interface MultipleChoiceSingleItem extends BankItemBase {
  task: 'reading.multipleChoiceSingleAnswer';
  text: string;
  question: string;
  options: ChoiceOption[];
  correct: string;
}

/** Re-order paragraphs: `paragraphs` in their correct order; the seed shuffles them for display. */
export interface ReorderParagraphsItem extends BankItemBase {
  task: 'reading.reorderParagraphs';
  paragraphs: ChoiceOption[];
}

export type BankItem =
  | RwFillInTheBlanksItem
  | ReadingFillInTheBlanksItem
  | MultipleChoiceMultipleItem
  | MultipleChoiceSingleItem
  | ReorderParagraphsItem;
