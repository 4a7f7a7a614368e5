import { queryOptions, useQuery } from '@tanstack/react-query';
import { collegeInteractionSchema } from '@dugout/domain';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';

export const fetchCollegeInteraction = (teamCode: string, signal?: AbortSignal) =>
  apiGet(`/api/teams/${encodeURIComponent(teamCode)}/college-interaction`, collegeInteractionSchema, undefined, signal);
export const collegeInteractionQuery = (teamCode: string) =>
  queryOptions({
    queryKey: ['teams', { teamCode, collegeInteraction: true }],
    queryFn: ({ signal }) => fetchCollegeInteraction(teamCode, signal),
    staleTime: minutes(2),
  });
export const useCollegeInteraction = (teamCode: string) => useQuery(collegeInteractionQuery(teamCode));
