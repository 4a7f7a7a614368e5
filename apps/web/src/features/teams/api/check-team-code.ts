import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamCodeCheckSchema } from '@dugout/domain/teams';
import { apiGet } from '@/lib/api';
import { teamKeys } from './keys';

export const checkTeamCode = (code: string, signal?: AbortSignal) =>
  apiGet('/api/teams/check', teamCodeCheckSchema, { code }, signal);
export const teamCodeCheckQuery = (code: string) =>
  queryOptions({
    queryKey: teamKeys.codeCheck(code),
    queryFn: ({ signal }) => checkTeamCode(code, signal),
    enabled: code.length > 0,
    staleTime: 30_000,
    retry: 0,
  });
export const useTeamCodeCheck = (code: string) => useQuery(teamCodeCheckQuery(code));
