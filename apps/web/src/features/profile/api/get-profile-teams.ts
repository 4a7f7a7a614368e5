import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

export interface ProfileTeams {
  coached: Array<{ teamCode: string; teamName: string; city: string | null; state: string | null; isOwner: boolean }>;
  playing: Array<{ teamCode: string; teamName: string; city: string | null; state: string | null; joinedAt: string }>;
}
/** GET /api/profile/teams */
export const profileTeamsQuery = queryOptions({ queryKey: ['profile', { teams: true }], queryFn: ({ signal }) => apiGet<ProfileTeams>('/api/profile/teams', undefined, signal) });
export const useProfileTeams = () => useQuery(profileTeamsQuery);
