import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolOptionsResponse } from '@dugout/domain';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';

/** The commitment college picker's options (GET /api/colleges/options?division=). */
export const fetchCollegeOptions = (division: string, signal?: AbortSignal) => apiGet<SchoolOptionsResponse>('/api/colleges/options', { division }, signal);
export const collegeOptionsQuery = (division: string, enabled: boolean) =>
  queryOptions({ queryKey: ['teams', { collegeOptions: division }], queryFn: ({ signal }) => fetchCollegeOptions(division, signal), staleTime: minutes(12 * 60), enabled });
export const useCollegeOptions = (division: string, enabled: boolean) => useQuery(collegeOptionsQuery(division, enabled));
