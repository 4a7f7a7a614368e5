import { createUser } from '../../test/factories.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  colleges,
  contactActions,
  notifications,
  metricSubmissions,
  schoolContactTracker,
  teamInvites,
  teamMembers,
  userProfiles,
} from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { linkIn } from '../../test/smtp.ts';
import { coachWithTeam } from '../../test/team-factories.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const player = (i: number, over: Record<string, unknown> = {}) => ({
  firstName: `Pat${i}`,
  lastName: 'Prospect',
  email: `pat${i}.${Math.random().toString(36).slice(2, 7)}@example.test`,
  primaryPosition: 'OF',
  graduationYear: new Date().getFullYear() + 1,
  ...over,
});

describe('adding and importing players', () => {
  it('adds a player as a pending invite; validates with the spec rules; 403 for another coach and a player', async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    const res = await coach.client.post(
      `/api/teams/${teamCode}/invites`,
      player(1, { email: ' PAT@EXAMPLE.TEST ', zipCode: '', heightInches: 72 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'pat@example.test', status: 'pending', firstName: 'Pat1' });
    const bad = await coach.client.post(`/api/teams/${teamCode}/invites`, {
      firstName: '',
      lastName: 'X',
      email: 'x@y.z',
      primaryPosition: 'OF',
      graduationYear: 2020,
      heightInches: 100,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      firstName: 'First name is required',
      heightInches: 'Height must be between 48 and 96 inches',
    });
    const other = await createUser(stack, 'coach');
    const kid = await createUser(stack, 'player');
    for (const who of [other, kid]) {
      expect((await who.client.post(`/api/teams/${teamCode}/invites`, player(2))).status).toBe(403);
      expect((await who.client.get(`/api/teams/${teamCode}/players`)).status).toBe(403);
    }
    expect((await stack.client().post(`/api/teams/${teamCode}/invites`, player(2))).status).toBe(401);
    const list = await coach.client.get(`/api/teams/${teamCode}/players`);
    expect(list.body.invites).toHaveLength(1);
  });

  it('imports what the team has room for in one go, the rest refused by row; nothing at all when one row is bad', async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    const rows = Array.from({ length: 300 }, (_, i) => player(i));
    const bad = await coach.client.post(`/api/teams/${teamCode}/invites/import`, {
      players: rows.map((r, i) => (i === 250 ? { ...r, email: 'not-an-email' } : r)),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Row 252 has invalid data. Please check all required fields.');
    expect(await stack.db.select().from(teamInvites).where(eq(teamInvites.teamCode, teamCode))).toHaveLength(0);
    const ok = await coach.client.post(`/api/teams/${teamCode}/invites/import`, { players: rows });
    expect(ok.status).toBe(201);
    // a new team has room for 20 players (docs/decisions/0041-team-player-cap.md)
    expect(ok.body.count).toBe(20);
    expect(ok.body.refused).toHaveLength(280);
    expect(ok.body.refused[0]).toEqual({ row: 22, message: 'Row 22 was not imported: the team is full (20 players).' });
    expect(await stack.db.select().from(teamInvites).where(eq(teamInvites.teamCode, teamCode))).toHaveLength(20);
    const other = await createUser(stack, 'coach');
    expect(
      (await other.client.post(`/api/teams/${teamCode}/invites/import`, { players: rows.slice(0, 2) })).status,
    ).toBe(403);
  });

  it('one pending invite per address and team, whatever the case: add, import, again after a cancel', async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    const address = `pat.case.${Math.random().toString(36).slice(2, 7)}@example.test`;
    const first = await coach.client.post(`/api/teams/${teamCode}/invites`, player(1, { email: address }));
    expect(first.status).toBe(201);
    const again = await coach.client.post(
      `/api/teams/${teamCode}/invites`,
      player(2, { email: ` ${address.toUpperCase()} ` }),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This e-mail address already has a pending invite to this team.');
    const imported = await coach.client.post(`/api/teams/${teamCode}/invites/import`, {
      players: [
        player(3, { email: address.replace('pat', 'PAT') }),
        player(4, { email: `New.${address}` }),
        player(5, { email: `new.${address}`.toUpperCase() }),
      ],
    });
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({
      count: 1,
      refused: [
        { row: 2, message: 'Row 2 was not imported: this e-mail address already has a pending invite to this team.' },
        { row: 4, message: 'Row 4 was not imported: this e-mail address already has a pending invite to this team.' },
      ],
    });
    const pending = () =>
      stack.db
        .select({ email: teamInvites.email })
        .from(teamInvites)
        .where(and(eq(teamInvites.teamCode, teamCode), eq(teamInvites.status, 'pending')));
    expect((await pending()).map((r) => r.email).sort()).toEqual([address, `new.${address}`].sort());
    // another team may invite the same player; a cancelled invite no longer counts
    const otherTeam = await coachWithTeam(stack);
    expect(
      (await otherTeam.coach.client.post(`/api/teams/${otherTeam.teamCode}/invites`, player(6, { email: address })))
        .status,
    ).toBe(201);
    expect((await coach.client.delete(`/api/teams/${teamCode}/invites/${first.body.id}`)).status).toBe(200);
    const readded = await coach.client.post(
      `/api/teams/${teamCode}/invites`,
      player(7, { email: address.toUpperCase() }),
    );
    expect(readded.status).toBe(201);
    expect(readded.body.email).toBe(address);
  });

  it('rolls back when the database refuses a row mid-import', async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    // 2 valid rows and one whose value the schema allows but the database cannot store (text longer than an index can take is fine; use a NUL byte).
    const res = await coach.client.post(`/api/teams/${teamCode}/invites/import`, {
      players: [player(1), player(2), player(3, { highSchool: 'Bad\u0000School' })],
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await stack.db.select().from(teamInvites).where(eq(teamInvites.teamCode, teamCode))).toHaveLength(0);
  });
});

describe('invitations', () => {
  it('sends an invite by e-mail; the new player accepts, gets an account, joins with the invite details; the link cannot be reused', async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Invite Hawks');
    const email = `newkid.${Date.now()}@example.test`;
    const { body: invite } = await coach.client.post(
      `/api/teams/${teamCode}/invites`,
      player(1, {
        email,
        firstName: 'Nia',
        lastName: 'Newkid',
        primaryPosition: 'C',
        heightInches: 70,
        bats: 'Left',
        throws: 'Right',
      }),
    );
    const stranger = await createUser(stack, 'coach');
    expect((await stranger.client.post(`/api/teams/${teamCode}/invites/${invite.id}/send`)).status).toBe(403);
    expect((await coach.client.post(`/api/teams/${teamCode}/invites/${invite.id}/send`)).status).toBe(200);
    const mail = await stack.smtp.waitFor(email, /Invite Hawks/);
    const link = linkIn(mail, `${stack.url}/accept-invite?token=`);
    const token = new URL(link).searchParams.get('token')!;

    const view = await stack.client().get(`/api/invites/${token}`);
    expect(view.body).toMatchObject({ teamName: 'Invite Hawks', email, firstName: 'Nia', hasAccount: false });
    const browser = stack.client();
    const short = await browser.post('/api/invites/accept', { token, password: '123' });
    expect(short.status).toBe(400);
    const accepted = await browser.post('/api/invites/accept', { token, password: 'catcher-pass-1' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ email, firstName: 'Nia', role: 'player' });
    expect((await browser.get('/api/me')).body.user.email).toBe(email);
    const [profile] = await stack.db.select().from(userProfiles).where(eq(userProfiles.userId, accepted.body.user.id));
    expect(profile).toMatchObject({ primaryPosition: 'C', heightInches: 70, bats: 'Left', throws: 'Right' });
    const [member] = await stack.db.select().from(teamMembers).where(eq(teamMembers.userId, accepted.body.user.id));
    expect(member).toMatchObject({ status: 'active', teamCode, playerName: 'Nia Newkid', regPrimaryPosition: 'C' });
    const [row] = await stack.db.select().from(teamInvites).where(eq(teamInvites.id, invite.id));
    expect(row!.status).toBe('accepted');
    const reopened = await stack.client().get(`/api/invites/${token}`);
    expect(reopened.status).toBe(409);
    expect(reopened.body.error.message).toBe('This invitation has already been accepted. Please sign in.');
    const again = await stack.client().post('/api/invites/accept', { token, password: 'catcher-pass-1' });
    expect(again.status).toBe(409);
    const players = await coach.client.get(`/api/teams/${teamCode}/players`);
    expect(players.body.invites).toHaveLength(0);
    expect(players.body.members[0]).toMatchObject({ playerName: 'Nia Newkid', hasCompletedDashboard: false });
  });

  it('an existing account accepts with its password and is notified in-app; cancelled and expired links say so', async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    const existing = await createUser(stack, 'player', { firstName: 'Eli' });
    const { body: invite } = await coach.client.post(
      `/api/teams/${teamCode}/invites`,
      player(1, { email: existing.email }),
    );
    await coach.client.post(`/api/teams/${teamCode}/invites/${invite.id}/send`);
    const token = new URL(
      linkIn(await stack.smtp.waitFor(existing.email, /invited/), `${stack.url}/accept-invite?token=`),
    ).searchParams.get('token')!;
    expect((await stack.client().get(`/api/invites/${token}`)).body.hasAccount).toBe(true);
    const wrong = await stack.client().post('/api/invites/accept', { token, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    const ok = await stack.client().post('/api/invites/accept', { token, password: 'correct-horse-9' });
    expect(ok.status).toBe(200);
    const notes = await stack.db.select().from(notifications).where(eq(notifications.userId, existing.id));
    expect(notes.map((n) => n.kind)).toEqual(['team_invite']);

    const { body: second } = await coach.client.post(`/api/teams/${teamCode}/invites`, player(2));
    await coach.client.post(`/api/teams/${teamCode}/invites/${second.id}/send`);
    const token2 = new URL(
      linkIn(await stack.smtp.waitFor(second.email, /invited/), `${stack.url}/accept-invite?token=`),
    ).searchParams.get('token')!;
    const other = await createUser(stack, 'coach');
    expect((await other.client.delete(`/api/teams/${teamCode}/invites/${second.id}`)).status).toBe(403);
    expect((await coach.client.delete(`/api/teams/${teamCode}/invites/${second.id}`)).status).toBe(200);
    const [cancelled] = await stack.db.select().from(teamInvites).where(eq(teamInvites.id, second.id));
    expect(cancelled!.status).toBe('cancelled');
    expect((await stack.client().get(`/api/invites/${token2}`)).body.error.message).toBe(
      'This invitation link is invalid.',
    );

    const { body: third } = await coach.client.post(`/api/teams/${teamCode}/invites`, player(3));
    await coach.client.post(`/api/teams/${teamCode}/invites/${third.id}/send`);
    const token3 = new URL(
      linkIn(await stack.smtp.waitFor(third.email, /invited/), `${stack.url}/accept-invite?token=`),
    ).searchParams.get('token')!;
    await stack.db
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.id, third.id));
    const expired = await stack.client().post('/api/invites/accept', { token: token3, password: 'whatever-1' });
    expect(expired.status).toBe(409);
    expect(expired.body.error.message).toBe('This invitation has expired. Please ask your coach to send it again.');
  });
});

