import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCHOOL_DATA_FRESH_MS, SCHOOL_DATA_KEPT_MS, type SchoolOptionsResponse } from '@dugout/domain';
import { apiGet } from '@/lib/api';

export const fetchSchoolOptions = (division: string, signal?: AbortSignal) => apiGet<SchoolOptionsResponse>('/api/colleges/options', { division }, signal);

/** School data: fresh 12 hours, kept 24 hours. */
export const schoolOptionsQuery = (division: string) =>
  queryOptions({
    queryKey: ['colleges', { options: division }],
    queryFn: ({ signal }) => fetchSchoolOptions(division, signal),
    staleTime: SCHOOL_DATA_FRESH_MS,
    gcTime: SCHOOL_DATA_KEPT_MS,
  });

export const useSchoolOptions = (division: string) => useQuery(schoolOptionsQuery(division));
