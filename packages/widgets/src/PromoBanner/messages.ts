import { defineMessages } from '@pte-kit/core';

/** The promotion banner: '{free month} with the code {code}, until {date}.' */
export const promoBannerMessages = defineMessages('promoBanner', {
  freeMonth: 'One month of Premium free',
  freeDays: '{days, plural, one {# day} other {# days}} of Premium free',
  withCode: 'with the code',
  until: ', until {date}.',
  claim: 'Claim your free month',
  dismiss: 'Dismiss the offer',
});
