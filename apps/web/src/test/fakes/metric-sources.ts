import Papa from 'papaparse';
import { coachNoteResponseSchema } from '@dugout/domain/coach-notes';
import { benchmarkTableResponseSchema, scoringTableRowsSchema } from '@dugout/domain/fit';
import {
  deviceConfirmSchema,
  deviceFileBodySchema,
  deviceLabels,
  devicePreviewSchema,
  eventBodySchema,
  eventResultsBodySchema,
  eventResultsOutcomeSchema,
  metricEventListSchema,
  metricEventSchema,
  metricHistorySchema,
  parseDeviceFile,
  roundToStep,
  sourcedMetricRules,
  sourcedMetrics,
  verificationBodySchema,
  verificationResultSchema,
  type DevicePreview,
  type MetricEvent,
  type MetricSource,
  type SourcedMetric,
} from '@dugout/domain/metrics-sources';
import { profileTeamsSchema } from '@dugout/domain/profile';
import { dashboardSchema, defaultScoringTables, scoreSubmission, type Dashboard } from '@dugout/domain/scoring';
import { playerProfileSchema, type TeamMemberRow } from '@dugout/domain/teams';
import { apiError, route } from '../msw';
import type { TeamFakeState } from './teams';

/**
 * Fakes of the metric-source routes (docs/decisions/0063-metric-sources-on-screen.md), holding state as the server
 * does (docs/decisions/0047-dom-tests.md):
 * - `createPlayerSourcesFake`: one player's submissions with a source per metric — `GET /api/dashboard` (the latest,
 *   with `metrics`), `GET /api/metrics/history`, and the device file's preview (the domain's parser on the file as
 *   papaparse splits it, as the server does) and confirm (a new submission: the file's values with source 'device
 *   file', the others carried with their sources).
 * - `teamSourcesHandlers(state)`: verification and events on a team fake's members (`createTeamFake().state`).
 */

type Values = Partial<Record<SourcedMetric, number | null>>;
interface FakeSubmission {
  id: string;
  createdAt: string;
  values: Values;
  sources: Partial<Record<SourcedMetric, MetricSource>>;
}

export interface PlayerSourcesInit {
  player: Dashboard['player'];
  values: Values & { height: number; weight: number };
  sources?: Partial<Record<SourcedMetric, MetricSource>>;
  hands?: { throws: string; bats: string; position: string };
}

const csvRows = (content: string) => Papa.parse<string[]>(content, { skipEmptyLines: false }).data;

/** The preview route's answer: a file of no known kind is a 400 with its message, as the server answers. */
const previewAnswer = (fileName: string, content: string) => {
  const preview = previewOf(fileName, content);
  return preview.kind ? preview : apiError('invalid_input', preview.errors[0]?.message ?? 'Bad file');
};

/** The server's preview of a file (metrics-sources service): nothing saved. */
export function previewOf(fileName: string, content: string): DevicePreview {
  const parsed = parseDeviceFile(csvRows(content));
  if (parsed.kind === null)
    return devicePreviewSchema.parse({
      fileName,
      kind: null,
      kindLabel: null,
      rowCount: 0,
      sessionDate: null,
      derived: [],
      errors: parsed.errors,
      canConfirm: false,
    });
  return devicePreviewSchema.parse({
    fileName,
    kind: parsed.kind,
    kindLabel: deviceLabels[parsed.kind],
    rowCount: parsed.rowCount,
    sessionDate: parsed.sessionDate,
    derived: parsed.derived.map((d) => ({
      ...d,
      label: sourcedMetricRules[d.metric].label,
      unit: sourcedMetricRules[d.metric].unit,
    })),
    errors: parsed.errors,
    canConfirm: parsed.errors.length === 0 && parsed.derived.length > 0,
  });
}

