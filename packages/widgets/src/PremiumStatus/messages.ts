import { defineMessages } from '@pte-kit/core';

export const premiumStatusMessages = defineMessages('premiumStatus', {
  premium: 'Premium',
  trial: 'Trial',
  free: 'Free',
  expired: 'Premium ended',
  daysLeft: '{days, plural, =0 {Less than a day left} one {# day left} other {# days left}}',
  noExpiry: 'No end date',
  until: 'Until {date, date, medium}',
  endedOn: 'Ended on {date, date, medium}',
  upgrade: 'Upgrade',
  renew: 'Renew',
  label: 'Plan',
});
