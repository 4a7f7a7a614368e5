import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { rosterKeys } from '@/features/roster/api/keys';
import { coachNoteKeys } from '@/features/coach-notes/api/keys';
import { teamKeys } from './keys';
import { invalidateTeamPlayers } from './invalidate-team-players';
import { teamQuery } from './team';
import { teamPlayersQuery } from './team-players';
import { collegeInteractionQuery } from './college-interaction';
import { myTeamsQuery } from './my-teams';
import { rosterQuery } from '@/features/roster/api/roster';
import { playerProfileQuery } from '@/features/roster/api/player-profile';

/** A cache holding every query of two teams, as the Team Management screen leaves it. */
function filledCache() {
  const qc = new QueryClient();
  const keys = {
    mine: myTeamsQuery().queryKey,
    ...Object.fromEntries(
      ['A', 'B'].flatMap((t) => [
        [`detail${t}`, teamQuery(t).queryKey],
        [`players${t}`, teamPlayersQuery(t).queryKey],
        [`college${t}`, collegeInteractionQuery(t).queryKey],
        [`roster${t}`, rosterQuery(t).queryKey],
        [`profile${t}`, playerProfileQuery(t, 'u1').queryKey],
        [`note${t}`, coachNoteKeys.note(t, 'u1')],
      ]),
    ),
  } as Record<string, readonly unknown[]>;
  for (const key of Object.values(keys)) qc.setQueryData(key, { filled: true });
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => qc.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { qc, stale };
}

describe('query-key factories (docs/decisions/0045-query-key-factories.md)', () => {
  it('every query of a team sits under teamKeys.team(code), every roster query under rosterKeys.team(code)', () => {
    for (const key of [teamQuery('A').queryKey, teamPlayersQuery('A').queryKey, collegeInteractionQuery('A').queryKey])
      expect(key.slice(0, teamKeys.team('A').length)).toEqual(teamKeys.team('A'));
    for (const key of [rosterQuery('A').queryKey, playerProfileQuery('A', 'u1').queryKey])
      expect(key.slice(0, rosterKeys.team('A').length)).toEqual(rosterKeys.team('A'));
  });

  it("a change to a team's players makes that team's lists and its roster stale, nothing of another team", async () => {
    const { qc, stale } = filledCache();
    await invalidateTeamPlayers(qc, 'A');
    expect(stale()).toEqual(['collegeA', 'detailA', 'playersA', 'profileA', 'rosterA']);
  });
});
