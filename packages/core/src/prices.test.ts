import { describe, expect, it } from 'vitest';
import { formatAmount, formatToman, formatUsd, isFreePrice } from './prices';

describe('prices', () => {
  it("writes Toman as millions and thousands, in Persian words and digits for 'fa'", () => {
    expect(formatToman(1_500_000, 'fa')).toBe('۱ میلیون و ۵۰۰ هزار تومان');
    expect(formatToman('990000', 'fa')).toBe('۹۹۰ هزار تومان');
    expect(formatToman(2_000_000, 'fa')).toBe('۲ میلیون تومان');
    expect(formatToman(1_000_250, 'fa')).toBe('۱ میلیون و ۲۵۰ تومان');
    expect(formatToman(3_250_500_000, 'fa-IR')).toBe('۳ میلیارد و ۲۵۰ میلیون و ۵۰۰ هزار تومان');
    expect(formatToman(0, 'fa')).toBe('۰ تومان');
  });

  it('writes the same parts in English words for other locales', () => {
    expect(formatToman(1_500_000)).toBe('1 million 500 thousand Toman');
    expect(formatToman('792000', 'en-GB')).toBe('792 thousand Toman');
    expect(formatToman(1_234_567, 'en')).toBe('1 million 234 thousand 567 Toman');
    expect(formatToman(999.6, 'en')).toBe('1 thousand Toman');
  });

  it('formats dollars with the locale’s currency format, cents only when there are some', () => {
    expect(formatUsd('19.99')).toBe('$19.99');
    expect(formatUsd('15.9')).toBe('$15.90');
    expect(formatUsd(10)).toBe('$10');
    expect(formatUsd('19.99', 'fa')).toContain('۱۹٫۹۹');
  });

  it('formats an order amount by its currency', () => {
    expect(formatAmount('15.99', 'USD')).toBe('$15.99');
    expect(formatAmount('792000', 'IRT', 'fa')).toBe('۷۹۲ هزار تومان');
  });

  it("knows the free plan's price and refuses what is not an amount", () => {
    expect(isFreePrice('Free')).toBe(true);
    expect(isFreePrice('free')).toBe(true);
    expect(isFreePrice('19.99')).toBe(false);
    expect(() => formatUsd('Free')).toThrow(RangeError);
    expect(() => formatToman('')).toThrow(RangeError);
    expect(() => formatToman(-5)).toThrow(RangeError);
  });
});
