import { define } from '@pte-kit/widgets';
import { PteDictation } from './dictation.element';

define('pte-dictation', PteDictation);

declare global {
  interface HTMLElementTagNameMap {
    'pte-dictation': PteDictation;
  }
}

export { PteDictation };
