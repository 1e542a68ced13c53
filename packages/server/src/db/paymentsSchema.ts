import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Plans, promo codes, orders and the embedded sandbox gateway's own state (migration 0011). Kept apart from schema.ts
 * so the money tables read as one piece; drizzle.config.ts lists both files.
 */

/** A plan card. Prices are integers in minor units: US cents and whole Toman. Free: both 0 and durationDays 0. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  usdCents: integer('usd_cents').notNull(),
  toman: integer('toman').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  durationDays: integer('duration_days').notNull(),
  /** The currency the card leads with: 'Dollar' or 'Toman'. */
  leadCurrency: varchar('lead_currency', { length: 8 }).notNull().default('Dollar'),
  /** A disabled plan is no longer listed or sold; its orders keep pointing at it. */
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [uniqueIndex('plans_name_key').on(sql`lower(${table.name})`)]);

export type PromoKind = 'PERCENT' | 'FIXED' | 'FREE_DAYS';

/**
 * A promo code. PERCENT takes `value` % off; FIXED takes `value` minor units off in `currency` only (USD cents or IRT
 * Toman); FREE_DAYS makes the order free and gives `value` days of premium instead of the plan's length.
 */
export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  kind: varchar('kind', { length: 12 }).$type<PromoKind>().notNull(),
  value: integer('value').notNull(),
  currency: varchar('currency', { length: 3 }).$type<'USD' | 'IRT'>(),
  planId: integer('plan_id').references(() => plans.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  active: boolean('active').notNull().default(true),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [uniqueIndex('promo_codes_code_key').on(sql`lower(${table.code})`)]);

/** A code used by a learner, once: the unique pair is the "once per learner" rule. */
export const promoRedemptions = pgTable('promo_redemptions', {
  id: serial('id').primaryKey(),
  promoId: integer('promo_id').notNull().references(() => promoCodes.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  orderId: integer('order_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [uniqueIndex('promo_redemptions_promo_user').on(table.promoId, table.userId)]);

export type OrderStateValue = 'CREATED' | 'APPROVED' | 'PAID' | 'CANCELLED' | 'FAILED';

/**
 * An order of a plan. The amount is the server's (plan price after the promo), in minor units of `currency`. Every
 * change of state is a conditional UPDATE on (state, version), so concurrent callbacks move it once.
 */
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  planId: integer('plan_id').notNull().references(() => plans.id),
  state: varchar('state', { length: 12 }).$type<OrderStateValue>().notNull().default('CREATED'),
  amountMinor: integer('amount_minor').notNull(),
  currency: varchar('currency', { length: 3 }).$type<'USD' | 'IRT'>().notNull(),
  /** Days of premium paying gives: the plan's, or a FREE_DAYS code's. */
  durationDays: integer('duration_days').notNull(),
  gateway: varchar('gateway', { length: 10 }).$type<'PAYPAL' | 'ZARINPAL'>(),
  promoId: integer('promo_id').references(() => promoCodes.id, { onDelete: 'set null' }),
  promoCode: varchar('promo_code', { length: 40 }),
  /** PayPal order id or Zarinpal authority. */
  gatewayOrderId: varchar('gateway_order_id', { length: 80 }),
  /** PayPal capture id or Zarinpal ref_id, once paid. */
  gatewayPaymentId: varchar('gateway_payment_id', { length: 80 }),
  sandbox: boolean('sandbox').notNull().default(false),
  redirectUrl: text('redirect_url').notNull(),
  secondaryRedirectUrl: text('secondary_redirect_url').notNull(),
  premiumUntil: timestamp('premium_until', { withTimezone: true }),
  version: integer('version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (table) => [
  index('orders_user_created').on(table.userId, table.createdAt, table.id),
  uniqueIndex('orders_gateway_order').on(table.gateway, table.gatewayOrderId),
]);

/** What happened to orders, appended only (the migration refuses updates): state changes and refused callbacks. */
export const orderEvents = pgTable('order_events', {
  id: serial('id').primaryKey(),
  /** null: a callback or webhook that named no known order. */
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 16 }).$type<'STATE' | 'REFUSED'>().notNull(),
  fromState: varchar('from_state', { length: 12 }),
  toState: varchar('to_state', { length: 12 }),
  source: varchar('source', { length: 24 }).notNull(),
  reason: text('reason').notNull().default(''),
  detail: jsonb('detail').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('order_events_order').on(table.orderId, table.id)]);

/** The embedded sandbox's PayPal orders, as PayPal would keep them. */
export const sandboxPaypalOrders = pgTable('sandbox_paypal_orders', {
  id: varchar('id', { length: 36 }).primaryKey(),
  status: varchar('status', { length: 12 }).notNull().default('CREATED'),
  currency: varchar('currency', { length: 3 }).notNull(),
  value: varchar('value', { length: 20 }).notNull(),
  description: text('description').notNull().default(''),
  customId: varchar('custom_id', { length: 127 }),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  captureId: varchar('capture_id', { length: 36 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The embedded sandbox's Zarinpal payments, keyed by authority. */
export const sandboxZarinpalPayments = pgTable('sandbox_zarinpal_payments', {
  authority: varchar('authority', { length: 36 }).primaryKey(),
  merchantId: varchar('merchant_id', { length: 36 }).notNull(),
  amount: integer('amount').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  description: text('description').notNull().default(''),
  callbackUrl: text('callback_url').notNull(),
  /** PENDING → PAID (Approve) or CANCELLED; VERIFIED after the first successful verify. */
  status: varchar('status', { length: 10 }).notNull().default('PENDING'),
  refId: integer('ref_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
