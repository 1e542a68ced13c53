export { DictationSession } from './DictationSession';
export type { DictationSessionProps } from './DictationSession';
export { DictationScoreModal } from './DictationScoreModal';
export type { DictationScoreModalProps } from './DictationScoreModal';
export { WordPlayButton } from './WordPlayButton';
export type { WordPlayButtonProps } from './WordPlayButton';
