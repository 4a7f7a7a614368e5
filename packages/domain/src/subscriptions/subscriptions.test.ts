import { describe, expect, it } from 'vitest';
import { isListedSubmission, visibleSubmissions } from '../scoring/submission-rules.ts';
import {
  activate,
  CHECKOUT_REUSE_MS,
  isCheckoutReusable,
  addInterval,
  cancel,
  effectiveStatus,
  endNow,
  isFundingLapsed,
  isSubscriptionCurrent,
  isTeamSubscriptionCurrent,
  parsePriceDollars,
  planUpdateSchema,
  renew,
  subscriptionAbilities,
  subscriptionMessages,
  SubscriptionTransitionError,
} from './subscriptions.ts';

const d = (s: string) => new Date(s);
const now = d('2026-03-10T12:00:00Z');

describe('plan prices', () => {
  it('accepts whole cents from 0 (a free plan) to $10,000.00', () => {
    expect(planUpdateSchema.safeParse({ priceCents: 0 }).success).toBe(true);
    expect(planUpdateSchema.safeParse({ priceCents: 999 }).success).toBe(true);
    expect(planUpdateSchema.safeParse({ priceCents: 1_000_000 }).success).toBe(true);
  });
  it.each([-1, 9.5, 1_000_001, Number.NaN])('rejects %s cents with the price message', (priceCents) => {
    const r = planUpdateSchema.safeParse({ priceCents });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(subscriptionMessages.priceInvalid);
  });
  it('rejects a blank plan name', () => {
    expect(planUpdateSchema.safeParse({ priceCents: 100, name: '  ' }).error?.issues[0]?.message).toBe(
      subscriptionMessages.planNameRequired,
    );
  });
  it('reads dollars typed in the admin form', () => {
    expect(parsePriceDollars('9.99')).toBe(999);
    expect(parsePriceDollars('$12')).toBe(1200);
    expect(parsePriceDollars('1,000.5')).toBe(100050);
    expect(parsePriceDollars('0')).toBe(0);
    expect(parsePriceDollars('-1')).toBeNull();
    expect(parsePriceDollars('9.999')).toBeNull();
    expect(parsePriceDollars('abc')).toBeNull();
    expect(parsePriceDollars('10000.01')).toBeNull();
  });
});

