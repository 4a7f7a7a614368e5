import { z } from 'zod';
import { singleLineText } from '../shared/fields.ts';

/**
 * Plans and subscription state (docs/decisions/0005-payments.md). Plans are for a player or for a team, billed
 * monthly or yearly; a price of 0 is a free plan. A subscription is paid for one period at a time: it is `active`
 * until `expiresAt`, `cancelled` when renewal is switched off (still usable until `expiresAt`), and lapses to
 * `expired` once `expiresAt` has passed — checked whenever it is read, so no timer is needed.
 */
export const planAudiences = ['player', 'team'] as const;
export type PlanAudience = (typeof planAudiences)[number];
export const planIntervals = ['month', 'year'] as const;
export type PlanInterval = (typeof planIntervals)[number];
export const subscriptionStatuses = ['pending', 'active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The highest price an administrator may set: $10,000.00. */
export const MAX_PLAN_PRICE_CENTS = 1_000_000;

export const subscriptionMessages = {
  priceInvalid: 'Please enter a price from $0.00 to $10,000.00 (0 makes the plan free).',
  planNameRequired: 'Please enter a plan name',
  planNotFound: 'This plan was not found or is no longer offered.',
  planWrongAudience: 'This plan is not available for your account.',
  teamRequired: 'Please choose the team this plan is for.',
  notTeamAdministrator: 'Only the team owner or an administrator can buy a plan for this team.',
  subscriptionNotFound: 'Subscription not found',
  alreadySubscribed: 'You already have an active subscription. Manage it on your Subscription page.',
  notCancellable: 'Only an active subscription can be cancelled.',
  alreadyActive: 'This subscription is already active.',
  notRenewable: 'This subscription cannot be renewed.',
  checkoutNotFound:
    'This checkout session was not found, has expired or was replaced by a newer one. Please choose your plan again.',
  checkoutSuperseded:
    'This checkout was replaced by a newer one and can no longer be paid. Please choose your plan again.',
  lapsed: 'Your subscription has expired. Renew it to see your dashboards again.',
  teamLapsed: "Your team's subscription has expired. Dashboards it covered are hidden until it is renewed.",
} as const;

export const audienceLabels: Record<PlanAudience, string> = { player: 'Player', team: 'Team' };
export const intervalLabels: Record<PlanInterval, string> = { month: 'Monthly', year: 'Yearly' };
export const intervalUnit: Record<PlanInterval, string> = { month: 'month', year: 'year' };
export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  pending: 'Awaiting payment',
  active: 'Active',
  cancelled: 'Cancelled — ends at the end of the period',
  expired: 'Expired',
};

/** A price in whole cents, 0 (free) to $10,000.00. */
export const planPriceCentsSchema = z
  .number({ message: subscriptionMessages.priceInvalid })
  .int(subscriptionMessages.priceInvalid)
  .min(0, subscriptionMessages.priceInvalid)
  .max(MAX_PLAN_PRICE_CENTS, subscriptionMessages.priceInvalid);

/** What an administrator may change on a plan (/admin). */
export const planUpdateSchema = z.object({
  name: singleLineText().min(1, subscriptionMessages.planNameRequired).max(80).optional(),
  priceCents: planPriceCentsSchema,
  active: z.boolean().optional(),
});
export type PlanUpdateInput = z.input<typeof planUpdateSchema>;

/** The admin form's price in dollars ("9.99", "$12", "0") → cents, or null when it is not a valid price. */
export function parsePriceDollars(raw: string): number | null {
  const s = raw.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const cents = Math.round(Number(s) * 100);
  return planPriceCentsSchema.safeParse(cents).success ? cents : null;
}

export interface PlanFacts {
  audience: PlanAudience;
  interval: PlanInterval;
  priceCents: number;
}
export const isFreePlan = (plan: Pick<PlanFacts, 'priceCents'>) => plan.priceCents === 0;

/** `date` plus one billing interval; the 31st of a month lands on the last day of a shorter month. */
export function addInterval(date: Date, interval: PlanInterval): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export interface SubscriptionFacts {
  status: SubscriptionStatus;
  expiresAt: Date | null;
  cancelledAt?: Date | null;
  startedAt?: Date | null;
}

/** The status as of `now`: an active or cancelled subscription whose period has ended has lapsed. */
export function effectiveStatus(sub: Pick<SubscriptionFacts, 'status' | 'expiresAt'>, now: Date): SubscriptionStatus {
  if (
    (sub.status === 'active' || sub.status === 'cancelled') &&
    sub.expiresAt &&
    sub.expiresAt.getTime() <= now.getTime()
  )
    return 'expired';
  return sub.status;
}

