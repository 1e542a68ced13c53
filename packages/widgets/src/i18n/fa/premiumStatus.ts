import type { Catalogue } from '@pte-kit/core';
import type { premiumStatusMessages } from '../../PremiumStatus/messages';

export default {
  premium: 'پریمیوم',
  trial: 'آزمایشی',
  free: 'رایگان',
  expired: 'پریمیوم تمام شده',
  daysLeft: '{days, plural, =0 {کمتر از یک روز مانده} other {# روز مانده}}',
  noExpiry: 'بدون تاریخ پایان',
  until: 'تا {date, date, medium}',
  endedOn: 'تمام‌شده در {date, date, medium}',
  upgrade: 'ارتقا',
  renew: 'تمدید',
  label: 'طرح',
} satisfies Catalogue<typeof premiumStatusMessages>;
