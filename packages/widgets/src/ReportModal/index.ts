export { ReportModal } from './ReportModal';
export type { ReportModalProps } from './ReportModal';
