import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { sandboxPaypalOrders, sandboxZarinpalPayments } from '../db/paymentsSchema';

/**
 * The embedded sandbox gateway: the subset of PayPal's Orders v2 and Zarinpal's v4 protocols the adapters use, served
 * by this server with its state in its own tables, so `npm start` and the tests pay end to end with no account and no
 * network. Its approval pages say on every screen that no money moves. It signs the webhooks it sends with an HMAC
 * key and checks them in its verify-webhook-signature endpoint, so the product's webhook route calls the verify API
 * exactly as it does against PayPal.
 */
export interface SandboxCredentials {
  paypalClientId: string;
  paypalClientSecret: string;
  paypalWebhookId: string;
  zarinpalMerchantId: string;
}

/** The sandbox's API keys, derived from its secret so every process of one deployment agrees on them. */
export function sandboxCredentials(secret: string): SandboxCredentials {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');
  const merchant = derive('zarinpal merchant');
  return {
    paypalClientId: `sandbox-${derive('paypal client id').slice(0, 24)}`,
    paypalClientSecret: derive('paypal client secret'),
    paypalWebhookId: `SANDBOX${derive('paypal webhook id').slice(0, 17).toUpperCase()}`,
    zarinpalMerchantId: `${merchant.slice(0, 8)}-${merchant.slice(8, 12)}-${merchant.slice(12, 16)}-${merchant.slice(16, 20)}-${merchant.slice(20, 32)}`,
  };
}

export interface SandboxOptions {
  db: Database;
  secret: string;
  /** The browser's address of this server (approval pages). */
  publicUrl: string;
  /** This server's own address for the webhooks the sandbox sends (loopback once it listens). */
  selfUrl: () => string;
  paypal: boolean;
  zarinpal: boolean;
}

