import { describe, expect, it } from 'vitest';
import type { Actor } from './roles.ts';
import type { GuardianLinkSnapshot } from './policies.ts';
import {
  abilityRules,
  allow,
  allowPolicy,
  playerData,
  policyNames,
  submissionAbilities,
  teamAbilities,
  type TeamAccessSnapshot,
} from './policies.ts';

// The rules as the table states them (the names of the functions they replaced, for reading).
const isTeamAdministrator = (a: Actor | null | undefined, t: TeamAccessSnapshot) => allow(a, 'manage', t);
const canAccessTeam = (a: Actor | null | undefined, t: TeamAccessSnapshot) => allow(a, 'view', t);
const canViewPlayerData = (a: Actor | null | undefined, ownerId: string, teams: TeamAccessSnapshot[]) =>
  allow(a, 'view', playerData(ownerId, teams));
const canEditPlayerSubmission = (a: Actor | null | undefined, teams: TeamAccessSnapshot[]) =>
  submissionAbilities(a, playerData('player1', teams)).editSubmission;

const team = (approved: string[] = []): TeamAccessSnapshot => ({
  kind: 'team',
  teamCode: 'TIGERS1',
  ownerId: 'owner',
  administratorIds: ['teamadmin'],
  coachIds: ['assistant'],
  approvedOrganizationIds: approved,
});
const actor = (userId: string, over: Partial<Actor> = {}): Actor => ({
  userId,
  role: 'player',
  isCoach: false,
  ...over,
});

const people: Record<string, Actor | null> = {
  owner: actor('owner', { role: 'coach', isCoach: true }),
  teamAdministrator: actor('teamadmin', { role: 'coach', isCoach: true }),
  teamCoach: actor('assistant', { role: 'coach', isCoach: true }),
  programAdminApproved: actor('pa1', {
    role: 'organization_admin',
    organizationId: 'org-a',
    organizationRole: 'program_admin',
  }),
  programAdminOtherOrg: actor('pa2', {
    role: 'organization_admin',
    organizationId: 'org-b',
    organizationRole: 'program_admin',
  }),
  otherCoach: actor('coach2', { role: 'coach', isCoach: true }),
  player: actor('player1'),
  stranger: actor('stranger'),
  siteAdmin: actor('root', { role: 'admin' }),
  anonymous: null,
};

// [person, request state of org-a] → [isTeamAdministrator, canAccessTeam]
const matrix: Array<[string, 'approved' | 'pending' | 'rejected', boolean, boolean]> = [
  ['owner', 'pending', true, true],
  ['teamAdministrator', 'pending', true, true],
  ['teamCoach', 'pending', true, true],
  ['programAdminApproved', 'approved', false, true],
  ['programAdminApproved', 'pending', false, false],
  ['programAdminApproved', 'rejected', false, false],
  ['programAdminOtherOrg', 'approved', false, false],
  ['otherCoach', 'approved', false, false],
  ['player', 'approved', false, false],
  ['stranger', 'approved', false, false],
  ['siteAdmin', 'pending', true, true],
  ['anonymous', 'approved', false, false],
];

describe('team access matrix', () => {
  it.each(matrix)('%s with org-a %s → administrator %s, access %s', (who, state, admin, access) => {
    const t = team(state === 'approved' ? ['org-a'] : []);
    expect(isTeamAdministrator(people[who], t)).toBe(admin);
    expect(canAccessTeam(people[who], t)).toBe(access);
  });

  it('lets the owner of a submission and coaches of their teams view it, nobody else', () => {
    const teams = [team(['org-a'])];
    expect(canViewPlayerData(people.player, 'player1', teams)).toBe(true);
    expect(canViewPlayerData(people.owner, 'player1', teams)).toBe(true);
    expect(canViewPlayerData(people.programAdminApproved, 'player1', teams)).toBe(true);
    expect(canViewPlayerData(people.stranger, 'player1', teams)).toBe(false);
    expect(canViewPlayerData(people.otherCoach, 'player1', teams)).toBe(false);
    expect(canViewPlayerData(people.owner, 'player1', [])).toBe(false);
  });

  it('lets only team administrators edit a player submission (not program admins)', () => {
    const teams = [team(['org-a'])];
    expect(canEditPlayerSubmission(people.teamCoach, teams)).toBe(true);
    expect(canEditPlayerSubmission(people.programAdminApproved, teams)).toBe(false);
    expect(canEditPlayerSubmission(people.player, teams)).toBe(false);
  });
});

describe('metric sources (docs/decisions/0062-metric-sources.md)', () => {
  // [person, verifyMetrics, recordEvents] for a team with org-a's request approved
  const rows: Array<[string, boolean, boolean]> = [
    ['owner', true, true],
    ['teamAdministrator', true, true],
    ['teamCoach', true, true],
    ['programAdminApproved', false, true],
    ['programAdminOtherOrg', false, false],
    ['otherCoach', false, false],
    ['player', false, false],
    ['stranger', false, false],
    ['siteAdmin', false, true],
    ['anonymous', false, false],
  ];
  it.each(rows)('%s → verify %s, record events %s', (who, verify, events) => {
    const t = team(['org-a']);
    expect(allowPolicy(people[who], 'team.verifyMetrics', t)).toBe(verify);
    expect(allowPolicy(people[who], 'team.recordEvents', t)).toBe(events);
  });
});

describe('the policy table', () => {
  it('names every rule resource.action, and allow refuses everyone signed out', () => {
    expect(policyNames).toContain('team.view');
    expect(policyNames).toContain('site.administer');
    expect(new Set(policyNames).size).toBe(policyNames.length);
    expect(allow(null, 'administer', { kind: 'site' })).toBe(false);
    expect(allow(people.siteAdmin, 'administer', { kind: 'site' })).toBe(true);
    expect(allow(people.owner, 'administer', { kind: 'site' })).toBe(false);
  });
});

