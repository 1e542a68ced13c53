import { define } from '@pte-kit/widgets';
import { PteMockTest } from './mock-test.element';

define('pte-mock-test', PteMockTest);

declare global {
  interface HTMLElementTagNameMap {
    'pte-mock-test': PteMockTest;
  }
}

export { PteMockTest };