/** Paid up for the current period (active, or cancelled but not yet at its end). */
export const isSubscriptionCurrent = (sub: Pick<SubscriptionFacts, 'status' | 'expiresAt'>, now: Date): boolean => {
  const s = effectiveStatus(sub, now);
  return s === 'active' || s === 'cancelled';
};

export class SubscriptionTransitionError extends Error {}

/** pending → active: the first period starts now. */
export function activate(sub: SubscriptionFacts, interval: PlanInterval, now: Date): SubscriptionFacts {
  if (sub.status !== 'pending') throw new SubscriptionTransitionError(subscriptionMessages.alreadyActive);
  return { status: 'active', startedAt: now, expiresAt: addInterval(now, interval), cancelledAt: null };
}

/**
 * active / cancelled / expired → active for one more period: from the current end while it is still running (no
 * paid day is lost), from now once it has lapsed. Renewing a cancelled subscription switches renewal back on.
 */
export function renew(sub: SubscriptionFacts, interval: PlanInterval, now: Date): SubscriptionFacts {
  if (sub.status === 'pending') throw new SubscriptionTransitionError(subscriptionMessages.notRenewable);
  const from = isSubscriptionCurrent(sub, now) && sub.expiresAt ? sub.expiresAt : now;
  return {
    status: 'active',
    startedAt: sub.startedAt ?? now,
    expiresAt: addInterval(from, interval),
    cancelledAt: null,
  };
}

/** active → cancelled: no further renewal; what was paid stays usable until `expiresAt`. */
export function cancel(sub: SubscriptionFacts, now: Date): SubscriptionFacts {
  if (effectiveStatus(sub, now) !== 'active')
    throw new SubscriptionTransitionError(subscriptionMessages.notCancellable);
  return { ...sub, status: 'cancelled', cancelledAt: now };
}

/** The provider ended the subscription (e.g. Stripe deleted it): it lapses now unless its period already ended. */
export function endNow(sub: SubscriptionFacts, now: Date): SubscriptionFacts {
  const expiresAt = sub.expiresAt && sub.expiresAt.getTime() < now.getTime() ? sub.expiresAt : now;
  return { ...sub, status: 'expired', expiresAt, cancelledAt: sub.cancelledAt ?? now };
}

/** What the subscription screen offers for a subscription in this state. */
export function subscriptionAbilities(sub: Pick<SubscriptionFacts, 'status' | 'expiresAt'>, now: Date) {
  const s = effectiveStatus(sub, now);
  return { cancel: s === 'active', renew: s === 'cancelled' || s === 'expired' };
}

/**
 * Visibility after a lapse: a submission that a subscription paid for (the team's, or the player's own) is visible
 * only while that subscription counts; paid and free one-off submissions stay visible.
 */
export interface FundingFacts {
  teamFunded?: boolean | null;
  /** the funding team's subscription counts: payment_status paid and not past expires_at */
  teamSubscriptionCurrent?: boolean | null;
  subscriptionId?: string | null;
  /** the player's funding subscription is current */
  subscriptionCurrent?: boolean | null;
}
export function isFundingLapsed(f: FundingFacts): boolean {
  if (f.teamFunded && f.teamSubscriptionCurrent === false) return true;
  if (f.subscriptionId && f.subscriptionCurrent === false) return true;
  return false;
}

/** A team subscription counts only if payment_status is paid — and, once it has an end, only until expires_at. */
export const isTeamSubscriptionCurrent = (
  team: { paymentStatus: string; expiresAt: Date | null },
  now: Date,
): boolean => team.paymentStatus === 'paid' && (!team.expiresAt || team.expiresAt.getTime() > now.getTime());

/**
 * One plan at a time (docs/decisions/0040-one-plan-at-a-time.md): a player (player plans) or a team (team plans) has
 * at most one checkout open. Starting the same plan again — or renewing again — returns that checkout while it can
 * still be paid; Stripe's Checkout Sessions expire after 24 hours, so an older one is replaced.
 */
export const CHECKOUT_REUSE_MS = 23 * 60 * 60 * 1000;

export interface OpenCheckoutFacts {
  planId: string;
  checkoutAction: string | null;
  checkoutKey: string | null;
  checkoutOpenedAt: Date | null;
}

/** The open checkout of `row` is the one wanted (same plan, same action) and still recent enough to pay. */
export function isCheckoutReusable(
  row: OpenCheckoutFacts,
  want: { planId: string; action: 'start' | 'renew' },
  now: Date,
): boolean {
  return (
    row.checkoutAction === want.action &&
    row.planId === want.planId &&
    !!row.checkoutKey &&
    !!row.checkoutOpenedAt &&
    now.getTime() - row.checkoutOpenedAt.getTime() < CHECKOUT_REUSE_MS
  );
}
