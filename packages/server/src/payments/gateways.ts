import type { PaymentGateway } from '@pte-kit/core';
import { formatAmount, parseUsd, type MoneyCurrency } from './money';

/**
 * The payment gateways behind one interface. Each adapter speaks its gateway's public protocol over HTTP to a base
 * URL: the live service, the gateway's own sandbox, or this server's embedded sandbox (payments/sandbox.ts). Nothing
 * here knows which.
 */
export interface GatewayOrderInput {
  orderId: number;
  amountMinor: number;
  currency: MoneyCurrency;
  description: string;
  /** Where the gateway sends the browser after approval (PayPal) or after either outcome (Zarinpal's callback). */
  returnUrl: string;
  cancelUrl: string;
}

export interface GatewayOrder {
  /** PayPal order id, Zarinpal authority. */
  gatewayOrderId: string;
  approvalUrl: string;
}

/** What capture (PayPal) or verify (Zarinpal) found. */
export type Settlement =
  | { outcome: 'PAID'; paymentId: string; amountMinor: number; currency: string }
  /** Accepted by the gateway but not final yet (a PayPal capture PENDING): the webhook finishes it. */
  | { outcome: 'PENDING'; reason: string }
  | { outcome: 'REFUSED'; reason: string; detail?: Record<string, unknown> };

export interface WebhookHeaders {
  [name: string]: string | string[] | undefined;
}

export interface GatewayAdapter {
  readonly name: PaymentGateway;
  /** Creates the gateway's order or payment for the amount, and says where the payer approves it. */
  createOrder(input: GatewayOrderInput): Promise<GatewayOrder>;
  /** Captures (PayPal) or verifies (Zarinpal) the payment for the amount the order was made with. */
  settle(order: { gatewayOrderId: string; amountMinor: number; currency: MoneyCurrency }): Promise<Settlement>;
  /** Asks the gateway whether a webhook it sent is genuine (PayPal); false for anything it does not vouch for. */
  verifyWebhook(headers: WebhookHeaders, event: unknown): Promise<boolean>;
}

/** The gateway could not be reached or answered something unusable: nothing changed hands. */
export class GatewayError extends Error {
  constructor(readonly gateway: PaymentGateway, message: string, readonly detail?: unknown) {
    super(message);
    this.name = 'GatewayError';
  }
}

const TIMEOUT_MS = 15_000;

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

async function request(gateway: PaymentGateway, url: string, init: RequestInit): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new GatewayError(gateway, `${gateway} could not be reached (${(error as Error).message})`);
  }
  const text = await response.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    throw new GatewayError(gateway, `${gateway} answered ${response.status} with something other than JSON`);
  }
  return { status: response.status, body };
}

