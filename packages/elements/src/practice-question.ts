import { define } from '@pte-kit/widgets';
import { PtePracticeQuestion } from './practice-question.element';

define('pte-practice-question', PtePracticeQuestion);

declare global {
  interface HTMLElementTagNameMap {
    'pte-practice-question': PtePracticeQuestion;
  }
}

export { PtePracticeQuestion };
