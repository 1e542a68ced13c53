import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiClient';
import {
  createPaymentCheckout, paymentOutcomeOf, paymentRedirects, plansHref, safeReturnPath, withoutPaymentOutcome,
  type PaymentCheckoutOptions,
} from './paymentCheckout';
import { promoBannerFor, promoPlansHref } from './paymentPromo';
import type { PaymentRequest, PaymentResponse, PlanDto, PromoBanner, PromoCheck } from './types';

const PLAN: PlanDto = {
  id: 2, name: 'Premium 1 month', price: '19.99', tomanPrice: '990000', features: ['Unlimited AI scoring'], type: 'Dollar', durationDays: 30, isActive: false,
};
const REDIRECTS = paymentRedirects('https://pte.test', '/dashboard/reading/fill-in-the-blanks?category=prediction');

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => { resolve = yes; reject = no; });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<PaymentCheckoutOptions> = {}) {
  const checkPromo = vi.fn(async (code: string): Promise<PromoCheck> => ({ data: { code, price_irt: 792000, price_xxD: 15.99, description: '20% off' } }));
  const createPayment = vi.fn(async (_: PaymentRequest): Promise<PaymentResponse> => ({ data: { order_id: 7, approval_url: 'https://pte.test/sandbox/paypal/checkoutnow?token=T7' } }));
  const checkout = createPaymentCheckout({ plan: PLAN, checkPromo, createPayment, redirects: REDIRECTS, ...overrides });
  checkout.start();
  return { checkout, checkPromo, createPayment };
}

describe('payment checkout', () => {
  it('pays in dollars through PayPal by default, to the return path, cancelling back to the plans page', async () => {
    const { checkout, createPayment } = setup();
    expect(checkout.currency.value).toBe('Dollar');
    expect(checkout.price.value).toBe(19.99);
    expect(await checkout.pay()).toEqual({ kind: 'approval', url: 'https://pte.test/sandbox/paypal/checkoutnow?token=T7', orderId: 7 });
    expect(createPayment).toHaveBeenCalledWith({
      item: { item_id: 2, related_service: 'pte' },
      redirect_url: 'https://pte.test/dashboard/reading/fill-in-the-blanks?category=prediction',
      secondary_redirect_url: 'https://pte.test/dashboard/plans',
      payment_gateway: 'PAYPAL',
    });
    expect(checkout.paying.value).toBe(true);
    expect(checkout.canPay.value).toBe(false);
  });

  it('applies a promo once (Apply disabled when empty, checking or applied), then Toman pays through Zarinpal with the code', async () => {
    const { checkout, checkPromo, createPayment } = setup();
    expect(checkout.canApply.value).toBe(false);
    checkout.setPromoInput('  ');
    expect(checkout.canApply.value).toBe(false);
    checkout.setPromoInput(' SAVE20 ');
    expect(checkout.canApply.value).toBe(true);
    const applying = checkout.applyPromo();
    expect(checkout.promoStatus.value).toBe('checking');
    expect([checkout.canApply.value, checkout.promoLocked.value, checkout.canPay.value]).toEqual([false, true, false]);
    expect(await applying).toBe(true);
    expect(checkPromo).toHaveBeenCalledWith('SAVE20', { itemId: 2, priceIrt: 990000, priceUsd: 19.99 });
    expect(checkout.applied.value).toEqual({ code: 'SAVE20', priceUsd: 15.99, priceIrt: 792000, description: '20% off' });
    expect([checkout.canApply.value, checkout.promoLocked.value]).toEqual([false, true]);
    checkout.setPromoInput('OTHER');
    expect(checkout.promoInput.value).toBe('SAVE20');
    expect(await checkout.applyPromo()).toBe(false);
    expect(checkPromo).toHaveBeenCalledTimes(1);

    checkout.chooseCurrency('Toman');
    expect([checkout.price.value, checkout.originalPrice.value]).toEqual([792000, 990000]);
    await checkout.pay();
    expect(createPayment).toHaveBeenCalledWith(expect.objectContaining({ discount_code: 'SAVE20', payment_gateway: 'ZARINPAL' }));
  });

  it("keeps the server's words when a code is refused, and lets the learner correct it", async () => {
    const message = 'This promo code has expired.';
    const { checkout } = setup({ checkPromo: vi.fn(async () => { throw new ApiError(400, message, { status: 400, message, errors: [] }); }) });
    checkout.setPromoInput('OLD');
    expect(await checkout.applyPromo()).toBe(false);
    expect([checkout.promoStatus.value, checkout.promoError.value, checkout.applied.value]).toEqual(['failed', message, null]);
    expect(checkout.canApply.value).toBe(true);
    checkout.setPromoInput('NEW');
    expect([checkout.promoStatus.value, checkout.promoError.value]).toEqual(['idle', null]);
  });

  it('answers the message of an order that needed no gateway, and a refused order leaves Pay Now usable', async () => {
    const free = setup({ createPayment: vi.fn(async () => ({ data: { order_id: 9, message: 'Your promo code made this plan free. Premium is active.' } })) });
    expect(await free.checkout.pay()).toEqual({ kind: 'message', message: 'Your promo code made this plan free. Premium is active.', orderId: 9 });
    expect(free.checkout.paying.value).toBe(false);

    const message = 'This plan is not for sale.';
    const refused = setup({ createPayment: vi.fn(async () => { throw new ApiError(400, message, { status: 400, message, errors: [] }); }) });
    expect(await refused.checkout.pay()).toBeNull();
    expect([refused.checkout.payError.value, refused.checkout.canPay.value]).toEqual([message, true]);
  });

  it('drops a promo answer that comes after the modal closed', async () => {
    const answer = deferred<PromoCheck>();
    const { checkout } = setup({ checkPromo: vi.fn(() => answer.promise), promoCode: 'JULY' });
    expect(checkout.promoInput.value).toBe('JULY');
    const applying = checkout.applyPromo();
    checkout.dispose();
    answer.resolve({ data: { code: 'JULY', price_irt: 0, price_xxD: 0, description: '' } });
    expect(await applying).toBe(false);
    expect([checkout.applied.value, checkout.promoStatus.value]).toEqual([null, 'idle']);
  });

  it('never pays for the free plan', async () => {
    const { checkout, createPayment } = setup({ plan: { ...PLAN, id: 1, name: 'Free', price: 'Free', tomanPrice: 'Free', durationDays: 0 } });
    expect(checkout.canPay.value).toBe(false);
    expect(await checkout.pay()).toBeNull();
    expect(createPayment).not.toHaveBeenCalled();
  });
});

