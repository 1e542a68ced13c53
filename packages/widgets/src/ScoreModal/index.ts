export { ScoreModal, ScoreDetail } from './ScoreModal';
export type { ScoreModalProps, ScoreDetailProps } from './ScoreModal';
