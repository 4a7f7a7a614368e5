import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WinterTrainingRow } from '@dugout/domain';
import { apiGet } from '@/lib/api';

export interface TeamWinterTraining {
  members: Array<{ userId: string | null; playerName: string | null; latest: WinterTrainingRow | null }>;
}
/** GET /api/teams/:teamCode/winter-training — each member's latest entry. */
export const teamWinterTrainingQuery = (teamCode: string) =>
  queryOptions({
    queryKey: ['winter-training', { teamCode }],
    queryFn: ({ signal }) => apiGet<TeamWinterTraining>(`/api/teams/${encodeURIComponent(teamCode)}/winter-training`, undefined, signal),
  });
export const useTeamWinterTraining = (teamCode: string) => useQuery(teamWinterTrainingQuery(teamCode));
