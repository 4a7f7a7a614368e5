import { describe, expect, it } from 'vitest';
import { purchaseStatusQuerySchema, submissionPurchaseStatus, subscriptionPurchaseStatus } from './purchase-status.ts';

const now = new Date('2026-06-01T00:00:00Z');
const later = new Date('2026-07-01T00:00:00Z');
const earlier = new Date('2026-05-01T00:00:00Z');

describe('what a success page may claim', () => {
  it('a dashboard: completed once paid or free, pending while its checkout is open, none before', () => {
    expect(submissionPurchaseStatus({ paymentStatus: 'paid', paymentReference: 'demo_1' })).toBe('completed');
    expect(submissionPurchaseStatus({ paymentStatus: 'free', paymentReference: null })).toBe('completed');
    expect(submissionPurchaseStatus({ paymentStatus: 'pending', paymentReference: 'cs_1' })).toBe('pending');
    expect(submissionPurchaseStatus({ paymentStatus: 'pending', paymentReference: null })).toBe('none');
  });

  it('a plan: pending while a checkout is open, completed while current, none when never paid or lapsed', () => {
    expect(subscriptionPurchaseStatus({ status: 'pending', expiresAt: null, checkoutAction: 'start' }, now)).toBe(
      'pending',
    );
    expect(subscriptionPurchaseStatus({ status: 'active', expiresAt: later, checkoutAction: 'renew' }, now)).toBe(
      'pending',
    );
    expect(subscriptionPurchaseStatus({ status: 'active', expiresAt: later, checkoutAction: null }, now)).toBe(
      'completed',
    );
    expect(subscriptionPurchaseStatus({ status: 'cancelled', expiresAt: later, checkoutAction: null }, now)).toBe(
      'completed',
    );
    expect(subscriptionPurchaseStatus({ status: 'active', expiresAt: earlier, checkoutAction: null }, now)).toBe(
      'none',
    );
    expect(subscriptionPurchaseStatus({ status: 'pending', expiresAt: null, checkoutAction: null }, now)).toBe('none');
  });

  it('the query names exactly one purchase by a uuid', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(purchaseStatusQuerySchema.safeParse({ submission: id }).success).toBe(true);
    expect(purchaseStatusQuerySchema.safeParse({ subscription: id }).success).toBe(true);
    expect(purchaseStatusQuerySchema.safeParse({}).success).toBe(false);
    expect(purchaseStatusQuerySchema.safeParse({ submission: id, subscription: id }).success).toBe(false);
    expect(purchaseStatusQuerySchema.safeParse({ submission: 'NOPE' }).success).toBe(false);
  });
});
