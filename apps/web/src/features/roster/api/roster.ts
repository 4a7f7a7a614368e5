import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamRosterSchema } from '@dugout/domain/teams';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { rosterKeys } from './keys';

export const fetchRoster = (teamCode: string, signal?: AbortSignal) =>
  apiGet(`/api/roster/${encodeURIComponent(teamCode)}`, teamRosterSchema, undefined, signal);
export const rosterQuery = (teamCode: string) =>
  queryOptions({
    queryKey: rosterKeys.list(teamCode),
    queryFn: ({ signal }) => fetchRoster(teamCode, signal),
    staleTime: minutes(2),
  });
export const useRoster = (teamCode: string) => useQuery(rosterQuery(teamCode));
