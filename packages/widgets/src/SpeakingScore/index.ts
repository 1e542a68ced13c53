export { SpeakingScoreDetail } from './SpeakingScoreDetail';
export type { SpeakingScoreDetailProps } from './SpeakingScoreDetail';
