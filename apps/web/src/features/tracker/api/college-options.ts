import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';

/** A school option of GET /api/colleges/options (built by the colleges feature). */
export interface TrackerSchoolOption {
  schoolId: number;
  schoolName: string;
  division: string;
  conference: string | null;
}

export const getCollegeOptions = (signal?: AbortSignal) => apiGet<{ options: TrackerSchoolOption[] }>('/api/colleges/options', undefined, signal);

/** School data: fresh 12 hours, kept 24 hours (spec part 2 §9). */
export const collegeOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['tracker-colleges', { all: true }], queryFn: ({ signal }) => getCollegeOptions(signal), staleTime: minutes(12 * 60), gcTime: minutes(24 * 60) });

export const useCollegeOptions = (enabled = true) => useQuery({ ...collegeOptionsQueryOptions(), enabled });
