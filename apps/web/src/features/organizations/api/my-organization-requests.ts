import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyOrganizationRequests } from '@dugout/domain';
import { apiGet } from '@/lib/api';

/** GET /api/organization-requests/mine — the coach's teams, active organizations and requests (newest first). */
export const myOrganizationRequestsQuery = queryOptions({
  queryKey: ['organizations', { mine: true }],
  queryFn: ({ signal }) => apiGet<MyOrganizationRequests>('/api/organization-requests/mine', undefined, signal),
});
export const useMyOrganizationRequests = () => useQuery(myOrganizationRequestsQuery);
