import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '@dugout/domain';
import { storageKeys, useMe } from '@/lib/auth';
import { Spinner } from '@/components/ui/states';
import type { Guards } from '@/lib/guard-context';

/**
 * Route guard (docs/spec/part-1-accounts-teams-organizations.md section 2): stores the intended path in session storage under 'intended-route', forces
 * navigation (replacing history) to the expected path if the location differs, and renders nothing until the
 * address matches.
 */
export function RouteGuard({ expectedPath, children }: { expectedPath: string | null; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname + location.search;
  const mismatch = expectedPath !== null && expectedPath !== location.pathname;
  useEffect(() => {
    // A screen that is on its way out (the address has already moved on, e.g. to / during sign-out) must not redirect.
    if (mismatch && window.location.pathname === location.pathname) {
      sessionStorage.setItem(storageKeys.intendedRoute, current);
      navigate(expectedPath!, { replace: true });
    }
  }, [mismatch, expectedPath, current, navigate, location.pathname]);
  if (mismatch) return null;
  return <>{children}</>;
}

/** Screens for signed-in users: anonymous visitors are sent to /auth and come back after signing in. */
export function RequireAuth({
  children,
  allow,
}: {
  children: (user: CurrentUser) => ReactNode;
  allow?: (user: CurrentUser) => boolean;
}) {
  const { user, isLoading } = useMe();
  if (isLoading) return <Spinner />;
  if (!user) return <RouteGuard expectedPath="/auth">{null}</RouteGuard>;
  if (allow && !allow(user))
    return (
      <div role="alert" className="mx-auto max-w-lg p-8 text-center">
        <h1 className="text-xl font-semibold">Access denied</h1>
        <p className="mt-2 text-slate-600">Your account does not have access to this page.</p>
      </div>
    );
  return <>{children(user)}</>;
}

/** The guards feature screens receive (lib/guard-context.tsx), provided by the root layout. */
export const guards: Guards = { RequireAuth };
