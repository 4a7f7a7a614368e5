import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { postLoginPath, type Me } from '@dugout/domain/accounts';
import { takeIntendedRoute } from '@/lib/auth';

export const POST_LOGIN_DELAY_MS = 100;

/**
 * After a sign-in, the post-login check runs after 100 ms (docs/spec/part-1-accounts-teams-organizations.md section 2): back to the page a guard stored,
 * else by role. On a profile error go to /metrics-tracker.
 */
export function usePostLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (me: Me | null) => {
      setTimeout(() => {
        const user = me?.user;
        if (!user) {
          navigate('/metrics-tracker', { replace: true });
          return;
        }
        const intended = takeIntendedRoute();
        const target =
          intended ??
          postLoginPath({
            role: user.role,
            isCoach: user.isCoach,
            pathname: location.pathname,
            search: location.search,
          });
        if (target) navigate(target, { replace: true });
      }, POST_LOGIN_DELAY_MS);
    },
    [navigate, location.pathname, location.search],
  );
}
