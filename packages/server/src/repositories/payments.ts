import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderDto, PaymentGateway } from '@pte-kit/core';
import type { Database } from '../db/client';
import { orderEvents, orders, plans, promoCodes, promoRedemptions, type OrderStateValue, type PromoKind } from '../db/paymentsSchema';
import { users } from '../db/schema';
import { formatAmount } from '../payments/money';

export type PlanRow = typeof plans.$inferSelect;
export type PromoRow = typeof promoCodes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** A free order's code was redeemed by the same learner in another request meanwhile. */
export class PromoAlreadyRedeemedError extends Error {}

/** The plans every new database starts with (prices in cents and Toman; see docs/payments.md to change them). */
export const DEFAULT_PLANS = [
  { name: 'Free', usdCents: 0, toman: 0, durationDays: 0, leadCurrency: 'Dollar', sort: 0,
    features: ['All practice questions', '5 AI-scored answers', 'Word books and notes'] },
  { name: 'Premium 1 month', usdCents: 1999, toman: 990_000, durationDays: 30, leadCurrency: 'Toman', sort: 1,
    features: ['Unlimited AI scoring', 'Personal study plan', 'Exam predictions', 'Flash video lessons'] },
  { name: 'Premium 3 months', usdCents: 4999, toman: 2_490_000, durationDays: 90, leadCurrency: 'Dollar', sort: 2,
    features: ['Unlimited AI scoring', 'Personal study plan', 'Exam predictions', 'Flash video lessons', 'Save 17%'] },
  { name: 'Premium 6 months', usdCents: 8999, toman: 4_490_000, durationDays: 180, leadCurrency: 'Dollar', sort: 3,
    features: ['Unlimited AI scoring', 'Personal study plan', 'Exam predictions', 'Flash video lessons', 'Save 25%'] },
] as const;

/** The order as the purchase history shows it. */
export function orderDto(order: OrderRow, plan: Pick<PlanRow, 'id' | 'name' | 'durationDays'>): OrderDto {
  return {
    id: order.id,
    createdDate: order.createdAt.toISOString(),
    paidDate: order.paidAt?.toISOString() ?? null,
    plan: { id: plan.id, name: plan.name, durationDays: order.durationDays },
    amount: formatAmount(order.amountMinor, order.currency),
    currency: order.currency,
    gateway: order.gateway,
    state: order.state,
    promoCode: order.promoCode,
    gatewayReference: order.gatewayPaymentId ?? order.gatewayOrderId,
    premiumUntil: order.premiumUntil?.toISOString() ?? null,
    sandbox: order.sandbox,
  };
}

export interface OrderEventInput {
  orderId: number | null;
  kind: 'STATE' | 'REFUSED';
  source: string;
  fromState?: string | null;
  toState?: string | null;
  reason?: string;
  detail?: Record<string, unknown>;
}

