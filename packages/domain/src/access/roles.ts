/**
 * Account roles (docs/spec/part-1-accounts-teams-organizations.md section 6, docs/decisions/0001-account-types.md;
 * 'guardian', a parent or guardian linked to players: docs/decisions/0060-families.md).
 */
export const accountRoles = [
  'player',
  'coach',
  'team_coach',
  'team_admin_and_coach',
  'organization_admin',
  'admin',
  'guardian',
] as const;
export type AccountRole = (typeof accountRoles)[number];

/** What a person reads for each role: every screen that names a role uses this map, never the stored id. */
export const accountRoleLabels: Record<AccountRole, string> = {
  player: 'Player',
  coach: 'Coach',
  team_coach: 'Team Coach',
  team_admin_and_coach: 'Team Admin & Coach',
  organization_admin: 'Organization Admin',
  admin: 'Site Admin',
  guardian: 'Parent / Guardian',
};
export const accountRoleLabel = (role: AccountRole): string => accountRoleLabels[role];

/** The account types offered at sign-up; `admin` exists only by seed data or the CLI. */
export const signUpAccountTypes = ['player', 'coach', 'organization_admin', 'guardian'] as const;
export type SignUpAccountType = (typeof signUpAccountTypes)[number];

/** What policies know about the person acting: a snapshot, never a database row. */
export interface Actor {
  userId: string;
  role: AccountRole;
  isCoach: boolean;
  organizationId?: string | null;
  organizationRole?: 'program_admin' | null;
}

/** coach: is_coach true, or role team_coach or team_admin_and_coach (docs/spec/part-1-accounts-teams-organizations.md section 6). */
export const isCoachActor = (a: Pick<Actor, 'role' | 'isCoach'>): boolean =>
  a.isCoach || a.role === 'coach' || a.role === 'team_coach' || a.role === 'team_admin_and_coach';

export const isSiteAdmin = (a: Pick<Actor, 'role'> | null | undefined): boolean => a?.role === 'admin';
