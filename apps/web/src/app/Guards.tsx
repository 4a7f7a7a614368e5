import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { homeScreenPath, mayOpenScreen } from '@dugout/domain/access';
import type { CurrentUser } from '@dugout/domain/accounts';
import { storageKeys, useMe } from '@/lib/auth';
import { useActingPlayer } from '@/lib/acting';
import { Spinner } from '@/components/ui/States';
import type { Guards } from '@/lib/GuardContext';

/**
 * Route guard (docs/spec/part-1-accounts-teams-organizations.md section 2): stores the intended path in session storage under 'intended-route', forces
 * navigation (replacing history) to the expected path if the location differs, and renders nothing until the
 * address matches.
 */
export function RouteGuard({
  expectedPath,
  children,
  remember = true,
}: {
  expectedPath: string | null;
  children: ReactNode;
  /** Store the intended path (false when the screen is refused to this account: signing in again will not help). */
  remember?: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname + location.search;
  const mismatch = expectedPath !== null && expectedPath !== location.pathname;
  useEffect(() => {
    // A screen that is on its way out (the address has already moved on, e.g. to / during sign-out) must not redirect.
    if (mismatch && window.location.pathname === location.pathname) {
      if (remember) sessionStorage.setItem(storageKeys.intendedRoute, current);
      navigate(expectedPath!, { replace: true });
    }
  }, [mismatch, expectedPath, current, navigate, location.pathname, remember]);
  if (mismatch) return null;
  return <>{children}</>;
}

/**
 * Screens for signed-in users, by the one screen-access rule (docs/decisions/0027-screen-access.md): a signed-out
 * visitor is sent to /auth and comes back after signing in; a signed-in account the screen is not for (a coach on a
 * player's metrics, a player on the admin area) is sent to its own home screen. `allow` narrows a screen further.
 */
export function RequireAuth({
  children,
  allow,
}: {
  children: (user: CurrentUser) => ReactNode;
  allow?: (user: CurrentUser) => boolean;
}) {
  const { user, isLoading } = useMe();
  const { pathname, search } = useLocation();
  // A guardian opens a player's screens while acting for one (docs/decisions/0061-acting-for-a-player-in-the-web.md).
  const acting = useActingPlayer();
  if (isLoading) return <Spinner />;
  if (!user) return <RouteGuard expectedPath="/auth">{null}</RouteGuard>;
  if (!mayOpenScreen(user, pathname, search, !!acting) || (allow && !allow(user)))
    return (
      <RouteGuard expectedPath={homeScreenPath(user)} remember={false}>
        {null}
      </RouteGuard>
    );
  return <>{children(user)}</>;
}

/** The guards feature screens receive (lib/GuardContext.tsx), provided by the root layout. */
export const guards: Guards = { RequireAuth };
