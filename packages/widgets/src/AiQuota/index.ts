export { AiQuotaBadge, FreeAiScoreModal, OutOfQuotaModal } from './AiQuota';
export type { AiQuotaBadgeProps, FreeAiScoreModalProps, OutOfQuotaModalProps } from './AiQuota';
