export { ScoreRing } from './ScoreRing';
export type { ScoreRingProps } from './ScoreRing';