describe('billing periods', () => {
  it('adds a month or a year, keeping the day or the last day of a shorter month', () => {
    expect(addInterval(d('2026-01-15T10:00:00Z'), 'month').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addInterval(d('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addInterval(d('2026-12-31T10:00:00Z'), 'month').toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(addInterval(d('2028-02-29T10:00:00Z'), 'year').toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });
});

describe('subscription state', () => {
  const pending = { status: 'pending' as const, expiresAt: null };
  it('pending → active for one period from now', () => {
    const a = activate(pending, 'month', now);
    expect(a.status).toBe('active');
    expect(a.expiresAt?.toISOString()).toBe('2026-04-10T12:00:00.000Z');
    expect(() => activate(a, 'month', now)).toThrow(SubscriptionTransitionError);
  });
  it('active → renewed extends from the current end, so no paid day is lost', () => {
    const a = activate(pending, 'month', now);
    const r = renew(a, 'month', d('2026-03-20T00:00:00Z'));
    expect(r.status).toBe('active');
    expect(r.expiresAt?.toISOString()).toBe('2026-05-10T12:00:00.000Z');
  });
  it('a lapsed subscription renews from now', () => {
    const lapsed = { status: 'active' as const, expiresAt: d('2026-01-01T00:00:00Z') };
    expect(renew(lapsed, 'year', now).expiresAt?.toISOString()).toBe('2027-03-10T12:00:00.000Z');
  });
  it('cannot renew before the first payment', () => {
    expect(() => renew(pending, 'month', now)).toThrow(subscriptionMessages.notRenewable);
  });
  it('active → cancelled stays usable until the end, then reads expired', () => {
    const a = activate(pending, 'month', now);
    const c = cancel(a, d('2026-03-11T00:00:00Z'));
    expect(c.status).toBe('cancelled');
    expect(isSubscriptionCurrent(c, d('2026-04-01T00:00:00Z'))).toBe(true);
    expect(effectiveStatus(c, d('2026-04-10T12:00:00Z'))).toBe('expired');
    expect(isSubscriptionCurrent(c, d('2026-04-11T00:00:00Z'))).toBe(false);
    expect(() => cancel(c, now)).toThrow(subscriptionMessages.notCancellable);
  });
  it('renewing a cancelled subscription switches it back on', () => {
    const c = cancel(activate(pending, 'month', now), now);
    const r = renew(c, 'month', now);
    expect(r.status).toBe('active');
    expect(r.cancelledAt).toBeNull();
  });
  it('active past expires_at → expired; an expired one cannot be cancelled', () => {
    const lapsed = { status: 'active' as const, expiresAt: d('2026-03-10T11:59:59Z') };
    expect(effectiveStatus(lapsed, now)).toBe('expired');
    expect(subscriptionAbilities(lapsed, now)).toEqual({ cancel: false, renew: true });
    expect(() => cancel(lapsed, now)).toThrow(SubscriptionTransitionError);
  });
  it('the provider ending it lapses it now', () => {
    const e = endNow(activate(pending, 'year', now), d('2026-06-01T00:00:00Z'));
    expect(e.status).toBe('expired');
    expect(e.expiresAt?.toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });
  it('offers cancel while active and renew once cancelled', () => {
    const a = activate(pending, 'month', now);
    expect(subscriptionAbilities(a, now)).toEqual({ cancel: true, renew: false });
    expect(subscriptionAbilities(cancel(a, now), now)).toEqual({ cancel: false, renew: true });
  });
});

describe('visibility after a lapse', () => {
  const base = { paymentStatus: 'paid', submittedPosition: 'SS', submittedScore: 80, createdAt: now };
  it('a team counts only while paid and before expires_at (no end: always)', () => {
    expect(isTeamSubscriptionCurrent({ paymentStatus: 'paid', expiresAt: null }, now)).toBe(true);
    expect(isTeamSubscriptionCurrent({ paymentStatus: 'paid', expiresAt: d('2026-03-11T00:00:00Z') }, now)).toBe(true);
    expect(isTeamSubscriptionCurrent({ paymentStatus: 'paid', expiresAt: d('2026-03-09T00:00:00Z') }, now)).toBe(false);
    expect(isTeamSubscriptionCurrent({ paymentStatus: 'pending', expiresAt: null }, now)).toBe(false);
  });
  it('hides team-funded and subscription-funded dashboards once their subscription lapsed; one-off paid and free stay', () => {
    expect(isFundingLapsed({ teamFunded: true, teamSubscriptionCurrent: false })).toBe(true);
    expect(isFundingLapsed({ teamFunded: true, teamSubscriptionCurrent: true })).toBe(false);
    expect(isFundingLapsed({ subscriptionId: 's1', subscriptionCurrent: false })).toBe(true);
    expect(isFundingLapsed({ subscriptionId: null })).toBe(false);
    const hidden = { ...base, teamFunded: true, fundingLapsed: true };
    const oneOff = { ...base, createdAt: d('2026-03-01T00:00:00Z'), submittedScore: 70 };
    expect(isListedSubmission(hidden)).toBe(false);
    expect(
      visibleSubmissions([
        hidden,
        oneOff,
        { ...base, paymentStatus: 'free', submittedScore: 60, createdAt: d('2026-02-01T00:00:00Z') },
      ]),
    ).toHaveLength(2);
  });
});

describe('one plan at a time: reusing the open checkout', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const open = {
    planId: 'player-monthly',
    checkoutAction: 'start',
    checkoutKey: 'dugout_k',
    checkoutOpenedAt: new Date(now.getTime() - 60_000),
  };
  it('reuses the same plan and action while the checkout is recent', () => {
    expect(isCheckoutReusable(open, { planId: 'player-monthly', action: 'start' }, now)).toBe(true);
  });
  it('replaces it for another plan, another action, no key, or once it is near Stripe’s 24 hours', () => {
    expect(isCheckoutReusable(open, { planId: 'player-yearly', action: 'start' }, now)).toBe(false);
    expect(isCheckoutReusable(open, { planId: 'player-monthly', action: 'renew' }, now)).toBe(false);
    expect(isCheckoutReusable({ ...open, checkoutKey: null }, { planId: 'player-monthly', action: 'start' }, now)).toBe(
      false,
    );
    const old = { ...open, checkoutOpenedAt: new Date(now.getTime() - CHECKOUT_REUSE_MS) };
    expect(isCheckoutReusable(old, { planId: 'player-monthly', action: 'start' }, now)).toBe(false);
  });
});
