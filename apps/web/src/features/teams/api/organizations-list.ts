import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';

export interface OrganizationOption {
  id: string;
  name: string;
}
/** Active organizations to choose from (GET /api/organizations, built by the organizations feature). */
export const fetchOrganizations = async (signal?: AbortSignal): Promise<OrganizationOption[]> => {
  const res = await apiGet<{ organizations?: OrganizationOption[] } | OrganizationOption[]>('/api/organizations', undefined, signal);
  return Array.isArray(res) ? res : (res.organizations ?? []);
};
export const organizationsQuery = (enabled: boolean) => queryOptions({ queryKey: ['teams', { organizations: true }], queryFn: ({ signal }) => fetchOrganizations(signal), staleTime: minutes(5), enabled, retry: 0 });
export const useOrganizations = (enabled: boolean) => useQuery(organizationsQuery(enabled));