export function createPlayerSourcesFake(init: PlayerSourcesInit) {
  const hands = init.hands ?? { throws: 'Right', bats: 'Right', position: 'RHP' };
  const state = {
    submissions: [
      {
        id: '00000000-0000-4000-8000-000000000201',
        createdAt: '2026-10-01T12:00:00.000Z',
        values: init.values,
        sources: init.sources ?? {},
      },
    ] as FakeSubmission[],
  };
  const latest = () => state.submissions[state.submissions.length - 1]!;
  const sourceOf = (s: FakeSubmission, m: SourcedMetric): MetricSource => s.sources[m] ?? { kind: 'self_reported' };

  const asSubmission = (s: FakeSubmission) => {
    const v = s.values;
    const scored = scoreSubmission(
      {
        height: v.height!,
        weight: v.weight!,
        sixty: v.sixty ?? null,
        throwVelocity: v.throwVelocity ?? null,
        exitVelocity: v.exitVelocity ?? null,
        fastballVelocity: v.fastballVelocity ?? null,
        fbSpinRate: v.fbSpinRate ?? null,
        strikePercentage: v.strikePercentage ?? null,
        position: hands.position,
        throws: hands.throws,
      },
      defaultScoringTables(),
    );
    return {
      id: s.id,
      userId: init.player.id,
      teamCode: null,
      height: v.height ?? null,
      weight: v.weight ?? null,
      sixty: v.sixty ?? null,
      throwVelocity: v.throwVelocity ?? null,
      exitVelocity: v.exitVelocity ?? null,
      fastballVelocity: v.fastballVelocity ?? null,
      fbSpinRate: v.fbSpinRate ?? null,
      strikePercentage: v.strikePercentage ?? null,
      throws: hands.throws,
      bats: hands.bats,
      submittedPosition: hands.position,
      graduationYear: init.player.graduationYear,
      isPostgradDisplay: init.player.isPostgradDisplay,
      submittedScore: scored.submittedScore,
      bestPosition: scored.bestPosition,
      bestScore: scored.bestScore,
      positionScores: scored.positionScores,
      metricScores: scored.metricScores,
      paymentStatus: 'paid' as const,
      paymentProvider: 'demo',
      teamFunded: false,
      editedAt: null,
      editReason: null,
      createdAt: s.createdAt,
      updatedAt: s.createdAt,
    };
  };

  const dashboard = () => {
    const s = latest();
    const submission = asSubmission(s);
    return dashboardSchema.parse({
      player: init.player,
      submission,
      history: [...state.submissions].reverse().map((x) => {
        const y = asSubmission(x);
        return {
          id: y.id,
          submittedPosition: y.submittedPosition,
          submittedScore: y.submittedScore,
          bestPosition: y.bestPosition,
          bestScore: y.bestScore,
          createdAt: y.createdAt,
          paymentStatus: y.paymentStatus,
          teamFunded: false,
          height: y.height,
          weight: y.weight,
          sixty: y.sixty,
          throwVelocity: y.throwVelocity,
          exitVelocity: y.exitVelocity,
          fastballVelocity: y.fastballVelocity,
        };
      }),
      isOwner: true,
      abilities: { newSubmission: true, editSubmission: false },
      lapsedFunding: null,
      metrics: sourcedMetrics.flatMap((m) =>
        s.values[m] == null
          ? []
          : [{ metric: m, value: s.values[m]!, date: s.createdAt.slice(0, 10), source: sourceOf(s, m) }],
      ),
    });
  };

  const history = () => ({
    metrics: sourcedMetrics.map((m) => ({
      metric: m,
      label: sourcedMetricRules[m].label,
      unit: sourcedMetricRules[m].unit,
      points: state.submissions.flatMap((s) =>
        s.values[m] == null
          ? []
          : [{ submissionId: s.id, date: s.createdAt, value: s.values[m]!, source: sourceOf(s, m) }],
      ),
    })),
  });

  const confirm = (fileName: string, content: string) => {
    const preview = previewOf(fileName, content);
    if (!preview.canConfirm || !preview.kind)
      return apiError('invalid_input', preview.errors[0]?.message ?? 'Bad file');
    const prev = latest();
    const next: FakeSubmission = {
      id: `00000000-0000-4000-8000-${String(300 + state.submissions.length).padStart(12, '0')}`,
      createdAt: `2026-11-${String(20 + state.submissions.length).padStart(2, '0')}T12:00:00.000Z`,
      values: { ...prev.values },
      sources: { ...prev.sources },
    };
    for (const d of preview.derived) {
      next.values[d.metric] = roundToStep(d.metric, d.value);
      next.sources[d.metric] = {
        kind: 'device_file',
        device: preview.kind,
        fileName,
        sessionDate: preview.sessionDate,
        derivation: d.derivation,
      };
    }
    state.submissions.push(next);
    return deviceConfirmSchema.parse({ submission: asSubmission(next), extraMetrics: {}, sources: next.sources });
  };

  const handlers = () => [
    route('GET', '/api/dashboard', { response: dashboardSchema }, dashboard),
    route('GET', '/api/metrics/history', { response: metricHistorySchema }, history),
    route(
      'POST',
      '/api/metrics/files/preview',
      { response: devicePreviewSchema, body: deviceFileBodySchema },
      ({ body }) => previewAnswer(body.fileName, body.content),
    ),
    route(
      'POST',
      '/api/metrics/files/confirm',
      { response: deviceConfirmSchema, body: deviceFileBodySchema },
      ({ body }) => confirm(body.fileName, body.content),
    ),
    route('GET', '/api/fit/scoring-tables', { response: scoringTableRowsSchema }, () => ({ heights: [], weights: [] })),
    route('GET', '/api/fit/benchmarks', { response: benchmarkTableResponseSchema }, () => ({
      source: 'Fixture benchmarks',
      sourceDate: '2026-01-01',
      rows: [],
      updatedAt: null,
    })),
    // the player's team area on the dashboard: on no team
    route('GET', '/api/profile/teams', { response: profileTeamsSchema }, () => ({ coached: [], playing: [] })),
  ];
  return { state, handlers };
}

