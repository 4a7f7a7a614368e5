import { queryOptions, useQuery } from '@tanstack/react-query';
import { familyResponseSchema } from '@dugout/domain/families';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { familyKeys } from './keys';

/** GET /api/family (fresh for 30 seconds: a link the other side ended shows soon; the acting banner reads it too). */
export const familyQuery = queryOptions({
  queryKey: familyKeys.overview(),
  queryFn: ({ signal }) => apiGet('/api/family', familyResponseSchema, undefined, signal),
  staleTime: minutes(0.5),
});
export const useFamily = (enabled = true) => useQuery({ ...familyQuery, enabled });
