import { z } from 'zod';
import { effectiveStatus, type SubscriptionStatus } from '../subscriptions/subscriptions.ts';

/**
 * Whether a success page (/payment-success, /dashboard-purchase-success, /subscription-success, /subscription-renewed)
 * may say the payment went through: only for a purchase of the signed-in user that really completed
 * (docs/decisions/0046-success-pages-ask-the-server.md).
 */
export const purchaseStatuses = ['completed', 'pending', 'none'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/** GET /api/payments/status?submission=… or ?subscription=… — exactly one of them. */
export const purchaseStatusQuerySchema = z
  .object({
    submission: z.uuid('No completed payment was found for this page.').optional(),
    subscription: z.uuid('No completed payment was found for this page.').optional(),
  })
  .refine((q) => (q.submission === undefined) !== (q.subscription === undefined), {
    message: 'Give either a submission or a subscription',
  });
export const purchaseStatusSchema = z.object({ status: z.enum(purchaseStatuses) });
export type PurchaseStatusResponse = z.output<typeof purchaseStatusSchema>;

export const purchaseStatusMessages = {
  none: 'No completed payment was found for this page.',
  pending: 'Confirming your payment…',
  stillPending: 'Your payment has not been confirmed yet. Check again in a minute.',
} as const;

/** A dashboard bought on its own: paid (or completed free / team funded); pending while its checkout is open. */
export function submissionPurchaseStatus(row: {
  paymentStatus: string;
  paymentReference: string | null;
}): PurchaseStatus {
  if (row.paymentStatus === 'paid' || row.paymentStatus === 'free') return 'completed';
  return row.paymentReference ? 'pending' : 'none';
}

/** A plan: pending while a checkout (start or renewal) is open; completed once paid and still current. */
export function subscriptionPurchaseStatus(
  row: { status: string; expiresAt: Date | null; checkoutAction: string | null },
  now: Date,
): PurchaseStatus {
  if (row.checkoutAction) return 'pending';
  const status = effectiveStatus({ status: row.status as SubscriptionStatus, expiresAt: row.expiresAt }, now);
  return status === 'active' || status === 'cancelled' ? 'completed' : 'none';
}
