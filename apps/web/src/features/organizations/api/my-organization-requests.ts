import { queryOptions, useQuery } from '@tanstack/react-query';
import { myOrganizationRequestsSchema } from '@dugout/domain/organizations';
import { apiGet } from '@/lib/api';
import { organizationKeys } from './keys';

/** GET /api/organization-requests/mine — the coach's teams, active organizations and requests (newest first). */
export const myOrganizationRequestsQuery = queryOptions({
  queryKey: organizationKeys.mine(),
  queryFn: ({ signal }) => apiGet('/api/organization-requests/mine', myOrganizationRequestsSchema, undefined, signal),
});
export const useMyOrganizationRequests = () => useQuery(myOrganizationRequestsQuery);
