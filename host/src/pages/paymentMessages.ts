import { defineMessages } from '@pte-kit/core';

/** The plans and purchase history pages, the printable receipt and the payment's outcome after the gateway. */
export const paymentMessages = defineMessages('payments', {
  plansTitle: 'Plans',
  plansIntro: 'Premium opens the prediction lists, unlimited AI scoring and your personal study plan. Pay in US dollars through PayPal or in Toman through Zarinpal.',
  premiumUntil: 'You are Premium until {date}. A plan bought now starts when that one ends.',
  paid: 'Payment received: you are Premium until {date}.',
  paidNow: 'Payment received: you are Premium now.',
  cancelled: 'The payment was cancelled. Nothing was charged.',
  failed: 'The payment did not go through and nothing was charged. You can try again.',
  historyTitle: 'Purchase history',
  menuPurchaseHistory: 'Purchase History',
  backToHistory: 'Back to purchase history',
});