describe('team.messagePlayers', () => {
  it("lets only the team's own staff e-mail its players and guardians (not program admins, not site admins)", () => {
    const t = team(['org-a']);
    const allowed = Object.entries(people)
      .filter(([, who]) => allow(who, 'messagePlayers', t))
      .map(([name]) => name);
    expect(allowed).toEqual(['owner', 'teamAdministrator', 'teamCoach']);
  });
});

describe('the abilities sent to the screens', () => {
  it('names every ability after a rule of the table, a team ability after its action', () => {
    for (const group of Object.values(abilityRules))
      for (const rule of Object.values(group)) expect(policyNames).toContain(rule);
    for (const [ability, rule] of Object.entries(abilityRules.team)) expect(rule).toBe(`team.${ability}`);
  });

  it('answers each team ability with its rule, for every kind of viewer', () => {
    const t = team(['org-a']);
    for (const who of Object.values(people)) {
      const abilities = teamAbilities(who, t);
      for (const [ability, rule] of Object.entries(abilityRules.team))
        expect(abilities[ability as keyof typeof abilities]).toBe(allowPolicy(who, rule, t));
    }
  });
});

describe('families (docs/decisions/0060-families.md)', () => {
  const guardian = (userId = 'g1'): Actor => ({ userId, role: 'guardian', isCoach: false });
  const player: Actor = { userId: 'p1', role: 'player', isCoach: false };
  const data = (guardians: { userId: string; mayEdit: boolean }[]) => playerData('p1', [], guardians);

  it('lets an active guardian act for the player, and edit only when the player allows it', () => {
    expect(allowPolicy(guardian(), 'playerData.actFor', data([{ userId: 'g1', mayEdit: false }]))).toBe(true);
    expect(allowPolicy(guardian(), 'playerData.editFor', data([{ userId: 'g1', mayEdit: false }]))).toBe(false);
    expect(allowPolicy(guardian(), 'playerData.editFor', data([{ userId: 'g1', mayEdit: true }]))).toBe(true);
    expect(allowPolicy(guardian(), 'playerData.view', data([{ userId: 'g1', mayEdit: false }]))).toBe(true);
    // no link (or another guardian's): nothing
    expect(allowPolicy(guardian('g2'), 'playerData.actFor', data([{ userId: 'g1', mayEdit: true }]))).toBe(false);
    expect(allowPolicy(guardian(), 'playerData.view', data([]))).toBe(false);
    // the player always; a non-guardian account named as a guardian never
    expect(allowPolicy(player, 'playerData.editFor', data([]))).toBe(true);
    const coach: Actor = { userId: 'g1', role: 'coach', isCoach: true };
    expect(allowPolicy(coach, 'playerData.actFor', data([{ userId: 'g1', mayEdit: true }]))).toBe(false);
  });

  it('any active guardian may turn the public profile off, whatever "may edit" says (playerData.hideProfile)', () => {
    expect(allowPolicy(guardian(), 'playerData.hideProfile', data([{ userId: 'g1', mayEdit: false }]))).toBe(true);
    expect(allowPolicy(player, 'playerData.hideProfile', data([]))).toBe(true);
    expect(allowPolicy(guardian('g2'), 'playerData.hideProfile', data([{ userId: 'g1', mayEdit: true }]))).toBe(false);
    const coach: Actor = { userId: 'g1', role: 'coach', isCoach: true };
    expect(allowPolicy(coach, 'playerData.hideProfile', data([{ userId: 'g1', mayEdit: true }]))).toBe(false);
  });

  it('links: the invited side accepts once; either side ends or configures; the active guardian consents', () => {
    const link = (over: Partial<GuardianLinkSnapshot> = {}): GuardianLinkSnapshot => ({
      kind: 'guardianLink',
      status: 'pending',
      guardianId: 'g1',
      playerId: 'p1',
      guardianAgreed: false,
      playerAgreed: true,
      ...over,
    });
    expect(allowPolicy(guardian(), 'guardianLink.accept', link())).toBe(true);
    expect(allowPolicy(player, 'guardianLink.accept', link())).toBe(false);
    expect(allowPolicy(guardian('g2'), 'guardianLink.accept', link())).toBe(false);
    expect(allowPolicy(guardian(), 'guardianLink.accept', link({ status: 'ended' }))).toBe(false);
    expect(allowPolicy(player, 'guardianLink.end', link())).toBe(true);
    expect(allowPolicy(guardian(), 'guardianLink.end', link({ status: 'ended' }))).toBe(false);
    expect(allowPolicy(player, 'guardianLink.configure', link({ status: 'active' }))).toBe(true);
    expect(allowPolicy(guardian(), 'guardianLink.consent', link({ status: 'active' }))).toBe(true);
    expect(allowPolicy(guardian(), 'guardianLink.consent', link())).toBe(false);
    expect(allowPolicy(player, 'guardianLink.consent', link({ status: 'active' }))).toBe(false);
    // a player account is never the guardian side, even with the guardian's id
    expect(allowPolicy({ ...player, userId: 'g1' }, 'guardianLink.end', link())).toBe(false);
  });

  it('only players and guardians link family accounts', () => {
    expect(allowPolicy(player, 'site.linkFamily', { kind: 'site' })).toBe(true);
    expect(allowPolicy(guardian(), 'site.linkFamily', { kind: 'site' })).toBe(true);
    expect(allowPolicy({ userId: 'c', role: 'coach', isCoach: true }, 'site.linkFamily', { kind: 'site' })).toBe(false);
  });
});
