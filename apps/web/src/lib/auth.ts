import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@dugout/domain/accounts';
import { api, apiGet, deferredSchema } from './api';
import { minutes } from './query-client';
import { authKeys, forgetAccountData } from './keys';
import { ACTING_PLAYER_KEY, setActingPlayer } from './acting';

/** The shell's schemas load on demand (lib/shell-schemas.ts): every page asks who is signed in, zod or not. */
const shellSchemas = () => import('./shell-schemas');
export const meResponse = deferredSchema(() => shellSchemas().then((m) => m.meSchema));
export const brandingResponse = deferredSchema(() => shellSchemas().then((m) => m.brandingSchema));
const okResponse = deferredSchema(() => shellSchemas().then((m) => m.okResponseSchema));

export const meQuery = queryOptions({
  queryKey: authKeys.me(),
  queryFn: ({ signal }) => apiGet('/api/me', meResponse, undefined, signal),
  staleTime: minutes(1),
});

export function useMe(): { user: CurrentUser | null; isLoading: boolean } {
  const q = useQuery(meQuery);
  return { user: q.data?.user ?? null, isLoading: q.isLoading };
}

/** Keys the app keeps in the browser; sign-out clears them (docs/spec/part-1-accounts-teams-organizations.md section 2, Sign out). */
export const storageKeys = {
  rememberedEmail: 'dugout.remembered-email',
  navigationContext: 'dugout.navigation-context',
  pendingRegistration: 'dugout.pending-registration',
  sessionToken: 'dugout.session-token',
  intendedRoute: 'intended-route',
  /** the player a guardian acts for (lib/acting.ts) */
  actingPlayer: ACTING_PLAYER_KEY,
} as const;

export function useSignOut() {
  const qc = useQueryClient();
  return async () => {
    await api('DELETE', '/api/session', okResponse).catch(() => undefined);
    for (const key of Object.values(storageKeys)) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
    setActingPlayer(null);
    qc.setQueryData(meQuery.queryKey, { user: null });
    forgetAccountData(qc);
  };
}

/** Reads and clears the path a guard stored before sending the user to sign in. */
export function takeIntendedRoute(): string | null {
  const value = sessionStorage.getItem(storageKeys.intendedRoute);
  sessionStorage.removeItem(storageKeys.intendedRoute);
  return value && value.startsWith('/') && !value.startsWith('/auth') ? value : null;
}
