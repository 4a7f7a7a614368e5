import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationListSchema } from '@dugout/domain/organizations';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { organizationKeys } from './keys';

/** GET /api/organizations: active organizations to choose from (a team's organization request). */
export const fetchOrganizations = async (signal?: AbortSignal) =>
  (await apiGet('/api/organizations', organizationListSchema, undefined, signal)).organizations;
export const organizationsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: organizationKeys.list(),
    queryFn: ({ signal }) => fetchOrganizations(signal),
    staleTime: minutes(5),
    enabled,
    retry: 0,
  });
export const useOrganizations = (enabled: boolean) => useQuery(organizationsQuery(enabled));
