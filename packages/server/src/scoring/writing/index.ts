import type { ExamVariant, WritingResult } from '@pte-kit/core';
import type { GrammarChecker } from './grammar';
import type { WritingTask } from './scales';

export type { WritingTask } from './scales';
export type { GrammarChecker, GrammarIssue, Severity } from './grammar';
export type { TraitScale, TaskScale, TraitKey } from './scales';
export { TRAIT_SCALES } from './scales';
export { createWritingEngine, writingLimits } from './engine';

export interface WritingScoreInput {
  task: WritingTask;
  variant: ExamVariant;
  /** The learner's response. */
  text: string;
  /** The passage (SWT), the essay or email prompt, or the lecture script (SST). */
  source: string;
  /** What the content trait looks for, from the question bank. */
  keyPoints: string[];
  modelAnswer: string;
  /** Dictionary to accept. @default both en-US and en-GB spellings */
  spelling?: 'US' | 'UK';
}

/** The result shapes are core's, so the API, the widgets and the engine share one definition. */
export type { ScoreTrait as WritingTrait, WrittenWord, GrammarError } from '@pte-kit/core';

/** The result as answer records carry it (core's WritingResult: traits, words, grammar errors, key points), with its total. */
export interface WritingScore extends WritingResult {
  score: number;
  maxScore: number;
}

export interface WritingEngineOptions {
  /** Run harper.js (WASM grammar checker, ~350 MB once loaded) besides the built-in rules. @default true */
  harper?: boolean;
  /** Further grammar checkers (a stronger engine plugs in here); their findings fill places nothing else flagged. */
  grammarCheckers?: GrammarChecker[];
  /** Distinct misspellings per response that get a suggestion: hunspell's suggester is slow on junk. @default 25 */
  maxSuggestions?: number;
}

export interface WritingEngine {
  score(input: WritingScoreInput): Promise<WritingScore>;
  /** Loads the dictionaries, WordNet and the grammar checker now rather than on the first score. */
  warmUp(): Promise<void>;
}