/**
 * A member's latest submission as `GET /api/teams/:code/players` lists it: every value with a source, 'self_reported'
 * unless `sources` says otherwise (as the server answers).
 */
export function fakeLatestSubmission(
  memberUserId: string,
  values: Values,
  sources: Partial<Record<SourcedMetric, MetricSource>> = {},
): NonNullable<TeamMemberRow['latestSubmission']> {
  return {
    id: `sub-${memberUserId}`,
    userId: memberUserId,
    paymentStatus: 'paid',
    teamFunded: false,
    height: values.height ?? null,
    weight: values.weight ?? null,
    sixty: values.sixty ?? null,
    throwVelocity: values.throwVelocity ?? null,
    exitVelocity: values.exitVelocity ?? null,
    fastballVelocity: values.fastballVelocity ?? null,
    fbSpinRate: values.fbSpinRate ?? null,
    strikePercentage: values.strikePercentage ?? null,
    throws: 'Right',
    bats: 'Right',
    submittedPosition: 'OF',
    graduationYear: 2027,
    isPostgradDisplay: false,
    submittedScore: 80,
    bestPosition: 'OF',
    bestScore: 80,
    createdAt: '2026-10-01T12:00:00.000Z',
    editedAt: null,
    sources: Object.fromEntries(
      sourcedMetrics.flatMap((m) =>
        values[m] == null ? [] : [[m, sources[m] ?? ({ kind: 'self_reported' } as MetricSource)]],
      ),
    ),
  };
}

/**
 * Verification and events on a team fake's members (the server's metric-sources service, kept small): verifying sets
 * the chosen metrics' source to coach_verified where the player has a value; results give each player a new latest
 * value with source 'event'.
 */
