import { schoolOptionsQuerySchema, schoolOptionsResponseSchema, type SchoolOption } from '@dugout/domain/colleges';
import { headlineScore } from '@dugout/domain/scoring';
import { okResponseSchema } from '@dugout/domain/shared';
import {
  addPlayerSchema,
  collegeInteractionSchema,
  commitmentResultSchema,
  commitmentSchema,
  importPlayersResultSchema,
  importPlayersSchema,
  myTeamsSchema,
  rateMemberSchema,
  rosterStatus,
  teamDetailSchema,
  teamInviteSchema,
  teamMemberRowSchema,
  teamPlayersSchema,
  teamRosterSchema,
  validateImportPlayers,
  type TeamDetail,
  type TeamInvite,
  type TeamMemberRow,
  type TeamRosterPlayer,
} from '@dugout/domain/teams';
import { teamWinterTrainingSchema } from '@dugout/domain/winter-training';
import { apiError, route } from '../msw';

/**
 * A tiny in-memory fake of the server's data for one team (docs/decisions/0047-dom-tests.md): the GETs of Team
 * Management read `state`, the writes change it, so the next GET answers what "the database" now holds — the way a
 * test proves that a screen refreshes after a change. Every answer is parsed with the route's domain schema
 * (test/msw.ts `route`). The derivations (roster from members, active players) follow the server's services
 * (roster.service.ts `teamRoster`), kept as small as the screens need.
 */

const AT = '2026-01-15T12:00:00.000Z';
/** Invented schools (never a real school's name beside an invented figure). */
export const fakeSchools: SchoolOption[] = [
  { schoolId: 9001, schoolName: 'Example State University', division: 'D1', conference: 'Sample Conference' },
  { schoolId: 9002, schoolName: 'Fixture College', division: 'D2', conference: null },
];

