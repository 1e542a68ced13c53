import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requester } from '../../../plugins/rateLimit';
import { page, pageSchema } from '../page';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

const planSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    price: { type: 'string', description: "US dollars ('19.99'), or 'Free'" },
    tomanPrice: { type: 'string', description: "Toman as an integer ('990000'), or 'Free'" },
    features: { type: 'array', items: { type: 'string' } },
    type: { type: 'string', enum: ['Dollar', 'Toman'], description: 'The currency the card leads with; every paid plan can be paid either way' },
    durationDays: { type: 'integer', description: '0 for Free' },
    isActive: { type: 'boolean', description: "The learner's current paid plan while premium ('Renew Now'); Free: true when not premium" },
  },
} as const;

const orderSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    createdDate: { type: 'string', format: 'date-time' },
    paidDate: { type: ['string', 'null'], format: 'date-time' },
    plan: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, durationDays: { type: 'integer' } } },
    amount: { type: 'string', description: "Charged after the promo: '15.99' (USD) or '792000' (IRT)" },
    currency: { type: 'string', enum: ['USD', 'IRT'] },
    gateway: { type: ['string', 'null'], enum: ['PAYPAL', 'ZARINPAL', null], description: 'null when a promo made the order free' },
    state: { type: 'string', enum: ['CREATED', 'APPROVED', 'PAID', 'CANCELLED', 'FAILED'] },
    promoCode: { type: ['string', 'null'] },
    gatewayReference: { type: ['string', 'null'], description: 'PayPal order or capture id; Zarinpal authority or ref_id' },
    premiumUntil: { type: ['string', 'null'], format: 'date-time', description: 'The premium expiry this order set, once PAID' },
    sandbox: { type: 'boolean', description: 'Paid through the embedded test gateway: no money moved' },
  },
} as const;

const pageQuery = {
  page: { type: 'integer', minimum: 0, maximum: 100_000, default: 0, description: '0-based' },
  size: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
} as const;

/** What our return, cancel and callback URLs carry: the order and its signature. */
const signedOrder = {
  order: { type: 'integer', minimum: 1, description: 'Our order id' },
  sig: { type: 'string', maxLength: 64, description: 'The signature the server put on the URL it gave the gateway' },
} as const;

const redirectResponses = { 303: { type: 'null', description: "To the order's redirect_url (?payment=paid&order=…) or secondary_redirect_url (?payment=cancelled|failed&order=…)" }, ...errorResponses, 409: { $ref: 'ApiError#' }, 502: { $ref: 'ApiError#' } } as const;

