import type { AddressInfo } from 'node:net';
import type { PaymentGateway } from '@pte-kit/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loopbackAliases } from '../identity';
import { paypalAdapter, zarinpalAdapter } from '../../payments/gateways';
import sandboxGateway, { sandboxCredentials } from '../../payments/sandbox';
import { createPaymentService, type PaymentService } from '../../payments/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plans, promo codes, orders and the gateways' callbacks (payments/service.ts). */
    payments: PaymentService;
  }
}

/** This server's own address once it listens (loopback for a wildcard host), else its public one. */
function ownAddress(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return app.config.publicUrl;
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1'
    : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The gateways and the payment service. A gateway whose base URL is not configured is the embedded sandbox, mounted
 * here: the adapters call it at this server's own address, and the browser reaches its approval pages at the public
 * one. Everything else is the same code path as live.
 */
export default fp(async function payments(app: FastifyInstance) {
  const { config } = app;
  const { paypal, zarinpal } = config.payments;
  const sandbox: Record<PaymentGateway, boolean> = { PAYPAL: paypal.baseUrl === null, ZARINPAL: zarinpal.baseUrl === null };
  // PAYMENTS_SANDBOX=false: a gateway without keys is off, not the sandbox.
  const unavailable = config.payments.sandboxEnabled ? [] : (['PAYPAL', 'ZARINPAL'] as const).filter((gateway) => sandbox[gateway]);
  if (unavailable.length) {
    sandbox.PAYPAL &&= !unavailable.includes('PAYPAL');
    sandbox.ZARINPAL &&= !unavailable.includes('ZARINPAL');
  }
  const secret = config.payments.sandboxSecret ?? app.keyFor('payments sandbox');
  const keys = sandboxCredentials(secret);
  if (sandbox.PAYPAL || sandbox.ZARINPAL) {
    await app.register(sandboxGateway, {
      db: app.db, secret, publicUrl: config.publicUrl, selfUrl: () => ownAddress(app), paypal: sandbox.PAYPAL, zarinpal: sandbox.ZARINPAL,
    });
  }
  const adapters = {
    // A switched-off gateway keeps the sandbox's adapter: no order is made with it, and a webhook sent to it is not
    // vouched for (the sandbox is not mounted), so it is refused like any forged one.
    PAYPAL: paypalAdapter(paypal.baseUrl === null
      ? { baseUrl: () => `${ownAddress(app)}/sandbox/paypal`, clientId: keys.paypalClientId, clientSecret: keys.paypalClientSecret, webhookId: keys.paypalWebhookId }
      : { baseUrl: () => paypal.baseUrl!, clientId: paypal.clientId, clientSecret: paypal.clientSecret, webhookId: paypal.webhookId }),
    ZARINPAL: zarinpalAdapter(zarinpal.baseUrl === null
      ? { baseUrl: () => `${ownAddress(app)}/sandbox/zarinpal`, approvalBaseUrl: () => `${config.publicUrl}/sandbox/zarinpal`, merchantId: keys.zarinpalMerchantId }
      : { baseUrl: () => zarinpal.baseUrl!, approvalBaseUrl: () => zarinpal.baseUrl!, merchantId: zarinpal.merchantId }),
  };
  const redirectOrigins = [...new Set([
    ...loopbackAliases(config.publicUrl), ...config.extraRedirectUris.map((uri) => new URL(uri).origin), ...config.embedOrigins,
  ])];
  app.decorate('payments', createPaymentService({
    repo: app.repositories.payments, adapters, sandbox, unavailable, publicUrl: config.publicUrl, redirectOrigins,
    callbackKey: app.keyFor('payment callbacks'), log: app.log,
  }));
  if (config.promoBanner) {
    const { code, until, freeDays } = config.promoBanner;
    await app.repositories.payments.ensurePromo({
      code, kind: 'FREE_DAYS', value: freeDays, expiresAt: new Date(`${until}T23:59:59.999Z`), description: `${freeDays} days of premium free`,
    });
  }
}, { name: 'payments', dependencies: ['repositories', 'secrets'] });