type Json = Record<string, unknown>;
const objectAt = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const header = (headers: WebhookHeaders, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

export interface PaypalOptions {
  /** The API base URL, read at each call (the embedded sandbox is this server's own address once it listens). */
  baseUrl: () => string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

/** PayPal Orders v2 with an OAuth2 client-credentials token; webhooks checked with verify-webhook-signature. */
export function paypalAdapter(options: PaypalOptions): GatewayAdapter {
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const { status, body } = await request('PAYPAL', `${options.baseUrl()}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    if (status !== 200 || typeof body?.access_token !== 'string') throw new GatewayError('PAYPAL', `PayPal refused the API credentials (${status})`, body);
    // A minute of margin, so a token never expires between this check and PayPal's.
    token = { value: body.access_token, expiresAt: Date.now() + (Number(body.expires_in ?? 0) - 60) * 1000 };
    return token.value;
  }

  async function call(method: 'GET' | 'POST', path: string, payload?: unknown, requestId?: string): Promise<Answer> {
    const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}`, accept: 'application/json', 'content-type': 'application/json' };
    if (requestId) headers['paypal-request-id'] = requestId;
    const answer = await request('PAYPAL', `${options.baseUrl()}${path}`, { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
    if (answer.status === 401) token = null;
    return answer;
  }

  /** The first capture of an order representation, as a settlement. */
  function settlementOf(order: Json): Settlement {
    const unit = objectAt((order.purchase_units as unknown[] | undefined)?.[0]);
    const capture = objectAt((objectAt(unit.payments).captures as unknown[] | undefined)?.[0]);
    const amount = objectAt(capture.amount);
    if (typeof capture.id !== 'string') return { outcome: 'REFUSED', reason: `PayPal order is ${String(order.status)} with no capture` };
    if (capture.status === 'PENDING') return { outcome: 'PENDING', reason: 'PayPal holds the capture for review' };
    if (capture.status !== 'COMPLETED') return { outcome: 'REFUSED', reason: `PayPal capture is ${String(capture.status)}`, detail: { captureId: capture.id } };
    const cents = parseUsd(String(amount.value ?? ''));
    if (cents === null) return { outcome: 'REFUSED', reason: `PayPal captured an unreadable amount "${String(amount.value)}"` };
    return { outcome: 'PAID', paymentId: capture.id, amountMinor: cents, currency: String(amount.currency_code ?? '') };
  }

  return {
    name: 'PAYPAL',
    async createOrder(input) {
      const { status, body } = await call('POST', '/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [{
          reference_id: String(input.orderId),
          custom_id: String(input.orderId),
          description: input.description,
          amount: { currency_code: input.currency === 'USD' ? 'USD' : input.currency, value: formatAmount(input.amountMinor, input.currency) },
        }],
        payment_source: {
          paypal: { experience_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' } },
        },
      }, `pte-order-${input.orderId}`);
      if ((status !== 200 && status !== 201) || typeof body?.id !== 'string') throw new GatewayError('PAYPAL', `PayPal did not create the order (${status})`, body);
      const links = (body.links as { rel?: string; href?: string }[] | undefined) ?? [];
      const approve = links.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
      if (!approve?.href) throw new GatewayError('PAYPAL', 'PayPal gave no approval link', body);
      return { gatewayOrderId: body.id, approvalUrl: approve.href };
    },
    async settle({ gatewayOrderId }) {
      const path = `/v2/checkout/orders/${encodeURIComponent(gatewayOrderId)}`;
      const capture = await call('POST', `${path}/capture`, {}, `pte-capture-${gatewayOrderId}`);
      if (capture.status === 200 || capture.status === 201) return settlementOf(capture.body ?? {});
      const issue = String(objectAt((capture.body?.details as unknown[] | undefined)?.[0]).issue ?? '');
      if (capture.status === 422 && issue === 'ORDER_ALREADY_CAPTURED') {
        // Another callback captured it first: the order itself says what was captured.
        const order = await call('GET', path);
        if (order.status === 200) return settlementOf(order.body ?? {});
      }
      if (capture.status === 422 || capture.status === 404) {
        return { outcome: 'REFUSED', reason: `PayPal refused the capture: ${issue || capture.status}`, detail: { issue } };
      }
      throw new GatewayError('PAYPAL', `PayPal did not capture the order (${capture.status})`, capture.body);
    },
    async verifyWebhook(headers, event) {
      const fields = {
        auth_algo: header(headers, 'paypal-auth-algo'),
        cert_url: header(headers, 'paypal-cert-url'),
        transmission_id: header(headers, 'paypal-transmission-id'),
        transmission_sig: header(headers, 'paypal-transmission-sig'),
        transmission_time: header(headers, 'paypal-transmission-time'),
      };
      if (Object.values(fields).some((value) => !value)) return false;
      const { status, body } = await call('POST', '/v1/notifications/verify-webhook-signature', { ...fields, webhook_id: options.webhookId, webhook_event: event });
      return status === 200 && body?.verification_status === 'SUCCESS';
    },
  };
}

export interface ZarinpalOptions {
  /** The API base URL. */
  baseUrl: () => string;
  /** Where browsers reach StartPay: the API's host for Zarinpal, the public address for the embedded sandbox. */
  approvalBaseUrl: () => string;
  merchantId: string;
}

/** Zarinpal's v4 REST gateway: request → StartPay → verify with the authority and the amount. */
export function zarinpalAdapter(options: ZarinpalOptions): GatewayAdapter {
  const post = (path: string, payload: unknown) => request('ZARINPAL', `${options.baseUrl()}${path}`, {
    method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(payload),
  });
  return {
    name: 'ZARINPAL',
    async createOrder(input) {
      const { status, body } = await post('/pg/v4/payment/request.json', {
        merchant_id: options.merchantId,
        amount: input.amountMinor,
        currency: 'IRT',
        description: input.description,
        callback_url: input.returnUrl,
        metadata: { order_id: String(input.orderId) },
      });
      const data = objectAt(body?.data);
      if (data.code !== 100 || typeof data.authority !== 'string') {
        throw new GatewayError('ZARINPAL', `Zarinpal did not accept the payment request (${status}, code ${String(data.code ?? objectAt(body?.errors).code)})`, body);
      }
      return { gatewayOrderId: data.authority, approvalUrl: `${options.approvalBaseUrl()}/pg/StartPay/${encodeURIComponent(data.authority)}` };
    },
    async settle({ gatewayOrderId, amountMinor }) {
      const { body } = await post('/pg/v4/payment/verify.json', { merchant_id: options.merchantId, amount: amountMinor, authority: gatewayOrderId });
      const data = objectAt(body?.data);
      // 100: verified now; 101: verified before (a replayed or raced callback). Both name the same ref_id.
      if ((data.code === 100 || data.code === 101) && data.ref_id !== undefined) {
        return { outcome: 'PAID', paymentId: String(data.ref_id), amountMinor, currency: 'IRT' };
      }
      const error = objectAt(body?.errors);
      const code = Number(error.code ?? data.code);
      if (!Number.isFinite(code)) throw new GatewayError('ZARINPAL', 'Zarinpal answered the verification with no code', body);
      // -50: the amount differs from the payment's; -51: not paid; -54: unknown authority.
      return { outcome: 'REFUSED', reason: `Zarinpal refused the verification (code ${code}: ${String(error.message ?? data.message ?? '')})`, detail: { code } };
    },
    async verifyWebhook() {
      // Zarinpal sends no webhooks: the callback is verified with the verify call.
      return false;
    },
  };
}
