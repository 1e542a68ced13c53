import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderDto, PaymentGateway, PaymentResponse, PlanDto, PromoCheck } from '@pte-kit/core';
import { AppError, errors } from '../errors';
import { orderDto as toDto, PromoAlreadyRedeemedError, type OrderRow, type PaymentRepository, type PlanRow, type PromoRow } from '../repositories/payments';
import { isPremium, type UserRow } from '../repositories/users';
import { GatewayError, type GatewayAdapter, type Settlement, type WebhookHeaders } from './gateways';
import { describePromo, discounted, formatAmount, GATEWAY_CURRENCY, type MoneyCurrency } from './money';

export interface PaymentServiceOptions {
  repo: PaymentRepository;
  adapters: Record<PaymentGateway, GatewayAdapter>;
  /** Gateways that point at the embedded sandbox: their orders are marked as test payments. */
  sandbox: Record<PaymentGateway, boolean>;
  /** Gateways with neither live keys nor the sandbox (PAYMENTS_SANDBOX=false): no order is made with them. */
  unavailable?: readonly PaymentGateway[];
  publicUrl: string;
  /** Origins redirect_url and secondary_redirect_url may name: the app's own and the embedding sites'. */
  redirectOrigins: readonly string[];
  /** Key of the signatures on the return and callback URLs given to the gateways. */
  callbackKey: string;
  log: FastifyBaseLogger;
}

export interface OrderRequest {
  planId: number;
  gateway: PaymentGateway;
  promoCode?: string;
  redirectUrl: string;
  secondaryRedirectUrl: string;
}

/** Query of a return, cancel or callback URL: our order and its signature, and what the gateway appended. */
export interface CallbackQuery {
  order: number;
  sig: string;
  /** PayPal's order id (token) or Zarinpal's Authority. */
  reference: string;
}

const GATEWAY_NAMES: Record<PaymentGateway, string> = { PAYPAL: 'PayPal', ZARINPAL: 'Zarinpal' };
const FINAL = new Set(['PAID', 'CANCELLED', 'FAILED']);
const dateOf = (date: Date | null) => date?.toISOString().slice(0, 10) ?? '';

/** The price of a plan in a currency, in minor units. */
const priceOf = (plan: PlanRow, currency: MoneyCurrency) => (currency === 'USD' ? plan.usdCents : plan.toman);
const isFree = (plan: PlanRow) => plan.durationDays === 0 || (plan.usdCents === 0 && plan.toman === 0);

