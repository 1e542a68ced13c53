import type { Catalogue } from '@pte-kit/core';
import type { mockTestPageMessages } from '../mockTestMessages';

export default {
  nav: 'آزمون‌های آزمایشی',
} satisfies Catalogue<typeof mockTestPageMessages>;
