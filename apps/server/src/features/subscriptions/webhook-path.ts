/**
 * Where Stripe posts its events (README "Stripe"); exempt from the browser origin check in app.ts. A file of its own:
 * app.ts reads it through index.ts, which never reaches the routes (docs/decisions/0053-no-cycles-one-manifest-per-feature.md).
 */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';