const TITLE = 'Test payment — no money moves';
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The approval page: phone-first, one column, the amount and the two buttons. */
function approvalPage(gateway: string, amount: string, description: string, action: string, hidden: Record<string, string>): string {
  const fields = Object.entries(hidden).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLE}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b1b1f; background: #f4f4f6; }
  header { background: #8a1c1c; color: #fff; padding: 12px 16px; text-align: center; font-weight: 700; }
  main { max-width: 28rem; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.375rem; margin: 0 0 8px; }
  .card { background: #fff; border-radius: 12px; padding: 20px 16px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  .amount { font-size: 2rem; font-weight: 700; margin: 8px 0; }
  .note { color: #44444c; }
  form { display: flex; flex-direction: column; gap: 12px; margin-top: 20px; }
  button { min-height: 48px; font: inherit; font-weight: 600; border-radius: 8px; border: 2px solid #1d4ed8; cursor: pointer; }
  button[value="approve"] { background: #1d4ed8; color: #fff; }
  button[value="cancel"] { background: #fff; color: #1d4ed8; }
  button:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
</style>
</head>
<body>
<header><p style="margin:0">${TITLE}</p></header>
<main>
  <div class="card">
    <h1>${escapeHtml(gateway)} test checkout</h1>
    <p class="note">${escapeHtml(description)}</p>
    <p class="amount">${escapeHtml(amount)}</p>
    <p class="note">This is the embedded sandbox gateway of a test server: approving moves no money.</p>
    <form method="post" action="${escapeHtml(action)}">
      ${fields}
      <button type="submit" name="action" value="approve">Approve</button>
      <button type="submit" name="action" value="cancel">Cancel</button>
    </form>
  </div>
</main>
</body>
</html>`;
}

const paypalError = (reply: FastifyReply, status: number, name: string, issue: string, description: string) =>
  reply.code(status).send({ name, message: description, debug_id: randomBytes(6).toString('hex'), details: [{ issue, description }] });

/** PayPal's id shapes: 17 upper-case letters and digits. */
const paypalId = () => Array.from({ length: 17 }, () => '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'[randomInt(33)]).join('');

export default async function sandboxGateway(app: FastifyInstance, options: SandboxOptions) {
  const { db, publicUrl } = options;
  const credentials = sandboxCredentials(options.secret);
  const sign = (text: string) => createHmac('sha256', options.secret).update(text).digest();
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  /** Webhooks on their way: the server waits for them before it closes. */
  const deliveries = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...deliveries]);
  });

  function signature(transmissionId: string, time: string, webhookId: string, event: unknown): string {
    const digest = createHash('sha256').update(JSON.stringify(event)).digest('hex');
    return sign(`${transmissionId}|${time}|${webhookId}|${digest}`).toString('base64');
  }

  /** Sends a PayPal webhook to this server's webhook route, as PayPal would, signed. */
  function sendWebhook(eventType: string, resourceType: string, resource: Record<string, unknown>, summary: string): void {
    const event = {
      id: `WH-${paypalId()}`, event_version: '1.0', create_time: new Date().toISOString(), resource_type: resourceType,
      resource_version: '2.0', event_type: eventType, summary, resource,
    };
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const delivery = fetch(`${options.selfUrl()}/api/payments/paypal/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature(transmissionId, time, credentials.paypalWebhookId, event),
        'paypal-cert-url': `${publicUrl}/sandbox/paypal/v1/notifications/certs/sandbox`,
        'paypal-auth-algo': 'HMACSHA256',
      },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(15_000),
    }).then(async (response) => {
      await response.arrayBuffer();
      if (!response.ok) app.log.debug({ status: response.status, eventType }, 'sandbox webhook answered with an error');
    }, (error: Error) => app.log.debug({ err: error, eventType }, 'sandbox webhook not delivered'));
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  }

  if (options.paypal) registerPaypal();
  if (options.zarinpal) registerZarinpal();

  function registerPaypal() {
    const tokenKey = (expires: number) => sign(`token:${expires}`).toString('base64url');
    const bearerValid = (authorization: string | undefined) => {
      const match = /^Bearer A21AA(\d+)\.([\w-]+)$/.exec(authorization ?? '');
      if (!match || Number(match[1]) < Date.now()) return false;
      const expected = Buffer.from(tokenKey(Number(match[1])));
      const given = Buffer.from(match[2]);
      return expected.length === given.length && timingSafeEqual(expected, given);
    };
    const hide = { schema: { hide: true } };
    const authorised = async (request: { headers: { authorization?: string } }, reply: FastifyReply) => {
      if (!bearerValid(request.headers.authorization)) {
        return reply.code(401).send({ error: 'invalid_token', error_description: 'The access token is missing, expired or not this sandbox\'s.' });
      }
    };

    app.post('/sandbox/paypal/v1/oauth2/token', hide, async (request, reply) => {
      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
      const grant = (request.body as Record<string, string> | undefined)?.grant_type;
      if (id !== credentials.paypalClientId || secret !== credentials.paypalClientSecret) {
        return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      if (grant !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
      const expiresIn = 32_400;
      const expires = Date.now() + expiresIn * 1000;
      return { scope: 'https://uri.paypal.com/services/payments/payment', access_token: `A21AA${expires}.${tokenKey(expires)}`, token_type: 'Bearer', app_id: 'APP-SANDBOX', expires_in: expiresIn, nonce: randomUUID() };
    });

    type Row = typeof sandboxPaypalOrders.$inferSelect;
    const representation = (row: Row) => ({
      id: row.id,
      status: row.status,
      intent: 'CAPTURE',
      purchase_units: [{
        reference_id: row.customId ?? 'default', custom_id: row.customId ?? undefined, description: row.description,
        amount: { currency_code: row.currency, value: row.value },
        ...(row.captureId ? {
          payments: { captures: [{ id: row.captureId, status: 'COMPLETED', amount: { currency_code: row.currency, value: row.value }, final_capture: true }] },
        } : {}),
      }],
      create_time: row.createdAt.toISOString(),
      links: [
        { href: `${publicUrl}/sandbox/paypal/v2/checkout/orders/${row.id}`, rel: 'self', method: 'GET' },
        ...(row.status === 'CREATED' ? [{ href: `${publicUrl}/sandbox/paypal/checkoutnow?token=${row.id}`, rel: 'payer-action', method: 'GET' }] : []),
        ...(row.status === 'APPROVED' ? [{ href: `${publicUrl}/sandbox/paypal/v2/checkout/orders/${row.id}/capture`, rel: 'capture', method: 'POST' }] : []),
      ],
    });

    app.post('/sandbox/paypal/v2/checkout/orders', { ...hide, preHandler: authorised }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const unit = ((body.purchase_units as Record<string, unknown>[] | undefined) ?? [])[0] ?? {};
      const amount = (unit.amount ?? {}) as { currency_code?: unknown; value?: unknown };
      const context = (((body.payment_source as Record<string, Record<string, unknown>> | undefined)?.paypal?.experience_context)
        ?? body.application_context ?? {}) as { return_url?: unknown; cancel_url?: unknown };
      if (body.intent !== 'CAPTURE') return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'INTENT_NOT_SUPPORTED', 'Only intent CAPTURE is supported by this sandbox.');
      if (typeof amount.value !== 'string' || !/^\d{1,7}(\.\d{2})?$/.test(amount.value) || Number(amount.value) <= 0 || typeof amount.currency_code !== 'string') {
        return paypalError(reply, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'purchase_units[0].amount must have a currency_code and a positive value.');
      }
      if (typeof context.return_url !== 'string' || typeof context.cancel_url !== 'string') {
        return paypalError(reply, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'return_url and cancel_url are required.');
      }
      const [row] = await db.insert(sandboxPaypalOrders).values({
        id: paypalId(), currency: amount.currency_code, value: amount.value, description: String(unit.description ?? ''),
        customId: unit.custom_id === undefined ? null : String(unit.custom_id), returnUrl: context.return_url, cancelUrl: context.cancel_url,
      }).returning();
      const shown = representation(row);
      // With payment_source the payer's step is rel payer-action (status PAYER_ACTION_REQUIRED), as PayPal answers.
      return reply.code(201).send(body.payment_source ? { ...shown, status: 'PAYER_ACTION_REQUIRED' } : {
        ...shown, links: shown.links.map((link) => (link.rel === 'payer-action' ? { ...link, rel: 'approve' } : link)),
      });
    });

    app.get('/sandbox/paypal/v2/checkout/orders/:id', { ...hide, preHandler: authorised }, async (request, reply) => {
      const [row] = await db.select().from(sandboxPaypalOrders).where(eq(sandboxPaypalOrders.id, (request.params as { id: string }).id));
      if (!row) return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      return representation(row);
    });

    app.post('/sandbox/paypal/v2/checkout/orders/:id/capture', { ...hide, preHandler: authorised }, async (request, reply) => {
      const { id } = request.params as { id: string };
      // One capture per order, however many callers race: the conditional UPDATE is the whole rule.
      const [captured] = await db.update(sandboxPaypalOrders).set({ status: 'COMPLETED', captureId: paypalId() })
        .where(and(eq(sandboxPaypalOrders.id, id), eq(sandboxPaypalOrders.status, 'APPROVED'))).returning();
      if (captured) {
        const shown = representation(captured);
        const capture = shown.purchase_units[0].payments!.captures[0];
        sendWebhook('PAYMENT.CAPTURE.COMPLETED', 'capture', { ...capture, supplementary_data: { related_ids: { order_id: id } } }, `Payment completed for $ ${captured.value} ${captured.currency}`);
        return reply.code(201).send(shown);
      }
      const [row] = await db.select().from(sandboxPaypalOrders).where(eq(sandboxPaypalOrders.id, id));
      if (!row) return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      if (row.status === 'COMPLETED') return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
      return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    });

    app.post('/sandbox/paypal/v1/notifications/verify-webhook-signature', { ...hide, preHandler: authorised }, async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const fields = ['transmission_id', 'transmission_time', 'transmission_sig', 'webhook_id', 'auth_algo', 'cert_url'] as const;
      if (fields.some((field) => typeof body[field] !== 'string') || !body.webhook_event || typeof body.webhook_event !== 'object') {
        return { verification_status: 'FAILURE' };
      }
      const expected = Buffer.from(signature(body.transmission_id as string, body.transmission_time as string, body.webhook_id as string, body.webhook_event));
      const given = Buffer.from(body.transmission_sig as string);
      const genuine = body.webhook_id === credentials.paypalWebhookId && expected.length === given.length && timingSafeEqual(expected, given);
      return { verification_status: genuine ? 'SUCCESS' : 'FAILURE' };
    });

    app.get('/sandbox/paypal/checkoutnow', hide, async (request, reply) => {
      const token = String((request.query as { token?: unknown }).token ?? '');
      const [row] = await db.select().from(sandboxPaypalOrders).where(eq(sandboxPaypalOrders.id, token));
      if (!row || row.status !== 'CREATED') return reply.code(404).type('text/html').send(approvalGone('PayPal'));
      const amount = `${row.currency === 'USD' ? '$' : ''}${row.value} ${row.currency}`;
      return reply.type('text/html').send(approvalPage('PayPal', amount, row.description, '/sandbox/paypal/checkoutnow', { token: row.id }));
    });

    app.post('/sandbox/paypal/checkoutnow', hide, async (request, reply) => {
      const { token = '', action = '' } = (request.body ?? {}) as Record<string, string>;
      const [row] = await db.select().from(sandboxPaypalOrders).where(eq(sandboxPaypalOrders.id, token));
      if (!row || row.status !== 'CREATED') return reply.code(404).type('text/html').send(approvalGone('PayPal'));
      if (action !== 'approve') return reply.redirect(withQuery(row.cancelUrl, { token: row.id }), 303);
      const [approved] = await db.update(sandboxPaypalOrders).set({ status: 'APPROVED' })
        .where(and(eq(sandboxPaypalOrders.id, token), eq(sandboxPaypalOrders.status, 'CREATED'))).returning();
      if (!approved) return reply.code(404).type('text/html').send(approvalGone('PayPal'));
      sendWebhook('CHECKOUT.ORDER.APPROVED', 'checkout-order', representation(approved), 'An order has been approved by buyer');
      return reply.redirect(withQuery(row.returnUrl, { token: row.id, PayerID: 'SANDBOXPAYER' }), 303);
    });
  }

  function registerZarinpal() {
    const hide = { schema: { hide: true } };
    const failure = (reply: FastifyReply, code: number, message: string) => reply.code(code === -9 ? 400 : 200).send({ data: [], errors: { code, message, validations: [] } });

    app.post('/sandbox/zarinpal/pg/v4/payment/request.json', hide, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (body.merchant_id !== credentials.zarinpalMerchantId) return failure(reply, -74, 'Invalid merchant_id.');
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1000 || typeof body.callback_url !== 'string' || typeof body.description !== 'string') {
        return failure(reply, -9, 'The input params invalid, validation error.');
      }
      const authority = `A${'0'.repeat(15)}${randomInt(10 ** 9, 10 ** 10 - 1)}${randomInt(10 ** 9, 10 ** 10 - 1)}`.padEnd(36, '0').slice(0, 36);
      await db.insert(sandboxZarinpalPayments).values({
        authority, merchantId: body.merchant_id, amount, currency: body.currency === 'IRR' ? 'IRR' : 'IRT', description: body.description, callbackUrl: body.callback_url,
      });
      return { data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 }, errors: [] };
    });

    app.post('/sandbox/zarinpal/pg/v4/payment/verify.json', hide, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (body.merchant_id !== credentials.zarinpalMerchantId) return failure(reply, -74, 'Invalid merchant_id.');
      const authority = String(body.authority ?? '');
      const [row] = await db.select().from(sandboxZarinpalPayments).where(eq(sandboxZarinpalPayments.authority, authority));
      if (!row) return failure(reply, -54, 'Invalid authority.');
      if (Number(body.amount) !== row.amount) return failure(reply, -50, 'Session is not valid, amounts values is not the same.');
      const paid = { card_hash: createHash('sha256').update(authority).digest('hex').toUpperCase(), card_pan: '502229******5995', fee_type: 'Merchant', fee: 0 };
      const [verified] = await db.update(sandboxZarinpalPayments).set({ status: 'VERIFIED', refId: randomInt(10 ** 8, 10 ** 9) })
        .where(and(eq(sandboxZarinpalPayments.authority, authority), eq(sandboxZarinpalPayments.status, 'PAID'))).returning();
      if (verified) return { data: { code: 100, message: 'Paid', ref_id: verified.refId, ...paid }, errors: [] };
      // Read again: a verification running beside this one may have verified it after the first read (as Zarinpal
      // does, a second verification answers 101, not an error).
      const [now] = await db.select().from(sandboxZarinpalPayments).where(eq(sandboxZarinpalPayments.authority, authority));
      if (now?.status === 'VERIFIED') return { data: { code: 101, message: 'Verified', ref_id: now.refId, ...paid }, errors: [] };
      return failure(reply, -51, 'Session is not valid, session is not active paid try.');
    });

    app.get('/sandbox/zarinpal/pg/StartPay/:authority', hide, async (request, reply) => {
      const { authority } = request.params as { authority: string };
      const [row] = await db.select().from(sandboxZarinpalPayments).where(eq(sandboxZarinpalPayments.authority, authority));
      if (!row || row.status !== 'PENDING') return reply.code(404).type('text/html').send(approvalGone('Zarinpal'));
      const amount = `${row.amount.toLocaleString('en-US')} ${row.currency === 'IRT' ? 'Toman' : 'Rial'}`;
      return reply.type('text/html').send(approvalPage('Zarinpal', amount, row.description, `/sandbox/zarinpal/pg/StartPay/${authority}`, {}));
    });

    app.post('/sandbox/zarinpal/pg/StartPay/:authority', hide, async (request, reply) => {
      const { authority } = request.params as { authority: string };
      const { action = '' } = (request.body ?? {}) as Record<string, string>;
      const status = action === 'approve' ? 'PAID' : 'CANCELLED';
      const [row] = await db.update(sandboxZarinpalPayments).set({ status })
        .where(and(eq(sandboxZarinpalPayments.authority, authority), eq(sandboxZarinpalPayments.status, 'PENDING'))).returning();
      if (!row) return reply.code(404).type('text/html').send(approvalGone('Zarinpal'));
      return reply.redirect(withQuery(row.callbackUrl, { Authority: authority, Status: status === 'PAID' ? 'OK' : 'NOK' }), 303);
    });
  }
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.href;
}

function approvalGone(gateway: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${TITLE}</title></head>`
    + `<body><header><p>${TITLE}</p></header><main><h1>This ${gateway} test payment is over</h1><p>It was approved, cancelled or never made. Go back to the app and start again.</p></main></body></html>`;
}

