import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  inviteMessages,
  TEAM_INVITE_MAILS_PER_DAY,
  TEAM_MAX_PLAYERS,
  TEAM_PENDING_INVITES_MAX,
  teamCapMessages,
} from '@dugout/domain/teams';
import {
  metricSubmissions,
  outbox,
  teamInvites,
  teamMembers,
  teamSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser, sampleHitterMetrics } from '../../test/factories.ts';
import { linkIn } from '../../test/smtp.ts';
import { coachWithTeam } from '../../test/team-factories.ts';
import { signedInClients, statusCounts } from '../../test/races.ts';

/** The team's player cap and the invitation limits (docs/decisions/0041-team-player-cap.md). */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const player = (i: number, over: Record<string, unknown> = {}) => ({
  firstName: `Cap${i}`,
  lastName: 'Player',
  email: `cap${i}.${Math.random().toString(36).slice(2, 8)}@example.test`,
  primaryPosition: 'OF',
  graduationYear: new Date().getFullYear() + 1,
  ...over,
});

/** `n` active members without accounts (as an old import left them), joined `minutesAgo` minutes ago. */
async function fillTeam(s: TestStack, teamCode: string, n: number, minutesAgo = 60) {
  if (n === 0) return;
  const joinedAt = new Date(Date.now() - minutesAgo * 60_000);
  await s.db
    .insert(teamMembers)
    .values(Array.from({ length: n }, (_, i) => ({ teamCode, playerName: `Filler ${i}`, status: 'active', joinedAt })));
}

const activeCount = async (s: TestStack, teamCode: string) =>
  (
    await s.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.status, 'active')))
  ).length;
const pendingCount = async (s: TestStack, teamCode: string) =>
  (
    await s.db
      .select()
      .from(teamInvites)
      .where(and(eq(teamInvites.teamCode, teamCode), eq(teamInvites.status, 'pending')))
  ).length;

/** Sends the invite and returns the token of the e-mailed link. */
async function sentToken(s: TestStack, coach: Awaited<ReturnType<typeof createUser>>, teamCode: string, id: string) {
  const [invite] = await s.db.select().from(teamInvites).where(eq(teamInvites.id, id));
  const sent = await coach.client.post(`/api/teams/${teamCode}/invites/${id}/send`);
  expect(sent.status).toBe(200);
  const mail = await s.smtp.waitFor(invite!.email, /invited/);
  return new URL(linkIn(mail, `${s.url}/accept-invite?token=`)).searchParams.get('token')!;
}

describe('joining by TeamID', () => {
  it('a player cannot join a full team: 409 with the message, nothing stored; after a removal they can', async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Full Falcons');
    await fillTeam(stack, teamCode, TEAM_MAX_PLAYERS);
    const kid = await createUser(stack, 'player');
    const res = await kid.client.post('/api/teams/join', { teamCode });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This team is full. Ask the coach for room.');
    expect(await activeCount(stack, teamCode)).toBe(TEAM_MAX_PLAYERS);
    expect(
      await stack.db
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.userId, kid.id))),
    ).toHaveLength(0);
    // the coach frees a place: the player joins, and the stored count says so
    const { body } = await coach.client.get(`/api/teams/${teamCode}/players`);
    expect((await coach.client.delete(`/api/teams/${teamCode}/members/${body.members[0].id}`)).status).toBe(200);
    expect((await kid.client.post('/api/teams/join', { teamCode })).status).toBe(200);
    const [team] = await stack.db.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamCode, teamCode));
    expect(team!.activePlayers).toBe(TEAM_MAX_PLAYERS);
    // a member already on the full team is told so, not refused
    expect((await kid.client.post('/api/teams/join', { teamCode })).body.alreadyMember).toBe(true);
  });
});

