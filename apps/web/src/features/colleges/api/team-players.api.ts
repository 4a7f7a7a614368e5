import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamPlayersResponseSchema } from '@dugout/domain/colleges';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { collegeKeys } from './keys';

export const fetchTeamPlayers = (schoolId: number, team: string | undefined, signal?: AbortSignal) =>
  apiGet(`/api/colleges/${schoolId}/team-players`, teamPlayersResponseSchema, { team }, signal);

/** Team players: 2 minutes. */
export const teamPlayersQuery = (schoolId: number, team: string | undefined, enabled = true) =>
  queryOptions({
    queryKey: collegeKeys.teamPlayersOf(schoolId, team ?? null),
    queryFn: ({ signal }) => fetchTeamPlayers(schoolId, team, signal),
    staleTime: minutes(2),
    enabled: enabled && schoolId > 0,
  });

export const useTeamPlayers = (schoolId: number, team: string | undefined, enabled = true) =>
  useQuery(teamPlayersQuery(schoolId, team, enabled));
