export { WritingEditor } from './WritingEditor';
export { formatWordLimits, wordLimitStatus, wordLimitsOf, writingTaskOf } from './wordLimits';
export type { WritingEditorProps } from './WritingEditor';
export type { WritingContent, WritingContentKind } from './types';
export type { WordLimitStatus } from './wordLimits';
