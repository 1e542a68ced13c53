export { PremiumStatus } from './PremiumStatus';
export type { PremiumStatusProps } from './PremiumStatus';
