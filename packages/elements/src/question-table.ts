import { define } from '@pte-kit/widgets';
import { PteQuestionTable } from './question-table.element';

define('pte-question-table', PteQuestionTable);

declare global {
  interface HTMLElementTagNameMap {
    'pte-question-table': PteQuestionTable;
  }
}

export { PteQuestionTable };
