import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResponseSchema } from '@dugout/domain/profile';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { profileKeys } from './keys';

/** GET /api/profile (fresh for 1 minute). */
export const profileQuery = queryOptions({
  queryKey: profileKeys.detail(),
  queryFn: ({ signal }) => apiGet('/api/profile', profileResponseSchema, undefined, signal),
  staleTime: minutes(1),
});
export const useProfile = () => useQuery(profileQuery);
