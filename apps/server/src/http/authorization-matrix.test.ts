import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  colleges,
  guardianConsents,
  guardianLinks,
  metricSubmissions,
  notifications,
  teamInvites,
  teamMembers,
  users,
} from '../db/schema/index.ts';
import {
  allowPolicy,
  organization,
  playerData,
  site,
  type Actor,
  type PolicyName,
  type ResourceOfPolicy,
  type TeamAccessSnapshot,
} from '@dugout/domain/access';
import { yearsBefore } from '@dugout/domain/families';
import { startTestStack, type TestStack } from '../test/test-app.ts';
import { createUser } from '../test/factories.ts';
import { openApiDocument } from './route.ts';
import { featureRouteList } from '../wiring.ts';

/**
 * The authorization matrix: every API route in the server's own route list (the OpenAPI document that defineRoute
 * feeds) × every kind of actor → the expected status class. A route without a row here fails the test, so a new
 * route cannot ship without deciding who may call it.
 */

const actors = [
  'anonymous',
  'disabled',
  'player',
  'otherPlayer',
  'removedPlayer',
  'owner',
  'coach',
  'pendingCoach',
  'otherCoach',
  'programAdmin',
  'programAdminPending',
  'orgAdminUnlinked',
  'siteAdmin',
  // Families (docs/decisions/0060-families.md): guardians of the matrix player (a minor) with an active link and both
  // consents, of another player, whose link was ended, and with an active link but no consent recorded …
  'guardian',
  'otherGuardian',
  'endedGuardian',
  'guardianNoConsent',
  // … and the same four sending X-Dugout-Player: <matrix player> (acting for the player; see actingOutcome).
  'guardianActing',
  'otherGuardianActing',
  'endedGuardianActing',
  'guardianNoConsentActing',
] as const;
type ActorKey = (typeof actors)[number];
/** The guardians that call with the acting-player header, and the actor each one is. */
const actingAs = {
  guardianActing: 'guardian',
  otherGuardianActing: 'otherGuardian',
  endedGuardianActing: 'endedGuardian',
  guardianNoConsentActing: 'guardianNoConsent',
} as const satisfies Partial<Record<ActorKey, ActorKey>>;
type ActingKey = keyof typeof actingAs;
const isActing = (a: ActorKey): a is ActingKey => a in actingAs;
/** '2xx', an exact status, 'no' (403 or 404: refused without saying whether it exists), or 'skip' (not called). */
type Outcome = '2xx' | 400 | 401 | 403 | 404 | 409 | 'no' | 'skip';
type Expectation = Partial<Record<ActorKey, Outcome>> & { rest?: Outcome };

const SIGNED_OUT: Expectation = { anonymous: 401, disabled: 401 };
const everyone = (o: Outcome): Expectation => ({ rest: o });
const signedIn = (o: Outcome, more: Expectation = {}): Expectation => ({ ...SIGNED_OUT, rest: o, ...more });

/**
 * The world as the policy table (packages/domain/src/access/policies.ts) sees it: each signed-in actor's snapshot and
 * the matrix team's (owner, one approved coach, approved by the program admin's organization). Ids are the actor keys.
 */
const snapshots: Record<Exclude<ActorKey, 'anonymous' | 'disabled' | ActingKey>, Actor> = {
  guardian: { userId: 'guardian', role: 'guardian', isCoach: false },
  otherGuardian: { userId: 'otherGuardian', role: 'guardian', isCoach: false },
  endedGuardian: { userId: 'endedGuardian', role: 'guardian', isCoach: false },
  guardianNoConsent: { userId: 'guardianNoConsent', role: 'guardian', isCoach: false },
  player: { userId: 'player', role: 'player', isCoach: false },
  otherPlayer: { userId: 'otherPlayer', role: 'player', isCoach: false },
  removedPlayer: { userId: 'removedPlayer', role: 'player', isCoach: false },
  owner: { userId: 'owner', role: 'coach', isCoach: true },
  coach: { userId: 'coach', role: 'coach', isCoach: true },
  pendingCoach: { userId: 'pendingCoach', role: 'coach', isCoach: true },
  otherCoach: { userId: 'otherCoach', role: 'coach', isCoach: true },
  programAdmin: {
    userId: 'programAdmin',
    role: 'organization_admin',
    isCoach: false,
    organizationId: 'org',
    organizationRole: 'program_admin',
  },
  programAdminPending: { userId: 'programAdminPending', role: 'organization_admin', isCoach: false },
  orgAdminUnlinked: { userId: 'orgAdminUnlinked', role: 'organization_admin', isCoach: false },
  siteAdmin: { userId: 'siteAdmin', role: 'admin', isCoach: false },
};
const matrixTeam: TeamAccessSnapshot = {
  kind: 'team',
  teamCode: 'MATRIX',
  ownerId: 'owner',
  administratorIds: [],
  coachIds: ['coach', 'spareCoachApproved'],
  approvedOrganizationIds: ['org'],
};
/** What a rule of the policy table says: allowed → `yes`, refused → 403, signed out → 401; `more` overrides. */
function byPolicy<P extends PolicyName>(
  policy: P,
  resource: ResourceOfPolicy<P>,
  more: Expectation = {},
  yes: Outcome = '2xx',
): Expectation {
  const e: Expectation = { ...SIGNED_OUT };
  for (const [a, actor] of Object.entries(snapshots))
    e[a as ActorKey] = allowPolicy(actor, policy, resource) ? yes : 403;
  return { ...e, ...more };
}
/** Team data: the team's approved staff, program admins of an approving organization, site admins. */
const teamRead = (more: Expectation = {}): Expectation => byPolicy('team.view', matrixTeam, more);
/** Team writes: the team's approved staff and site admins (not program admins). */
const teamWrite = (more: Expectation = {}, yes: Outcome = '2xx'): Expectation =>
  byPolicy('team.manage', matrixTeam, more, yes);
/** One player's data: the player, staff of their team, approving program admins, site admins. */
const playerDataRead = (more: Expectation = {}): Expectation =>
  byPolicy('playerData.view', playerData('player', [matrixTeam]), more);
