import { formatPrice } from '@dugout/domain/scoring';
import { formatShortDate } from '@dugout/domain/shared';
import { intervalLabels } from '@dugout/domain/subscriptions';
import type { DbOrTx } from '../../db/client.ts';
import { findPayerEmail, teamName } from './subscriptions.repo.ts';
import type { AppDeps } from '../../deps-types.ts';
import { renderMail } from '../../services/mail/mailer.ts';

/**
 * Receipts by e-mail (docs/decisions/0005-payments.md): written to the durable outbox in the transaction that records
 * the payment (docs/decisions/0011-mail.md, Details), so a payment and its receipt commit together or not at all. The caller kicks
 * the mailer after the commit.
 */
type ReceiptDeps = Pick<AppDeps, 'mailer' | 'publicUrl'>;

export const subscriptionReceiptSubject = (planName: string) => `Your Dugout receipt: ${planName}`;
export const DASHBOARD_RECEIPT_SUBJECT = 'Your Dugout receipt: scored dashboard';

/** The receipt for one paid (or free) period of a plan: links to /subscription. */
export async function enqueueSubscriptionReceipt(
  deps: ReceiptDeps,
  tx: DbOrTx,
  sub: {
    id: string;
    userId: string;
    paidBy?: string | null;
    teamCode: string | null;
    amountCents: number;
    expiresAt: Date | null;
  },
  plan: { name: string; interval: 'month' | 'year' },
  action: 'start' | 'renew',
) {
  // the payer: a guardian who paid for the player's plan, else the subscriber (docs/decisions/0060-families.md)
  const to = await findPayerEmail(tx, sub.paidBy ?? sub.userId);
  if (!to) return;
  const team = await teamName(tx, sub.teamCode);
  const mail = renderMail({
    heading: action === 'renew' ? 'Your subscription has been renewed' : 'Thank you for subscribing',
    paragraphs: [
      `Receipt for ${plan.name} (${intervalLabels[plan.interval]})${team ? ` for ${team}` : ''}.`,
      `Amount paid: ${formatPrice(sub.amountCents)}`,
      `Paid through: ${formatShortDate(sub.expiresAt)}`,
      `Receipt number: ${sub.id}`,
    ],
    action: { label: 'Manage your subscription', url: `${deps.publicUrl}/subscription` },
  });
  await deps.mailer.enqueue(tx, {
    to,
    subject: subscriptionReceiptSubject(plan.name),
    ...mail,
    kind: 'receipt',
    refId: sub.id,
  });
}

/** The receipt for one scored dashboard bought on its own (demo card page or Stripe): links to /dashboard-purchased. */
export async function enqueueDashboardReceipt(
  deps: ReceiptDeps,
  tx: DbOrTx,
  submission: { id: string; userId: string; submittedPosition: string | null },
  amountCents: number,
  paidAt: Date,
  /** A guardian who paid for the player's dashboard (docs/decisions/0060-families.md): the receipt goes to them. */
  paidBy?: string | null,
) {
  const to = await findPayerEmail(tx, paidBy ?? submission.userId);
  if (!to) return;
  const mail = renderMail({
    heading: 'Thank you for your purchase',
    paragraphs: [
      `Receipt for one scored dashboard${submission.submittedPosition ? ` (${submission.submittedPosition})` : ''}.`,
      `Amount paid: ${formatPrice(amountCents)}`,
      `Paid on: ${formatShortDate(paidAt)}`,
      `Receipt number: ${submission.id}`,
    ],
    action: { label: 'Your dashboards', url: `${deps.publicUrl}/dashboard-purchased` },
  });
  await deps.mailer.enqueue(tx, {
    to,
    subject: DASHBOARD_RECEIPT_SUBJECT,
    ...mail,
    kind: 'receipt',
    refId: submission.id,
  });
}
