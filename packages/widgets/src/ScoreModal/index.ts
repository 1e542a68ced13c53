export { ScoreModal } from './ScoreModal';
export type { ScoreModalProps } from './ScoreModal';
