import { describe, expect, it } from 'vitest';
import type { Actor } from './roles.ts';
import { allow, playerData, site, staffEntryActions, type TeamAccessSnapshot } from './policies.ts';
import {
  coachJoinByCode,
  grantsTeamAccess,
  playerJoinByCode,
  staffStatusAfter,
  type StaffDecision,
} from './team-staff.ts';
import { organizationRedeemOutcome } from '../organizations/admin-requests.ts';

// The rules as the table states them (the names of the functions they replaced, for reading).
type Who = Actor | null;
const isTeamAdministrator = (a: Who, t: TeamAccessSnapshot) => allow(a, 'manage', t);
const canAccessTeam = (a: Who, t: TeamAccessSnapshot) => allow(a, 'view', t);
const canViewPlayerData = (a: Who, ownerId: string, teams: TeamAccessSnapshot[]) =>
  allow(a, 'view', playerData(ownerId, teams));
const canDecideStaffRequest = (a: Who, t: TeamAccessSnapshot) =>
  allow(a, 'decide', { kind: 'teamStaff', team: t, userId: 'pending' });
const canRemoveStaff = (a: Who, t: TeamAccessSnapshot, userId: string) =>
  allow(a, 'remove', { kind: 'teamStaff', team: t, userId });
const mayDecideStaff = (a: Who, t: TeamAccessSnapshot, userId: string, d: StaffDecision) =>
  allow(a, d === 'remove' ? 'remove' : 'decide', { kind: 'teamStaff', team: t, userId });
const canRedeemOrganizationCode = (a: Who) => allow(a, 'redeemOrganizationCode', site);
const canDecideOrganizationAdminRequest = (a: Who, r: { organizationId: string; userId: string }) =>
  allow(a, 'decide', { kind: 'organizationAdminRequest', ...r });

const actor = (userId: string, over: Partial<Actor> = {}): Actor => ({ userId, role: 'coach', isCoach: true, ...over });
// The snapshot holds approved staff only (the server filters rows with grantsTeamAccess).
const rows = [
  { userId: 'assistant', status: 'approved' },
  { userId: 'pending', status: 'pending' },
  { userId: 'gone', status: 'removed' },
];
const team: TeamAccessSnapshot = {
  kind: 'team',
  teamCode: 'T1',
  ownerId: 'owner',
  administratorIds: ['teamadmin'],
  coachIds: rows.filter((r) => grantsTeamAccess(r.status)).map((r) => r.userId),
  approvedOrganizationIds: [],
};

