import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerProfileSchema } from '@dugout/domain/teams';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { rosterKeys } from './keys';

export const fetchPlayerProfile = (teamCode: string, userId: string, signal?: AbortSignal) =>
  apiGet(
    `/api/roster/${encodeURIComponent(teamCode)}/players/${encodeURIComponent(userId)}`,
    playerProfileSchema,
    undefined,
    signal,
  );
export const playerProfileQuery = (teamCode: string, userId: string) =>
  queryOptions({
    queryKey: rosterKeys.player(teamCode, userId),
    queryFn: ({ signal }) => fetchPlayerProfile(teamCode, userId, signal),
    staleTime: minutes(5),
  });
export const usePlayerProfile = (teamCode: string, userId: string) => useQuery(playerProfileQuery(teamCode, userId));
