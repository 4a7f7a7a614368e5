import { createUser } from '../../test/factories.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scoreSubmission } from '@dugout/domain/scoring';
import { metricSubmissions, notifications, submissionEdits } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { coachWithTeam } from '../../test/team-factories.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

describe('coach edits a submission', () => {
  it('changes only the sent fields, recomputes every score, audits and notifies the player; 403 for others; reason required', async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Edit Hawks');
    const kid = await createUser(stack, 'player');
    await kid.client.post('/api/teams/join', { teamCode });
    const base = {
      height: 72,
      weight: 180,
      sixty: 7.4,
      throwVelocity: 80,
      exitVelocity: 85,
      bats: 'Right',
      throws: 'Right',
      position: 'OF',
    };
    const first = scoreSubmission(base);
    const [sub] = await stack.db
      .insert(metricSubmissions)
      .values({
        userId: kid.id,
        paymentStatus: 'free',
        height: 72,
        weight: 180,
        sixty: 7.4,
        throwVelocity: 80,
        exitVelocity: 85,
        bats: 'Right',
        throws: 'Right',
        submittedPosition: 'OF',
        graduationYear: 2027,
        submittedScore: first.submittedScore,
      })
      .returning();
    const url = `/api/teams/${teamCode}/submissions/${sub!.id}`;
    const other = await createUser(stack, 'coach');
    for (const who of [other, kid])
      expect((await who.client.patch(url, { changes: { sixty: 6.6 }, editReason: 'Timed again' })).status).toBe(403);
    const noReason = await coach.client.patch(url, { changes: { sixty: 6.6 }, editReason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe('Please provide a reason for this edit.');

    const res = await coach.client.patch(url, {
      changes: { sixty: 6.6, exitVelocity: 95 },
      editReason: 'Re-timed at the showcase',
    });
    expect(res.status).toBe(200);
    const expected = scoreSubmission({ ...base, sixty: 6.6, exitVelocity: 95 });
    expect(res.body).toMatchObject({
      sixty: 6.6,
      exitVelocity: 95,
      weight: 180,
      submittedScore: expected.submittedScore,
    });
    expect(res.body.submittedScore).toBeGreaterThan(first.submittedScore);
    const [row] = await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, sub!.id));
    expect(row).toMatchObject({
      editReason: 'Re-timed at the showcase',
      editedByCoachId: coach.id,
      bestPosition: expected.bestPosition,
    });
    expect(row!.positionScores).toEqual(expected.positionScores);
    const [audit] = await stack.db.select().from(submissionEdits).where(eq(submissionEdits.submissionId, sub!.id));
    expect(audit).toMatchObject({ coachUserId: coach.id, editReason: 'Re-timed at the showcase' });
    expect(audit!.originalData).toMatchObject({ sixty: 7.4, exitVelocity: 85 });
    expect(audit!.newData).toMatchObject({ sixty: 6.6, exitVelocity: 95 });
    const [note] = await stack.db.select().from(notifications).where(eq(notifications.userId, kid.id));
    expect(note).toMatchObject({ kind: 'submission_edited' });
    await stack.smtp.waitFor(kid.email, /updated your submission/);
  });
});