describe('invites', () => {
  it(`refuses the ${TEAM_PENDING_INVITES_MAX + 1}st pending invite with a message and stores nothing; a cancel makes room`, async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Invite Ibis');
    const rows = Array.from({ length: TEAM_PENDING_INVITES_MAX }, (_, i) => player(i));
    // an empty team has room for 20 players, so the import alone stops there; the rest is added straight to the table
    const imported = await coach.client.post(`/api/teams/${teamCode}/invites/import`, { players: rows.slice(0, 20) });
    expect(imported.body).toMatchObject({ count: 20, refused: [] });
    await stack.db.insert(teamInvites).values(rows.slice(20).map((p) => ({ ...p, teamCode, status: 'pending' })));
    expect(await pendingCount(stack, teamCode)).toBe(TEAM_PENDING_INVITES_MAX);
    const extra = player(999);
    const refused = await coach.client.post(`/api/teams/${teamCode}/invites`, extra);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `This team already has ${TEAM_PENDING_INVITES_MAX} pending invites. Cancel some before adding more.`,
    );
    expect(await pendingCount(stack, teamCode)).toBe(TEAM_PENDING_INVITES_MAX);
    expect(await stack.db.select().from(teamInvites).where(eq(teamInvites.email, extra.email))).toHaveLength(0);
    const importRefused = await coach.client.post(`/api/teams/${teamCode}/invites/import`, { players: [extra] });
    expect(importRefused.status).toBe(409);
    expect(await pendingCount(stack, teamCode)).toBe(TEAM_PENDING_INVITES_MAX);

    const first = (await coach.client.get(`/api/teams/${teamCode}/players`)).body.invites[0];
    expect((await coach.client.delete(`/api/teams/${teamCode}/invites/${first.id}`)).status).toBe(200);
    expect((await coach.client.post(`/api/teams/${teamCode}/invites`, extra)).status).toBe(201);
    expect(await pendingCount(stack, teamCode)).toBe(TEAM_PENDING_INVITES_MAX);
  });

  it('a full team takes no new invite', async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Packed Pelicans');
    await fillTeam(stack, teamCode, TEAM_MAX_PLAYERS);
    const res = await coach.client.post(`/api/teams/${teamCode}/invites`, player(1));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(teamCapMessages.coachFull(TEAM_MAX_PLAYERS));
    expect(await pendingCount(stack, teamCode)).toBe(0);
  });

  it(`sends at most ${TEAM_INVITE_MAILS_PER_DAY} invitation e-mails per team in 24 hours`, async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Mail Mallards');
    const { body: invite } = await coach.client.post(`/api/teams/${teamCode}/invites`, player(1));
    // the team's earlier sends: one more than a day ago (not counted), and all but one of today's allowance
    await stack.db.insert(outbox).values([
      {
        to: invite.email,
        subject: 'old',
        text: 'old',
        kind: 'team_invite',
        refId: invite.id,
        status: 'sent',
        createdAt: new Date(Date.now() - 25 * 3600_000),
      },
      ...Array.from({ length: TEAM_INVITE_MAILS_PER_DAY - 1 }, () => ({
        to: invite.email,
        subject: 'earlier',
        text: 'earlier',
        kind: 'team_invite',
        refId: invite.id,
        status: 'sent',
      })),
    ]);
    const mailsOf = async () =>
      (
        await stack.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, 'team_invite'), eq(outbox.refId, invite.id)))
      ).length;
    expect((await coach.client.post(`/api/teams/${teamCode}/invites/${invite.id}/send`)).status).toBe(200);
    expect(await mailsOf()).toBe(TEAM_INVITE_MAILS_PER_DAY + 1);
    const [linked] = await stack.db.select().from(teamInvites).where(eq(teamInvites.id, invite.id));
    const over = await coach.client.post(`/api/teams/${teamCode}/invites/${invite.id}/send`);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(
      `This team has sent ${TEAM_INVITE_MAILS_PER_DAY} invitation e-mails in the last 24 hours. Please try again tomorrow.`,
    );
    expect(await mailsOf()).toBe(TEAM_INVITE_MAILS_PER_DAY + 1);
    // the refused send did not replace the link that was e-mailed
    const [after] = await stack.db.select().from(teamInvites).where(eq(teamInvites.id, invite.id));
    expect(after!.tokenHash).toBe(linked!.tokenHash);
    // another team's sends are its own
    const other = await coachWithTeam(stack, 'Other Orioles');
    const { body: otherInvite } = await other.coach.client.post(`/api/teams/${other.teamCode}/invites`, player(2));
    expect((await other.coach.client.post(`/api/teams/${other.teamCode}/invites/${otherInvite.id}/send`)).status).toBe(
      200,
    );
  });

  it('accepting an invite to a full team: 409 with the message; the invite stays pending, no membership', async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Crowded Cranes');
    const existing = await createUser(stack, 'player');
    const { body: invite } = await coach.client.post(
      `/api/teams/${teamCode}/invites`,
      player(1, { email: existing.email }),
    );
    const token = await sentToken(stack, coach, teamCode, invite.id);
    await fillTeam(stack, teamCode, TEAM_MAX_PLAYERS);
    const res = await existing.client.post('/api/invites/accept', { token });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This team is full. Ask the coach for room.');
    const [row] = await stack.db.select().from(teamInvites).where(eq(teamInvites.id, invite.id));
    expect(row!.status).toBe('pending');
    expect(
      await stack.db
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.teamCode, teamCode), eq(teamMembers.userId, existing.id))),
    ).toHaveLength(0);
    expect(await activeCount(stack, teamCode)).toBe(TEAM_MAX_PLAYERS);
  });
});