/** The money path: plans, promo codes, orders, and what the gateways' callbacks do to them. */
export function createPaymentService(options: PaymentServiceOptions) {
  const { repo, adapters, log } = options;

  const signature = (orderId: number) => createHmac('sha256', options.callbackKey).update(`order:${orderId}`).digest('hex').slice(0, 32);
  function signed(orderId: number, sig: string): boolean {
    const expected = Buffer.from(signature(orderId));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const callbackUrl = (path: string, orderId: number) => `${options.publicUrl}${path}?order=${orderId}&sig=${signature(orderId)}`;

  function checkRedirect(value: string, field: string): string {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw errors.badRequest(`${field} must be a full address such as ${options.publicUrl}/dashboard.`, field);
    }
    if (!options.redirectOrigins.includes(url.origin)) {
      throw errors.badRequest(`${field} must be an address of this app (${options.publicUrl}) or of a site allowed to embed it.`, field);
    }
    return url.href;
  }

  /** The code's terms for this learner and plan, or a 400 naming `field` with the reason it does not apply. */
  async function usablePromo(user: UserRow, code: string, plan: PlanRow, field: string): Promise<PromoRow> {
    const promo = await repo.promo(code.trim());
    if (!promo || !promo.active) throw errors.badRequest(`There is no promo code "${code.trim()}".`, field);
    if (promo.expiresAt && promo.expiresAt <= new Date()) throw errors.badRequest(`The promo code ${promo.code} expired on ${dateOf(promo.expiresAt)}.`, field);
    if (promo.maxUses !== null && promo.uses >= promo.maxUses) throw errors.badRequest(`The promo code ${promo.code} has been used up.`, field);
    if (promo.planId !== null && promo.planId !== plan.id) {
      const only = await repo.plan(promo.planId);
      throw errors.badRequest(`The promo code ${promo.code} is for the ${only?.name ?? 'another'} plan only.`, field);
    }
    if (await repo.redeemed(promo.id, user.id)) throw errors.badRequest(`You have already used the promo code ${promo.code}.`, field);
    return promo;
  }

  async function plan(planId: number, field: string): Promise<PlanRow> {
    const found = await repo.plan(planId);
    if (!found || !found.active) throw errors.badRequest(`There is no plan ${planId} to buy: choose one of GET /api/settings/plans.`, field);
    if (isFree(found)) throw errors.badRequest(`The ${found.name} plan needs no payment.`, field);
    return found;
  }

  async function reload(order: OrderRow): Promise<OrderRow> {
    const fresh = await repo.order(order.id);
    if (!fresh) throw errors.notFound(`Order ${order.id}`);
    return fresh;
  }

  /**
   * What a capture or verification found, applied once: PAID with the learner's premium, or FAILED when the gateway
   * refused or the amount or currency differ from the order's. A callback that lost the race reads the winner's state.
   */
  async function apply(order: OrderRow, result: Settlement, source: string): Promise<OrderRow> {
    let current = order;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (FINAL.has(current.state)) return current;
      if (result.outcome === 'PENDING') {
        await repo.event({ orderId: current.id, kind: 'STATE', source, fromState: current.state, toState: current.state, reason: result.reason });
        return current;
      }
      const mismatch = result.outcome === 'PAID' && (result.amountMinor !== current.amountMinor || result.currency !== current.currency);
      if (result.outcome === 'REFUSED' || mismatch) {
        const reason = result.outcome === 'REFUSED' ? result.reason
          : `the gateway reports ${formatAmount(result.amountMinor, current.currency)} ${result.currency}, the order is ${formatAmount(current.amountMinor, current.currency)} ${current.currency}`;
        const detail = result.outcome === 'REFUSED' ? result.detail : { paymentId: result.paymentId, amountMinor: result.amountMinor, currency: result.currency };
        if (mismatch) log.warn({ orderId: current.id, ...detail }, 'payment amount differs from the order: refused');
        const failed = await repo.transition(current, ['CREATED', 'APPROVED'], 'FAILED', source, reason, detail);
        if (failed) return failed;
      } else {
        const paid = await repo.pay(current, result.paymentId, source);
        if (paid) return paid;
      }
      current = await reload(current);
    }
    return current;
  }

  /** Captures or verifies an order the payer approved; idempotent, and concurrent calls credit once. */
  async function settle(order: OrderRow, source: string): Promise<OrderRow> {
    let current = order;
    if (current.state === 'CREATED') current = (await repo.transition(current, ['CREATED'], 'APPROVED', source, 'payer approved')) ?? (await reload(current));
    if (current.state !== 'APPROVED' || !current.gateway || !current.gatewayOrderId) return current;
    const result = await adapters[current.gateway].settle({ gatewayOrderId: current.gatewayOrderId, amountMinor: current.amountMinor, currency: current.currency });
    return apply(await reload(current), result, source);
  }

  /** A refused callback: logged on the order (when there is one) and answered with a 4xx. */
  async function refuse(error: AppError, orderId: number | null, source: string, detail?: Record<string, unknown>): Promise<never> {
    await repo.event({ orderId, kind: 'REFUSED', source, reason: error.message, detail });
    throw error;
  }

  /** The order a return or callback URL names, when its signature and the gateway's reference match it. */
  async function callbackOrder(gateway: PaymentGateway, query: CallbackQuery, source: string): Promise<OrderRow> {
    const order = await repo.order(query.order);
    if (!signed(query.order, query.sig)) {
      return refuse(errors.badRequest('This payment link is not valid.', 'sig'), order?.id ?? null, source, { order: query.order });
    }
    if (!order) return refuse(errors.notFound(`Order ${query.order}`), null, source, { order: query.order });
    if (order.gateway !== gateway || order.gatewayOrderId !== query.reference) {
      return refuse(errors.badRequest(`This ${GATEWAY_NAMES[gateway]} payment does not belong to order ${order.id}.`, 'token'), order.id, source, { reference: query.reference });
    }
    return order;
  }

  /** Where the browser goes after a callback: the order's own pages, with the outcome. */
  function outcomeUrl(order: OrderRow): string {
    const paid = order.state === 'PAID';
    const url = new URL(paid ? order.redirectUrl : order.secondaryRedirectUrl);
    url.searchParams.set('payment', paid ? 'paid' : order.state === 'CANCELLED' ? 'cancelled' : 'failed');
    url.searchParams.set('order', String(order.id));
    return url.href;
  }

  async function cancel(order: OrderRow, source: string): Promise<OrderRow> {
    let current = order;
    for (let attempt = 0; attempt < 3 && !FINAL.has(current.state); attempt += 1) {
      const cancelled = await repo.transition(current, ['CREATED', 'APPROVED'], 'CANCELLED', source, 'payer cancelled');
      if (cancelled) return cancelled;
      current = await reload(current);
    }
    return current;
  }

  /** A callback for an order already cancelled or failed cannot pay it: logged, and the browser is told so. */
  async function finished(order: OrderRow, source: string): Promise<boolean> {
    if (order.state !== 'CANCELLED' && order.state !== 'FAILED') return order.state === 'PAID';
    await repo.event({ orderId: order.id, kind: 'REFUSED', source, reason: `callback for an order already ${order.state.toLowerCase()}` });
    return true;
  }

  const gatewayFailure = (error: GatewayError) =>
    new AppError(502, `${GATEWAY_NAMES[error.gateway]} could not be reached or refused the request, and nothing was charged. Please try again in a minute.`);

  return {
    signature,

    async plans(user: UserRow): Promise<PlanDto[]> {
      const premium = isPremium(user);
      const current = premium ? await repo.lastPaidPlanId(user.id) : null;
      return (await repo.listPlans()).map((row) => ({
        id: row.id,
        name: row.name,
        price: isFree(row) ? 'Free' : formatAmount(row.usdCents, 'USD'),
        tomanPrice: isFree(row) ? 'Free' : formatAmount(row.toman, 'IRT'),
        features: row.features,
        type: row.leadCurrency === 'Toman' ? 'Toman' : 'Dollar',
        durationDays: row.durationDays,
        isActive: isFree(row) ? !premium : row.id === current,
      }));
    },

    async checkPromo(user: UserRow, code: string, planId: number): Promise<PromoCheck> {
      const chosen = await plan(planId, 'item_id');
      const promo = await usablePromo(user, code, chosen, 'code');
      const terms = { kind: promo.kind, value: promo.value, currency: promo.currency };
      const usd = discounted(chosen.usdCents, 'USD', terms) ?? chosen.usdCents;
      const irt = discounted(chosen.toman, 'IRT', terms) ?? chosen.toman;
      return { data: { code: promo.code, price_irt: irt, price_xxD: usd / 100, description: promo.description || describePromo(terms) } };
    },

    async createOrder(user: UserRow, request: OrderRequest): Promise<PaymentResponse> {
      if (options.unavailable?.includes(request.gateway)) {
        throw errors.badRequest(`Paying with ${GATEWAY_NAMES[request.gateway]} is not set up on this server; choose the other way to pay.`, 'payment_gateway');
      }
      const redirectUrl = checkRedirect(request.redirectUrl, 'redirect_url');
      const secondaryRedirectUrl = checkRedirect(request.secondaryRedirectUrl, 'secondary_redirect_url');
      const chosen = await plan(request.planId, 'item.item_id');
      const currency = GATEWAY_CURRENCY[request.gateway];
      const promo = request.promoCode?.trim() ? await usablePromo(user, request.promoCode, chosen, 'discount_code') : null;
      let amountMinor = priceOf(chosen, currency);
      if (promo) {
        const after = discounted(amountMinor, currency, { kind: promo.kind, value: promo.value, currency: promo.currency });
        if (after === null) {
          const theirs = promo.currency === 'USD' ? 'US dollars (PayPal)' : 'Toman (Zarinpal)';
          throw errors.badRequest(`The promo code ${promo.code} applies to payments in ${theirs} only.`, 'discount_code');
        }
        amountMinor = after;
      }
      const durationDays = promo?.kind === 'FREE_DAYS' ? promo.value : chosen.durationDays;
      const free = amountMinor === 0;
      const order = await repo.createOrder({
        userId: user.id, planId: chosen.id, amountMinor, currency, durationDays,
        gateway: free ? null : request.gateway, promoId: promo?.id ?? null, promoCode: promo?.code ?? null,
        sandbox: !free && options.sandbox[request.gateway], redirectUrl, secondaryRedirectUrl,
      });
      if (free) {
        let paid: OrderRow | null;
        try {
          paid = await repo.pay(order, null, 'promo');
        } catch (error) {
          if (error instanceof PromoAlreadyRedeemedError) {
            await repo.transition(order, ['CREATED'], 'FAILED', 'promo', 'promo code already redeemed');
            throw errors.badRequest(`You have already used the promo code ${promo!.code}.`, 'discount_code');
          }
          throw error;
        }
        return { data: { order_id: order.id, message: `Your promo code ${promo!.code} gave you ${durationDays} days of premium: it is active now, until ${dateOf(paid?.premiumUntil ?? null)}.` } };
      }
      const gateway = request.gateway;
      try {
        const made = await adapters[gateway].createOrder({
          orderId: order.id, amountMinor, currency, description: `PTE practice: ${chosen.name}`,
          returnUrl: callbackUrl(gateway === 'PAYPAL' ? '/api/payments/paypal/return' : '/api/payments/zarinpal/callback', order.id),
          cancelUrl: callbackUrl(gateway === 'PAYPAL' ? '/api/payments/paypal/cancel' : '/api/payments/zarinpal/callback', order.id),
        });
        await repo.setGatewayOrder(order.id, made.gatewayOrderId);
        return { data: { order_id: order.id, approval_url: made.approvalUrl } };
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.warn({ err: error, detail: error.detail, orderId: order.id }, 'gateway refused or unreachable at order creation');
        await repo.transition(order, ['CREATED'], 'FAILED', 'order', error.message);
        throw gatewayFailure(error);
      }
    },

    /** PayPal sent the payer back after approval: capture, then the order's page. */
    async paypalReturn(query: CallbackQuery): Promise<string> {
      const order = await callbackOrder('PAYPAL', query, 'paypal-return');
      if (await finished(order, 'paypal-return')) return outcomeUrl(order);
      try {
        return outcomeUrl(await settle(order, 'paypal-return'));
      } catch (error) {
        if (error instanceof GatewayError) throw gatewayFailure(error);
        throw error;
      }
    },

    async paypalCancel(query: CallbackQuery): Promise<string> {
      const order = await callbackOrder('PAYPAL', query, 'paypal-cancel');
      return outcomeUrl(FINAL.has(order.state) ? order : await cancel(order, 'paypal-cancel'));
    },

    /** Zarinpal's callback after either outcome: NOK cancels, OK verifies with the order's amount. */
    async zarinpalCallback(query: CallbackQuery, status: 'OK' | 'NOK'): Promise<string> {
      const order = await callbackOrder('ZARINPAL', query, 'zarinpal-callback');
      if (await finished(order, 'zarinpal-callback')) return outcomeUrl(order);
      if (status === 'NOK') return outcomeUrl(await cancel(order, 'zarinpal-callback'));
      try {
        return outcomeUrl(await settle(order, 'zarinpal-callback'));
      } catch (error) {
        if (error instanceof GatewayError) throw gatewayFailure(error);
        throw error;
      }
    },

    /** A PayPal webhook, acted on only when PayPal's verify API vouches for it. */
    async paypalWebhook(headers: WebhookHeaders, event: Record<string, unknown>): Promise<{ status: string }> {
      let genuine: boolean;
      try {
        genuine = await adapters.PAYPAL.verifyWebhook(headers, event);
      } catch (error) {
        if (error instanceof GatewayError) throw gatewayFailure(error);
        throw error;
      }
      if (!genuine) return refuse(errors.badRequest('The webhook signature could not be verified.', 'paypal-transmission-sig'), null, 'paypal-webhook', { id: event.id ?? null });
      const resource = (event.resource && typeof event.resource === 'object' ? event.resource : {}) as Record<string, unknown>;
      const type = String(event.event_type ?? '');
      const related = ((resource.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)?.related_ids?.order_id);
      const paypalOrderId = type === 'CHECKOUT.ORDER.APPROVED' ? resource.id : type === 'PAYMENT.CAPTURE.COMPLETED' ? related : undefined;
      if (typeof paypalOrderId !== 'string') return { status: 'ignored' };
      const order = await repo.orderByGateway('PAYPAL', paypalOrderId);
      if (!order) return refuse(errors.notFound(`The order of PayPal order ${paypalOrderId}`), null, 'paypal-webhook', { paypalOrderId, type });
      try {
        if (type === 'CHECKOUT.ORDER.APPROVED') return { status: (await settle(order, 'paypal-webhook')).state };
        const amount = (resource.amount ?? {}) as { value?: unknown; currency_code?: unknown };
        const cents = Math.round(Number(amount.value) * 100);
        const result: Settlement = Number.isFinite(cents) && typeof resource.id === 'string'
          ? { outcome: 'PAID', paymentId: resource.id, amountMinor: cents, currency: String(amount.currency_code ?? '') }
          : { outcome: 'REFUSED', reason: 'the capture webhook carries no readable amount' };
        return { status: (await apply(order, result, 'paypal-webhook')).state };
      } catch (error) {
        if (error instanceof GatewayError) throw gatewayFailure(error);
        throw error;
      }
    },

    async orders(user: UserRow, position: { page: number; size: number }): Promise<{ items: OrderDto[]; total: number }> {
      const { rows, total } = await repo.listOrders(user.id, position);
      return { items: rows.map((row) => toDto(row.order, row.plan)), total };
    },

    async order(user: UserRow, orderId: number): Promise<OrderDto> {
      const row = await repo.orderWithPlan(orderId);
      // Another learner's order is answered as if it did not exist.
      if (!row || row.order.userId !== user.id) throw errors.notFound(`Order ${orderId}`);
      return toDto(row.order, row.plan);
    },
  };
}


export type PaymentService = ReturnType<typeof createPaymentService>;
