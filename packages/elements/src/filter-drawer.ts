import { define } from '@pte-kit/widgets';
import { PteFilterDrawer } from './filter-drawer.element';

define('pte-filter-drawer', PteFilterDrawer);

declare global {
  interface HTMLElementTagNameMap {
    'pte-filter-drawer': PteFilterDrawer;
  }
}

export { PteFilterDrawer };