describe('import at the cap', () => {
  it('imports the rows the team has room for and refuses the rest, each with its row and message', async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Import Ibexes');
    await fillTeam(stack, teamCode, TEAM_MAX_PLAYERS - 3);
    const rows = Array.from({ length: 5 }, (_, i) => player(i));
    const res = await coach.client.post(`/api/teams/${teamCode}/invites/import`, { players: rows });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      count: 3,
      refused: [
        { row: 5, message: `Row 5 was not imported: the team is full (${TEAM_MAX_PLAYERS} players).` },
        { row: 6, message: `Row 6 was not imported: the team is full (${TEAM_MAX_PLAYERS} players).` },
      ],
    });
    const stored = await stack.db.select().from(teamInvites).where(eq(teamInvites.teamCode, teamCode));
    expect(stored.map((r) => r.email).sort()).toEqual(
      rows
        .slice(0, 3)
        .map((r) => r.email)
        .sort(),
    );
    // a full team imports nothing, and says why
    await fillTeam(stack, teamCode, 3);
    const full = await coach.client.post(`/api/teams/${teamCode}/invites/import`, { players: rows.slice(3) });
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe(teamCapMessages.coachFull(TEAM_MAX_PLAYERS));
    expect(await stack.db.select().from(teamInvites).where(eq(teamInvites.teamCode, teamCode))).toHaveLength(3);
  });
});

describe('team funding within the cap', () => {
  it('a member beyond the cap (from before it was enforced) pays; one within it is team funded', async () => {
    const { teamCode } = await coachWithTeam(stack, 'Funding Finches');
    const early = await createUser(stack, 'player');
    const late = await createUser(stack, 'player');
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    // `early` joined first; then 20 more; `late` is the 22nd active member of a team of 20
    await stack.db.insert(teamMembers).values({ teamCode, userId: early.id, status: 'active', joinedAt: at(120) });
    await fillTeam(stack, teamCode, TEAM_MAX_PLAYERS, 60);
    await stack.db.insert(teamMembers).values({ teamCode, userId: late.id, status: 'active', joinedAt: at(30) });

    const earlyMetrics = await early.client.post('/api/submissions', sampleHitterMetrics);
    expect(earlyMetrics.body.payment).toMatchObject({ teamFunded: true, priceCents: 0 });
    const lateMetrics = await late.client.post('/api/submissions', sampleHitterMetrics);
    expect(lateMetrics.body.payment).toMatchObject({ teamFunded: false, teamName: null });

    expect((await early.client.post(`/api/submissions/${earlyMetrics.body.submission.id}/checkout`)).status).toBe(200);
    expect((await late.client.post(`/api/submissions/${lateMetrics.body.submission.id}/checkout`)).status).toBe(200);
    const row = async (id: string) =>
      (await stack.db.select().from(metricSubmissions).where(eq(metricSubmissions.id, id)))[0]!;
    expect(await row(earlyMetrics.body.submission.id)).toMatchObject({ teamFunded: true, paymentProvider: 'team' });
    expect(await row(lateMetrics.body.submission.id)).toMatchObject({ teamFunded: false, teamCode: null });
    expect((await row(lateMetrics.body.submission.id)).paymentProvider).not.toBe('team');

    // redeeming the TeamID with a pending submission: filed under the team, but not team funded
    const pending = await late.client.post('/api/submissions', sampleHitterMetrics);
    const redeem = await late.client.post('/api/teams/join', { teamCode, submissionId: pending.body.submission.id });
    expect(redeem.status).toBe(200);
    expect(redeem.body.submission).toMatchObject({ paymentStatus: 'pending', teamFunded: false });
    expect(await row(pending.body.submission.id)).toMatchObject({
      teamCode,
      teamFunded: false,
      paymentStatus: 'pending',
    });
  });
});