const adminOnly = (siteAdmin: Outcome = '2xx'): Expectation => byPolicy('site.administer', site, {}, siteAdmin);
/** An object of the player's own (tracker row, log entry …): only the player; others are refused. */
const ownedByPlayer = (player: Outcome = '2xx'): Expectation => signedIn('no', { player });

type Fixtures = Awaited<ReturnType<typeof buildWorld>>;
interface Row {
  expect: Expectation;
  /** The path (with ids of the world) and a body; defaults: the route's path, and {} for writes. */
  call?: (w: Fixtures) => { path: string; body?: unknown };
}

/** A generic metrics file the matrix uploads: the player's weight, measured once. */
const matrixMetricsCsv = 'date,metric,value,unit,source_note\n2026-11-20,weight,181,lbs,Scale\n';

const table: Record<string, Row> = {
  // Accounts and public reads.
  'GET /api/me': { expect: everyone('2xx') },
  'POST /api/account/sign-up': { expect: everyone(400) },
  'POST /api/account/confirm-email': { expect: everyone(400) },
  'POST /api/account/confirm-email/resend': { expect: everyone(400) },
  'POST /api/session': { expect: everyone(400) },
  'DELETE /api/session': { expect: everyone('skip') },
  'POST /api/session/unlock': { expect: everyone(400) },
  'POST /api/password/forgot': { expect: everyone(400) },
  'POST /api/password/reset': { expect: everyone(400) },
  'POST /api/password/reset/check': { expect: everyone(400) },
  'POST /api/support': { expect: everyone(400) },
  'GET /api/branding': { expect: everyone('2xx') },
  'GET /api/colleges': { expect: everyone('2xx') },
  'GET /api/colleges/options': { expect: everyone('2xx') },
  'GET /api/colleges/{id}/profile': { expect: everyone('2xx'), call: () => ({ path: '/api/colleges/9701/profile' }) },
  // The public profile's documents (docs/decisions/0066-profile-documents.md): an unknown handle's are 404 for
  // everyone. The player's own PDF: the players' profiles exist by now (PUT /api/public-profile, registered earlier,
  // saved them), so 200 for them and their active guardians acting; 404 for accounts without a profile.
  'GET /p/{handle}/profile.pdf': { expect: everyone(404), call: () => ({ path: '/p/matrix-nobody/profile.pdf' }) },
  'GET /p/{handle}/preview.png': { expect: everyone(404), call: () => ({ path: '/p/matrix-nobody/preview.png' }) },
  'GET /api/public-profile/pdf': {
    expect: signedIn(404, { player: '2xx', otherPlayer: '2xx', removedPlayer: '2xx' }),
  },
  'GET /api/zip-codes/{zip}': { expect: everyone('skip') },
  'GET /api/high-schools': { expect: everyone(400) },
  'GET /api/invites/{token}': { expect: everyone(404), call: () => ({ path: '/api/invites/not-a-token' }) },
  'POST /api/invites/accept': { expect: everyone(400) },

  // Teams.
  'GET /api/teams': { expect: signedIn('2xx') },
  'POST /api/teams': { expect: signedIn(400) },
  'GET /api/teams/check': { expect: signedIn('2xx'), call: (w) => ({ path: `/api/teams/check?code=${w.teamCode}` }) },
  'POST /api/teams/join': { expect: signedIn(400) },
  'GET /api/teams/{code}': { expect: teamRead(), call: (w) => ({ path: `/api/teams/${w.teamCode}` }) },
  'PATCH /api/teams/{code}': {
    expect: teamWrite(),
    call: (w) => ({
      path: `/api/teams/${w.teamCode}`,
      body: {
        teamName: 'Matrix Hawks',
        city: 'Austin',
        state: 'TX',
        pocEmail: '',
        teamUrl: '',
        twitterHandle: '',
        instagramHandle: '',
      },
    }),
  },
  'POST /api/teams/{code}/logo': {
    expect: teamWrite({}, 400),
    call: (w) => ({ path: `/api/teams/${w.teamCode}/logo` }),
  },
  'POST /api/teams/{code}/staff/{userId}/decision': {
    expect: byPolicy(
      'teamStaff.decide',
      { kind: 'teamStaff', team: matrixTeam, userId: 'spareCoachPending' },
      { siteAdmin: 'skip' },
    ),
    call: (w) => ({
      path: `/api/teams/${w.teamCode}/staff/${w.ids.spareCoachPending}/decision`,
      body: { decision: 'approve' },
    }),
  },
  'DELETE /api/teams/{code}/staff/{userId}': {
    expect: byPolicy(
      'teamStaff.remove',
      { kind: 'teamStaff', team: matrixTeam, userId: 'spareCoachApproved' },
      {
        siteAdmin: 'skip',
      },
    ),
    call: (w) => ({ path: `/api/teams/${w.teamCode}/staff/${w.ids.spareCoachApproved}` }),
  },
  'GET /api/teams/{code}/players': { expect: teamRead(), call: (w) => ({ path: `/api/teams/${w.teamCode}/players` }) },
  'GET /api/teams/{code}/college-interaction': {
    expect: teamRead(),
    call: (w) => ({ path: `/api/teams/${w.teamCode}/college-interaction` }),
  },
  'GET /api/teams/{teamCode}/winter-training': {
    expect: teamRead(),
    call: (w) => ({ path: `/api/teams/${w.teamCode}/winter-training` }),
  },
  'POST /api/teams/{code}/invites': {
    expect: teamWrite(),
    call: (w) => ({
      path: `/api/teams/${w.teamCode}/invites`,
      body: {
        firstName: 'Ivy',
        lastName: 'Invite',
        email: `ivy.${Math.random().toString(36).slice(2, 8)}@example.test`,
        primaryPosition: 'OF',
        graduationYear: w.gradYear,
      },
    }),
  },
  'POST /api/teams/{code}/invites/import': {
    expect: teamWrite(),
    call: (w) => ({
      path: `/api/teams/${w.teamCode}/invites/import`,
      body: {
        players: [
          {
            firstName: 'Imp',
            lastName: 'Ort',
            email: `imp.${Math.random().toString(36).slice(2, 8)}@example.test`,
            primaryPosition: 'C',
            graduationYear: w.gradYear,
          },
        ],
      },
    }),
  },
  'POST /api/teams/{code}/invites/{inviteId}/send': {
    expect: teamWrite(),
    call: (w) => ({ path: `/api/teams/${w.teamCode}/invites/${w.ids.invite}/send` }),
  },
  'DELETE /api/teams/{code}/invites/{inviteId}': {
    expect: teamWrite({ coach: 'skip', siteAdmin: 'skip' }),
    call: (w) => ({ path: `/api/teams/${w.teamCode}/invites/${w.ids.spareInvite}` }),
  },
  // 'E-mail players & guardians': the team's own staff only (docs/decisions/0064-coaches-and-families.md).
  'POST /api/teams/{code}/messages': {
    expect: byPolicy('team.messagePlayers', matrixTeam),
    call: (w) => ({
      path: `/api/teams/${w.teamCode}/messages`,
      body: { memberIds: [w.ids.member], subject: 'Matrix', body: 'Hello team' },
    }),
  },
  'DELETE /api/teams/{code}/members/{memberId}': {
    expect: teamWrite({ coach: 'skip', siteAdmin: 'skip' }),
    call: (w) => ({ path: `/api/teams/${w.teamCode}/members/${w.ids.spareMember}` }),
  },
  'PUT /api/teams/{code}/members/{memberId}/rating': {
    expect: teamWrite(),
    call: (w) => ({
      path: `/api/teams/${w.teamCode}/members/${w.ids.member}/rating`,
      body: { kind: 'game', value: 4 },
    }),
  },
  'PUT /api/teams/{code}/members/{memberId}/commitment': {
    expect: teamWrite(),
    call: (w) => ({ path: `/api/teams/${w.teamCode}/members/${w.ids.member}/commitment`, body: { schoolId: 9701 } }),
  },
  'DELETE /api/teams/{code}/members/{memberId}/commitment': {
    expect: teamWrite(),
    call: (w) => ({ path: `/api/teams/${w.teamCode}/members/${w.ids.member}/commitment` }),
  },
  // Coach notes: each approved staff member's own note on an active player (program admins read the team, not
  // the coaches' notes). The PUT runs before the DELETE (route order), so each allowed actor deletes the note it wrote.
  'GET /api/teams/{code}/players/{userId}/coach-note': {
    expect: teamWrite(),
    call: (w) => ({ path: `/api/teams/${w.teamCode}/players/${w.ids.player}/coach-note` }),
  },
  'PUT /api/teams/{code}/players/{userId}/coach-note': {
    expect: teamWrite(),
    call: (w) => ({
      path: `/api/teams/${w.teamCode}/players/${w.ids.player}/coach-note`,
      body: { notes: 'Matrix note' },
    }),
  },
  'DELETE /api/teams/{code}/players/{userId}/coach-note': {
    expect: teamWrite(),
    call: (w) => ({ path: `/api/teams/${w.teamCode}/players/${w.ids.player}/coach-note` }),
  },
  'PATCH /api/teams/{code}/submissions/{submissionId}': {
    expect: teamWrite(),
    call: (w) => ({
      path: `/api/teams/${w.teamCode}/submissions/${w.ids.submission}`,
      body: { changes: { sixty: 7.1 }, editReason: 'Timed again at practice' },
    }),
  },
  'GET /api/roster/{code}': { expect: teamRead(), call: (w) => ({ path: `/api/roster/${w.teamCode}` }) },
  'GET /api/roster/{code}/players/{userId}': {
    expect: teamRead(),
    call: (w) => ({ path: `/api/roster/${w.teamCode}/players/${w.ids.player}` }),
  },
  'GET /api/colleges/{id}/team-players': {
    expect: teamRead(),
    call: (w) => ({ path: `/api/colleges/9701/team-players?team=${w.teamCode}` }),
  },

  // Metric sources (docs/decisions/0062-metric-sources.md): a player's own files and history; a coach's upload for a
  // team player (team.editSubmissions), verification (team.verifyMetrics: the team's staff only), events
  // (team.recordEvents: staff or an approving program admin).
  'POST /api/metrics/files/preview': {
    expect: signedIn('2xx'),
    call: () => ({ path: '/api/metrics/files/preview', body: { fileName: 'm.csv', content: matrixMetricsCsv } }),
  },
  'POST /api/metrics/files/confirm': { expect: signedIn(400) },
  'GET /api/metrics/files/template': { expect: everyone('2xx') },
  'GET /api/metrics/history': { expect: signedIn('2xx') },
  'POST /api/teams/{code}/members/{memberId}/metric-files/preview': {
    expect: byPolicy('team.editSubmissions', matrixTeam),
    call: (w) => ({
      path: `/api/teams/${w.teamCode}/members/${w.ids.member}/metric-files/preview`,
      body: { fileName: 'm.csv', content: matrixMetricsCsv },
    }),
  },
  'POST /api/teams/{code}/members/{memberId}/metric-files/confirm': {
    expect: byPolicy('team.editSubmissions', matrixTeam),
    call: (w) => ({
      path: `/api/teams/${w.teamCode}/members/${w.ids.member}/metric-files/confirm`,
      body: { fileName: 'm.csv', content: matrixMetricsCsv },
    }),
  },
  'POST /api/teams/{code}/verifications': {
    expect: byPolicy('team.verifyMetrics', matrixTeam),
    call: (w) => ({
      path: `/api/teams/${w.teamCode}/verifications`,
      body: { memberIds: [w.ids.member], metrics: ['height'] },
    }),
  },
  'POST /api/events': {
    expect: byPolicy('team.recordEvents', matrixTeam, {}, '2xx'),
    call: (w) => ({
      path: '/api/events',
      body: { name: 'Matrix Showcase', organiser: 'Matrix Events', date: '2026-11-01', teamCode: w.teamCode },
    }),
  },
  'GET /api/teams/{code}/events': { expect: teamRead(), call: (w) => ({ path: `/api/teams/${w.teamCode}/events` }) },
  'POST /api/events/{id}/results': {
    expect: byPolicy('team.recordEvents', matrixTeam),
    call: (w) => ({
      path: `/api/events/${w.ids.event}/results`,
      body: { rows: [{ memberId: w.ids.member, metric: 'sixty', value: 7.2 }] },
    }),
  },

  // One player's data read by others.
  'GET /api/tracker': { expect: playerDataRead(), call: (w) => ({ path: `/api/tracker?user=${w.ids.player}` }) },
  'GET /api/dashboard': {
    expect: playerDataRead(),
    call: (w) => ({ path: `/api/dashboard?user=${w.ids.player}&submission=${w.ids.submission}` }),
  },
  'GET /api/submissions/{id}': {
    expect: playerDataRead(),
    call: (w) => ({ path: `/api/submissions/${w.ids.submission}` }),
  },
  'POST /api/submissions/{id}/checkout': {
    expect: ownedByPlayer('skip'),
    call: (w) => ({ path: `/api/submissions/${w.ids.submission}/checkout` }),
  },

  // The signed-in user's own things: validation first (400), or a refusal on another user's object.
  'GET /api/submissions': { expect: signedIn('2xx') },
  'POST /api/submissions': { expect: signedIn(400) },
  'GET /api/payments/options': { expect: signedIn('2xx') },
  'GET /api/payments/demo/{sessionId}': {
    expect: signedIn(404),
    call: () => ({ path: '/api/payments/demo/00000000-0000-4000-8000-000000000000' }),
  },
  'POST /api/payments/demo/{sessionId}': {
    expect: signedIn(400),
    call: () => ({ path: '/api/payments/demo/00000000-0000-4000-8000-000000000000' }),
  },
  'POST /api/tracker': { expect: signedIn(400) },
  'PATCH /api/tracker/{trackerId}': {
    expect: ownedByPlayer(),
    call: (w) => ({ path: `/api/tracker/${w.ids.tracker}`, body: { pocName: 'Coach Lee', statusNotes: 'Called' } }),
  },
  'PUT /api/tracker/{trackerId}/actions/{actionType}': {
    expect: ownedByPlayer(),
    call: (w) => ({ path: `/api/tracker/${w.ids.tracker}/actions/questionnaire`, body: { completed: true } }),
  },
  'DELETE /api/tracker/{trackerId}': {
    expect: ownedByPlayer(),
    call: (w) => ({ path: `/api/tracker/${w.ids.spareTracker}` }),
  },
  // Tracked profile links (docs/decisions/0067-tracked-profile-links.md): POST runs before DELETE (route order).
  'POST /api/tracker/{trackerId}/profile-link': {
    expect: ownedByPlayer(),
    call: (w) => ({ path: `/api/tracker/${w.ids.tracker}/profile-link` }),
  },
  'DELETE /api/tracker/{trackerId}/profile-link': {
    expect: ownedByPlayer(),
    call: (w) => ({ path: `/api/tracker/${w.ids.tracker}/profile-link` }),
  },
  'GET /api/contact-log': { expect: signedIn('2xx'), call: () => ({ path: '/api/contact-log?schoolId=9701' }) },
  'POST /api/contact-log': { expect: signedIn(400) },
  'PUT /api/contact-log/{id}': {
    expect: ownedByPlayer(),
    call: (w) => ({
      path: `/api/contact-log/${w.ids.contactLog}`,
      body: { contactName: 'Coach Kim', contactDate: '2025-01-11', contactMethod: 'Text' },
    }),
  },
  'DELETE /api/contact-log/{id}': {
    expect: ownedByPlayer(),
    call: (w) => ({ path: `/api/contact-log/${w.ids.contactLog}` }),
  },
  'GET /api/winter-training': { expect: signedIn('2xx') },
  'POST /api/winter-training': { expect: signedIn(400) },
  'DELETE /api/winter-training/{id}': {
    expect: ownedByPlayer(),
    call: (w) => ({ path: `/api/winter-training/${w.ids.winter}` }),
  },
  'PUT /api/me/commitment': { expect: signedIn(400) },
  'DELETE /api/me/commitment': { expect: signedIn('skip') },
  'GET /api/profile': { expect: signedIn('2xx') },
  'PUT /api/profile': { expect: signedIn(400) },
  'DELETE /api/profile/email-change': { expect: signedIn('2xx') },
  'POST /api/profile/email-change/confirm': { expect: everyone(400) },
  'POST /api/profile/email-change/undo': { expect: everyone(400) },
  'POST /api/profile/password': { expect: signedIn(400) },
  'POST /api/profile/photo': { expect: signedIn('skip') },
  'GET /api/profile/teams': { expect: signedIn('2xx') },
  'GET /api/notifications': { expect: signedIn('2xx') },
  'POST /api/notifications/read-all': { expect: signedIn('2xx') },
  'POST /api/notifications/{id}/read': {
    expect: ownedByPlayer(),
    call: (w) => ({ path: `/api/notifications/${w.ids.notification}/read` }),
  },

  // Organizations.
  'GET /api/organizations': { expect: signedIn('2xx') },
  'POST /api/organizations': { expect: signedIn(400) },
  'PATCH /api/organizations/{id}': {
    expect: byPolicy('organization.manage', organization('org')),
    call: (w) => ({ path: `/api/organizations/${w.ids.org}`, body: { name: 'Matrix Baseball Club' } }),
  },
  'POST /api/organizations/join': { expect: signedIn(400) },
  'GET /api/organization-management': { expect: signedIn('2xx') },
  'GET /api/organization-requests/mine': { expect: signedIn('2xx') },
  'POST /api/organization-requests': { expect: signedIn(400) },
  'POST /api/organization-requests/{id}/decision': {
    expect: byPolicy('organization.decideRequests', organization('org'), { siteAdmin: 'skip' }),
    call: (w) => ({ path: `/api/organization-requests/${w.ids.orgRequest}/decision`, body: { status: 'approved' } }),
  },
  'POST /api/organization-admin-requests/{id}/decision': {
    expect: byPolicy(
      'organizationAdminRequest.decide',
      { kind: 'organizationAdminRequest', organizationId: 'org', userId: 'spareOrgAdmin' },
      { siteAdmin: 'skip' },
    ),
    call: (w) => ({
      path: `/api/organization-admin-requests/${w.ids.adminRequest}/decision`,
      body: { decision: 'approve' },
    }),
  },

  // Site administration: 401/403 before any input is read.
  'GET /api/admin/users': { expect: adminOnly() },
  'PATCH /api/admin/users/{id}': {
    expect: adminOnly('skip'),
    call: (w) => ({ path: `/api/admin/users/${w.ids.otherPlayer}`, body: { role: 'player' } }),
  },
  'GET /api/admin/teams': { expect: adminOnly() },
  'GET /api/admin/organizations': { expect: adminOnly() },
  'GET /api/admin/organization-requests': { expect: adminOnly() },
  'GET /api/admin/white-label': { expect: adminOnly() },
  'POST /api/admin/white-label': { expect: adminOnly(400) },
  'PUT /api/admin/white-label/{id}': {
    expect: adminOnly('skip'),
    call: () => ({ path: '/api/admin/white-label/00000000-0000-4000-8000-000000000000' }),
  },
  'DELETE /api/admin/white-label/{id}': {
    expect: adminOnly('skip'),
    call: () => ({ path: '/api/admin/white-label/00000000-0000-4000-8000-000000000000' }),
  },
  'GET /api/admin/support-requests': { expect: adminOnly() },
  'PATCH /api/admin/support-requests/{id}': {
    expect: adminOnly('skip'),
    call: () => ({ path: '/api/admin/support-requests/00000000-0000-4000-8000-000000000000' }),
  },
  'GET /api/admin/outbox': { expect: adminOnly() },
  'GET /api/admin/jobs': { expect: adminOnly() },
  'GET /api/admin/scoring-tables': { expect: adminOnly() },
  'PUT /api/admin/scoring-tables/weights': {
    expect: adminOnly(400),
    call: () => ({ path: '/api/admin/scoring-tables/weights' }),
  },
  'PUT /api/admin/scoring-tables/heights': { expect: adminOnly(400) },
  'GET /api/admin/scoring-tables/rescore': { expect: adminOnly() },
  'GET /api/admin/reports': { expect: adminOnly() },
  'GET /api/admin/reference-imports': { expect: adminOnly() },
  // Where do I fit? A player's answers and results are always their own (no user parameter); tables: read by anyone
  // signed in, edited by site admins.
  'GET /api/fit/interview': { expect: signedIn('2xx') },
  'PUT /api/fit/interview': { expect: signedIn('2xx') },
  'GET /api/fit/results': { expect: signedIn('2xx') },
  // each actor's own ranking only: the matrix player has a submission and answers; the others have nothing ranked
  'GET /api/fit/results/{id}': {
    expect: signedIn(404, { player: '2xx' }),
    call: () => ({ path: '/api/fit/results/9701' }),
  },
  'GET /api/fit/position-need/{id}': { expect: signedIn('2xx'), call: () => ({ path: '/api/fit/position-need/9701' }) },
  'GET /api/fit/contact-calendar': { expect: signedIn('2xx') },
  'GET /api/fit/benchmarks': { expect: signedIn('2xx') },
  'GET /api/fit/scoring-tables': { expect: signedIn('2xx') },
  'GET /api/fit/contact-rules': { expect: signedIn('2xx') },
  'PUT /api/admin/fit/benchmarks': { expect: adminOnly(400) },
  'PUT /api/admin/fit/contact-rules': { expect: adminOnly(400) },
  'POST /api/admin/reference-imports': { expect: adminOnly('skip') },
  'GET /api/admin/reference-imports/jobs/{id}': {
    expect: adminOnly(404),
    call: () => ({ path: '/api/admin/reference-imports/jobs/00000000-0000-4000-8000-000000000000' }),
  },
  'GET /api/admin/reference-health': { expect: adminOnly() },
  'POST /api/admin/outbox/{id}/retry': {
    expect: adminOnly(409),
    call: () => ({ path: '/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry' }),
  },
  'GET /api/admin/plans': { expect: adminOnly() },
  'PUT /api/admin/plans/{id}': {
    expect: adminOnly(400),
    call: () => ({ path: '/api/admin/plans/player-monthly', body: { priceCents: -1 } }),
  },

  // Subscriptions: plans are public; a subscription is its payer's (or its team's administrators'). An active plan
  // cannot be renewed early (409): past the policy, refused by the rule.
  'GET /api/subscription-plans': { expect: everyone('2xx') },
  'GET /api/subscriptions': { expect: signedIn('2xx') },
  'POST /api/subscriptions': { expect: signedIn(400) },
  'GET /api/subscriptions/{id}': {
    expect: ownedByPlayer(),
    call: (w) => ({ path: `/api/subscriptions/${w.ids.subscription}` }),
  },
  'POST /api/subscriptions/{id}/renew': {
    expect: ownedByPlayer(409),
    call: (w) => ({ path: `/api/subscriptions/${w.ids.subscription}/renew` }),
  },
  'POST /api/subscriptions/{id}/cancel': {
    expect: ownedByPlayer('skip'),
    call: (w) => ({ path: `/api/subscriptions/${w.ids.subscription}/cancel` }),
  },
  'GET /api/payments/demo-subscription/{sessionId}': {
    expect: signedIn(404),
    call: () => ({ path: '/api/payments/demo-subscription/demo_not_a_session' }),
  },
  // The success pages' question: answered only about the caller's own purchase, so the player's subscription id reads
  // 'none' (200) to everyone else — the same as an id that does not exist (purchase-status.test.ts checks the bodies).
  'GET /api/payments/status': {
    expect: signedIn('2xx'),
    call: (w) => ({ path: `/api/payments/status?subscription=${w.ids.subscription}` }),
  },
  'POST /api/payments/demo-subscription/{sessionId}': {
    expect: signedIn(400),
    call: () => ({ path: '/api/payments/demo-subscription/demo_not_a_session' }),
  },

  // Families (docs/decisions/0060-families.md): a link is seen and changed only by its two sides (anyone else: 404).
  'GET /api/family': { expect: signedIn('2xx') },
  'POST /api/family/invites': { expect: byPolicy('site.linkFamily', site, {}, 400) },
  // a spare guardian invited the matrix player: only the player accepts
  'POST /api/family/links/{id}/accept': {
    expect: signedIn('no', { player: '2xx' }),
    call: (w) => ({ path: `/api/family/links/${w.ids.pendingLink}/accept` }),
  },
  'DELETE /api/family/links/{id}': {
    expect: signedIn('no', { player: '2xx' }),
    call: (w) => ({ path: `/api/family/links/${w.ids.spareLink}` }),
  },
  // the player's setting on the guardian's link: the guardian is a side but may not set it (403)
  'PATCH /api/family/links/{id}': {
    expect: signedIn('no', { player: '2xx', guardian: 403 }),
    call: (w) => ({ path: `/api/family/links/${w.ids.guardianLink}`, body: { guardianMayEdit: false } }),
  },
  // consent on the link of the guardian who has recorded none: that guardian only; the player is refused by the rule
  'POST /api/family/links/{id}/consents': {
    expect: signedIn('no', { guardianNoConsent: '2xx', player: 403 }),
    call: (w) => ({ path: `/api/family/links/${w.ids.noConsentLink}/consents`, body: { scope: 'share_profile' } }),
  },
  'DELETE /api/family/links/{id}/consents/{scope}': {
    expect: signedIn('no', { guardian: '2xx', player: 403 }),
    call: (w) => ({ path: `/api/family/links/${w.ids.guardianLink}/consents/email_child` }),
  },
  'PUT /api/profile/sharing': {
    expect: signedIn('2xx'),
    call: () => ({ path: '/api/profile/sharing', body: { shareWithCollegeCoaches: false } }),
  },
  'PUT /api/profile/date-of-birth': { expect: signedIn(400) },
  // The public profile (docs/decisions/0065-public-profile.md): a player account's own settings, or an active guardian
  // acting for them; other accounts have none (403). Any active guardian may turn it off (playerData.hideProfile).
  'GET /api/public-profile': {
    expect: signedIn(403, { player: '2xx', otherPlayer: '2xx', removedPlayer: '2xx' }),
  },
  'PUT /api/public-profile': {
    expect: signedIn(403, {
      player: '2xx',
      otherPlayer: '2xx',
      removedPlayer: '2xx',
      guardianActing: '2xx',
      guardianNoConsentActing: '2xx',
    }),
    call: () => ({ path: '/api/public-profile', body: { enabled: false } }),
  },
  'PUT /api/public-profile/handle': {
    expect: signedIn(403, { player: 400, otherPlayer: 400, removedPlayer: 400 }),
    call: () => ({ path: '/api/public-profile/handle', body: { handle: 'x' } }),
  },
  // The page itself: public; an unknown handle is the same 404 for everyone.
  'GET /p/{handle}': { expect: everyone(404), call: () => ({ path: '/p/no-such-matrix-handle' }) },
};