export function fakeMember(over: Partial<TeamMemberRow> & { id: string; playerName: string }): TeamMemberRow {
  return teamMemberRowSchema.parse({
    userId: `user-${over.id}`,
    playerEmail: `${over.playerName.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    joinedAt: AT,
    gameScore: null,
    hitScore: null,
    fieldPitchScore: null,
    commitmentSchoolId: null,
    commitment: null,
    primaryPosition: 'MIF',
    graduationYear: 2027,
    isPostgradDisplay: false,
    hasCompletedDashboard: false,
    lastLogin: null,
    latestSubmission: null,
    ...over,
  });
}

export function fakeInvite(
  over: Partial<TeamInvite> & { id: string; firstName: string; lastName: string },
): TeamInvite {
  return teamInviteSchema.parse({
    email: `${over.firstName}.${over.lastName}@example.com`.toLowerCase(),
    primaryPosition: 'OF',
    graduationYear: 2027,
    isPostgradDisplay: false,
    status: 'pending',
    sentAt: null,
    createdAt: AT,
    mail: null,
    ...over,
  });
}

/** The team as `GET /api/teams/:code` shows it to its owner (every ability), before the counts are derived. */
export function fakeTeam(over: Partial<TeamDetail> = {}): TeamDetail {
  return teamDetailSchema.parse({
    teamCode: 'THUNDER17U',
    teamName: 'Thunder 17U',
    teamType: 'travel',
    city: 'Springfield',
    state: 'IL',
    logoUrl: null,
    teamUrl: null,
    twitterHandle: null,
    instagramHandle: null,
    pocEmail: null,
    maxPlayers: 30,
    activePlayers: 0,
    paymentStatus: 'paid',
    createdAt: AT,
    ownerId: 'u-coach',
    coaches: [],
    memberOfOrganization: null,
    hasApprovedOrganizationRequest: true,
    abilities: {
      view: true,
      manage: true,
      edit: true,
      managePlayers: true,
      ratePlayers: true,
      recordCommitments: true,
      editSubmissions: true,
      requestOrganization: false,
      verifyMetrics: true,
      recordEvents: true,
    },
    ...over,
  });
}

export interface TeamFakeState {
  team: TeamDetail;
  members: TeamMemberRow[];
  invites: TeamInvite[];
  schools: SchoolOption[];
}

/** The fake of one team: its state (read it in assertions, change it to set a scene) and the handlers answering it. */
export function createTeamFake(init: Partial<TeamFakeState> = {}) {
  const state: TeamFakeState = {
    team: init.team ?? fakeTeam(),
    members: init.members ?? [],
    invites: init.invites ?? [],
    schools: init.schools ?? fakeSchools,
  };
  let nextId = 1;
  const code = () => state.team.teamCode;
  const ours = (p: { code: string }) => p.code.toUpperCase() === code();
  const notFound = () => apiError('not_found', 'Team not found');
  const member = (id: string) => state.members.find((m) => m.id === id);
  const memberNotFound = () => apiError('not_found', 'Team member not found');

  const detail = (): TeamDetail => ({ ...state.team, activePlayers: state.members.length });
  const roster = () => ({
    teamCode: code(),
    teamName: state.team.teamName,
    players: state.members.map((m) => ({
      memberId: m.id,
      userId: m.userId,
      playerName: m.playerName ?? '',
      playerEmail: m.playerEmail,
      position: m.latestSubmission?.submittedPosition ?? m.primaryPosition,
      graduationYear: m.latestSubmission?.graduationYear ?? m.graduationYear,
      isPostgradDisplay: m.isPostgradDisplay,
      lastLogin: m.lastLogin,
      // the server's one headline score (docs/decisions/0048-one-headline-score.md)
      latestScore: m.latestSubmission ? headlineScore(m.latestSubmission).score : null,
      latestScorePosition: m.latestSubmission ? headlineScore(m.latestSubmission).position : null,
      hitScore: m.hitScore,
      fieldPitchScore: m.fieldPitchScore,
      commitment: m.commitment,
      status: rosterStatus(Boolean(m.latestSubmission)) as TeamRosterPlayer['status'],
      latestSubmissionId: m.latestSubmission?.id ?? null,
    })),
  });
  const addInvite = (p: {
    firstName: string;
    lastName: string;
    email: string;
    primaryPosition: string;
    graduationYear: number;
    isPostgradDisplay: boolean;
  }) => {
    const invite = fakeInvite({ id: `invite-${nextId++}`, ...p });
    state.invites.push(invite);
    return invite;
  };

  const handlers = () => [
    route('GET', '/api/teams', { response: myTeamsSchema }, () => ({
      teams: [
        {
          teamCode: code(),
          teamName: state.team.teamName,
          teamType: state.team.teamType,
          city: state.team.city,
          state: state.team.state,
          logoUrl: state.team.logoUrl,
          pending: false,
        },
      ],
    })),
    route('GET', '/api/teams/:code', { response: teamDetailSchema }, ({ params }) =>
      ours(params) ? detail() : notFound(),
    ),
    route('GET', '/api/teams/:code/players', { response: teamPlayersSchema }, ({ params }) =>
      ours(params) ? { teamCode: code(), members: state.members, invites: state.invites } : notFound(),
    ),
    route('GET', '/api/roster/:code', { response: teamRosterSchema }, ({ params }) =>
      ours(params) ? roster() : notFound(),
    ),
    route('GET', '/api/teams/:teamCode/winter-training', { response: teamWinterTrainingSchema }, ({ params }) =>
      ours({ code: params.teamCode })
        ? { members: state.members.map((m) => ({ userId: m.userId, playerName: m.playerName, latest: null })) }
        : notFound(),
    ),
    route('GET', '/api/teams/:code/college-interaction', { response: collegeInteractionSchema }, () => ({
      players: [],
    })),
    route('GET', '/api/colleges/options', { response: schoolOptionsResponseSchema }, ({ query }) => {
      // as the server reads it (schoolOptionsQuerySchema): 'all' or none is every division
      const { division } = schoolOptionsQuerySchema.parse({ division: query.get('division') ?? undefined });
      return { options: state.schools.filter((s) => !division || s.division === division) };
    }),

    route('DELETE', '/api/teams/:code/members/:memberId', { response: okResponseSchema }, ({ params }) => {
      if (!ours(params)) return notFound();
      if (!member(params.memberId)) return memberNotFound();
      state.members = state.members.filter((m) => m.id !== params.memberId);
      return { ok: true as const };
    }),
    route(
      'PUT',
      '/api/teams/:code/members/:memberId/rating',
      { response: rateMemberSchema, body: rateMemberSchema },
      ({ params, body }) => {
        const m = ours(params) ? member(params.memberId) : undefined;
        if (!m) return memberNotFound();
        const field = ({ game: 'gameScore', hit: 'hitScore', field_pitch: 'fieldPitchScore' } as const)[body.kind];
        m[field] = body.value;
        return body;
      },
    ),
    route(
      'PUT',
      '/api/teams/:code/members/:memberId/commitment',
      { response: commitmentResultSchema, body: commitmentSchema },
      ({ params, body }) => {
        const m = ours(params) ? member(params.memberId) : undefined;
        if (!m) return memberNotFound();
        const school = state.schools.find((s) => s.schoolId === body.schoolId);
        if (!school) return apiError('not_found', 'College not found');
        m.commitmentSchoolId = school.schoolId;
        m.commitment = {
          schoolId: school.schoolId,
          schoolName: school.schoolName,
          division: school.division,
          conference: school.conference,
          commitmentDate: body.commitmentDate ?? AT.slice(0, 10),
        };
        return { profileSynced: true, commitment: m.commitment };
      },
    ),
    route('DELETE', '/api/teams/:code/members/:memberId/commitment', { response: okResponseSchema }, ({ params }) => {
      const m = ours(params) ? member(params.memberId) : undefined;
      if (!m) return memberNotFound();
      m.commitmentSchoolId = null;
      m.commitment = null;
      return { ok: true as const };
    }),
    route(
      'POST',
      '/api/teams/:code/invites',
      { response: teamInviteSchema, body: addPlayerSchema },
      ({ params, body }) => (ours(params) ? addInvite(body) : notFound()),
    ),
    route(
      'POST',
      '/api/teams/:code/invites/import',
      { response: importPlayersResultSchema, body: importPlayersSchema },
      ({ params, body }) => {
        if (!ours(params)) return notFound();
        const checked = validateImportPlayers(body.players);
        if (!checked.ok) return apiError('invalid_input', checked.message);
        checked.players.forEach(addInvite);
        return { count: checked.players.length, refused: [] };
      },
    ),
    route('POST', '/api/teams/:code/invites/:inviteId/send', { response: okResponseSchema }, ({ params }) => {
      const invite = ours(params) ? state.invites.find((i) => i.id === params.inviteId) : undefined;
      if (!invite) return apiError('not_found', 'Invite not found');
      invite.status = 'sent';
      invite.sentAt = AT;
      invite.mail = { status: 'sent', sentAt: AT };
      return { ok: true as const };
    }),
    route('DELETE', '/api/teams/:code/invites/:inviteId', { response: okResponseSchema }, ({ params }) => {
      if (!ours(params)) return notFound();
      state.invites = state.invites.filter((i) => i.id !== params.inviteId);
      return { ok: true as const };
    }),
  ];

  return { state, handlers, roster, detail };
}
