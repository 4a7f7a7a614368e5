import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminReportsSchema } from '@dugout/domain/admin';
import { apiGet } from '@/lib/api';
import { adminKeys } from './keys';

/** GET /api/admin/reports */
export const reportsQuery = queryOptions({
  queryKey: adminKeys.reports(),
  queryFn: ({ signal }) => apiGet('/api/admin/reports', adminReportsSchema, undefined, signal),
});
export const useReports = () => useQuery(reportsQuery);
