/**
 * Plan and order prices as the learner reads them (spec §9): US dollars with the locale's currency format, and Toman in
 * the 'million and thousand' form Iranian shops use ('۱ میلیون و ۵۰۰ هزار تومان'), because a bare 1,500,000 is hard to
 * read at a glance. The English interface uses the same form in English words ('1 million 500 thousand Toman'), so the
 * two languages show the same parts and a learner switching language sees the same amount (docs/plans-and-purchase-history.md).
 */

import { formatNumber, localeOf } from './i18n';

/** The plan API's word for a free plan, in place of a price (spec §3: "price 'Free' means a free plan"). */
export const FREE_PRICE = 'Free';

export type PriceLocale = string;

/** Whether a plan's price (USD or Toman) is the free plan's. */
export function isFreePrice(price: string | null | undefined): boolean {
  return price == null || price.trim() === '' || price.trim().toLowerCase() === FREE_PRICE.toLowerCase();
}

function toAmount(amount: string | number, what: string): number {
  const value = typeof amount === 'number' ? amount : Number(amount.trim());
  if (typeof amount === 'string' && amount.trim() === '') throw new RangeError(`${what} is empty`);
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} '${amount}' is not an amount`);
  return value;
}

/** US dollars in the locale's currency format: '$19.99' in English, '‎$۱۹٫۹۹' in Persian. Whole dollars keep no cents. */
export function formatUsd(amount: string | number, locale: PriceLocale = 'en'): string {
  const value = toAmount(amount, 'A dollar price');
  const whole = Number.isInteger(value);
  return formatNumber(locale, value, { style: 'currency', currency: 'USD', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
}

const TOMAN_UNITS = {
  fa: { billion: 'میلیارد', million: 'میلیون', thousand: 'هزار', toman: 'تومان', and: ' و ' },
  en: { billion: 'billion', million: 'million', thousand: 'thousand', toman: 'Toman', and: ' ' },
} as const;

/**
 * Toman in the 'million and thousand' form: 1,500,000 → '۱ میلیون و ۵۰۰ هزار تومان' (fa), '1 million 500 thousand
 * Toman' (en); 990,000 → '۹۹۰ هزار تومان'; 1,000,250 → '۱ میلیون و ۲۵۰ تومان'. Parts that are zero are left out;
 * zero itself is '۰ تومان'. Fractions of a Toman are rounded (the currency has none).
 */
export function formatToman(amount: string | number, locale: PriceLocale = 'en'): string {
  const value = Math.round(toAmount(amount, 'A Toman price'));
  const words = TOMAN_UNITS[localeOf(locale)];
  const digits = { format: (part: number) => formatNumber(locale, part, { maximumFractionDigits: 0 }) };
  const parts: string[] = [];
  const billions = Math.floor(value / 1e9);
  const millions = Math.floor((value % 1e9) / 1e6);
  const thousands = Math.floor((value % 1e6) / 1e3);
  const rest = value % 1e3;
  if (billions) parts.push(`${digits.format(billions)} ${words.billion}`);
  if (millions) parts.push(`${digits.format(millions)} ${words.million}`);
  if (thousands) parts.push(`${digits.format(thousands)} ${words.thousand}`);
  if (rest || !parts.length) parts.push(digits.format(rest));
  return `${parts.join(words.and)} ${words.toman}`;
}

/** An order's amount in its currency ('USD' dollars, 'IRT' Toman), as formatUsd or formatToman shows it. */
export function formatAmount(amount: string | number, currency: 'USD' | 'IRT', locale: PriceLocale = 'en'): string {
  return currency === 'USD' ? formatUsd(amount, locale) : formatToman(amount, locale);
}
