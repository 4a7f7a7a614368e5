import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamPlayersSchema } from '@dugout/domain/teams';
import { apiGet } from '@/lib/api';
import { teamKeys } from './keys';
import { minutes } from '@/lib/query-client';

export const fetchTeamPlayers = (teamCode: string, signal?: AbortSignal) =>
  apiGet(`/api/teams/${encodeURIComponent(teamCode)}/players`, teamPlayersSchema, undefined, signal);
export const teamPlayersQuery = (teamCode: string) =>
  queryOptions({
    queryKey: teamKeys.players(teamCode),
    queryFn: ({ signal }) => fetchTeamPlayers(teamCode, signal),
    staleTime: minutes(2),
    // An invite e-mail is queued and sent in the background: look again until it went out ('Invite queued' → 'Invite sent').
    refetchInterval: (q) => (q.state.data?.invites.some((i) => i.mail?.status === 'queued') ? 3_000 : false),
  });
export const useTeamPlayers = (teamCode: string) => useQuery(teamPlayersQuery(teamCode));
