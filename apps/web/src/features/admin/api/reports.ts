import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReports } from '@dugout/domain';
import { apiGet } from '@/lib/api';

/** GET /api/admin/reports */
export const reportsQuery = queryOptions({ queryKey: ['admin', { reports: true }], queryFn: ({ signal }) => apiGet<AdminReports>('/api/admin/reports', undefined, signal) });
export const useReports = () => useQuery(reportsQuery);
