import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { COACH_NOTE_MAX } from '@dugout/domain/coach-notes';
import { teamCoachNotes, teamMembers } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';

/** Coach notes over HTTP against a real database: who may read and write, validation, and what is stored. */
let stack: TestStack;
type User = Awaited<ReturnType<typeof createUser>>;
let owner: User, coach: User, pendingCoach: User, otherCoach: User, player: User, otherPlayer: User;
let programAdmin: User, siteAdmin: User;
let teamCode: string;
const notePath = (userId: string, code = teamCode) => `/api/teams/${code}/players/${userId}/coach-note`;
const storedNotes = () => stack.db.select().from(teamCoachNotes).where(eq(teamCoachNotes.teamCode, teamCode));

beforeAll(async () => {
  stack = await startTestStack();
  owner = await createUser(stack, 'coach', { firstName: 'Olive', lastName: 'Owner' });
  coach = await createUser(stack, 'coach', { firstName: 'Cody', lastName: 'Coach' });
  pendingCoach = await createUser(stack, 'coach');
  otherCoach = await createUser(stack, 'coach');
  player = await createUser(stack, 'player', { firstName: 'Pat', lastName: 'Player' });
  otherPlayer = await createUser(stack, 'player');
  programAdmin = await createUser(stack, 'organization_admin');
  siteAdmin = await createUser(stack, 'admin');
  const team = await owner.client.post('/api/teams', {
    teamName: 'Note Hawks',
    teamType: 'Travel',
    city: 'Austin',
    state: 'TX',
    pocEmail: 'owner@notes.test',
  });
  teamCode = team.body.teamCode;
  await otherCoach.client.post('/api/teams', {
    teamName: 'Other Owls',
    teamType: 'Travel',
    city: 'Dallas',
    state: 'TX',
    pocEmail: 'other@notes.test',
  });
  expect((await player.client.post('/api/teams/join', { teamCode })).status).toBeLessThan(300);
  for (const c of [coach, pendingCoach]) await c.client.post('/api/teams/join', { teamCode });
  await owner.client.post(`/api/teams/${teamCode}/staff/${coach.id}/decision`, { decision: 'approve' });
  // A program admin of an organization that approved the team may read the team, but notes are the coaches' own.
  const org = await programAdmin.client.post('/api/organizations', { name: 'Notes Club' });
  const request = await owner.client.post('/api/organization-requests', { teamCode, organizationId: org.body.id });
  await programAdmin.client.post(`/api/organization-requests/${request.body.id}/decision`, { status: 'approved' });
  expect((await programAdmin.client.get(`/api/teams/${teamCode}/players`)).status).toBe(200);
}, 120_000);
afterAll(() => stack?.close());

describe('coach notes', () => {
  it('401 signed out, 403 for a player, a pending coach, a coach of another team and a program admin — nothing stored', async () => {
    expect((await stack.client().get(notePath(player.id))).status).toBe(401);
    expect((await stack.client().put(notePath(player.id), { notes: 'x' })).body.error.message).toBe(
      'User not authenticated',
    );
    for (const who of [player, otherPlayer, pendingCoach, otherCoach, programAdmin]) {
      for (const res of [
        await who.client.get(notePath(player.id)),
        await who.client.put(notePath(player.id), { notes: 'Not mine to write' }),
        await who.client.delete(notePath(player.id)),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe('Not authorized to view this team');
      }
    }
    expect(await storedNotes()).toEqual([]);
  });

  it('a coach adds, reads, edits and deletes their note; each change is stored', async () => {
    expect((await coach.client.get(notePath(player.id))).body).toEqual({ note: null });

    const added = await coach.client.put(notePath(player.id), { notes: '  Quick hands at short.  ' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ playerUserId: player.id, notes: 'Quick hands at short.' });
    let rows = await storedNotes();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ coachUserId: coach.id, playerUserId: player.id, notes: 'Quick hands at short.' });

    const edited = await coach.client.put(notePath(player.id), { notes: 'Quick hands; work on the backhand.' });
    expect(edited.body.id).toBe(added.body.id);
    rows = await storedNotes();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notes).toBe('Quick hands; work on the backhand.');
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());
    expect((await coach.client.get(notePath(player.id))).body.note).toMatchObject({
      id: added.body.id,
      notes: 'Quick hands; work on the backhand.',
    });
    // College Interaction carries the same note for this coach.
    const college = await coach.client.get(`/api/teams/${teamCode}/college-interaction`);
    expect(college.body.players.find((p: { userId: string }) => p.userId === player.id).coachNotes).toEqual({
      id: added.body.id,
      notes: 'Quick hands; work on the backhand.',
    });

    const deleted = await coach.client.delete(notePath(player.id));
    expect(deleted.status).toBe(200);
    expect(await storedNotes()).toEqual([]);
    expect((await coach.client.get(notePath(player.id))).body).toEqual({ note: null });
    const again = await coach.client.delete(notePath(player.id));
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Note not found.');
  });

  it('each coach keeps their own note: the owner and a coach never see or change each other’s', async () => {
    await coach.client.put(notePath(player.id), { notes: 'Coach view' });
    await owner.client.put(notePath(player.id), { notes: 'Owner view' });
    expect((await coach.client.get(notePath(player.id))).body.note.notes).toBe('Coach view');
    expect((await owner.client.get(notePath(player.id))).body.note.notes).toBe('Owner view');
    await owner.client.delete(notePath(player.id));
    expect((await coach.client.get(notePath(player.id))).body.note.notes).toBe('Coach view');
    const rows = await storedNotes();
    expect(rows.map((r) => [r.coachUserId, r.notes])).toEqual([[coach.id, 'Coach view']]);
    // A site admin passes every team check (as for every other team write).
    expect((await siteAdmin.client.put(notePath(player.id), { notes: 'Admin check' })).status).toBe(200);
    await siteAdmin.client.delete(notePath(player.id));
    await coach.client.delete(notePath(player.id));
  });

  it('400 with the message for a blank, too long, non-string or NUL note — nothing stored', async () => {
    const cases: Array<[unknown, string]> = [
      [{ notes: '' }, 'Please enter a note'],
      [{ notes: '   ' }, 'Please enter a note'],
      [{}, 'Please enter a note'],
      [{ notes: 42 }, 'Please enter a note'],
      [{ notes: 'x'.repeat(COACH_NOTE_MAX + 1) }, 'Notes must be at most 2000 characters'],
      [{ notes: 'bad\u0000byte' }, 'Text cannot contain a NUL character.'],
    ];
    for (const [body, message] of cases) {
      const res = await coach.client.put(notePath(player.id), body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await storedNotes()).toEqual([]);
    expect((await coach.client.put(notePath(player.id), { notes: 'x'.repeat(COACH_NOTE_MAX) })).status).toBe(200);
    await coach.client.delete(notePath(player.id));
  });

  it('404 for an unknown team, a user who is not on the team, and a removed player', async () => {
    expect((await coach.client.get(notePath(player.id, 'NOSUCHTEAM'))).status).toBe(404);
    const stranger = await coach.client.put(notePath(otherPlayer.id), { notes: 'Not on the team' });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe('Player not found.');
    expect((await coach.client.get(notePath('not-a-user'))).status).toBe(404);
    await stack.db
      .update(teamMembers)
      .set({ status: 'removed' })
      .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.userId, player.id)));
    expect((await coach.client.put(notePath(player.id), { notes: 'Gone' })).status).toBe(404);
    await stack.db
      .update(teamMembers)
      .set({ status: 'active' })
      .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.userId, player.id)));
    expect(await storedNotes()).toEqual([]);
  });
});
