import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCHOOL_DATA_FRESH_MS, SCHOOL_DATA_KEPT_MS, collegeProfileSchema } from '@dugout/domain/colleges';
import { apiGet } from '@/lib/api';
import { collegeKeys } from './keys';

export const fetchCollegeProfile = (schoolId: number, signal?: AbortSignal) =>
  apiGet(`/api/colleges/${schoolId}/profile`, collegeProfileSchema, undefined, signal);

/** The whole school profile in one request; fresh 12 hours (unless a panel failed), kept 24 hours. */
export const collegeProfileQuery = (schoolId: number) =>
  queryOptions({
    queryKey: collegeKeys.profile(schoolId),
    queryFn: ({ signal }) => fetchCollegeProfile(schoolId, signal),
    // A profile with a failed panel is asked for again on the next visit (the server does not let it be cached).
    staleTime: (query) => (query.state.data?.failedPanels.length ? 0 : SCHOOL_DATA_FRESH_MS),
    gcTime: SCHOOL_DATA_KEPT_MS,
    enabled: Number.isFinite(schoolId) && schoolId > 0,
  });

export const useCollegeProfile = (schoolId: number) => useQuery(collegeProfileQuery(schoolId));