describe('invite addresses in another case', () => {
  it('an invite stored in capitals reaches the lower-case account: notified, known, accepted while signed in', async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    const existing = await createUser(stack, 'player', { firstName: 'Cai' });
    // as an invite added before addresses were stored lower-case
    const [invite] = await stack.db
      .insert(teamInvites)
      .values({ ...player(1), email: existing.email.toUpperCase(), teamCode, status: 'pending' })
      .returning();
    expect((await coach.client.post(`/api/teams/${teamCode}/invites/${invite!.id}/send`)).status).toBe(200);
    // the mail goes to the address as the invite holds it
    const invitedMail = () =>
      stack.smtp.received.find((m) => /invited/.test(m.subject) && String(m.to).toLowerCase().includes(existing.email));
    await expect.poll(invitedMail).toBeTruthy();
    const mail = invitedMail()!;
    const token = new URL(linkIn(mail, `${stack.url}/accept-invite?token=`)).searchParams.get('token')!;
    const notes = await stack.db.select().from(notifications).where(eq(notifications.userId, existing.id));
    expect(notes.map((n) => n.kind)).toEqual(['team_invite']);
    expect((await stack.client().get(`/api/invites/${token}`)).body.hasAccount).toBe(true);
    const accepted = await existing.client.post('/api/invites/accept', { token });
    expect(accepted.status).toBe(200);
    const [member] = await stack.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.userId, existing.id)));
    expect(member!.status).toBe('active');
  });
});

