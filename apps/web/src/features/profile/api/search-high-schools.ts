import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { canSearchHighSchools } from '@dugout/domain';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';

export interface HighSchool {
  id: string;
  name: string;
  city: string | null;
  state: string;
}
/** GET /api/high-schools?state&q — at least 2 characters and a state; fresh 5 minutes. */
export const highSchoolsQuery = (state: string, q: string) =>
  queryOptions({
    queryKey: ['profile', { highSchools: { state, q } }],
    queryFn: ({ signal }) => apiGet<{ highSchools: HighSchool[] }>('/api/high-schools', { state, q }, signal),
    staleTime: minutes(5),
    enabled: canSearchHighSchools(state, q),
    placeholderData: keepPreviousData,
  });
export const useHighSchools = (state: string, q: string) => useQuery(highSchoolsQuery(state, q));
