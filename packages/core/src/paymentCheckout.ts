import { errorMessage } from './errors';
import { batch, computed, createModel, latestRun, signal, type ReadonlySignal, type Signal } from './model';
import { isFreePrice } from './prices';
import type {
  PaymentGateway, PaymentRequest, PaymentResponse, PlanCurrency, PlanDto, PromoCheck,
} from './types';

/** Dollar is paid through PayPal, Toman through Zarinpal (spec §7). */
export const GATEWAY_OF: Readonly<Record<PlanCurrency, PaymentGateway>> = { Dollar: 'PAYPAL', Toman: 'ZARINPAL' };

/** Where the plans page lives; the default `return` and the page a cancelled or failed payment comes back to. */
export const PLANS_PATH = '/dashboard/plans';

/**
 * A `?return=` value the app may send the learner to: a path of this origin ('/dashboard/…'), never another site
 * ('//evil.example', 'https://…', '/\\evil'), so a crafted plans link cannot make the payment land elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://app.invalid' || /[\u0000-\u001f]/.test(value)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The plans page address an upgrade prompt links to, carrying where the learner was (validated when read). */
export function plansHref(returnPath?: string | null): string {
  const path = safeReturnPath(returnPath);
  return path && path !== PLANS_PATH ? `${PLANS_PATH}?${new URLSearchParams({ return: path })}` : PLANS_PATH;
}

/** The payment's outcome the server appends to the redirect address: `?payment=paid|cancelled|failed&order=<id>`. */
export type PaymentOutcome = { state: 'paid' | 'cancelled' | 'failed'; orderId: number | null };

const OUTCOMES = ['paid', 'cancelled', 'failed'] as const;

/** Reads `payment` and `order` of a page's query; null when the page was not reached from a payment. */
export function paymentOutcomeOf(search: string | URLSearchParams): PaymentOutcome | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state = params.get('payment');
  if (!OUTCOMES.includes(state as PaymentOutcome['state'])) return null;
  const order = Number(params.get('order'));
  return { state: state as PaymentOutcome['state'], orderId: Number.isSafeInteger(order) && order > 0 ? order : null };
}

