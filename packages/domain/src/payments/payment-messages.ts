/**
 * What a checkout, a renewal or a cancellation answers when the payment provider cannot be reached (422). Both the
 * submissions and the subscriptions features say it, so it lives here, not in either of them
 * (docs/decisions/0053-no-cycles-one-manifest-per-feature.md).
 */
export const paymentMessages = {
  providerUnavailable: 'We could not reach the payment provider. Please try again in a moment.',
} as const;