describe('team staff states', () => {
  it('only an approved row grants anything: a pending or removed coach can neither read nor manage the team, nor see its players', () => {
    for (const who of ['pending', 'gone']) {
      expect(isTeamAdministrator(actor(who), team)).toBe(false);
      expect(canAccessTeam(actor(who), team)).toBe(false);
      expect(canViewPlayerData(actor(who), 'player1', [team])).toBe(false);
    }
    expect(canAccessTeam(actor('assistant'), team)).toBe(true);
  });

  it('a coach joining by code becomes pending; staff and pending coaches are told so; a removed coach may ask again', () => {
    expect(coachJoinByCode(null, false)).toBe('request');
    expect(coachJoinByCode('removed', false)).toBe('request');
    expect(coachJoinByCode('pending', false)).toBe('already_pending');
    expect(coachJoinByCode('approved', false)).toBe('already_staff');
    expect(coachJoinByCode(null, true)).toBe('already_staff');
  });

  it('a removed player cannot rejoin by code', () => {
    expect(playerJoinByCode(null)).toBe('join');
    expect(playerJoinByCode('active')).toBe('already_member');
    expect(playerJoinByCode('removed')).toBe('refused');
  });

  it('the owner and team administrators decide requests; approved coaches, other coaches and players do not', () => {
    expect(canDecideStaffRequest(actor('owner'), team)).toBe(true);
    expect(canDecideStaffRequest(actor('teamadmin'), team)).toBe(true);
    expect(canDecideStaffRequest(actor('root', { role: 'admin' }), team)).toBe(true);
    expect(canDecideStaffRequest(actor('assistant'), team)).toBe(false);
    expect(canDecideStaffRequest(actor('pending'), team)).toBe(false);
    expect(canDecideStaffRequest(actor('player', { role: 'player', isCoach: false }), team)).toBe(false);
    expect(canDecideStaffRequest(null, team)).toBe(false);
  });

  it('only the owner (or a site admin) removes coaches and administrators, never the owner or themselves', () => {
    expect(canRemoveStaff(actor('owner'), team, 'assistant')).toBe(true);
    expect(canRemoveStaff(actor('owner'), team, 'teamadmin')).toBe(true);
    expect(canRemoveStaff(actor('owner'), team, 'owner')).toBe(false);
    expect(canRemoveStaff(actor('teamadmin'), team, 'assistant')).toBe(false);
    expect(canRemoveStaff(actor('assistant'), team, 'assistant')).toBe(false);
    expect(canRemoveStaff(actor('root', { role: 'admin' }), team, 'owner')).toBe(false);
    expect(canRemoveStaff(actor('root', { role: 'admin' }), team, 'assistant')).toBe(true);
    expect(mayDecideStaff(actor('teamadmin'), team, 'pending', 'approve')).toBe(true);
    expect(mayDecideStaff(actor('teamadmin'), team, 'assistant', 'remove')).toBe(false);
  });

  it('moves between states only as the decisions allow', () => {
    expect(staffStatusAfter('pending', 'approve')).toBe('approved');
    expect(staffStatusAfter('pending', 'decline')).toBe('removed');
    expect(staffStatusAfter('approved', 'remove')).toBe('removed');
    expect(staffStatusAfter('pending', 'remove')).toBe('removed');
    expect(staffStatusAfter('approved', 'approve')).toBeNull();
    expect(staffStatusAfter('removed', 'approve')).toBeNull();
    expect(staffStatusAfter('removed', 'remove')).toBeNull();
    expect(staffStatusAfter('approved', 'decline')).toBeNull();
  });

  it('offers Approve/Decline on pending entries and Remove on approved ones, only to those who may', () => {
    expect(staffEntryActions(actor('owner'), team, { userId: 'pending', status: 'pending', isOwner: false })).toEqual({
      approve: true,
      decline: true,
      remove: false,
    });
    expect(
      staffEntryActions(actor('owner'), team, { userId: 'assistant', status: 'approved', isOwner: false }),
    ).toEqual({ approve: false, decline: false, remove: true });
    expect(staffEntryActions(actor('owner'), team, { userId: 'owner', status: 'approved', isOwner: true })).toEqual({
      approve: false,
      decline: false,
      remove: false,
    });
    expect(
      staffEntryActions(actor('assistant'), team, { userId: 'pending', status: 'pending', isOwner: false }),
    ).toEqual({ approve: false, decline: false, remove: false });
  });
});

describe('organization code redemption', () => {
  const orgAdmin = actor('oa', { role: 'organization_admin', isCoach: false });
  it('only organization administrator accounts may redeem, and it becomes a pending request', () => {
    expect(canRedeemOrganizationCode(orgAdmin)).toBe(true);
    for (const role of ['player', 'coach', 'team_coach', 'admin'] as const)
      expect(canRedeemOrganizationCode(actor('x', { role }))).toBe(false);
    expect(organizationRedeemOutcome(orgAdmin, 'org', false)).toBe('request');
    expect(organizationRedeemOutcome(orgAdmin, 'org', true)).toBe('already_pending');
    expect(
      organizationRedeemOutcome(
        { ...orgAdmin, organizationId: 'org', organizationRole: 'program_admin' },
        'org',
        false,
      ),
    ).toBe('already_admin');
    expect(
      organizationRedeemOutcome(
        { ...orgAdmin, organizationId: 'other', organizationRole: 'program_admin' },
        'org',
        false,
      ),
    ).toBe('request');
  });
  it("is decided by the organization's program admins or a site admin, never by the redeemer or another organization", () => {
    const request = { organizationId: 'org', userId: 'oa' };
    expect(
      canDecideOrganizationAdminRequest(
        actor('pa', { role: 'organization_admin', organizationId: 'org', organizationRole: 'program_admin' }),
        request,
      ),
    ).toBe(true);
    expect(
      canDecideOrganizationAdminRequest(
        actor('pb', { role: 'organization_admin', organizationId: 'other', organizationRole: 'program_admin' }),
        request,
      ),
    ).toBe(false);
    expect(canDecideOrganizationAdminRequest(actor('root', { role: 'admin' }), request)).toBe(true);
    expect(
      canDecideOrganizationAdminRequest(
        { ...orgAdmin, organizationId: 'org', organizationRole: 'program_admin' },
        request,
      ),
    ).toBe(false);
    expect(canDecideOrganizationAdminRequest(null, request)).toBe(false);
  });
});
