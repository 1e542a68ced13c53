export { ShareModal } from './ShareModal';
export type { ShareModalProps } from './ShareModal';
