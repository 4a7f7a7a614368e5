import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicProfileSettingsSchema } from '@dugout/domain/public-profile';
import { apiGet } from '@/lib/api';
import { publicProfileKeys } from './keys';

/**
 * GET /api/public-profile: the settings, the page's address and whether it is live now (and why not). Always read
 * again when the screen opens: a guardian's consent or a birthday may have changed what the server says.
 */
export const publicProfileQuery = queryOptions({
  queryKey: publicProfileKeys.settings(),
  queryFn: ({ signal }) => apiGet('/api/public-profile', publicProfileSettingsSchema, undefined, signal),
  staleTime: 0,
});
export const usePublicProfile = () => useQuery(publicProfileQuery);
