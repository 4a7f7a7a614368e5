import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { teamSubscriptions } from './teams.ts';

/**
 * Plans, subscriptions and processed provider events (docs/decisions/0005-payments.md). The provider only takes
 * the money; plans and subscription state live here. A team plan also writes the team's
 * team_subscriptions.payment_status / expires_at / amount_paid, which decide whether the team funds its players.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: text('id').primaryKey(),
    audience: text('audience').notNull(),
    interval: text('interval').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscription_plans_audience_check', sql`${t.audience} in ('player', 'team')`),
    check('subscription_plans_interval_check', sql`${t.interval} in ('month', 'year')`),
    check('subscription_plans_price_check', sql`${t.priceCents} >= 0`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    /** who pays (the player, or the coach buying for a team) */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A guardian who paid for the player's plan (user_id stays the player; docs/decisions/0060-families.md). */
    paidBy: text('paid_by').references(() => users.id, { onDelete: 'set null' }),
    /** set for a team plan */
    teamCode: text('team_code').references(() => teamSubscriptions.teamCode, {
      onDelete: 'cascade',
      onUpdate: 'cascade',
    }),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    /** the open checkout (demo session or Stripe Checkout Session id) and what paying it does */
    checkoutReference: text('checkout_reference').unique(),
    checkoutAction: text('checkout_action'),
    /** the open checkout's idempotency key (sent to Stripe), its URL and when it was opened: a second start reuses it */
    checkoutKey: text('checkout_key'),
    checkoutUrl: text('checkout_url'),
    checkoutOpenedAt: timestamp('checkout_opened_at', { withTimezone: true }),
    /** Stripe's subscription id (sub_…), for invoice.paid and customer.subscription.deleted */
    providerSubscriptionId: text('provider_subscription_id').unique(),
    amountCents: integer('amount_cents').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    index('subscriptions_team_idx').on(t.teamCode),
    check('subscriptions_status_check', sql`${t.status} in ('pending', 'active', 'cancelled', 'expired')`),
    // One plan at a time (docs/decisions/0040-one-plan-at-a-time.md): per subject — the player for a player plan, the
    // team for a team plan — at most one row that is pending, active or cancelled, or that has a checkout open.
    uniqueIndex('subscriptions_one_open_per_player')
      .on(t.userId)
      .where(
        sql`${t.teamCode} is null and (${t.status} in ('pending', 'active', 'cancelled') or ${t.checkoutAction} is not null)`,
      ),
    uniqueIndex('subscriptions_one_open_per_team')
      .on(t.teamCode)
      .where(
        sql`${t.teamCode} is not null and (${t.status} in ('pending', 'active', 'cancelled') or ${t.checkoutAction} is not null)`,
      ),
  ],
);

/** Provider webhook events already processed (their ids), so a replayed event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
