import { and, eq, inArray } from 'drizzle-orm';
import { rapsodoSamples } from '@dugout/domain/metrics-sources';
import { loadOneTeamAccess } from '../../access/team-access.repo.ts';
import { teamMembers } from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../db/seed/index.ts';
import { confirmDeviceFile, verifyMetrics } from './metric-sources.service.ts';

/** The demo Rapsodo session's file name (the e2e journeys and the docs name it). */
export const DEMO_RAPSODO_FILE = 'rapsodo-bullpen-2026-11-20.csv';

/**
 * Demo seeder (order 35, after the demo teams; docs/decisions/0062-metric-sources.md): the demo player (an RHP) gets
 * one Rapsodo session — a submission from the sample file, fastball velocity, spin rate and strike % with the source
 * device file — and the demo coach Morgan Democoach verifies, on Demo Thunder 17U, the demo player's height and Avery
 * Sampleton's exit velocity (the demo player, a pitcher, has no exit velocity to verify).
 */
export const seedDemoMetricSources: DemoSeeder = async (deps, world) => {
  const playerId = world.userIds.player;
  const coachId = world.userIds.coach;
  await confirmDeviceFile(deps, playerId, { fileName: DEMO_RAPSODO_FILE, content: rapsodoSamples.good });
  const team = await loadOneTeamAccess(deps.db, 'THUNDER17U');
  const members = await deps.db
    .select({ id: teamMembers.id, userId: teamMembers.userId, email: teamMembers.playerEmail })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamCode, team.teamCode),
        inArray(teamMembers.playerEmail, ['player@example.com', 'avery.sampleton@example.com']),
      ),
    );
  const coach = { userId: coachId, role: 'coach' as const, isCoach: true };
  const yesterday = new Date(Date.now() - 86_400_000);
  const memberOf = (email: string) => members.find((m) => m.email === email)?.id;
  const demoPlayer = memberOf('player@example.com');
  const avery = memberOf('avery.sampleton@example.com');
  if (demoPlayer) await verifyMetrics(deps, coach, team, { memberIds: [demoPlayer], metrics: ['height'] }, yesterday);
  if (avery) await verifyMetrics(deps, coach, team, { memberIds: [avery], metrics: ['exitVelocity'] }, yesterday);
};