/** Plans, promo codes, orders, and the gateways' returns, callbacks and webhooks (docs/payments.md). */
export default async function paymentRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  const tags = ['payments'];

  // The learner's calls: signed in.
  await app.register(async (scope) => {
    const learner = withSchemaTypes(scope);
    learner.addHook('onRequest', learner.authenticate);
    const { payments } = learner;

    learner.get('/api/settings/plans', {
      schema: {
        tags: ['settings'], security: bearer, summary: 'The plan cards, Free first',
        response: { 200: pageSchema('planList', planSchema), ...errorResponses },
      },
    }, async (request) => page('planList', await payments.plans(request.user!)));

    learner.get('/api/payments/promo/:code', {
      schema: {
        tags, security: bearer,
        summary: 'A promo code\'s prices for a plan',
        description: 'The answer carries the plan\'s prices after the code, computed from the plan (price_irt and price_xxD in the query are the card\'s, '
          + 'for the record only). An unknown, expired, used-up or already-used code, or one for another plan, answers 400 with the reason.',
        params: { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 40 } } } as const,
        querystring: {
          type: 'object', required: ['item_id'],
          properties: {
            item_id: { type: 'integer', minimum: 1, description: 'The plan id' },
            price_irt: { type: 'number' }, price_xxD: { type: 'number' },
            for_service: { type: 'string', enum: ['pte'] },
          },
        } as const,
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { code: { type: 'string' }, price_irt: { type: 'integer' }, price_xxD: { type: 'number' }, description: { type: 'string' } },
              },
            },
          },
          ...errorResponses,
        },
      },
    }, async (request) => payments.checkPromo(request.user!, request.params.code, request.query.item_id));

    learner.post('/api/payments/order', {
      config: {
        // Each order calls a gateway: a learner gets a few a minute, counted apart from the general write limit.
        rateLimit: {
          max: learner.config.payments.ordersPerMinute, timeWindow: 60_000, hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `order:${requester(request)}`,
        },
      },
      schema: {
        tags, security: bearer,
        summary: 'Order a plan',
        description: 'The server prices the order from the plan and the promo code; no amount is taken from the body. The answer names the '
          + 'gateway\'s approval_url, or, when a promo code made the order free, a message: premium is active already. redirect_url and '
          + 'secondary_redirect_url must be addresses of this app or of an allowed embedding site.',
        body: {
          type: 'object', required: ['item', 'redirect_url', 'secondary_redirect_url', 'payment_gateway'], additionalProperties: false,
          properties: {
            item: {
              type: 'object', required: ['item_id', 'related_service'], additionalProperties: false,
              properties: { item_id: { type: 'integer', minimum: 1 }, related_service: { type: 'string', enum: ['pte'] } },
            },
            redirect_url: { type: 'string', minLength: 1, maxLength: 2000 },
            secondary_redirect_url: { type: 'string', minLength: 1, maxLength: 2000 },
            discount_code: { type: 'string', maxLength: 40 },
            payment_gateway: { type: 'string', enum: ['PAYPAL', 'ZARINPAL'], description: 'PAYPAL pays in US dollars, ZARINPAL in Toman' },
          },
        } as const,
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'object', properties: { order_id: { type: 'integer' }, approval_url: { type: 'string' }, message: { type: 'string' } } } },
          },
          ...errorResponses, 429: { $ref: 'ApiError#' }, 502: { $ref: 'ApiError#' },
        },
      },
    }, async (request) => {
      const { body } = request;
      return payments.createOrder(request.user!, {
        planId: body.item.item_id, gateway: body.payment_gateway as 'PAYPAL' | 'ZARINPAL', promoCode: body.discount_code,
        redirectUrl: body.redirect_url, secondaryRedirectUrl: body.secondary_redirect_url,
      });
    });

    learner.get('/api/payments/orders', {
      schema: {
        tags, security: bearer, summary: 'My orders, newest first',
        querystring: { type: 'object', properties: pageQuery } as const,
        response: { 200: pageSchema('orderDtoList', orderSchema), ...errorResponses },
      },
    }, async (request) => {
      const { page: number, size } = request.query;
      const { items, total } = await payments.orders(request.user!, { page: number, size });
      return page('orderDtoList', items, { number, size, total });
    });

    learner.get('/api/payments/orders/:id', {
      schema: {
        tags, security: bearer, summary: 'One of my orders (another learner\'s answers 404)',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const,
        response: { 200: orderSchema, ...errorResponses },
      },
    }, async (request) => payments.order(request.user!, request.params.id));
  });

  // The gateways' calls: no bearer token; each is checked against the order's signature and the gateway itself.
  const { payments } = app;
  app.get('/api/payments/paypal/return', {
    schema: {
      tags, summary: 'PayPal sends the payer back after approval: the order is captured',
      querystring: { type: 'object', required: ['order', 'sig', 'token'], properties: { ...signedOrder, token: { type: 'string', maxLength: 64 }, PayerID: { type: 'string' } } } as const,
      response: redirectResponses,
    },
  }, async (request, reply) => {
    const { order, sig, token } = request.query;
    return reply.redirect(await payments.paypalReturn({ order, sig, reference: token }), 303);
  });

  app.get('/api/payments/paypal/cancel', {
    schema: {
      tags, summary: 'PayPal sends the payer back after cancelling: the order is cancelled',
      querystring: { type: 'object', required: ['order', 'sig', 'token'], properties: { ...signedOrder, token: { type: 'string', maxLength: 64 } } } as const,
      response: redirectResponses,
    },
  }, async (request, reply) => {
    const { order, sig, token } = request.query;
    return reply.redirect(await payments.paypalCancel({ order, sig, reference: token }), 303);
  });

  app.get('/api/payments/zarinpal/callback', {
    schema: {
      tags, summary: 'Zarinpal sends the payer back: Status OK is verified with the order\'s amount, NOK cancels',
      querystring: {
        type: 'object', required: ['order', 'sig', 'Authority', 'Status'],
        properties: { ...signedOrder, Authority: { type: 'string', maxLength: 64 }, Status: { type: 'string', enum: ['OK', 'NOK'] } },
      } as const,
      response: redirectResponses,
    },
  }, async (request, reply) => {
    const { order, sig, Authority, Status } = request.query;
    return reply.redirect(await payments.zarinpalCallback({ order, sig, reference: Authority }, Status as 'OK' | 'NOK'), 303);
  });

  app.post('/api/payments/paypal/webhook', {
    config: {
      rateLimit: { max: 600, timeWindow: 60_000, hook: 'preHandler', keyGenerator: (request: FastifyRequest) => `paypal-webhook:ip:${request.ip}` },
    },
    schema: {
      tags,
      summary: 'PayPal webhooks (CHECKOUT.ORDER.APPROVED captures, PAYMENT.CAPTURE.COMPLETED pays)',
      description: 'Acted on only when PayPal\'s verify-webhook-signature call answers SUCCESS for the transmission headers and PAYPAL_WEBHOOK_ID; '
        + 'otherwise 400 and nothing changes. Other event types are acknowledged and ignored.',
      body: { type: 'object', required: ['event_type'], properties: { id: { type: 'string' }, event_type: { type: 'string' }, resource: { type: 'object' } } } as const,
      response: { 200: { type: 'object', properties: { status: { type: 'string' } } }, ...errorResponses, 502: { $ref: 'ApiError#' } },
    },
  }, async (request) => payments.paypalWebhook(request.headers, request.body as Record<string, unknown>));
}
