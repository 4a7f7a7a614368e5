import { benchmarkTableResponseSchema, scoringTableRowsSchema } from '@dugout/domain/fit';
import {
  dashboardSchema,
  defaultScoringTables,
  scoreSubmission,
  type Dashboard,
  type ScoringInput,
} from '@dugout/domain/scoring';
import { apiError, route } from '../msw';

/**
 * A fake of what /dashboard reads (docs/decisions/0047-dom-tests.md): `GET /api/dashboard` answers one player's latest
 * submission, scored as the server stores it (`scoredColumns` in submissions.service.ts: the domain's
 * `scoreSubmission` on the default tables — submitted score, best position and its score, the scores of the positions
 * the player can play; docs/decisions/0048-one-headline-score.md); `isOwner` when the viewer is the player. The scoring
 * tables and division benchmarks answer empty (the collapsed 'Score details' only).
 */

const AT = '2026-01-15T12:00:00.000Z';

export interface DashboardFakeInit {
  /** who is signed in (the viewer): owner when it is the player */
  viewerId: string;
  player: Dashboard['player'];
  /** the measurements, hands and submitted position of the player's latest submission */
  measured: Omit<ScoringInput, 'position'> & { position: string; throws: string | null; bats: string | null };
}

export function createDashboardFake(init: DashboardFakeInit) {
  const m = init.measured;
  const scored = scoreSubmission(m, defaultScoringTables());
  const submission = {
    id: '00000000-0000-4000-8000-000000000101',
    userId: init.player.id,
    teamCode: null,
    height: Number(m.height),
    weight: Number(m.weight),
    sixty: m.sixty == null ? null : Number(m.sixty),
    throwVelocity: m.throwVelocity == null ? null : Number(m.throwVelocity),
    exitVelocity: m.exitVelocity == null ? null : Number(m.exitVelocity),
    fastballVelocity: m.fastballVelocity == null ? null : Number(m.fastballVelocity),
    fbSpinRate: m.fbSpinRate == null ? null : Number(m.fbSpinRate),
    strikePercentage: m.strikePercentage == null ? null : Number(m.strikePercentage),
    throws: m.throws,
    bats: m.bats,
    submittedPosition: m.position,
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
    createdAt: AT,
    updatedAt: AT,
  };

  const dashboard = (user: string | null): Dashboard | Response => {
    const owner = !user || user === init.viewerId;
    if ((owner ? init.viewerId : user) !== init.player.id) return apiError('not_found', 'Player not found');
    return dashboardSchema.parse({
      player: init.player,
      submission,
      history: [
        {
          id: submission.id,
          submittedPosition: submission.submittedPosition,
          submittedScore: submission.submittedScore,
          bestPosition: submission.bestPosition,
          bestScore: submission.bestScore,
          createdAt: AT,
          paymentStatus: 'paid',
          teamFunded: false,
          height: submission.height,
          weight: submission.weight,
          sixty: submission.sixty,
          throwVelocity: submission.throwVelocity,
          exitVelocity: submission.exitVelocity,
          fastballVelocity: submission.fastballVelocity,
        },
      ],
      isOwner: owner,
      abilities: { newSubmission: owner, editSubmission: !owner },
      lapsedFunding: null,
    });
  };

  const handlers = () => [
    route('GET', '/api/dashboard', { response: dashboardSchema }, ({ query }) => dashboard(query.get('user'))),
    route('GET', '/api/fit/scoring-tables', { response: scoringTableRowsSchema }, () => ({ heights: [], weights: [] })),
    route('GET', '/api/fit/benchmarks', { response: benchmarkTableResponseSchema }, () => ({
      source: 'Fixture benchmarks',
      sourceDate: '2026-01-01',
      rows: [],
      updatedAt: null,
    })),
  ];
  return { handlers, scored, submission };
}
