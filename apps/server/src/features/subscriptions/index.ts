// The public surface of features/subscriptions: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { findCurrentSubscription, markSubmissionPaid, withFundingLapse } from './subscriptions.repo.ts';
export { STRIPE_WEBHOOK_PATH } from './webhook-path.ts';
export { DASHBOARD_RECEIPT_SUBJECT, enqueueDashboardReceipt } from './receipts.ts';
