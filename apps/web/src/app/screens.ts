import Landing from '@/features/landing/routes/Landing';
import { lazyScreen } from '@/lib/lazy';

/**
 * The screens behind each route, loaded lazily (each retried once after 300 ms). Pages compose features here;
 * a feature never imports another feature. The landing page is the one exception: it is part of the entry, so a
 * visitor's first page paints without waiting for a second chunk (docs/decisions/0034-screens-without-their-dialogs.md: LCP of `/`).
 */
const loadDashboard = () => import('./pages/DashboardScreen');
const confirmations = () => import('@/features/submissions/routes/Confirmation');
const subscriptions = () => import('@/features/submissions/routes/SubscriptionPages');
export const preloadDashboard = () => loadDashboard();

export const screens = {
  Landing,
  SignUpSelection: lazyScreen(() => import('@/features/auth/routes/SignUpSelection')),
  Auth: lazyScreen(() => import('@/features/auth/routes/AuthPage')),
  ResetPassword: lazyScreen(() => import('@/features/auth/routes/ResetPassword')),
  ConfirmEmail: lazyScreen(() => import('@/features/auth/routes/ConfirmEmail')),
  ConfirmEmailChange: lazyScreen(() => import('@/features/profile/routes/ConfirmEmailChange')),
  UndoEmailChange: lazyScreen(() => import('@/features/profile/routes/UndoEmailChange')),
  Legal: lazyScreen(() => import('@/features/legal/routes/LegalPage')),
  Dashboard: lazyScreen(loadDashboard),
  AcceptInvite: lazyScreen(() => import('@/features/teams/routes/AcceptInvitePage')),
  College: lazyScreen(() => import('./pages/CollegeProfilePage')),
  Colleges: lazyScreen(() => import('./pages/CollegesPage')),
  CollegeScreeningResults: lazyScreen(() => import('./pages/ScreeningResultsPage')),
  CollegeInterview: lazyScreen(() => import('./pages/InterviewScreen')),
  Tracker: lazyScreen(() => import('./pages/TrackerPage')),
  MetricsTracker: lazyScreen(() => import('@/features/submissions/routes/MetricsTrackerPage')),
  Metrics: lazyScreen(() => import('@/features/submissions/routes/MetricsPage')),
  MetricsSubmission: lazyScreen(() => import('./pages/MetricsSubmissionScreen')),
  CoachRegistration: lazyScreen(() => import('@/features/teams/routes/CoachRegistrationPage')),
  TeamManagement: lazyScreen(() => import('./pages/TeamManagementScreen')),
  OrganizationManagement: lazyScreen(() => import('./pages/OrganizationManagementScreen')),
  Payment: lazyScreen(() => import('@/features/submissions/routes/PaymentPage')),
  PaymentSuccess: lazyScreen(async () => ({ default: (await confirmations()).PaymentSuccess })),
  SubscriptionSelect: lazyScreen(async () => ({ default: (await subscriptions()).SubscriptionSelect })),
  Subscription: lazyScreen(async () => ({ default: (await subscriptions()).Subscription })),
  SubscriptionSuccess: lazyScreen(async () => ({ default: (await confirmations()).SubscriptionSuccess })),
  SubscriptionPostPurchase: lazyScreen(async () => ({ default: (await subscriptions()).SubscriptionPostPurchase })),
  SubscriptionRenewed: lazyScreen(async () => ({ default: (await confirmations()).SubscriptionRenewed })),
  DashboardPurchased: lazyScreen(async () => ({ default: (await subscriptions()).DashboardPurchased })),
  DashboardPurchaseSuccess: lazyScreen(async () => ({ default: (await confirmations()).DashboardPurchaseSuccess })),
  Profile: lazyScreen(() => import('./pages/ProfilePage')),
  PublicProfile: lazyScreen(() => import('@/features/public-profile/routes/PublicProfilePage')),
  Family: lazyScreen(() => import('@/features/families/routes/FamilyPage')),
  Admin: lazyScreen(() => import('./pages/AdminScreen')),
  AdminReports: lazyScreen(() => import('./pages/AdminReportsScreen')),
  NotFound: lazyScreen(() => import('./NotFound')),
};
