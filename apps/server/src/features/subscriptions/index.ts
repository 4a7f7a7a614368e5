// The public surface of features/subscriptions: other features and the composition root import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { findCurrentSubscription, markSubmissionPaid, withFundingLapse } from './subscriptions.repo.ts';
export { STRIPE_WEBHOOK_PATH, subscriptionsRoutes } from './subscriptions.routes.ts';
export { DASHBOARD_RECEIPT_SUBJECT, enqueueDashboardReceipt } from './receipts.ts';
