import type { AnswerValue, ContentOf, ItemResult, Option, QuestionContentKind } from '@pte-kit/core';

export type { AnswerValue, ContentOf };

/** The content kinds the reading answer areas answer. */
export type ReadingContentKind =
  | 'rwFillInTheBlanks'
  | 'fillInTheBlanks'
  | 'multipleChoiceMultipleAnswers'
  | 'multipleChoiceSingleAnswer'
  | 'reorderParagraphs';

/** Content of a reading question of one kind. */
export type ReadingContent<Kind extends ReadingContentKind = ReadingContentKind> = ContentOf<Kind>;

/**
 * Any content a list of options answers: reading and listening multiple choice, highlight correct
 * summary, select missing word. `text` is a passage shown above, `question` the options' legend.
 */
export interface ChoiceContent {
  kind: QuestionContentKind;
  options: readonly Option[];
  question?: string;
  text?: string;
}

/** A reading answer (the same shapes as every other answer). */
export type ReadingAnswerValue = AnswerValue;

/** Props every answer area shares. */
export interface AnswerBaseProps<Content, Value> {
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

/** Props every reading answer area shares. */
export type ReadingAnswerBaseProps<Content, Value> = AnswerBaseProps<Content, Value>;
