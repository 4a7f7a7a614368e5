import { submissionInputSchema } from '@dugout/domain/scoring';
import type { DemoSeeder } from '../../db/seed/index.ts';
import { loadScoringTables } from './scoring-tables.repo.ts';
import { createScoredSubmission } from './submissions.service.ts';

/**
 * Demo seeder (order 20): the demo player (a right-handed RHP, class of 2027) has three paid submissions — the
 * latest for the dashboard and two older ones for the metrics tracker's trend. Fixed values and dates.
 */
const demoPlayerSubmissions = [
  {
    at: '2026-03-14T16:00:00.000Z',
    height: 73.5,
    weight: 178,
    fastballVelocity: 85,
    fbSpinRate: 2150,
    strikePercentage: 60.5,
  },
  {
    at: '2026-06-20T16:00:00.000Z',
    height: 74,
    weight: 182,
    fastballVelocity: 87.4,
    fbSpinRate: 2280,
    strikePercentage: 63.5,
  },
  {
    at: '2026-09-12T16:00:00.000Z',
    height: 74,
    weight: 185,
    fastballVelocity: 89.6,
    fbSpinRate: 2390,
    strikePercentage: 66.2,
  },
] as const;

export const seedDemoSubmissions: DemoSeeder = async (deps, world) => {
  const tables = await loadScoringTables(deps.db);
  await deps.db.transaction(async (tx) => {
    for (const s of demoPlayerSubmissions) {
      const input = submissionInputSchema.parse({
        height: s.height,
        weight: s.weight,
        fastballVelocity: s.fastballVelocity,
        fbSpinRate: s.fbSpinRate,
        strikePercentage: s.strikePercentage,
        bats: 'Right',
        throws: 'Right',
        position: 'RHP',
        graduationYear: 2027,
      });
      const at = new Date(s.at);
      await createScoredSubmission(tx, tables, world.userIds.player, input, 'paid', {
        paymentProvider: 'demo',
        paymentReference: `demo_seed_${s.at.slice(0, 10)}`,
        createdAt: at,
        updatedAt: at,
      });
    }
  });
};
