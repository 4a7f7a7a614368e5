import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCHOOL_DATA_FRESH_MS, SCHOOL_DATA_KEPT_MS, schoolOptionsResponseSchema } from '@dugout/domain/colleges';
import { apiGet } from './api';
import { schoolOptionKeys } from './keys';

/**
 * GET /api/colleges/options: the school options every college picker uses (college search, commitments, tracker).
 * One cache entry per division ('all' for every division); school data is fresh 12 hours and kept 24 hours.
 */
export const schoolOptionsQuery = (division = 'all') =>
  queryOptions({
    queryKey: schoolOptionKeys.division(division),
    queryFn: ({ signal }) => apiGet('/api/colleges/options', schoolOptionsResponseSchema, { division }, signal),
    staleTime: SCHOOL_DATA_FRESH_MS,
    gcTime: SCHOOL_DATA_KEPT_MS,
  });

export const useSchoolOptions = (division = 'all', enabled = true) =>
  useQuery({ ...schoolOptionsQuery(division), enabled });