/** Plans, promo codes, orders and their log. */
export function createPaymentRepository(db: Database) {
  async function event(input: OrderEventInput, on: Database = db): Promise<void> {
    await on.insert(orderEvents).values({
      orderId: input.orderId, kind: input.kind, source: input.source, fromState: input.fromState ?? null, toState: input.toState ?? null,
      reason: input.reason ?? '', detail: input.detail ?? null,
    });
  }

  return {
    event,

    /** Inserts the default plans into an empty plans table. */
    async seedPlans(): Promise<void> {
      const [{ value }] = await db.select({ value: count() }).from(plans);
      if (value > 0) return;
      await db.insert(plans).values(DEFAULT_PLANS.map((plan) => ({ ...plan, features: [...plan.features] }))).onConflictDoNothing();
    },

    listPlans: (includeDisabled = false) =>
      db.select().from(plans).where(includeDisabled ? undefined : eq(plans.active, true)).orderBy(asc(plans.sort), asc(plans.id)),

    async plan(id: number): Promise<PlanRow | null> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id));
      return row ?? null;
    },

    async addPlan(values: typeof plans.$inferInsert): Promise<PlanRow> {
      const [row] = await db.insert(plans).values(values).returning();
      return row;
    },

    async updatePlan(id: number, values: Partial<typeof plans.$inferInsert>): Promise<PlanRow | null> {
      const [row] = await db.update(plans).set(values).where(eq(plans.id, id)).returning();
      return row ?? null;
    },

    async promo(code: string): Promise<PromoRow | null> {
      const [row] = await db.select().from(promoCodes).where(sql`lower(${promoCodes.code}) = lower(${code})`);
      return row ?? null;
    },

    listPromos: () => db.select().from(promoCodes).orderBy(desc(promoCodes.id)),

    async addPromo(values: typeof promoCodes.$inferInsert): Promise<PromoRow> {
      const [row] = await db.insert(promoCodes).values(values).returning();
      return row;
    },

    async setPromoActive(code: string, active: boolean): Promise<PromoRow | null> {
      const [row] = await db.update(promoCodes).set({ active }).where(sql`lower(${promoCodes.code}) = lower(${code})`).returning();
      return row ?? null;
    },

    /** The promo banner's code, made or brought in line with the configuration at start. */
    async ensurePromo(values: { code: string; kind: PromoKind; value: number; expiresAt: Date; description: string }): Promise<void> {
      const updated = await db.update(promoCodes).set({ kind: values.kind, value: values.value, expiresAt: values.expiresAt, currency: null })
        .where(sql`lower(${promoCodes.code}) = lower(${values.code})`).returning({ id: promoCodes.id });
      if (!updated.length) await db.insert(promoCodes).values(values).onConflictDoNothing();
    },

    async redeemed(promoId: number, userId: number): Promise<boolean> {
      const [row] = await db.select({ id: promoRedemptions.id }).from(promoRedemptions)
        .where(and(eq(promoRedemptions.promoId, promoId), eq(promoRedemptions.userId, userId)));
      return Boolean(row);
    },

    async createOrder(values: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      await event({ orderId: row.id, kind: 'STATE', source: 'order', toState: row.state, reason: 'created', detail: { amount: formatAmount(row.amountMinor, row.currency), currency: row.currency } });
      return row;
    },

    async order(id: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    async orderByGateway(gateway: PaymentGateway, gatewayOrderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(and(eq(orders.gateway, gateway), eq(orders.gatewayOrderId, gatewayOrderId)));
      return row ?? null;
    },

    async setGatewayOrder(id: number, gatewayOrderId: string): Promise<void> {
      await db.update(orders).set({ gatewayOrderId, updatedAt: new Date() }).where(eq(orders.id, id));
    },

    /**
     * Moves an order from one of `from` to `to` if nobody moved it since it was read at `version`: the one
     * conditional UPDATE every change of state goes through. Null when it had moved (the caller reads it again).
     */
    async transition(order: OrderRow, from: OrderStateValue[], to: OrderStateValue, source: string, reason = '', detail?: Record<string, unknown>): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(orders).set({ state: to, version: sql`${orders.version} + 1`, updatedAt: new Date() })
          .where(and(eq(orders.id, order.id), inArray(orders.state, from), eq(orders.version, order.version)))
          .returning();
        if (!row) return null;
        await event({ orderId: order.id, kind: 'STATE', source, fromState: order.state, toState: to, reason, detail }, tx as unknown as Database);
        return row;
      });
    },

    /**
     * Pays an order read at `order.version`: in one transaction the order becomes PAID, the learner PREMIUM until
     * max(now, current expiry) + the order's days, and a promo code is redeemed. Null when the order had moved
     * (another callback won): nothing is credited.
     */
    async pay(order: OrderRow, paymentId: string | null, source: string): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [claimed] = await tx.update(orders)
          .set({ state: 'PAID', version: sql`${orders.version} + 1`, gatewayPaymentId: paymentId, paidAt: now, updatedAt: now })
          .where(and(eq(orders.id, order.id), inArray(orders.state, ['CREATED', 'APPROVED']), eq(orders.version, order.version)))
          .returning();
        if (!claimed) return null;
        const [learner] = await tx.update(users).set({
          status: 'PREMIUM',
          expireDate: sql`greatest(now(), case when ${users.status} = 'PREMIUM' then coalesce(${users.expireDate}, now()) else now() end) + make_interval(days => ${order.durationDays}::int)`,
        }).where(eq(users.id, order.userId)).returning({ expireDate: users.expireDate });
        if (order.promoId !== null) {
          // The unique (promo, learner) pair. An order the code made free is refused when the learner redeemed it
          // meanwhile (the transaction rolls back); one paid for in money is credited all the same.
          const redeemed = await tx.insert(promoRedemptions).values({ promoId: order.promoId, userId: order.userId, orderId: order.id })
            .onConflictDoNothing().returning({ id: promoRedemptions.id });
          if (!redeemed.length && order.amountMinor === 0) throw new PromoAlreadyRedeemedError();
          if (redeemed.length) await tx.update(promoCodes).set({ uses: sql`${promoCodes.uses} + 1` }).where(eq(promoCodes.id, order.promoId));
        }
        const [paid] = await tx.update(orders).set({ premiumUntil: learner.expireDate }).where(eq(orders.id, order.id)).returning();
        await event({
          orderId: order.id, kind: 'STATE', source, fromState: order.state, toState: 'PAID', reason: 'paid',
          detail: { paymentId, premiumUntil: learner.expireDate?.toISOString() ?? null },
        }, tx as unknown as Database);
        return paid;
      });
    },

    async listOrders(userId: number | null, { page, size }: { page: number; size: number }) {
      const where = userId === null ? undefined : eq(orders.userId, userId);
      const rows = await db.select({ order: orders, plan: { id: plans.id, name: plans.name, durationDays: plans.durationDays }, email: users.email })
        .from(orders).innerJoin(plans, eq(plans.id, orders.planId)).innerJoin(users, eq(users.id, orders.userId))
        .where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(size).offset(page * size);
      const [{ value }] = await db.select({ value: count() }).from(orders).where(where);
      return { rows, total: value };
    },

    async orderWithPlan(id: number) {
      const [row] = await db.select({ order: orders, plan: { id: plans.id, name: plans.name, durationDays: plans.durationDays } })
        .from(orders).innerJoin(plans, eq(plans.id, orders.planId)).where(eq(orders.id, id));
      return row ?? null;
    },

    events: (orderId: number) => db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),

    /** The plan of the learner's latest paid order: the card that reads 'Renew Now' while premium. */
    async lastPaidPlanId(userId: number): Promise<number | null> {
      const [row] = await db.select({ planId: orders.planId }).from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.state, 'PAID'))).orderBy(desc(orders.paidAt), desc(orders.id)).limit(1);
      return row?.planId ?? null;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
