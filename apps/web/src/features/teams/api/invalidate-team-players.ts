// Apart from keys.ts: the submissions keys name the teams keys (invalidatePurchases), so keys.ts naming theirs back
// would be an import cycle (docs/decisions/0053-no-cycles-one-manifest-per-feature.md).
import type { QueryClient } from '@tanstack/react-query';
import { rosterKeys } from '@/features/roster/api/keys';
import { submissionKeys } from '@/features/submissions/api/keys';
import { collegeKeys } from '@/features/colleges/api/keys';
import { teamKeys } from './keys';

/**
 * What a change to a team's players makes stale (a removal, a rating, a commitment, an edited submission): the team's
 * own queries (members, invites, the active-player count of its detail, College Interaction) and its Player Roster
 * with the player profiles, the dashboards (a player's, opened from the team) and every school's team-players panel
 * (commitments, latest scores). The one place those lists are named, so no mutation forgets the roster.
 */
export const invalidateTeamPlayers = (qc: QueryClient, teamCode: string) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: teamKeys.team(teamCode) }),
    qc.invalidateQueries({ queryKey: rosterKeys.team(teamCode) }),
    qc.invalidateQueries({ queryKey: submissionKeys.dashboards() }),
    qc.invalidateQueries({ queryKey: collegeKeys.teamPlayers() }),
  ]);
