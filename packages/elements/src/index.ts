export { PtePracticeQuestion } from './practice-question.element';
export type { PteSubmitDetail, PteScoreDetail, TokenSource } from './practice-question.element';
export { define } from '@pte-kit/widgets';
export { resolveTask } from './ElementPractice';
