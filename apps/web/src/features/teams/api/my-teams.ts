import { queryOptions, useQuery } from '@tanstack/react-query';
import { myTeamsSchema } from '@dugout/domain/teams';
import { apiGet } from '@/lib/api';
import { teamKeys } from './keys';
import { minutes } from '@/lib/query-client';

export const fetchMyTeams = (signal?: AbortSignal) => apiGet('/api/teams', myTeamsSchema, undefined, signal);
export const myTeamsQuery = (enabled = true) =>
  queryOptions({
    queryKey: teamKeys.mine(),
    queryFn: ({ signal }) => fetchMyTeams(signal),
    staleTime: minutes(2),
    enabled,
  });
export const useMyTeams = (enabled = true) => useQuery(myTeamsQuery(enabled));