export function teamSourcesHandlers(state: TeamFakeState, coach = { name: 'Casey Coach', teamName: 'Thunder 17U' }) {
  const events: MetricEvent[] = [];
  const ours = (code: string) => code.toUpperCase() === state.team.teamCode;
  return [
    // the Player Profile modal: the member's latest values with their sources
    route('GET', '/api/roster/:code/players/:userId', { response: playerProfileSchema }, ({ params }) => {
      const m = state.members.find((x) => x.userId === params.userId);
      if (!m || !ours(params.code)) return apiError('not_found', 'Player not found');
      const s = m.latestSubmission;
      return {
        userId: params.userId,
        teamCode: state.team.teamCode,
        teamName: state.team.teamName,
        firstName: m.playerName?.split(' ')[0] ?? null,
        lastName: m.playerName?.split(' ').slice(1).join(' ') ?? null,
        email: m.playerEmail ?? 'unknown@example.com',
        phone: null,
        highSchool: null,
        highSchoolState: null,
        graduationYear: m.graduationYear,
        isPostgradDisplay: false,
        primaryPosition: m.primaryPosition,
        heightInches: s?.height ?? null,
        weightLbs: s?.weight ?? null,
        bats: null,
        throws: null,
        latestScore: s?.bestScore ?? null,
        latestScorePosition: s?.bestPosition ?? null,
        commitment: null,
        followedColleges: [],
        memberSince: '2026-01-15T12:00:00.000Z',
        latestMetrics: s
          ? sourcedMetrics.flatMap((metric) => {
              const value = metric === 'batSpeed' ? null : s[metric];
              return value == null
                ? []
                : [
                    {
                      metric,
                      value,
                      date: s.createdAt.slice(0, 10),
                      source: s.sources[metric] ?? { kind: 'self_reported' as const },
                    },
                  ];
            })
          : [],
      };
    }),
    // the coach's own note in that modal: none
    route('GET', '/api/teams/:code/players/:userId/coach-note', { response: coachNoteResponseSchema }, () => ({
      note: null,
    })),
    route(
      'POST',
      '/api/teams/:code/verifications',
      { response: verificationResultSchema, body: verificationBodySchema },
      ({ params, body }) => {
        if (!ours(params.code)) return apiError('not_found', 'Team not found');
        const verified: Array<{ memberId: string; playerName: string; metric: SourcedMetric; value: number }> = [];
        const skipped: Array<{ memberId: string; playerName: string; metric: SourcedMetric }> = [];
        for (const id of body.memberIds) {
          const m = state.members.find((x) => x.id === id);
          if (!m?.latestSubmission)
            return apiError('invalid_input', 'This player is not an active member of the team.');
          for (const metric of body.metrics) {
            const value = metric === 'batSpeed' ? null : m.latestSubmission[metric];
            const playerName = m.playerName ?? '';
            if (value == null) {
              skipped.push({ memberId: id, playerName, metric });
              continue;
            }
            m.latestSubmission.sources = {
              ...m.latestSubmission.sources,
              [metric]: {
                kind: 'coach_verified',
                verifiedBy: coach.name,
                teamName: coach.teamName,
                teamCode: state.team.teamCode,
                at: '2026-11-26T15:00:00.000Z',
              },
            };
            verified.push({ memberId: id, playerName, metric, value });
          }
        }
        return { verified, skipped };
      },
    ),
    // a coach's device file for a member: the same preview; confirm gives the member a new latest submission
    route(
      'POST',
      '/api/teams/:code/members/:memberId/metric-files/preview',
      { response: devicePreviewSchema, body: deviceFileBodySchema },
      ({ body }) => previewAnswer(body.fileName, body.content),
    ),
    route(
      'POST',
      '/api/teams/:code/members/:memberId/metric-files/confirm',
      { response: deviceConfirmSchema, body: deviceFileBodySchema },
      ({ params, body }) => {
        const m = state.members.find((x) => x.id === params.memberId);
        const preview = previewOf(body.fileName, body.content);
        if (!m?.latestSubmission || !preview.canConfirm || !preview.kind)
          return apiError(
            'invalid_input',
            preview.errors[0]?.message ?? 'This player is not an active member of the team.',
          );
        const next = { ...m.latestSubmission, sources: { ...m.latestSubmission.sources } };
        for (const d of preview.derived) {
          if (d.metric === 'batSpeed') continue;
          next[d.metric] = roundToStep(d.metric, d.value);
          next.sources[d.metric] = {
            kind: 'device_file',
            device: preview.kind,
            fileName: body.fileName,
            sessionDate: preview.sessionDate,
            derivation: d.derivation,
          };
        }
        m.latestSubmission = next;
        return deviceConfirmSchema.parse({
          submission: {
            id: next.id,
            userId: next.userId,
            teamCode: state.team.teamCode,
            height: next.height,
            weight: next.weight,
            sixty: next.sixty,
            throwVelocity: next.throwVelocity,
            exitVelocity: next.exitVelocity,
            fastballVelocity: next.fastballVelocity,
            fbSpinRate: next.fbSpinRate,
            strikePercentage: next.strikePercentage,
            throws: next.throws,
            bats: next.bats,
            submittedPosition: next.submittedPosition,
            graduationYear: next.graduationYear,
            isPostgradDisplay: next.isPostgradDisplay,
            submittedScore: next.submittedScore,
            bestPosition: next.bestPosition,
            bestScore: next.bestScore,
            positionScores: null,
            metricScores: null,
            paymentStatus: 'paid',
            paymentProvider: 'demo',
            teamFunded: false,
            editedAt: null,
            editReason: null,
            createdAt: next.createdAt,
            updatedAt: next.createdAt,
          },
          extraMetrics: {},
          sources: next.sources,
        });
      },
    ),
    route('GET', '/api/teams/:code/events', { response: metricEventListSchema }, () => ({ events })),
    route('POST', '/api/events', { response: metricEventSchema, body: eventBodySchema }, ({ body }) => {
      const event = metricEventSchema.parse({
        id: `00000000-0000-4000-8000-${String(500 + events.length).padStart(12, '0')}`,
        name: body.name,
        organiser: body.organiser,
        date: body.date,
        location: body.location,
        teamCode: body.teamCode,
        teamName: coach.teamName,
        createdBy: coach.name,
        createdAt: '2026-11-27T09:00:00.000Z',
        resultCount: 0,
      });
      events.unshift(event);
      return event;
    }),
    route(
      'POST',
      '/api/events/:id/results',
      { response: eventResultsOutcomeSchema, body: eventResultsBodySchema },
      ({ params, body }) => {
        const event = events.find((e) => e.id === params.id);
        if (!event) return apiError('not_found', 'Event not found.');
        const errors: Array<{ line: number | null; message: string; memberId: string | null }> = [];
        const players = new Set<string>();
        (body.rows ?? []).forEach((r, i) => {
          const m = state.members.find((x) => x.id === r.memberId);
          if (!m?.latestSubmission || r.metric === 'batSpeed') {
            errors.push({ line: i + 1, message: `Line ${i + 1}: not a player of the team.`, memberId: null });
            return;
          }
          m.latestSubmission = {
            ...m.latestSubmission,
            [r.metric]: r.value,
            sources: {
              ...m.latestSubmission.sources,
              [r.metric]: {
                kind: 'event',
                eventId: event.id,
                name: event.name,
                organiser: event.organiser,
                date: event.date,
                enteredBy: coach.name,
              },
            },
          };
          players.add(m.id);
        });
        event.resultCount += players.size;
        return { created: players.size, errors };
      },
    ),
  ];
}
