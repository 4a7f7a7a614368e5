import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamDetailSchema } from '@dugout/domain/teams';
import { apiGet } from '@/lib/api';
import { teamKeys } from './keys';
import { minutes } from '@/lib/query-client';

export const fetchTeam = (teamCode: string, signal?: AbortSignal) =>
  apiGet(`/api/teams/${encodeURIComponent(teamCode)}`, teamDetailSchema, undefined, signal);
export const teamQuery = (teamCode: string | null) =>
  queryOptions({
    queryKey: teamKeys.detail(teamCode ?? ''),
    queryFn: ({ signal }) => fetchTeam(teamCode!, signal),
    staleTime: minutes(5),
    enabled: !!teamCode,
  });
export const useTeam = (teamCode: string | null) => useQuery(teamQuery(teamCode));
