import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDto, PaymentResponse, PlanDto } from '@pte-kit/core';
import { buildApp, type BuiltApp } from '../app';
import { loadConfig } from '../config';
import { seedQuestions } from '../seed';
import { databases, fixtureItems, freshDatabase, PUBLIC_URL, signIn } from './helpers';

/**
 * The money path end to end through the embedded sandbox gateway. The app listens on a port of its own: the adapters
 * call the sandbox over real HTTP, exactly as they call PayPal and Zarinpal, and the sandbox's webhooks arrive over
 * HTTP too. The learner's browser steps (approval page, Approve or Cancel, the return) are injected requests.
 */
const APP = PUBLIC_URL;
// Each test signs a learner in and pays through HTTP round trips: generous on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
const BANNER = 'Test payment — no money moves';

describe.each(databases)('payments ($name)', ({ url }) => {
  let built: BuiltApp;
  let listening: string;
  let planIds: Record<string, number>;
  let learners = 0;

  beforeAll(async () => {
    const database = await freshDatabase(url);
    await seedQuestions(database.db, fixtureItems);
    const config = {
      ...loadConfig({ PORT: '8080', LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false', RATE_LIMIT_WRITES_PER_MINUTE: '100000', ORDERS_PER_MINUTE: '5', PROMO_BANNER_UNTIL: '2999-07-03' }),
      hostDist: undefined,
    };
    built = await buildApp({ config, database, seed: false, logger: false });
    await built.app.repositories.payments.seedPlans();
    planIds = Object.fromEntries((await built.app.repositories.payments.listPlans()).map((plan) => [plan.name, plan.id]));
    listening = await built.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await built?.app.close();
    await built?.database.close();
  });

  const inject = (method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, payload?: object | string) =>
    built.app.inject({ method, url: path, headers, ...(payload === undefined ? {} : { payload }) });
  const pathOf = (address: string) => { const parsed = new URL(address); return parsed.pathname + parsed.search; };

  /** A new TRIAL learner, signed in. */
  async function learner(): Promise<Record<string, string>> {
    learners += 1;
    const email = `payer${learners}@pte.test`;
    await built.app.repositories.users.create({ email, password: 'violet tram harbour 42', nickname: `Payer ${learners}`, status: 'TRIAL' });
    const session = await signIn(built.app, email, 'violet tram harbour 42');
    if (!session.ok) throw new Error('sign-in failed');
    return session.auth;
  }

  const planNamed = (name: string) => ({ id: planIds[name] });
  const orderBody = (planId: number, gateway: 'PAYPAL' | 'ZARINPAL', extra: Record<string, unknown> = {}) => ({
    item: { item_id: planId, related_service: 'pte' }, redirect_url: `${APP}/dashboard?tab=prediction`, secondary_redirect_url: `${APP}/dashboard/plans`,
    payment_gateway: gateway, ...extra,
  });
  async function order(auth: Record<string, string>, body: object) {
    const response = await inject('POST', '/api/payments/order', auth, body);
    return { status: response.statusCode, body: response.json() as PaymentResponse & { message?: string; errors?: { field: string }[] } };
  }
  const remaining = async (auth: Record<string, string>) => ((await inject('GET', '/api/settings/remaining', auth)).json() as { remainingDays: number }).remainingDays;
  const getOrder = async (auth: Record<string, string>, id: number) => (await inject('GET', `/api/payments/orders/${id}`, auth)).json() as OrderDto;

  /** Opens the sandbox's approval page, checks what the payer sees, and presses a button: where the gateway sends the browser. */
  async function approvalStep(approvalUrl: string, button: 'approve' | 'cancel', amount: string): Promise<string> {
    const page = await inject('GET', pathOf(approvalUrl));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${BANNER}</title>`);
    expect(page.body).toContain(`<header><p style="margin:0">${BANNER}</p></header>`);
    expect(page.body).toContain(amount);
    expect(page.body).toMatch(/<button[^>]*value="approve">Approve<\/button>/);
    expect(page.body).toMatch(/<button[^>]*value="cancel">Cancel<\/button>/);
    const action = /<form method="post" action="([^"]+)">/.exec(page.body)![1];
    const hidden = [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]+)">/g)].map(([, name, value]) => [name, value]);
    const form = new URLSearchParams([...hidden, ['action', button]]).toString();
    const pressed = await inject('POST', action, { 'content-type': 'application/x-www-form-urlencoded' }, form);
    expect(pressed.statusCode).toBe(303);
    return pressed.headers.location as string;
  }

  /** The browser arriving at our return or callback URL: where the server sends it. */
  async function arrive(address: string): Promise<URL> {
    const response = await inject('GET', pathOf(address));
    expect(response.statusCode, response.body).toBe(303);
    return new URL(response.headers.location as string);
  }

  it('lists the plans, Free first and active for a learner who is not premium', async () => {
    const auth = await learner();
    expect((await inject('GET', '/api/settings/plans')).statusCode).toBe(401);
    const plans = ((await inject('GET', '/api/settings/plans', auth)).json() as { _embedded: { planList: PlanDto[] } })._embedded.planList;
    expect(plans.map((plan) => [plan.name, plan.price, plan.tomanPrice, plan.durationDays, plan.isActive])).toEqual([
      ['Free', 'Free', 'Free', 0, true],
      ['Premium 1 month', '19.99', '990000', 30, false],
      ['Premium 3 months', '49.99', '2490000', 90, false],
      ['Premium 6 months', '89.99', '4490000', 180, false],
    ]);
  });

  it('PayPal: the study plan gate opens right after Approve, the order is PAID and the 1-month card reads as active', async () => {
    const auth = await learner();
    expect((await inject('GET', '/api/summary/studyPlan', auth)).statusCode).toBe(403);
    const monthly = planNamed('Premium 1 month');
    const created = await order(auth, orderBody(monthly.id, 'PAYPAL'));
    expect(created.status).toBe(200);
    expect(created.body.data.approval_url).toMatch(new RegExp(`^${APP}/sandbox/paypal/checkoutnow\\?token=[A-Z0-9]{17}$`));
    expect((await getOrder(auth, created.body.data.order_id)).state).toBe('CREATED');

    const back = await arrive(await approvalStep(created.body.data.approval_url!, 'approve', '$19.99 USD'));
    expect(back.origin + back.pathname).toBe(`${APP}/dashboard`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ tab: 'prediction', payment: 'paid', order: String(created.body.data.order_id) });

    expect((await inject('GET', '/api/summary/studyPlan', auth)).statusCode).toBe(200);
    expect(await remaining(auth)).toBe(30);
    const paid = await getOrder(auth, created.body.data.order_id);
    expect(paid).toMatchObject({ state: 'PAID', amount: '19.99', currency: 'USD', gateway: 'PAYPAL', sandbox: true, promoCode: null, plan: { name: 'Premium 1 month', durationDays: 30 } });
    expect(paid.premiumUntil).not.toBeNull();
    expect(paid.gatewayReference).toMatch(/^[A-Z0-9]{17}$/);
    const cards = ((await inject('GET', '/api/settings/plans', auth)).json() as { _embedded: { planList: PlanDto[] } })._embedded.planList;
    expect(cards.filter((card) => card.isActive).map((card) => card.name)).toEqual(['Premium 1 month']);
    const history = (await inject('GET', '/api/payments/orders?page=0&size=10', auth)).json() as { _embedded: { orderDtoList: OrderDto[] }; page: { totalElements: number } };
    expect(history._embedded.orderDtoList.map((entry) => [entry.id, entry.state])).toEqual([[created.body.data.order_id, 'PAID']]);
  });

  it('Zarinpal with a 20% code: the payer cancels, the order is CANCELLED and the learner stays TRIAL; a later OK callback pays nothing', async () => {
    const auth = await learner();
    await built.app.repositories.payments.addPromo({ code: 'Spring20', kind: 'PERCENT', value: 20 });
    const monthly = planNamed('Premium 1 month');
    const check = await inject('GET', `/api/payments/promo/spring20?item_id=${monthly.id}&price_irt=990000&price_xxD=19.99&for_service=pte`, auth);
    expect(check.json()).toEqual({ data: { code: 'Spring20', price_irt: 792000, price_xxD: 15.99, description: '20% off' } });

    const created = await order(auth, orderBody(monthly.id, 'ZARINPAL', { discount_code: 'SPRING20' }));
    expect(created.body.data.approval_url).toMatch(new RegExp(`^${APP}/sandbox/zarinpal/pg/StartPay/A\\d{35}$`));
    const callback = await approvalStep(created.body.data.approval_url!, 'cancel', '792,000 Toman');
    expect(new URL(callback).searchParams.get('Status')).toBe('NOK');
    const back = await arrive(callback);
    expect(back.origin + back.pathname).toBe(`${APP}/dashboard/plans`);
    expect(back.searchParams.get('payment')).toBe('cancelled');
    expect(await getOrder(auth, created.body.data.order_id)).toMatchObject({ state: 'CANCELLED', amount: '792000', currency: 'IRT', promoCode: 'Spring20', premiumUntil: null });

    const replayed = await arrive(callback.replace('Status=NOK', 'Status=OK'));
    expect(replayed.searchParams.get('payment')).toBe('cancelled');
    expect(await remaining(auth)).toBe(0);
    expect((await inject('GET', '/api/summary/studyPlan', auth)).statusCode).toBe(403);
  });

  it('Zarinpal paid, then a renewal extends the expiry from the current one', async () => {
    const auth = await learner();
    const first = await order(auth, orderBody(planNamed('Premium 1 month').id, 'ZARINPAL'));
    const back = await arrive(await approvalStep(first.body.data.approval_url!, 'approve', '990,000 Toman'));
    expect(back.searchParams.get('payment')).toBe('paid');
    expect(await getOrder(auth, first.body.data.order_id)).toMatchObject({ state: 'PAID', amount: '990000', currency: 'IRT', gateway: 'ZARINPAL', sandbox: true });
    expect(await remaining(auth)).toBe(30);
    const renewal = await order(auth, orderBody(planNamed('Premium 3 months').id, 'PAYPAL'));
    await arrive(await approvalStep(renewal.body.data.approval_url!, 'approve', '$49.99 USD'));
    expect(await remaining(auth)).toBe(120);
  });

  it.each(['PAYPAL', 'ZARINPAL'] as const)('%s: 20 concurrent returns credit once and extend the expiry once', async (gateway) => {
    const auth = await learner();
    const created = await order(auth, orderBody(planNamed('Premium 1 month').id, gateway));
    const returnUrl = await approvalStep(created.body.data.approval_url!, 'approve', gateway === 'PAYPAL' ? '$19.99 USD' : '990,000 Toman');
    // The browser's return twenty times at once over HTTP, racing the sandbox's own webhooks (PayPal).
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${listening}${pathOf(returnUrl)}`, { redirect: 'manual' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(303));
    expect(new Set(answers.map((answer) => new URL(answer.headers.get('location')!).searchParams.get('payment')))).toEqual(new Set(['paid']));
    expect(await remaining(auth)).toBe(30);
    const events = await built.app.repositories.payments.events(created.body.data.order_id);
    expect(events.filter((event) => event.toState === 'PAID')).toHaveLength(1);
  });

  it.each(['PAYPAL', 'ZARINPAL'] as const)('%s: an amount changed at the gateway is refused and logged, and nothing is credited', async (gateway) => {
    const auth = await learner();
    const created = await order(auth, orderBody(planNamed('Premium 1 month').id, gateway));
    // Test double: the gateway's own record of the payment altered, as if the payer had paid less.
    if (gateway === 'PAYPAL') await built.database.db.execute(sql`UPDATE sandbox_paypal_orders SET value = '0.99'`);
    else await built.database.db.execute(sql`UPDATE sandbox_zarinpal_payments SET amount = 1000 WHERE status = 'PENDING'`);
    const back = await arrive(await approvalStep(created.body.data.approval_url!, 'approve', gateway === 'PAYPAL' ? '$0.99 USD' : '1,000 Toman'));
    expect(back.searchParams.get('payment')).toBe('failed');
    expect(back.origin + back.pathname).toBe(`${APP}/dashboard/plans`);
    expect((await getOrder(auth, created.body.data.order_id)).state).toBe('FAILED');
    expect(await remaining(auth)).toBe(0);
    const failed = (await built.app.repositories.payments.events(created.body.data.order_id)).find((event) => event.toState === 'FAILED');
    expect(failed?.reason).toMatch(gateway === 'PAYPAL' ? /0\.99 USD, the order is 19\.99 USD/ : /code -50/);
  });

  it('refuses a forged webhook, an unknown order, another order\'s token and a bad signature; other learners see no order', async () => {
    const owner = await learner();
    const intruder = await learner();
    // Not approved: a genuine CHECKOUT.ORDER.APPROVED webhook from the sandbox would rightly capture and pay it.
    const mine = await order(owner, orderBody(planNamed('Premium 1 month').id, 'PAYPAL'));
    const theirs = await order(intruder, orderBody(planNamed('Premium 1 month').id, 'PAYPAL'));
    const mineId = mine.body.data.order_id;
    const token = new URL(mine.body.data.approval_url!).searchParams.get('token')!;

    const event = {
      id: 'WH-FORGED', event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAPTUREFORGED', status: 'COMPLETED', amount: { currency_code: 'USD', value: '19.99' }, supplementary_data: { related_ids: { order_id: token } } },
    };
    const forged = await inject('POST', '/api/payments/paypal/webhook', {
      'paypal-transmission-id': 'b2f1c6a0-0000-4000-8000-000000000000', 'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': Buffer.from('not the sandbox signature').toString('base64'), 'paypal-cert-url': `${APP}/cert`, 'paypal-auth-algo': 'HMACSHA256',
    }, event);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ status: 400, message: 'The webhook signature could not be verified.' });
    expect((await inject('POST', '/api/payments/paypal/webhook', {}, event)).statusCode).toBe(400);

    const theirSig = built.app.payments.signature(theirs.body.data.order_id);
    const swapped = await inject('GET', `/api/payments/paypal/return?order=${theirs.body.data.order_id}&sig=${theirSig}&token=${token}&PayerID=X`);
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().errors[0].field).toBe('token');
    expect((await inject('GET', `/api/payments/paypal/return?order=${mineId}&sig=${'0'.repeat(32)}&token=${token}`)).statusCode).toBe(400);
    expect((await inject('GET', `/api/payments/paypal/return?order=999999&sig=${built.app.payments.signature(999999)}&token=${token}`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/payments/zarinpal/callback?order=${mineId}&sig=${built.app.payments.signature(mineId)}&Authority=A1&Status=OK`)).statusCode).toBe(400);

    expect((await inject('GET', `/api/payments/orders/${mineId}`, intruder)).statusCode).toBe(404);
    expect(((await inject('GET', '/api/payments/orders', intruder)).json() as { _embedded: { orderDtoList: OrderDto[] } })._embedded.orderDtoList.map((entry) => entry.id))
      .toEqual([theirs.body.data.order_id]);
    expect(await remaining(owner)).toBe(0);
    expect(await remaining(intruder)).toBe(0);
    expect((await getOrder(owner, mineId)).state).toBe('CREATED');
    const refused = (await built.app.repositories.payments.events(mineId)).filter((entry) => entry.kind === 'REFUSED');
    expect(refused.length).toBeGreaterThanOrEqual(2);
  });

  it('applies the promo rules: unknown, expired, used up, another plan, wrong currency, fixed and percent maths, once per learner', async () => {
    const auth = await learner();
    const { payments } = built.app.repositories;
    const monthly = planNamed('Premium 1 month');
    const quarterly = planNamed('Premium 3 months');
    await payments.addPromo({ code: 'OLD', kind: 'PERCENT', value: 10, expiresAt: new Date(Date.now() - 1000) });
    await payments.addPromo({ code: 'GONE', kind: 'PERCENT', value: 10, maxUses: 1, uses: 1 });
    await payments.addPromo({ code: 'QUARTER', kind: 'PERCENT', value: 10, planId: quarterly.id });
    await payments.addPromo({ code: 'FIVEOFF', kind: 'FIXED', value: 500, currency: 'USD' });
    await payments.addPromo({ code: 'HALF', kind: 'PERCENT', value: 50 });
    const check = async (code: string, planId = monthly.id) => {
      const response = await inject('GET', `/api/payments/promo/${code}?item_id=${planId}&for_service=pte`, auth);
      return { status: response.statusCode, body: response.json() };
    };
    expect(await check('NOPE')).toMatchObject({ status: 400, body: { message: 'There is no promo code "NOPE".', errors: [{ field: 'code' }] } });
    expect((await check('OLD')).body.message).toMatch(/^The promo code OLD expired on \d{4}-\d{2}-\d{2}\.$/);
    expect((await check('gone')).body.message).toBe('The promo code GONE has been used up.');
    expect((await check('QUARTER')).body.message).toBe('The promo code QUARTER is for the Premium 3 months plan only.');
    expect((await check('QUARTER', quarterly.id)).body.data).toMatchObject({ price_irt: 2241000, price_xxD: 44.99 });
    expect((await check('FIVEOFF')).body.data).toMatchObject({ price_irt: 990000, price_xxD: 14.99 });
    expect((await check('HALF')).body.data).toMatchObject({ price_irt: 495000, price_xxD: 10 });

    const wrongCurrency = await order(auth, orderBody(monthly.id, 'ZARINPAL', { discount_code: 'FIVEOFF' }));
    expect(wrongCurrency).toMatchObject({ status: 400, body: { message: 'The promo code FIVEOFF applies to payments in US dollars (PayPal) only.', errors: [{ field: 'discount_code' }] } });
    const fixed = await order(auth, orderBody(monthly.id, 'PAYPAL', { discount_code: 'fiveoff' }));
    expect((await getOrder(auth, fixed.body.data.order_id)).amount).toBe('14.99');
    await arrive(await approvalStep(fixed.body.data.approval_url!, 'approve', '$14.99 USD'));
    expect(await remaining(auth)).toBe(30);
    const again = await order(auth, orderBody(monthly.id, 'PAYPAL', { discount_code: 'FIVEOFF' }));
    expect(again).toMatchObject({ status: 400, body: { message: 'You have already used the promo code FIVEOFF.' } });
  });

  it('the promo banner\'s code gives one free month with no gateway, once per learner', async () => {
    const auth = await learner();
    const banner = (await inject('GET', '/api/config')).json().promoBanner;
    expect(banner).toEqual({ country: 'IR', code: 'FREEMONTH', until: '2999-07-03', freeDays: 30 });
    const free = await order(auth, orderBody(planNamed('Premium 1 month').id, 'ZARINPAL', { discount_code: 'freemonth' }));
    expect(free.status).toBe(200);
    expect(free.body.data.approval_url).toBeUndefined();
    expect(free.body.data.message).toMatch(/^Your promo code FREEMONTH gave you 30 days of premium: it is active now, until \d{4}-\d{2}-\d{2}\.$/);
    expect(await getOrder(auth, free.body.data.order_id)).toMatchObject({ state: 'PAID', amount: '0', gateway: null, sandbox: false, promoCode: 'FREEMONTH' });
    expect(await remaining(auth)).toBe(30);
    const twice = await order(auth, orderBody(planNamed('Premium 6 months').id, 'PAYPAL', { discount_code: 'FREEMONTH' }));
    expect(twice).toMatchObject({ status: 400, body: { message: 'You have already used the promo code FREEMONTH.' } });
    expect(await remaining(auth)).toBe(30);
  });

  it('refuses an unknown plan, the free plan, a foreign redirect, an amount in the body, and a sixth order in a minute', async () => {
    const auth = await learner();
    const monthly = planNamed('Premium 1 month');
    expect(await order(auth, orderBody(9999, 'PAYPAL'))).toMatchObject({ status: 400, body: { errors: [{ field: 'item.item_id' }] } });
    expect(await order(auth, orderBody(planNamed('Free').id, 'PAYPAL'))).toMatchObject({ status: 400, body: { message: 'The Free plan needs no payment.' } });
    expect(await order(auth, orderBody(monthly.id, 'PAYPAL', { redirect_url: 'https://evil.example/steal' })))
      .toMatchObject({ status: 400, body: { errors: [{ field: 'redirect_url' }] } });
    expect(await order(auth, orderBody(monthly.id, 'PAYPAL', { amount: 1 }))).toMatchObject({ status: 400, body: { errors: [{ field: 'amount' }] } });
    // Four orders counted so far (the amount was refused by the schema, before the limit counts).
    expect((await order(auth, orderBody(monthly.id, 'PAYPAL'))).status).toBe(200);
    expect((await order(auth, orderBody(monthly.id, 'ZARINPAL'))).status).toBe(200);
    const throttled = await order(auth, orderBody(monthly.id, 'PAYPAL'));
    expect(throttled).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Too many requests: please wait \d+ seconds and try again\.$/) } });
  });
});

describe('payments with the sandbox switched off (PAYMENTS_SANDBOX=false, no live keys)', () => {
  let built: BuiltApp;
  beforeAll(async () => {
    const database = await freshDatabase();
    const config = { ...loadConfig({ PORT: '8080', LOG_LEVEL: 'warn', PRERENDER_MEDIA: 'false', PAYMENTS_SANDBOX: 'false' }), hostDist: undefined };
    built = await buildApp({ config, database, seed: false, logger: false });
    await built.app.repositories.payments.seedPlans();
  }, 120_000);
  afterAll(async () => {
    await built?.app.close();
    await built?.database.close();
  });

  it('makes no order with a gateway that has no keys, serves no test gateway, and trusts no webhook', async () => {
    await built.app.repositories.users.create({ email: 'nosandbox@pte.test', password: 'violet tram harbour 42', nickname: 'No sandbox', status: 'TRIAL' });
    const session = await signIn(built.app, 'nosandbox@pte.test', 'violet tram harbour 42');
    if (!session.ok) throw new Error('sign-in failed');
    const [monthly] = (await built.app.repositories.payments.listPlans()).filter((plan) => plan.durationDays > 0);
    for (const gateway of ['PAYPAL', 'ZARINPAL'] as const) {
      const response = await built.app.inject({
        method: 'POST', url: '/api/payments/order', headers: session.auth,
        payload: { item: { item_id: monthly.id, related_service: 'pte' }, redirect_url: `${APP}/dashboard`, secondary_redirect_url: `${APP}/dashboard/plans`, payment_gateway: gateway },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ field: 'payment_gateway' }], message: expect.stringMatching(/is not set up on this server/) });
    }
    expect((await built.app.inject({ method: 'GET', url: '/api/payments/orders', headers: session.auth })).json()).toMatchObject({ page: { totalElements: 0 } });
    expect((await built.app.inject({ method: 'POST', url: '/sandbox/zarinpal/pg/v4/payment/request.json', payload: {} })).statusCode).toBe(404);
    const webhook = await built.app.inject({ method: 'POST', url: '/api/payments/paypal/webhook', payload: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} } });
    expect(webhook.statusCode).toBeGreaterThanOrEqual(400);
    expect(webhook.statusCode).toBeLessThan(500);
  });
});
