import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sourceSentence } from '@dugout/domain/metrics-sources';
import { metricSubmissions, submissionEdits } from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { DEMO_RAPSODO_FILE } from './metric-sources.seed.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ demo: true, reference: false });
});
afterAll(() => stack?.close());

describe('demo metric sources (docs/decisions/0062-metric-sources.md)', () => {
  it('the demo player has one Rapsodo session and a coach-verified height; Avery Sampleton a verified exit velocity', async () => {
    const player = stack.client();
    await player.signIn('player@example.com');
    const dash = (await player.get('/api/dashboard')).body;
    const byMetric = Object.fromEntries(dash.metrics.map((m: { metric: string }) => [m.metric, m]));
    expect(byMetric.fastballVelocity).toMatchObject({
      value: 90.2,
      date: '2026-11-20',
      source: { kind: 'device_file', device: 'rapsodo_pitching', fileName: DEMO_RAPSODO_FILE },
    });
    expect(byMetric.strikePercentage.source.kind).toBe('device_file');
    expect(byMetric.height.source).toMatchObject({
      kind: 'coach_verified',
      verifiedBy: 'Morgan Democoach',
      teamName: 'Demo Thunder 17U',
    });
    expect(sourceSentence(byMetric.height.source)).toMatch(/^Verified by Morgan Democoach, Demo Thunder 17U, /);
    expect(byMetric.weight.source.kind).toBe('self_reported');
    const history = (await player.get('/api/metrics/history')).body.metrics;
    expect(history.find((m: { metric: string }) => m.metric === 'fastballVelocity').points).toHaveLength(4);

    const coach = stack.client();
    await coach.signIn('coach@example.com');
    const members = (await coach.get('/api/teams/THUNDER17U/players')).body.members;
    const avery = members.find((m: { playerEmail: string }) => m.playerEmail === 'avery.sampleton@example.com');
    expect(avery.latestSubmission.sources.exitVelocity).toMatchObject({
      kind: 'coach_verified',
      verifiedBy: 'Morgan Democoach',
    });
  });

  it("the migration's backfill marks the metrics a coach's edit changed as coach_entered", async () => {
    const kid = await createUser(stack, 'player');
    const coach = await createUser(stack, 'coach', { firstName: 'Lee', lastName: 'Backfill' });
    const [row] = await stack.db
      .insert(metricSubmissions)
      .values({
        userId: kid.id,
        paymentStatus: 'free',
        height: 72,
        weight: 180,
        sixty: 7,
        submittedPosition: 'OF',
        submittedScore: 70,
      })
      .returning();
    await stack.db.insert(submissionEdits).values({
      submissionId: row!.id,
      coachUserId: coach.id,
      originalData: { height: 72, weight: 180, sixty: 7.4 },
      newData: { height: 72, weight: 180, sixty: 7 },
      editReason: 'Timed again',
      createdAt: new Date('2026-10-01T12:00:00.000Z'),
    });
    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../db/migrations/0016_metric_sources.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await stack.db.execute(sql.raw(backfill));
    const [after] = await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, row!.id));
    expect(after!.metricSources).toEqual({
      sixty: { kind: 'coach_entered', enteredBy: 'Lee Backfill', at: '2026-10-01T12:00:00.000Z' },
    });
  });
});
