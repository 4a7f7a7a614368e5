import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@dugout/domain';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';

/** GET /api/profile (fresh for 1 minute). */
export const profileQuery = queryOptions({
  queryKey: ['profile', {}],
  queryFn: ({ signal }) => apiGet<ProfileResponse>('/api/profile', undefined, signal),
  staleTime: minutes(1),
});
export const useProfile = () => useQuery(profileQuery);
