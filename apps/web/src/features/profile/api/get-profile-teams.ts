import { profileTeamsSchema } from '@dugout/domain/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { profileKeys } from './keys';

export type { ProfileTeams } from '@dugout/domain/profile';
/** GET /api/profile/teams */
export const profileTeamsQuery = queryOptions({
  queryKey: profileKeys.teams(),
  queryFn: ({ signal }) => apiGet('/api/profile/teams', profileTeamsSchema, undefined, signal),
});
export const useProfileTeams = () => useQuery(profileTeamsQuery);