/** The query without the payment's outcome, for replacing the address once the outcome was shown. */
export function withoutPaymentOutcome(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('payment');
  params.delete('order');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The two addresses of the order (spec §7): after paying, back to `returnPath` (where the learner hit the upgrade
 * prompt) or the plans page; after cancelling or a failure, the plans page, to try again.
 */
export function paymentRedirects(origin: string, returnPath?: string | null): Pick<PaymentRequest, 'redirect_url' | 'secondary_redirect_url'> {
  return {
    redirect_url: `${origin}${safeReturnPath(returnPath) ?? PLANS_PATH}`,
    secondary_redirect_url: `${origin}${PLANS_PATH}`,
  };
}

/** The applied promo's prices: what the plan costs now in each currency. */
export interface AppliedPromo {
  code: string;
  priceUsd: number;
  priceIrt: number;
  description: string;
}

export type PromoStatus = 'idle' | 'checking' | 'applied' | 'failed';

/** What Pay Now led to: the gateway's approval page, or a message (a promo made it free; premium is on already). */
export type PaymentStart = { kind: 'approval'; url: string; orderId: number } | { kind: 'message'; message: string; orderId: number };

export interface PaymentCheckoutOptions {
  plan: PlanDto;
  /** GET /api/payments/promo/{code} (client.checkPromo). */
  checkPromo: (code: string, query: { itemId: number; priceIrt: number; priceUsd: number }) => Promise<PromoCheck>;
  /** POST /api/payments/order (client.createPayment). */
  createPayment: (request: PaymentRequest) => Promise<PaymentResponse>;
  /** redirect_url and secondary_redirect_url (see paymentRedirects). */
  redirects: Pick<PaymentRequest, 'redirect_url' | 'secondary_redirect_url'>;
  /** A code to start the field with (the promo banner's link); it is applied only when the learner presses Apply. */
  promoCode?: string;
  /** The currency chosen first. @default the plan's own type */
  currency?: PlanCurrency;
}

/**
 * The payment method modal (spec §4, §5, §8): Dollar or Toman, an optional promo code applied once (Apply disabled
 * while empty, checking or applied; the field locked after), then Pay Now. The server prices the order; the promo's
 * prices here are what the learner is shown. A promo check or an order the learner abandoned (dispose, or a newer
 * check) never lands on the state.
 */
export function createPaymentCheckout(options: PaymentCheckoutOptions) {
  const { plan } = options;
  const currency: Signal<PlanCurrency> = signal(options.currency ?? plan.type);
  const promoInput: Signal<string> = signal(options.promoCode?.trim() ?? '');
  const promoStatus: Signal<PromoStatus> = signal('idle');
  const promoError: Signal<string | null> = signal(null);
  const applied: Signal<AppliedPromo | null> = signal(null);
  const paying: Signal<boolean> = signal(false);
  const payError: Signal<string | null> = signal(null);
  const checks = latestRun();
  const payments = latestRun();

  const basePrices = { usd: isFreePrice(plan.price) ? 0 : Number(plan.price), irt: isFreePrice(plan.tomanPrice) ? 0 : Number(plan.tomanPrice) };

  const canApply: ReadonlySignal<boolean> = computed(() =>
    promoInput.value.trim() !== '' && promoStatus.value !== 'checking' && applied.value === null && !paying.value);
  const promoLocked: ReadonlySignal<boolean> = computed(() => applied.value !== null || promoStatus.value === 'checking');
  const gateway: ReadonlySignal<PaymentGateway> = computed(() => GATEWAY_OF[currency.value]);
  /** The price of the chosen currency, after the promo once applied: a number of dollars or of Toman. */
  const price: ReadonlySignal<number> = computed(() => {
    const promo = applied.value;
    if (currency.value === 'Dollar') return promo ? promo.priceUsd : basePrices.usd;
    return promo ? promo.priceIrt : basePrices.irt;
  });
  const originalPrice: ReadonlySignal<number> = computed(() => (currency.value === 'Dollar' ? basePrices.usd : basePrices.irt));
  const canPay: ReadonlySignal<boolean> = computed(() => !paying.value && promoStatus.value !== 'checking' && !isFreePrice(plan.price));

  return createModel({
    plan, currency, gateway, promoInput, promoStatus, promoError, applied, canApply, promoLocked, price, originalPrice,
    paying, payError, canPay,
    chooseCurrency(next: PlanCurrency) {
      currency.value = next;
    },
    setPromoInput(text: string) {
      if (promoLocked.value) return;
      batch(() => {
        promoInput.value = text;
        if (promoStatus.value === 'failed') promoStatus.value = 'idle';
        promoError.value = null;
      });
    },
    /** Checks the code once; true when it applied. A refusal keeps the server's words in `promoError`. */
    async applyPromo(): Promise<boolean> {
      if (!canApply.value) return false;
      const code = promoInput.value.trim();
      const run = checks.next();
      batch(() => {
        promoStatus.value = 'checking';
        promoError.value = null;
      });
      try {
        const { data } = await options.checkPromo(code, { itemId: plan.id, priceIrt: basePrices.irt, priceUsd: basePrices.usd });
        if (run.aborted) return false;
        batch(() => {
          applied.value = { code: data.code || code, priceUsd: data.price_xxD, priceIrt: data.price_irt, description: data.description };
          promoInput.value = data.code || code;
          promoStatus.value = 'applied';
        });
        return true;
      } catch (reason) {
        if (run.aborted) return false;
        batch(() => {
          promoStatus.value = 'failed';
          promoError.value = errorMessage(reason, 'This promo code could not be applied.');
        });
        return false;
      }
    },
    /** Creates the order (once at a time); the view follows `approval` or shows `message`. Null when it failed. */
    async pay(): Promise<PaymentStart | null> {
      if (!canPay.value) return null;
      const run = payments.next();
      batch(() => {
        paying.value = true;
        payError.value = null;
      });
      const request: PaymentRequest = {
        item: { item_id: plan.id, related_service: 'pte' },
        ...options.redirects,
        ...(applied.value ? { discount_code: applied.value.code } : {}),
        payment_gateway: gateway.value,
      };
      try {
        const { data } = await options.createPayment(request);
        if (run.aborted) return null;
        if (data.approval_url) return { kind: 'approval', url: data.approval_url, orderId: data.order_id };
        paying.value = false;
        return { kind: 'message', message: data.message ?? 'Your plan is active.', orderId: data.order_id };
      } catch (reason) {
        if (run.aborted) return null;
        batch(() => {
          paying.value = false;
          payError.value = errorMessage(reason, 'The payment could not be started. Please try again.');
        });
        return null;
      }
    },
  }, ({ onDispose }) => {
    onDispose(() => {
      checks.abort();
      payments.abort();
      batch(() => {
        if (promoStatus.value === 'checking') promoStatus.value = 'idle';
      });
    });
  });
}

export type PaymentCheckoutModel = ReturnType<typeof createPaymentCheckout>;
