import { lazyScreen } from './lazy';
import { placeholder } from '@/features/placeholder/Placeholder';

/**
 * The screens behind each route, loaded lazily (each retried once after 300 ms). Pages compose features here;
 * a feature never imports another feature.
 */
const loadDashboard = () => Promise.resolve({ default: placeholder('Player Dashboard', 'Your score, best position and metric breakdown.') });
export const preloadDashboard = () => loadDashboard();

export const screens = {
  Landing: lazyScreen(() => import('@/features/landing/routes/Landing')),
  SignUpSelection: lazyScreen(() => import('@/features/auth/routes/SignUpSelection')),
  Auth: lazyScreen(() => import('@/features/auth/routes/AuthPage')),
  ResetPassword: lazyScreen(() => import('@/features/auth/routes/ResetPassword')),
  Legal: lazyScreen(() => import('@/features/legal/routes/LegalPage')),
  Dashboard: lazyScreen(loadDashboard),
  AcceptInvite: lazyScreen(async () => ({ default: placeholder('Accept Invitation', 'Join your team from a coach’s invitation.') })),
  College: lazyScreen(() => import('./pages/CollegeProfilePage')),
  Colleges: lazyScreen(() => import('./pages/CollegesPage')),
  CollegeScreeningResults: lazyScreen(async () => ({ default: placeholder('College Screening Results', 'Colleges ranked by fit for you.') })),
  CollegeInterview: lazyScreen(async () => ({ default: placeholder('College Interview', 'Tell us what you want in a college.') })),
  Tracker: lazyScreen(() => import('./pages/TrackerPage')),
  MetricsTracker: lazyScreen(async () => ({ default: placeholder('Metrics Tracker', 'Your submissions over time.') })),
  Metrics: lazyScreen(async () => ({ default: placeholder('Enter Metrics', 'Submit your measurables for an honest score.') })),
  MetricsSubmission: lazyScreen(async () => ({ default: placeholder('Metrics Submission', 'Review, score and submit.') })),
  CoachRegistration: lazyScreen(async () => ({ default: placeholder('Coach Registration', 'Register your team.') })),
  TeamManagement: lazyScreen(async () => ({ default: placeholder('Team Management Dashboard', 'Run your team, players and invitations.') })),
  OrganizationManagement: lazyScreen(async () => ({ default: placeholder('Organization Management', 'Oversee the teams of your organization.') })),
  Payment: lazyScreen(async () => ({ default: placeholder('Payment', 'Complete your purchase.') })),
  PaymentSuccess: lazyScreen(async () => ({ default: placeholder('Payment Successful', 'Thank you.') })),
  SubscriptionSelect: lazyScreen(async () => ({ default: placeholder('Choose a Plan', 'Pick the plan that fits.') })),
  Subscription: lazyScreen(async () => ({ default: placeholder('Subscription', 'Manage your subscription.') })),
  SubscriptionSuccess: lazyScreen(async () => ({ default: placeholder('Subscription Active', 'Thank you for subscribing.') })),
  SubscriptionPostPurchase: lazyScreen(async () => ({ default: placeholder('Welcome back', 'Taking you to the right place.') })),
  SubscriptionRenewed: lazyScreen(async () => ({ default: placeholder('Subscription Renewed', 'Your subscription has been renewed.') })),
  DashboardPurchased: lazyScreen(async () => ({ default: placeholder('Your Dashboard', 'Your purchased dashboard.') })),
  DashboardPurchaseSuccess: lazyScreen(async () => ({ default: placeholder('Purchase Complete', 'Your dashboard is ready.') })),
  Profile: lazyScreen(async () => ({ default: placeholder('Profile Settings', 'Personal info, teams and organization requests.') })),
  Admin: lazyScreen(async () => ({ default: placeholder('Admin', 'Site administration.') })),
  AdminReports: lazyScreen(async () => ({ default: placeholder('Admin Reports', 'Sign-ups, submissions and commitments over time.') })),
  NotFound: lazyScreen(() => import('./NotFound')),
};
