export { UpgradeModal } from './UpgradeModal';
export type { UpgradeModalProps } from './UpgradeModal';
