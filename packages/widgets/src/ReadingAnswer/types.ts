import type { ItemResult, QuestionContent } from '@pte-kit/core';

/** The content kinds the reading answer areas answer. */
export type ReadingContentKind =
  | 'rwFillInTheBlanks'
  | 'fillInTheBlanks'
  | 'multipleChoiceMultipleAnswers'
  | 'multipleChoiceSingleAnswer'
  | 'reorderParagraphs';

/** Content of a reading question of one kind. */
export type ReadingContent<Kind extends ReadingContentKind = ReadingContentKind> = Extract<QuestionContent, { kind: Kind }>;

/** A reading answer: one word per blank, option ids, paragraph ids in order (all string[]), or one option id (string). */
export type ReadingAnswerValue = string[] | string;

/** Props every reading answer area shares. */
export interface ReadingAnswerBaseProps<Content, Value> {
  /** The question's content */
  content: Content;
  /** The learner's answer */
  value: Value;
  /** Called with the whole new answer on every change */
  onValueChange: (value: Value) => void;
  /** Per-item result after scoring: shows green (correct) / red (wrong) and the expected answer */
  result?: ItemResult[];
  /** Locks the answer, e.g. while submitting or showing a result. @default false */
  disabled?: boolean;
}
