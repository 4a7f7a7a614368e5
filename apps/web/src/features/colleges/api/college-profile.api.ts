import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCHOOL_DATA_FRESH_MS, SCHOOL_DATA_KEPT_MS, collegeProfileSchema } from '@dugout/domain';
import { apiGet } from '@/lib/api';

export const fetchCollegeProfile = (schoolId: number, signal?: AbortSignal) =>
  apiGet(`/api/colleges/${schoolId}/profile`, collegeProfileSchema, undefined, signal);

/** The whole school profile in one request; fresh 12 hours, kept 24 hours. */
export const collegeProfileQuery = (schoolId: number) =>
  queryOptions({
    queryKey: ['colleges', { profile: schoolId }],
    queryFn: ({ signal }) => fetchCollegeProfile(schoolId, signal),
    staleTime: SCHOOL_DATA_FRESH_MS,
    gcTime: SCHOOL_DATA_KEPT_MS,
    enabled: Number.isFinite(schoolId) && schoolId > 0,
  });

export const useCollegeProfile = (schoolId: number) => useQuery(collegeProfileQuery(schoolId));
