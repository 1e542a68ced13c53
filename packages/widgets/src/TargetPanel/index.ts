export { TargetPanel } from './TargetPanel';
export type { TargetPanelProps } from './TargetPanel';
export type { SetTargetModalProps } from './SetTargetModal';
export { TARGET_MESSAGES } from './messages';
