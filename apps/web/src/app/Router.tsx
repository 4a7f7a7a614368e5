import { Component, isValidElement, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { ErrorScreen } from './ErrorScreen';
import { screens as s } from './screens';
import { paths } from './paths';

export const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <s.Landing /> },
      { path: paths.signUpSelection, element: <s.SignUpSelection /> },
      { path: paths.auth, element: <s.Auth /> },
      { path: paths.resetPassword, element: <s.ResetPassword /> },
      { path: paths.confirmEmail, element: <s.ConfirmEmail /> },
      { path: paths.confirmEmailChange, element: <s.ConfirmEmailChange /> },
      { path: paths.undoEmailChange, element: <s.UndoEmailChange /> },
      { path: paths.acceptInvite, element: <s.AcceptInvite /> },
      { path: paths.dashboard, element: <s.Dashboard /> },
      { path: '/college/:teamId', element: <s.College /> },
      { path: paths.colleges, element: <s.Colleges /> },
      { path: paths.collegeScreeningResults, element: <s.CollegeScreeningResults /> },
      { path: paths.collegeInterview, element: <s.CollegeInterview /> },
      { path: paths.tracker, element: <s.Tracker /> },
      { path: paths.metricsTracker, element: <s.MetricsTracker /> },
      { path: paths.metrics, element: <s.Metrics /> },
      { path: paths.metricsSubmission, element: <s.MetricsSubmission /> },
      { path: paths.coachRegistration, element: <s.CoachRegistration /> },
      { path: paths.teamManagement, element: <s.TeamManagement /> },
      { path: paths.organizationManagement, element: <s.OrganizationManagement /> },
      { path: paths.payment, element: <s.Payment /> },
      { path: paths.paymentSuccess, element: <s.PaymentSuccess /> },
      { path: paths.subscriptionSelect, element: <s.SubscriptionSelect /> },
      { path: paths.subscription, element: <s.Subscription /> },
      { path: paths.subscriptionSuccess, element: <s.SubscriptionSuccess /> },
      { path: paths.subscriptionPostPurchase, element: <s.SubscriptionPostPurchase /> },
      { path: paths.subscriptionRenewed, element: <s.SubscriptionRenewed /> },
      { path: paths.dashboardPurchased, element: <s.DashboardPurchased /> },
      { path: paths.dashboardPurchaseSuccess, element: <s.DashboardPurchaseSuccess /> },
      { path: paths.profile, element: <s.Profile /> },
      { path: paths.publicProfile, element: <s.PublicProfile /> },
      { path: paths.family, element: <s.Family /> },
      { path: paths.admin, element: <s.Admin /> },
      { path: paths.adminReports, element: <s.AdminReports /> },
      { path: paths.privacyPolicy, element: <s.Legal /> },
      { path: paths.terms, element: <s.Legal /> },
      { path: paths.license, element: <s.Legal /> },
      { path: '*', element: <s.NotFound /> },
    ],
  },
];

/**
 * A screen that throws while rendering (e.g. its code could not be fetched twice) shows the error screen in place of
 * the whole page, as a route's error element would; moving to another address tries again.
 */
class RouteErrorBoundary extends Component<{ address: string; children: ReactNode }, { error: unknown; at?: string }> {
  override state: { error: unknown; at?: string } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('An unexpected error occurred') };
  }
  static getDerivedStateFromProps(props: { address: string }, state: { error: unknown; at?: string }) {
    if (!state.error) return { at: props.address };
    return state.at === props.address ? null : { error: null, at: props.address };
  }
  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/**
 * The app's routes under the browser's address (declarative routing: the app uses no loaders or actions, and the data
 * router's code is 17 KB of gzip on every page; docs/decisions/0036-declarative-routing.md).
 */
export function AppRoutes() {
  const location = useLocation();
  return <RouteErrorBoundary address={location.pathname}>{useRoutes(routes, location)}</RouteErrorBoundary>;
}

/** Fetches the code of the screen at `pathname` (a lazy screen; nothing for the landing page, which is in the entry). */
export async function preloadScreen(pathname: string) {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const screen = isValidElement(element) ? (element.type as { preload?: () => Promise<void> }) : undefined;
  await screen?.preload?.();
}
