import type { QueryClient } from '@tanstack/react-query';
import { teamKeys } from '@/features/teams/api/keys';
import { rosterKeys } from '@/features/roster/api/keys';
import { collegeKeys } from '@/features/colleges/api/keys';

/** Every query key of the tracker feature, built here only (docs/decisions/0045-query-key-factories.md). */
export const trackerKeys = {
  all: ['tracker'] as const,
  /** `user` null: my own tracker; a user id: a staff member's view of that player's tracker */
  list: (user: string | null) => [...trackerKeys.all, 'list', user] as const,
};

/**
 * What a change to the player's schools makes stale (a school added to or removed from the tracker, its information
 * or a contact action, the player's own commitment): the tracker (and the colleges' Add-to-tracker buttons, which read
 * it), every school's team-players panel (the player's commitment and tracker status there), and the team lists that
 * show them (the teams' players and College Interaction, the roster with the player profiles' followed colleges).
 */
export const invalidateMySchools = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: trackerKeys.all }),
    qc.invalidateQueries({ queryKey: collegeKeys.teamPlayers() }),
    qc.invalidateQueries({ queryKey: teamKeys.all }),
    qc.invalidateQueries({ queryKey: rosterKeys.all }),
  ]);
