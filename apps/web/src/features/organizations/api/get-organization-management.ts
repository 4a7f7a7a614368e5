import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationManagementSchema } from '@dugout/domain/organizations';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { organizationKeys } from './keys';

/** GET /api/organization-management — organization, approved teams, requests, program admins (fresh 2 minutes). */
export const organizationManagementQuery = (organizationId?: string) =>
  queryOptions({
    queryKey: organizationKeys.management(organizationId ?? null),
    queryFn: ({ signal }) =>
      apiGet('/api/organization-management', organizationManagementSchema, { organizationId }, signal),
    staleTime: minutes(2),
  });
export const useOrganizationManagement = (organizationId?: string) =>
  useQuery(organizationManagementQuery(organizationId));
