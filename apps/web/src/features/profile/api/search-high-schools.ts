import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { canSearchHighSchools, highSchoolListSchema } from '@dugout/domain/profile';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { profileKeys } from './keys';

export type { HighSchool } from '@dugout/domain/profile';
/** GET /api/high-schools?state&q — at least 2 characters and a state; fresh 5 minutes. */
export const highSchoolsQuery = (state: string, q: string) =>
  queryOptions({
    queryKey: profileKeys.highSchools(state, q),
    queryFn: ({ signal }) => apiGet('/api/high-schools', highSchoolListSchema, { state, q }, signal),
    staleTime: minutes(5),
    enabled: canSearchHighSchools(state, q),
    placeholderData: keepPreviousData,
  });
export const useHighSchools = (state: string, q: string) => useQuery(highSchoolsQuery(state, q));