describe('roster actions', () => {
  async function teamWithMember() {
    const { coach, teamCode } = await coachWithTeam(stack);
    const kid = await createUser(stack, 'player', { firstName: 'Rory', lastName: 'Roster' });
    await kid.client.post('/api/teams/join', { teamCode });
    const { body } = await coach.client.get(`/api/teams/${teamCode}/players`);
    return { coach, teamCode, kid, memberId: body.members[0].id as string };
  }

  it('rates a player and clears the rating; 403 for another coach and for the player', async () => {
    const { coach, teamCode, kid, memberId } = await teamWithMember();
    const other = await createUser(stack, 'coach');
    for (const who of [other, kid])
      expect(
        (await who.client.put(`/api/teams/${teamCode}/members/${memberId}/rating`, { kind: 'hit', value: 4 })).status,
      ).toBe(403);
    expect(
      (await coach.client.put(`/api/teams/${teamCode}/members/${memberId}/rating`, { kind: 'hit', value: 6 })).status,
    ).toBe(400);
    expect(
      (await coach.client.put(`/api/teams/${teamCode}/members/${memberId}/rating`, { kind: 'hit', value: 4 })).body,
    ).toEqual({ kind: 'hit', value: 4 });
    await coach.client.put(`/api/teams/${teamCode}/members/${memberId}/rating`, { kind: 'game', value: 2 });
    await coach.client.put(`/api/teams/${teamCode}/members/${memberId}/rating`, { kind: 'game', value: null });
    const [m] = await stack.db.select().from(teamMembers).where(eq(teamMembers.id, memberId));
    expect(m).toMatchObject({ hitScore: 4, gameScore: null });
  });

  it("lists each member once with their latest visible submission, and no older ones (Top Metrics' rows)", async () => {
    const { coach, teamCode, kid } = await teamWithMember();
    const at = (iso: string) => new Date(iso);
    await stack.db.insert(metricSubmissions).values([
      {
        userId: kid.id,
        paymentStatus: 'paid',
        submittedPosition: 'OF',
        submittedScore: 70,
        createdAt: at('2026-01-01T00:00:00Z'),
      },
      {
        userId: kid.id,
        paymentStatus: 'paid',
        submittedPosition: 'SS',
        submittedScore: 82,
        createdAt: at('2026-03-01T00:00:00Z'),
      },
      // newer, but never paid for: not visible to the coach
      {
        userId: kid.id,
        paymentStatus: 'pending',
        submittedPosition: 'C',
        submittedScore: 90,
        createdAt: at('2026-04-01T00:00:00Z'),
      },
    ]);
    const { body } = await coach.client.get(`/api/teams/${teamCode}/players`);
    expect(Object.keys(body).sort()).toEqual(['invites', 'members', 'teamCode']);
    expect(body.members).toHaveLength(1);
    expect(body.members[0]).toMatchObject({
      playerName: 'Rory Roster',
      hasCompletedDashboard: true,
      latestSubmission: { submittedPosition: 'SS', submittedScore: 82, createdAt: '2026-03-01T00:00:00.000Z' },
    });
  });

  it('removes a player softly (account and submissions kept); 403 for others', async () => {
    const { coach, teamCode, kid, memberId } = await teamWithMember();
    await stack.db
      .insert(metricSubmissions)
      .values({ userId: kid.id, paymentStatus: 'free', submittedPosition: 'OF', submittedScore: 77 });
    const other = await createUser(stack, 'coach');
    for (const who of [other, kid])
      expect((await who.client.delete(`/api/teams/${teamCode}/members/${memberId}`)).status).toBe(403);
    const before = await coach.client.get(`/api/teams/${teamCode}/players`);
    expect(before.body.members[0].latestSubmission).toMatchObject({ submittedScore: 77 });
    expect((await coach.client.delete(`/api/teams/${teamCode}/members/${memberId}`)).status).toBe(200);
    const after = await coach.client.get(`/api/teams/${teamCode}/players`);
    expect(after.body.members).toHaveLength(0);
    const [m] = await stack.db.select().from(teamMembers).where(eq(teamMembers.id, memberId));
    expect(m!.status).toBe('removed');
    expect(await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.userId, kid.id))).toHaveLength(1);
    expect((await kid.client.get('/api/me')).body.user.id).toBe(kid.id);
  });

  it('shows college interaction from the tracker tables', async () => {
    const { coach, teamCode, kid } = await teamWithMember();
    await stack.db
      .insert(colleges)
      .values({ schoolId: 9101, schoolName: 'Test State University', division: 'D1', conference: 'Test Conf' })
      .onConflictDoNothing();
    const [t] = await stack.db
      .insert(schoolContactTracker)
      .values({ userId: kid.id, schoolId: 9101, schoolName: 'Test State University', division: 'D1' })
      .returning();
    await stack.db.insert(contactActions).values([
      { trackerId: t!.id, actionType: 'questionnaire', completed: true, completedDate: '2026-05-01' },
      { trackerId: t!.id, actionType: 'offer_received', completed: true },
    ]);
    const res = await coach.client.get(`/api/teams/${teamCode}/college-interaction`);
    expect(res.body.players[0]).toMatchObject({
      playerName: 'Rory Roster',
      totalActions: 2,
      completedActions: 2,
      offersReceived: 1,
      followedColleges: [{ schoolName: 'Test State University' }],
    });
    expect((await kid.client.get(`/api/teams/${teamCode}/college-interaction`)).status).toBe(403);
    const rows = await stack.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamCode, teamCode)));
    expect(rows).toHaveLength(1);
  });
});
