import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/keys';
import { teamKeys } from '@/features/teams/api/keys';
import { rosterKeys } from '@/features/roster/api/keys';
import { collegeKeys } from '@/features/colleges/api/keys';

/**
 * Every query key of the submissions feature (submissions, dashboards, plans and payments), built here only
 * (docs/decisions/0045-query-key-factories.md).
 */
export type DashboardKeyParams = { submission?: string; user?: string; source?: 'team' | 'org' };

export const submissionKeys = {
  all: ['submissions'] as const,
  mine: () => [...submissionKeys.all, 'mine'] as const,
  detail: (id: string) => [...submissionKeys.all, 'detail', id] as const,
  dashboards: () => [...submissionKeys.all, 'dashboard'] as const,
  dashboard: (params: DashboardKeyParams) => [...submissionKeys.dashboards(), params] as const,
  /** GET /api/metrics/history: each metric over time with its sources (docs/decisions/0063-metric-sources-on-screen.md) */
  metricHistory: () => [...submissionKeys.all, 'metric-history'] as const,
  paymentOptions: () => [...submissionKeys.all, 'payment-options'] as const,
  checkout: (sessionId: string) => [...submissionKeys.all, 'checkout', sessionId] as const,
};

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  mine: () => [...subscriptionKeys.all, 'mine'] as const,
  detail: (id: string) => [...subscriptionKeys.all, 'detail', id] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  checkout: (sessionId: string) => [...subscriptionKeys.all, 'checkout', sessionId] as const,
};

export const paymentKeys = {
  all: ['payments'] as const,
  status: (ref: { kind: 'submission' | 'subscription'; id: string } | null) =>
    [...paymentKeys.all, 'status', ref] as const,
};

/**
 * What a completed payment, a plan bought, renewed or cancelled, or a redeemed submission makes stale: the user's
 * submissions and dashboards, their subscriptions, the current user (`hasCompletedDashboard`: the header's Dashboard
 * link), and the lists that show a player's latest paid score (the team's players, the roster, a school's team
 * players). The one place that says so, so no purchase path forgets one of them.
 */
export const invalidatePurchases = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: authKeys.me() }),
    qc.invalidateQueries({ queryKey: submissionKeys.all }),
    qc.invalidateQueries({ queryKey: subscriptionKeys.all }),
    qc.invalidateQueries({ queryKey: teamKeys.all }),
    qc.invalidateQueries({ queryKey: rosterKeys.all }),
    qc.invalidateQueries({ queryKey: collegeKeys.teamPlayers() }),
  ]);
