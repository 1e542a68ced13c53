import { define } from '@pte-kit/widgets';
import { PteDictionary } from './dictionary.element';

define('pte-dictionary', PteDictionary);

declare global {
  interface HTMLElementTagNameMap {
    'pte-dictionary': PteDictionary;
  }
}

export { PteDictionary };
