export { ExamCountdown, formatExamDate } from './ExamCountdown';
export type { ExamCountdownProps } from './ExamCountdown';
