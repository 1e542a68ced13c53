export { PtePracticeQuestion } from './practice-question.element';
export type { PteSubmitDetail, PteScoreDetail, TokenSource } from './practice-question.element';
export { define } from './define';
export { resolveTask } from './ElementPractice';