/**
 * A guardian sending X-Dugout-Player: <matrix player>. Only routes marked 'player' read the header (others are not
 * called with it). The matrix player's active guardians get what the player gets on a read, and 403 on a write (the
 * player has not allowed changes) except a payment, which any active guardian may make; a guardian of another player,
 * or whose link ended, gets 404 'Player not found'. A row may set an acting actor's outcome itself.
 */
function actingOutcome(route: string, row: Row, a: ActingKey): Outcome {
  const explicit = row.expect[a];
  if (explicit) return explicit;
  const r = playerRoutes().get(route);
  if (!r) return 'skip';
  if (a === 'otherGuardianActing' || a === 'endedGuardianActing') return 404;
  const asPlayer = row.expect.player ?? row.expect.rest ?? 'skip';
  return r.method === 'get' || r.guardiansMayPay ? asPlayer : 403;
}
let playerRouteMap: Map<string, { method: string; guardiansMayPay?: true }> | undefined;
const playerRoutes = () =>
  (playerRouteMap ??= new Map(
    featureRouteList()
      .filter((r) => r.authorize === 'player')
      .map((r) => [`${r.method.toUpperCase()} ${r.path.replace(/:([a-zA-Z]+)/g, '{$1}')}`, r]),
  ));

let stack: TestStack;
let world: Fixtures;
type Client = ReturnType<TestStack['client']>;

