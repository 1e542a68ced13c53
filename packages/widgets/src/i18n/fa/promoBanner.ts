import type { Catalogue } from '@pte-kit/core';
import type { promoBannerMessages } from '../../PromoBanner/messages';

export default {
  freeMonth: 'یک ماه اشتراک Premium رایگان',
  freeDays: '{days, number} روز اشتراک Premium رایگان',
  withCode: 'با کد',
  until: '، تا {date}.',
  claim: 'دریافت ماه رایگان',
  dismiss: 'بستن پیشنهاد',
} satisfies Catalogue<typeof promoBannerMessages>;
