import { queryOptions, useQuery } from '@tanstack/react-query';
import { collegeInteractionSchema } from '@dugout/domain/teams';
import { apiGet } from '@/lib/api';
import { teamKeys } from './keys';
import { minutes } from '@/lib/query-client';

export const fetchCollegeInteraction = (teamCode: string, signal?: AbortSignal) =>
  apiGet(`/api/teams/${encodeURIComponent(teamCode)}/college-interaction`, collegeInteractionSchema, undefined, signal);
export const collegeInteractionQuery = (teamCode: string) =>
  queryOptions({
    queryKey: teamKeys.collegeInteraction(teamCode),
    queryFn: ({ signal }) => fetchCollegeInteraction(teamCode, signal),
    staleTime: minutes(2),
  });
export const useCollegeInteraction = (teamCode: string) => useQuery(collegeInteractionQuery(teamCode));
