import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamWinterTrainingSchema } from '@dugout/domain/winter-training';
import { apiGet } from '@/lib/api';
import { winterTrainingKeys } from './keys';

export type { TeamWinterTraining } from '@dugout/domain/winter-training';
/** GET /api/teams/:teamCode/winter-training — each member's latest entry. */
export const teamWinterTrainingQuery = (teamCode: string) =>
  queryOptions({
    queryKey: winterTrainingKeys.team(teamCode),
    queryFn: ({ signal }) =>
      apiGet(`/api/teams/${encodeURIComponent(teamCode)}/winter-training`, teamWinterTrainingSchema, undefined, signal),
  });
export const useTeamWinterTraining = (teamCode: string) => useQuery(teamWinterTrainingQuery(teamCode));
