import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  SCHOOL_DATA_FRESH_MS,
  SCHOOL_DATA_KEPT_MS,
  type CollegeSearchQuery,
  collegeSearchResponseSchema,
} from '@dugout/domain/colleges';
import { apiGet } from '@/lib/api';
import { collegeKeys } from './keys';

export const fetchCollegeSearch = (params: CollegeSearchQuery, signal?: AbortSignal) =>
  apiGet('/api/colleges', collegeSearchResponseSchema, params as Record<string, string | number | undefined>, signal);

export const collegeSearchQuery = (params: CollegeSearchQuery) =>
  queryOptions({
    queryKey: collegeKeys.search(params),
    queryFn: ({ signal }) => fetchCollegeSearch(params, signal),
    staleTime: SCHOOL_DATA_FRESH_MS,
    gcTime: SCHOOL_DATA_KEPT_MS,
    placeholderData: keepPreviousData,
  });

export const useCollegeSearch = (params: CollegeSearchQuery) => useQuery(collegeSearchQuery(params));
