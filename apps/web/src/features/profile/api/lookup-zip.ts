import { queryOptions, useQuery } from '@tanstack/react-query';
import { isValidPostalCode, zipLookupResultSchema } from '@dugout/domain/profile';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { profileKeys } from './keys';

/** GET /api/zip-codes/:zip — city and state; fresh 24 hours. */
export const zipLookupQuery = (zip: string) =>
  queryOptions({
    queryKey: profileKeys.zip(zip),
    queryFn: ({ signal }) =>
      apiGet(`/api/zip-codes/${encodeURIComponent(zip)}`, zipLookupResultSchema, undefined, signal),
    staleTime: minutes(24 * 60),
    enabled: isValidPostalCode(zip),
    retry: false,
  });
export const useZipLookup = (zip: string) => useQuery(zipLookupQuery(zip));
