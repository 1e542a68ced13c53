export { AiQuotaBadge, FreeAiScoreModal, OutOfQuotaModal, OutOfQuotaNotice } from './AiQuota';
export type { AiQuotaBadgeProps, FreeAiScoreModalProps, OutOfQuotaModalProps, OutOfQuotaNoticeProps } from './AiQuota';
