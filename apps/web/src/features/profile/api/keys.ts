import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/keys';
import { submissionKeys } from '@/features/submissions/api/keys';
import { teamKeys } from '@/features/teams/api/keys';
import { rosterKeys } from '@/features/roster/api/keys';
import { collegeKeys } from '@/features/colleges/api/keys';

/** Every query key of the profile feature, built here only (docs/decisions/0045-query-key-factories.md). */
export const profileKeys = {
  all: ['profile'] as const,
  /** GET /api/profile */
  detail: () => [...profileKeys.all, 'detail'] as const,
  /** GET /api/profile/teams */
  teams: () => [...profileKeys.all, 'teams'] as const,
  /** look-ups while filling the form (reference data, not the profile) */
  zip: (zip: string) => [...profileKeys.all, 'zip', zip] as const,
  highSchools: (state: string, q: string) => [...profileKeys.all, 'high-schools', state, q] as const,
};

/**
 * What a saved profile (name, photo, e-mail, school, position, graduation year) makes stale: the profile, the current
 * user (the header's name and photo), the player block of every dashboard, and the lists that show the person (their
 * teams' players and staff, the roster and player profiles, a school's team players). The one place that says so.
 */
export const invalidateMyProfile = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: profileKeys.detail() }),
    qc.invalidateQueries({ queryKey: profileKeys.teams() }),
    qc.invalidateQueries({ queryKey: authKeys.me() }),
    qc.invalidateQueries({ queryKey: submissionKeys.dashboards() }),
    qc.invalidateQueries({ queryKey: teamKeys.all }),
    qc.invalidateQueries({ queryKey: rosterKeys.all }),
    qc.invalidateQueries({ queryKey: collegeKeys.teamPlayers() }),
  ]);