async function buildWorld(s: TestStack) {
  await s.db
    .insert(colleges)
    .values({ schoolId: 9701, schoolName: 'Matrix State', division: 'D1', conference: 'Demo' });
  const gradYear = new Date().getFullYear() + 1;
  const u = {
    player: await createUser(s, 'player', { firstName: 'Mat', lastName: 'Player' }),
    otherPlayer: await createUser(s, 'player'),
    removedPlayer: await createUser(s, 'player'),
    sparePlayer: await createUser(s, 'player'),
    owner: await createUser(s, 'coach', { firstName: 'Olive', lastName: 'Owner' }),
    coach: await createUser(s, 'coach'),
    pendingCoach: await createUser(s, 'coach'),
    spareCoachPending: await createUser(s, 'coach'),
    spareCoachApproved: await createUser(s, 'coach'),
    otherCoach: await createUser(s, 'coach'),
    programAdmin: await createUser(s, 'organization_admin'),
    programAdminPending: await createUser(s, 'organization_admin'),
    spareOrgAdmin: await createUser(s, 'organization_admin'),
    orgAdminUnlinked: await createUser(s, 'organization_admin'),
    siteAdmin: await createUser(s, 'admin'),
    disabled: await createUser(s, 'player'),
    guardian: await createUser(s, 'guardian', { firstName: 'Gia', lastName: 'Guardian' }),
    otherGuardian: await createUser(s, 'guardian'),
    endedGuardian: await createUser(s, 'guardian'),
    guardianNoConsent: await createUser(s, 'guardian'),
    spareGuardian: await createUser(s, 'guardian'),
    spareGuardian2: await createUser(s, 'guardian'),
  };
  const ok = (res: { status: number; body: unknown }, what: string) => {
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const team = ok(
    await u.owner.client.post('/api/teams', {
      teamName: 'Matrix Hawks',
      teamType: 'Travel',
      city: 'Austin',
      state: 'TX',
      pocEmail: 'owner@matrix.test',
    }),
    'team',
  );
  const teamCode = team.teamCode as string;
  const otherTeam = ok(
    await u.otherCoach.client.post('/api/teams', {
      teamName: 'Other Owls',
      teamType: 'Travel',
      city: 'Dallas',
      state: 'TX',
      pocEmail: 'other@matrix.test',
    }),
    'other team',
  );
  for (const p of [u.player, u.removedPlayer, u.sparePlayer])
    ok(await p.client.post('/api/teams/join', { teamCode }), 'player join');
  for (const c of [u.coach, u.pendingCoach, u.spareCoachPending, u.spareCoachApproved])
    ok(await c.client.post('/api/teams/join', { teamCode }), 'coach join');
  for (const c of [u.coach, u.spareCoachApproved])
    ok(await u.owner.client.post(`/api/teams/${teamCode}/staff/${c.id}/decision`, { decision: 'approve' }), 'approve');
  const members = await s.db.select().from(teamMembers).where(eq(teamMembers.teamCode, teamCode));
  const memberOf = (id: string) => members.find((m) => m.userId === id)!.id;
  ok(await u.owner.client.delete(`/api/teams/${teamCode}/members/${memberOf(u.removedPlayer.id)}`), 'remove player');

  const org = ok(await u.programAdmin.client.post('/api/organizations', { name: 'Matrix Club' }), 'org');
  const request = ok(
    await u.owner.client.post('/api/organization-requests', { teamCode, organizationId: org.id }),
    'org request',
  );
  ok(
    await u.programAdmin.client.post(`/api/organization-requests/${request.id}/decision`, { status: 'approved' }),
    'approve org request',
  );
  const pendingRequest = ok(
    await u.otherCoach.client.post('/api/organization-requests', {
      teamCode: otherTeam.teamCode,
      organizationId: org.id,
    }),
    'pending org request',
  );
  for (const a of [u.programAdminPending, u.spareOrgAdmin])
    ok(await a.client.post('/api/organizations/join', { organizationCode: org.joinCode }), 'redeem');
  const mgmt = ok(await u.programAdmin.client.get('/api/organization-management'), 'management');
  const adminRequest = (mgmt.adminRequests as Array<{ id: string; userId: string }>).find(
    (r) => r.userId === u.spareOrgAdmin.id,
  )!.id;

  const invite = ok(
    await u.owner.client.post(`/api/teams/${teamCode}/invites`, {
      firstName: 'Sent',
      lastName: 'Invite',
      email: 'sent.invite@example.test',
      primaryPosition: 'OF',
      graduationYear: gradYear,
    }),
    'invite',
  );
  const spareInvite = ok(
    await u.owner.client.post(`/api/teams/${teamCode}/invites`, {
      firstName: 'Spare',
      lastName: 'Invite',
      email: 'spare.invite@example.test',
      primaryPosition: 'OF',
      graduationYear: gradYear,
    }),
    'spare invite',
  );
  const [submission] = await s.db
    .insert(metricSubmissions)
    .values({
      userId: u.player.id,
      paymentStatus: 'free',
      height: 72,
      weight: 180,
      sixty: 7.4,
      throwVelocity: 80,
      exitVelocity: 85,
      bats: 'Right',
      throws: 'Right',
      submittedPosition: 'OF',
      graduationYear: gradYear,
      submittedScore: 75,
    })
    .returning();
  const tracker = ok(
    await u.player.client.post('/api/tracker', {
      schoolId: 9701,
      schoolName: 'Matrix State',
      division: 'D1',
      conference: 'Demo',
    }),
    'tracker',
  );
  await s.db.insert(colleges).values({ schoolId: 9702, schoolName: 'Spare State', division: 'D2', conference: 'Demo' });
  const spareTracker = ok(
    await u.player.client.post('/api/tracker', {
      schoolId: 9702,
      schoolName: 'Spare State',
      division: 'D2',
      conference: 'Demo',
    }),
    'spare tracker',
  );
  const contactLog = ok(
    await u.player.client.post('/api/contact-log', {
      schoolId: 9701,
      contactName: 'Coach Kim',
      contactDate: '2025-01-10',
      contactMethod: 'Email',
    }),
    'contact log',
  );
  const winter = ok(
    await u.player.client.post('/api/winter-training', { collectionDate: '2026-01-05', exitVelocity: 85 }),
    'winter',
  );
  // PAYMENT_PROVIDER is `free` in tests: the plan starts at once.
  const subscription = ok(
    await u.player.client.post('/api/subscriptions', { planId: 'player-monthly' }),
    'subscription',
  );
  const event = ok(
    await u.owner.client.post('/api/events', {
      name: 'Matrix Combine',
      organiser: 'Matrix Events',
      date: '2026-10-01',
      teamCode,
    }),
    'event',
  );
  const [notification] = await s.db
    .insert(notifications)
    .values({ userId: u.player.id, kind: 'test', title: 'Hello', body: 'World' })
    .returning();
  await s.db.update(users).set({ disabled: true }).where(eq(users.id, u.disabled.id));
  // Families: the matrix player is 15 (a minor); its guardians' links as the actors' names say.
  await s.db
    .update(users)
    .set({ dateOfBirth: yearsBefore(new Date(), 15) })
    .where(eq(users.id, u.player.id));
  const now = new Date();
  const link = async (
    g: { id: string; email: string },
    p: { id: string; email: string },
    status: 'active' | 'ended' | 'pending',
  ) => {
    const [row] = await s.db
      .insert(guardianLinks)
      .values({
        guardianId: g.id,
        playerId: status === 'pending' ? null : p.id,
        guardianEmail: g.email,
        playerEmail: p.email,
        invitedBy: status === 'pending' ? 'guardian' : 'player',
        status,
        guardianAgreedAt: now,
        playerAgreedAt: status === 'pending' ? null : now,
        endedAt: status === 'ended' ? now : null,
      })
      .returning({ id: guardianLinks.id });
    return row!.id;
  };
  const guardianLink = await link(u.guardian, u.player, 'active');
  await s.db.insert(guardianConsents).values(
    (['share_profile', 'email_child'] as const).map((scope) => ({
      linkId: guardianLink,
      playerId: u.player.id,
      guardianId: u.guardian.id,
      scope,
    })),
  );
  await link(u.otherGuardian, u.otherPlayer, 'active');
  await link(u.endedGuardian, u.player, 'ended');
  const noConsentLink = await link(u.guardianNoConsent, u.player, 'active');
  const pendingLink = await link(u.spareGuardian, u.player, 'pending');
  const spareLink = await link(u.spareGuardian2, u.player, 'active');
  const inviteRows = await s.db.select().from(teamInvites).where(eq(teamInvites.teamCode, teamCode));
  expect(inviteRows.length).toBeGreaterThanOrEqual(2);

  const clients: Record<ActorKey, Client> = {
    anonymous: s.client(),
    disabled: u.disabled.client,
    player: u.player.client,
    otherPlayer: u.otherPlayer.client,
    removedPlayer: u.removedPlayer.client,
    owner: u.owner.client,
    coach: u.coach.client,
    pendingCoach: u.pendingCoach.client,
    otherCoach: u.otherCoach.client,
    programAdmin: u.programAdmin.client,
    programAdminPending: u.programAdminPending.client,
    orgAdminUnlinked: u.orgAdminUnlinked.client,
    siteAdmin: u.siteAdmin.client,
    guardian: u.guardian.client,
    otherGuardian: u.otherGuardian.client,
    endedGuardian: u.endedGuardian.client,
    guardianNoConsent: u.guardianNoConsent.client,
    guardianActing: u.guardian.client,
    otherGuardianActing: u.otherGuardian.client,
    endedGuardianActing: u.endedGuardian.client,
    guardianNoConsentActing: u.guardianNoConsent.client,
  };
  return {
    teamCode,
    gradYear,
    clients,
    ids: {
      player: u.player.id,
      otherPlayer: u.otherPlayer.id,
      org: org.id as string,
      orgRequest: pendingRequest.id as string,
      adminRequest,
      member: memberOf(u.player.id),
      spareMember: memberOf(u.sparePlayer.id),
      spareCoachPending: u.spareCoachPending.id,
      spareCoachApproved: u.spareCoachApproved.id,
      invite: invite.id as string,
      spareInvite: spareInvite.id as string,
      submission: submission!.id,
      tracker: tracker.id as string,
      spareTracker: spareTracker.id as string,
      contactLog: contactLog.id as string,
      winter: winter.id as string,
      notification: notification!.id,
      event: event.id as string,
      subscription: (subscription.subscription as { id: string }).id,
      guardianLink,
      noConsentLink,
      pendingLink,
      spareLink,
    },
  };
}

beforeAll(async () => {
  // Each actor speaks from its own address (TRUST_PROXY), so per-address rate limits do not mix the actors up.
  stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
  world = await buildWorld(stack);
}, 240_000);
afterAll(() => stack?.close());

const routeList = () =>
  Object.entries(openApiDocument(featureRouteList()).paths as Record<string, Record<string, unknown>>).flatMap(
    ([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
  );

const matches = (expected: Outcome, status: number) =>
  expected === '2xx'
    ? status >= 200 && status < 300
    : expected === 'no'
      ? status === 403 || status === 404
      : status === expected;

describe('authorization matrix', () => {
  it('has a row for every API route and no row for a route that does not exist', () => {
    const routes = routeList();
    expect(routes.length).toBeGreaterThan(90);
    expect(
      routes.filter((r) => !(r in table)),
      'routes without a row in the authorization matrix',
    ).toEqual([]);
    expect(
      Object.keys(table).filter((r) => !routes.includes(r)),
      'rows for routes that do not exist',
    ).toEqual([]);
  });

  it('answers every route × actor with the expected status class', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const route of routeList()) {
      const row = table[route];
      if (!row) continue;
      const [method, template] = route.split(' ') as [string, string];
      const outcomeOf = (a: ActorKey): Outcome =>
        isActing(a) ? actingOutcome(route, row, a) : (row.expect[a] ?? row.expect.rest ?? 'skip');
      // Refusals first, so a destructive write by an allowed actor runs last.
      const order = [...actors].sort((a, b) => Number(outcomeOf(a) === '2xx') - Number(outcomeOf(b) === '2xx'));
      for (const [i, a] of order.entries()) {
        const expected = outcomeOf(a);
        if (expected === 'skip') continue;
        const { path, body } = row.call ? row.call(world) : { path: template, body: undefined };
        const payload = body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
        const res = await world.clients[a].request(method, path, payload, {
          headers: {
            'x-forwarded-for': `198.51.100.${actors.indexOf(a) + 1}`,
            ...(isActing(a) ? { 'X-Dugout-Player': world.ids.player } : {}),
          },
        });
        calls++;
        if (!matches(expected, res.status))
          mismatches.push(
            `${route} as ${a} (#${i}): expected ${expected}, got ${res.status} ${JSON.stringify(res.body?.error?.message ?? '')}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBeGreaterThan(800);
  }, 240_000);
});
