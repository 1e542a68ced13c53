import { define } from '@pte-kit/widgets';
import { PteScoreModal } from './score-modal.element';

define('pte-score-modal', PteScoreModal);

declare global {
  interface HTMLElementTagNameMap {
    'pte-score-modal': PteScoreModal;
  }
}

export { PteScoreModal };
