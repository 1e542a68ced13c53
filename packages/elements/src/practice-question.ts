import { define } from './define';
import { PtePracticeQuestion } from './practice-question.element';

define('pte-practice-question', PtePracticeQuestion);

declare global {
  interface HTMLElementTagNameMap {
    'pte-practice-question': PtePracticeQuestion;
  }
  interface HTMLElementEventMap {
    'pte-submit': CustomEvent<import('./practice-question.element').PteSubmitDetail>;
    'pte-score': CustomEvent<import('./practice-question.element').PteScoreDetail>;
  }
}

export { PtePracticeQuestion };
