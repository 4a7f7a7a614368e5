import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CurrentUser, meSchema, okResponseSchema } from '@dugout/domain';
import { api, apiGet } from './api';
import { minutes } from './query-client';

export const meQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: ({ signal }) => apiGet('/api/me', meSchema, undefined, signal),
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
} as const;

export function useSignOut() {
  const qc = useQueryClient();
  return async () => {
    await api('DELETE', '/api/session', okResponseSchema).catch(() => undefined);
    for (const key of Object.values(storageKeys)) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
    qc.setQueryData(meQuery.queryKey, { user: null });
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' && q.queryKey[0] !== 'branding' });
  };
}

/** Reads and clears the path a guard stored before sending the user to sign in. */
export function takeIntendedRoute(): string | null {
  const value = sessionStorage.getItem(storageKeys.intendedRoute);
  sessionStorage.removeItem(storageKeys.intendedRoute);
  return value && value.startsWith('/') && !value.startsWith('/auth') ? value : null;
}
