export { WritingScoreDetail } from './WritingScoreDetail';
export { writingCounts } from './writingCounts';
export type { WritingScoreDetailProps } from './WritingScoreDetail';
export type { WritingCounts } from './writingCounts';
