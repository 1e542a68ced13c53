export { AnswersPanel } from './AnswersPanel';
export type { AnswersPanelProps, AnswerListState, AnswersTab } from './AnswersPanel';