describe('payment addresses', () => {
  it('accepts only paths of this origin as the return', () => {
    expect(safeReturnPath('/dashboard/reading/fill-in-the-blanks?category=prediction#list')).toBe('/dashboard/reading/fill-in-the-blanks?category=prediction#list');
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', 'dashboard', '', null, '/a\nb']) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
    expect(paymentRedirects('https://pte.test', '//evil.example').redirect_url).toBe('https://pte.test/dashboard/plans');
  });

  it('links to the plans page with the return path', () => {
    expect(plansHref('/dashboard/reading/fill-in-the-blanks?category=prediction&predictionType=WEEKLY'))
      .toBe('/dashboard/plans?return=%2Fdashboard%2Freading%2Ffill-in-the-blanks%3Fcategory%3Dprediction%26predictionType%3DWEEKLY');
    expect(plansHref()).toBe('/dashboard/plans');
    expect(plansHref('https://evil.example')).toBe('/dashboard/plans');
    expect(promoPlansHref('JULY-IR')).toBe('/dashboard/plans?promo=JULY-IR');
  });

  it('reads the outcome the server appends, and removes it', () => {
    expect(paymentOutcomeOf('?category=prediction&payment=paid&order=12')).toEqual({ state: 'paid', orderId: 12 });
    expect(paymentOutcomeOf('?payment=cancelled&order=x')).toEqual({ state: 'cancelled', orderId: null });
    expect(paymentOutcomeOf('?payment=stolen&order=1')).toBeNull();
    expect(paymentOutcomeOf('')).toBeNull();
    expect(withoutPaymentOutcome('?category=prediction&payment=paid&order=12')).toBe('?category=prediction');
    expect(withoutPaymentOutcome('?payment=failed&order=3')).toBe('');
  });
});

describe('promo banner', () => {
  const banner: PromoBanner = { country: 'IR', code: 'JULY-IR', until: '2027-07-03', freeDays: 30 };

  it('shows to learners of its country up to and including its last day, until dismissed', () => {
    expect(promoBannerFor(banner, { country: 'ir', today: '2027-07-03' })).toBe(banner);
    expect(promoBannerFor(banner, { country: 'IR', today: '2027-07-04' })).toBeNull();
    expect(promoBannerFor(banner, { country: 'AU', today: '2027-01-01' })).toBeNull();
    expect(promoBannerFor(banner, { country: null, today: '2027-01-01' })).toBeNull();
    expect(promoBannerFor(null, { country: 'IR', today: '2027-01-01' })).toBeNull();
    expect(promoBannerFor(banner, { country: 'IR', today: '2027-01-01', dismissedCode: 'JULY-IR' })).toBeNull();
    expect(promoBannerFor(banner, { country: 'IR', today: '2027-01-01', dismissedCode: 'OLDER' })).toBe(banner);
  });
});
