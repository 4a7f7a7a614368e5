import { randomBytes } from 'node:crypto';
import type { PaymentProviderId } from '@dugout/domain';

/**
 * Payments go through a provider (DESIGN D5). `free` (the default) completes a submission at once with
 * payment_status 'free'; `demo` sends the player to a local checkout page that simulates a card payment and marks
 * the submission 'paid'. A Stripe provider would implement the same interface (begin → hosted checkout URL; a
 * webhook then completes the payment).
 */
export type CheckoutStart =
  | { kind: 'completed'; status: 'free' | 'paid'; reference: string | null }
  | { kind: 'checkout'; reference: string; url: string };

export interface PaymentProvider {
  id: PaymentProviderId;
  /** price of one scored dashboard, in cents */
  priceCents: number;
  /** what the review step offers */
  label: string;
  begin(submissionId: string): CheckoutStart;
}

export const DEMO_PRICE_CENTS = 2999;
/** A card number the demo checkout declines, to show the failure path. */
export const DEMO_DECLINED_CARD = '4000000000000002';
export const DEMO_CARD_DECLINED_MESSAGE = 'Your card was declined. Please try another card.';

export const freeProvider: PaymentProvider = {
  id: 'free',
  priceCents: 0,
  label: 'Free — complete your submission and open your dashboard',
  begin: () => ({ kind: 'completed', status: 'free', reference: null }),
};

export const demoProvider: PaymentProvider = {
  id: 'demo',
  priceCents: DEMO_PRICE_CENTS,
  label: 'Card payment (demo checkout — no real charge)',
  begin: () => {
    const reference = `demo_${randomBytes(12).toString('hex')}`;
    return { kind: 'checkout', reference, url: `/payment?session=${reference}` };
  },
};

export const paymentProvider = (id: PaymentProviderId | undefined): PaymentProvider => (id === 'demo' ? demoProvider : freeProvider);
