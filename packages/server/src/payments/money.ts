import type { PaymentGateway } from '@pte-kit/core';
import type { PromoKind } from '../db/paymentsSchema';

export type MoneyCurrency = 'USD' | 'IRT';

/** PayPal takes US dollars, Zarinpal Toman (IRT). */
export const GATEWAY_CURRENCY: Record<PaymentGateway, MoneyCurrency> = { PAYPAL: 'USD', ZARINPAL: 'IRT' };

/** Minor units as the gateway and the receipts write them: cents as '19.99', Toman as '990000'. */
export function formatAmount(minor: number, currency: MoneyCurrency): string {
  return currency === 'USD' ? (minor / 100).toFixed(2) : String(minor);
}

/** A PayPal amount ('19.99', '20') in cents, or null when it is not a plain non-negative amount. */
export function parseUsd(value: string): number | null {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export interface PromoTerms {
  kind: PromoKind;
  value: number;
  currency: MoneyCurrency | null;
}

/**
 * A price after a code, in minor units. A FIXED code only applies in its own currency (null: the code does not apply
 * to this currency); PERCENT rounds to the nearest cent or Toman; nothing goes below 0.
 */
export function discounted(price: number, currency: MoneyCurrency, promo: PromoTerms): number | null {
  switch (promo.kind) {
    case 'FREE_DAYS':
      return 0;
    case 'PERCENT':
      return Math.max(0, Math.round((price * (100 - promo.value)) / 100));
    case 'FIXED':
      return promo.currency === currency ? Math.max(0, price - promo.value) : null;
  }
}

/** The code's terms in words, for the check answer and the admin list. */
export function describePromo(promo: PromoTerms): string {
  switch (promo.kind) {
    case 'FREE_DAYS':
      return `${promo.value} days of premium free`;
    case 'PERCENT':
      return `${promo.value}% off`;
    case 'FIXED':
      return promo.currency === 'USD' ? `$${formatAmount(promo.value, 'USD')} off payments in US dollars` : `${promo.value.toLocaleString('en-US')} Toman off payments in Toman`;
  }
}