describe('races (PostgreSQL)', () => {
  let pg: TestStack;
  beforeAll(async () => {
    pg = await startTestStack({ postgres: true });
    // These tests are about the race, not the rate limits: let every request through to it.
    pg.deps.rateLimitStore.hit = async (_key, windowMs) => ({ count: 1, resetAt: Date.now() + windowMs });
  });
  afterAll(() => pg?.close());

  it('20 players join a team with room for one at once: one joins, 19 hear the team is full', async () => {
    const { teamCode } = await coachWithTeam(pg, 'Race Ravens');
    await fillTeam(pg, teamCode, TEAM_MAX_PLAYERS - 1);
    const kids = await Promise.all(Array.from({ length: 20 }, () => createUser(pg, 'player')));
    const answers = await Promise.all(kids.map((k) => k.client.post('/api/teams/join', { teamCode })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.error.message).toBe('This team is full. Ask the coach for room.');
    expect(await activeCount(pg, teamCode)).toBe(TEAM_MAX_PLAYERS);
    const [team] = await pg.db.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamCode, teamCode));
    expect(team!.activePlayers).toBe(TEAM_MAX_PLAYERS);
  });

  it(`40 invites at once to a team with ${TEAM_PENDING_INVITES_MAX - 1} pending: one is stored, 39 hear the cap`, async () => {
    const { coach, teamCode } = await coachWithTeam(pg, 'Race Ravens Invites');
    await pg.db
      .insert(teamInvites)
      .values(
        Array.from({ length: TEAM_PENDING_INVITES_MAX - 1 }, (_, i) => ({ ...player(i), teamCode, status: 'pending' })),
      );
    const extras = Array.from({ length: 40 }, (_, i) => player(500 + i));
    const answers = await Promise.all(extras.map((p) => coach.client.post(`/api/teams/${teamCode}/invites`, p)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    expect(await pendingCount(pg, teamCode)).toBe(TEAM_PENDING_INVITES_MAX);
  });

  it(`20 sends at once with ${TEAM_INVITE_MAILS_PER_DAY - 1} invite e-mails today: one is queued, 19 × 429`, async () => {
    const { coach, teamCode } = await coachWithTeam(pg, 'Race Ravens Mail');
    const invites = (
      await pg.db
        .insert(teamInvites)
        .values(Array.from({ length: 20 }, (_, i) => ({ ...player(700 + i), teamCode, status: 'pending' })))
        .returning()
    ).sort((a, b) => a.id.localeCompare(b.id));
    // all but one of today's allowance already sent, for the first invite
    await pg.db.insert(outbox).values(
      Array.from({ length: TEAM_INVITE_MAILS_PER_DAY - 1 }, () => ({
        to: invites[0]!.email,
        subject: 'earlier',
        text: 'earlier',
        kind: 'team_invite',
        refId: invites[0]!.id,
        status: 'sent',
      })),
    );
    const browsers = await signedInClients(pg, coach.email, 20);
    const answers = await Promise.all(
      browsers.map((b, i) => b.post(`/api/teams/${teamCode}/invites/${invites[i]!.id}/send`)),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 429: 19 });
    for (const a of answers.filter((x) => x.status === 429))
      expect(a.body.error.message).toBe(teamCapMessages.inviteMails);
    const mails = await pg.db
      .select({ refId: outbox.refId })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'team_invite'),
          inArray(
            outbox.refId,
            invites.map((i) => i.id),
          ),
        ),
      );
    expect(mails).toHaveLength(TEAM_INVITE_MAILS_PER_DAY);
  });

  it('20 invites of one address in 20 spellings of its case at once: one pending invite, 19 × 409', async () => {
    const { coach, teamCode } = await coachWithTeam(pg, 'Race Ravens Cases');
    const address = `case.race.${Math.random().toString(36).slice(2, 8)}@example.test`;
    // each request from its own session, as 20 browsers of the coach would send them
    const browsers = await signedInClients(pg, coach.email, 20);
    const spell = (i: number) =>
      [...address].map((ch, k) => ((i >> (k % 5)) & 1 ? ch.toUpperCase() : ch)).join('') + (i >= 10 ? ' ' : '');
    const answers = await Promise.all(
      browsers.map((b, i) => b.post(`/api/teams/${teamCode}/invites`, player(i, { email: spell(i) }))),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 19 });
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.error.message).toBe(teamCapMessages.alreadyInvited);
    const rows = await pg.db
      .select({ email: teamInvites.email })
      .from(teamInvites)
      .where(and(eq(teamInvites.teamCode, teamCode), eq(teamInvites.status, 'pending')));
    expect(rows).toEqual([{ email: address }]);
  });

  it('20 accepts of one invite at once: one 200, 19 × 409, one account, one membership, one e-mail', async () => {
    const { coach, teamCode } = await coachWithTeam(pg, 'Race Rooks');
    const { body: invite } = await coach.client.post(`/api/teams/${teamCode}/invites`, player(1));
    const token = await sentToken(pg, coach, teamCode, invite.id);
    const browsers = Array.from({ length: 20 }, () => pg.client());
    const answers = await Promise.all(
      browsers.map((b) => b.post('/api/invites/accept', { token, password: 'race-pass-123' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error.message).toBe(inviteMessages.accepted);
    const accounts = await pg.db.select().from(users).where(eq(users.email, invite.email));
    expect(accounts).toHaveLength(1);
    const members = await pg.db.select().from(teamMembers).where(eq(teamMembers.teamCode, teamCode));
    expect(members).toEqual([expect.objectContaining({ userId: accounts[0]!.id, status: 'active' })]);
    const [row] = await pg.db.select().from(teamInvites).where(eq(teamInvites.id, invite.id));
    expect(row).toMatchObject({ status: 'accepted', acceptedUserId: accounts[0]!.id });
    // the winner is signed in; accepting sends no e-mail: the address got the one invitation and nothing else
    const winner = browsers[statuses.indexOf(200)]!;
    expect((await winner.get('/api/me')).body.user.email).toBe(invite.email);
    await new Promise((r) => setTimeout(r, 300));
    expect(pg.smtp.received.filter((m) => m.to.includes(invite.email))).toHaveLength(1);
  });

  it('20 accepts of one invite by the signed-in invited player at once: one 200, the rest 409, one membership', async () => {
    const { coach, teamCode } = await coachWithTeam(pg, 'Race Robins');
    const kid = await createUser(pg, 'player');
    const { body: invite } = await coach.client.post(`/api/teams/${teamCode}/invites`, player(1, { email: kid.email }));
    const token = await sentToken(pg, coach, teamCode, invite.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => kid.client.post('/api/invites/accept', { token })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await pg.db.select().from(teamMembers).where(eq(teamMembers.teamCode, teamCode))).toHaveLength(1);
  });
});
