import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { guardianLinks, outbox, teamInvites, teamMembers } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser as createAnyUser } from '../../test/factories.ts';
import { sampleTeam } from '../../test/team-factories.ts';

/**
 * The coach's side of families (docs/decisions/0064-coaches-and-families.md): the guardians on the team's player rows,
 * 'E-mail players & guardians', and the guardian's e-mail on an invite and an import.
 */
let stack: TestStack;
beforeAll(async () => {
  // each user speaks from an address of their own, so the per-address rate limits count one test's requests only
  stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => stack?.close());

let addresses = 0;
async function createUser(...args: Parameters<typeof createAnyUser> extends [unknown, ...infer R] ? R : never) {
  const user = await createAnyUser(stack, ...args);
  addresses++;
  user.client.defaultHeaders['x-forwarded-for'] = `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  return user;
}
type User = Awaited<ReturnType<typeof createUser>>;

async function coachWithTeam(stack: TestStack, teamName = sampleTeam.teamName) {
  const coach = await createUser('coach');
  const res = await coach.client.post('/api/teams', { ...sampleTeam, teamName });
  expect(res.status).toBe(201);
  return { coach, teamCode: res.body.teamCode as string };
}
const gradYear = new Date().getFullYear() + 1;

/** An active link (both sides agreed), as the families feature leaves it. */
async function link(guardian: User, player: User, over: Partial<typeof guardianLinks.$inferInsert> = {}) {
  const now = new Date();
  await stack.db.insert(guardianLinks).values({
    guardianId: guardian.id,
    playerId: player.id,
    guardianEmail: guardian.email,
    playerEmail: player.email,
    invitedBy: 'player',
    invitedByUserId: player.id,
    status: 'active',
    guardianAgreedAt: now,
    playerAgreedAt: now,
    ...over,
  });
}

/** A team with Casey (one sharing guardian, one who does not share, one pending), Riley (the same sharing guardian), and Blake (removed). */
async function world() {
  const { coach, teamCode } = await coachWithTeam(stack);
  const [casey, riley, blake, jordan, quiet, pending, ended] = await Promise.all([
    createUser('player', { firstName: 'Casey', lastName: 'Kid' }),
    createUser('player', { firstName: 'Riley', lastName: 'Kid' }),
    createUser('player', { firstName: 'Blake', lastName: 'Gone' }),
    createUser('guardian', { firstName: 'Jordan', lastName: 'Parent' }),
    createUser('guardian', { firstName: 'Quinn', lastName: 'Private' }),
    createUser('guardian', { firstName: 'Pat', lastName: 'Pending' }),
    createUser('guardian', { firstName: 'Eli', lastName: 'Ended' }),
  ]);
  for (const p of [casey!, riley!, blake!])
    expect((await p.client.post('/api/teams/join', { teamCode })).status).toBeLessThan(300);
  await link(jordan, casey);
  await link(jordan, riley);
  await link(quiet, casey, { shareWithCoaches: false });
  await link(pending, casey, { status: 'pending', playerAgreedAt: null });
  await link(ended, casey, { status: 'ended', endedAt: new Date() });
  await link(jordan, blake);
  const members = await stack.db.select().from(teamMembers).where(eq(teamMembers.teamCode, teamCode));
  const memberOf = (u: User) => members.find((m) => m.userId === u.id)!.id;
  expect((await coach.client.delete(`/api/teams/${teamCode}/members/${memberOf(blake)}`)).status).toBe(200);
  return {
    coach,
    teamCode,
    casey: casey!,
    riley: riley!,
    blake: blake!,
    jordan: jordan!,
    quiet: quiet!,
    pending: pending!,
    memberOf,
  };
}
/** One world for the file (building it takes seconds on a loaded machine); tests count the mails they cause. */
let w: Awaited<ReturnType<typeof world>>;
beforeAll(async () => {
  w = await world();
}, 180_000);

const mailsOfTeam = (teamCode: string) =>
  stack.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'team_message'), eq(outbox.refId, teamCode)));

describe("the team's player rows", () => {
  it("list each player's guardians who share with coaches (active links only), to the team's staff only", async () => {
    const res = await w.coach.client.get(`/api/teams/${w.teamCode}/players`);
    expect(res.status).toBe(200);
    const byUser = new Map(
      (res.body.members as Array<{ userId: string; guardians: unknown[] }>).map((m) => [m.userId, m.guardians]),
    );
    const jordan = { name: 'Jordan Parent', email: w.jordan.email };
    expect(byUser.get(w.casey.id)).toEqual([jordan]);
    expect(byUser.get(w.riley.id)).toEqual([jordan]);
    expect(byUser.has(w.blake.id)).toBe(false);

    // a site admin sees the team's rows, not its families
    const admin = await createUser('admin');
    const asAdmin = await admin.client.get(`/api/teams/${w.teamCode}/players`);
    expect(asAdmin.status).toBe(200);
    expect((asAdmin.body.members as Array<{ guardians: unknown[] }>).every((m) => m.guardians.length === 0)).toBe(true);
  });
});

describe('E-mail players & guardians', () => {
  it('sends one e-mail per player and sharing guardian, Reply-To the coach, and answers how many were queued', async () => {
    const res = await w.coach.client.post(`/api/teams/${w.teamCode}/messages`, {
      memberIds: [w.memberOf(w.casey), w.memberOf(w.riley)],
      subject: 'Practice moved',
      body: 'We start at 6 on Saturday.\n\nBring water.',
    });
    expect(res.status).toBe(200);
    // Casey, Riley, and Jordan once (guardian of both); not the guardian who does not share, not pending/ended links
    expect(res.body).toEqual({ sent: 3 });
    const rows = (await mailsOfTeam(w.teamCode)).filter((r) => r.subject.endsWith('Practice moved'));
    expect(rows.map((r) => r.to).sort()).toEqual([w.casey.email, w.riley.email, w.jordan.email].sort());
    expect(rows.every((r) => r.replyTo === w.coach.email)).toBe(true);

    for (const to of [w.casey.email, w.riley.email, w.jordan.email]) {
      const mail = await stack.smtp.waitFor(to, /River Hawks 16U: Practice moved/);
      expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${w.coach.email.replace(/[.]/g, '\\.')}`, 'mi'));
      expect(mail.text).toContain('We start at 6 on Saturday.');
    }
    const toJordan = rows.find((r) => r.to === w.jordan.email)!;
    expect(toJordan.text).toContain('parent or guardian of Casey Kid');
    const everyAddress = stack.smtp.received.flatMap((m) => m.to);
    expect(everyAddress).not.toContain(w.quiet.email);
    expect(everyAddress).not.toContain(w.pending.email);
  });

  it("refuses a removed player, another team's member or a made-up id with 404, and sends nothing", async () => {
    const other = await coachWithTeam(stack, 'Other Owls');
    const stranger = await createUser('player');
    await stranger.client.post('/api/teams/join', { teamCode: other.teamCode });
    const [strangerMember] = await stack.db.select().from(teamMembers).where(eq(teamMembers.teamCode, other.teamCode));
    const before = (await mailsOfTeam(w.teamCode)).length;
    const message = { subject: 'Hello', body: 'Hi all' };
    for (const bad of [w.memberOf(w.blake), strangerMember!.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await w.coach.client.post(`/api/teams/${w.teamCode}/messages`, {
        ...message,
        memberIds: [w.memberOf(w.casey), bad],
      });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Team member not found.');
    }
    expect(await mailsOfTeam(w.teamCode)).toHaveLength(before);
  });

  it("validates the message, and lets only the team's staff send one", async () => {
    const url = `/api/teams/${w.teamCode}/messages`;
    const before = (await mailsOfTeam(w.teamCode)).length;
    const bad = await w.coach.client.post(url, { memberIds: [], subject: ' ', body: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      memberIds: 'Choose at least one player',
      subject: 'Subject is required',
      body: 'Message is required',
    });
    const long = await w.coach.client.post(url, {
      memberIds: Array.from({ length: 101 }, (_, i) => `m${i}`),
      subject: 'x'.repeat(151),
      body: 'y'.repeat(5001),
    });
    expect(long.body.error.fields).toEqual({
      memberIds: 'Choose at most 100 players',
      subject: 'Subject must be at most 150 characters',
      body: 'Message must be at most 5000 characters',
    });
    const ok = { memberIds: [w.memberOf(w.casey)], subject: 'Hi', body: 'Hello' };
    const otherCoach = await createUser('coach');
    const admin = await createUser('admin');
    for (const who of [w.casey, w.jordan, otherCoach, admin]) expect((await who.client.post(url, ok)).status).toBe(403);
    expect((await stack.client().post(url, ok)).status).toBe(401);
    expect(await mailsOfTeam(w.teamCode)).toHaveLength(before);
  });

  it('is rate limited per coach', async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await coach.client.post(`/api/teams/${teamCode}/messages`, { memberIds: [] })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("a guardian's e-mail on an invite", () => {
  it('Add Player keeps it; sending the invite links the guardian as a coach invite of the team', async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    const url = `/api/teams/${teamCode}/invites`;
    const player = {
      firstName: 'Gabe',
      lastName: 'Kid',
      email: `gabe.${Date.now()}@example.test`,
      primaryPosition: 'OF',
      graduationYear: gradYear,
    };
    const bad = await coach.client.post(url, { ...player, guardianEmail: 'mom@' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ guardianEmail: 'Please enter a valid email address' });
    const same = await coach.client.post(url, { ...player, guardianEmail: player.email.toUpperCase() });
    expect(same.body.error.fields).toEqual({
      guardianEmail: "The guardian's e-mail must be different from the player's",
    });

    const guardianEmail = `mom.${Date.now()}@example.test`;
    const res = await coach.client.post(url, { ...player, guardianEmail: ` ${guardianEmail.toUpperCase()} ` });
    expect(res.status).toBe(201);
    expect(res.body.guardianEmail).toBe(guardianEmail);
    expect((await coach.client.get(`/api/teams/${teamCode}/players`)).body.invites[0].guardianEmail).toBe(
      guardianEmail,
    );
    // not sent yet: no link
    expect(await stack.db.select().from(guardianLinks).where(eq(guardianLinks.guardianEmail, guardianEmail))).toEqual(
      [],
    );
    expect((await coach.client.post(`/api/teams/${teamCode}/invites/${res.body.id}/send`)).status).toBe(200);
    const links = await stack.db.select().from(guardianLinks).where(eq(guardianLinks.guardianEmail, guardianEmail));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      playerEmail: player.email,
      invitedBy: 'coach',
      invitedByUserId: coach.id,
      teamCode,
      status: 'pending',
      guardianAgreedAt: null,
      playerAgreedAt: null,
    });
    // the guardian is invited by e-mail too, written with the player's invitation
    const toGuardian = await stack.smtp.waitFor(guardianEmail, /invited you to follow their Dugout account/);
    expect(toGuardian.text).toContain('River Hawks 16U');
    await stack.smtp.waitFor(player.email, /invited to join River Hawks 16U/);
    // sent again: still the one link
    expect((await coach.client.post(`/api/teams/${teamCode}/invites/${res.body.id}/send`)).status).toBe(200);
    expect(
      await stack.db.select().from(guardianLinks).where(eq(guardianLinks.guardianEmail, guardianEmail)),
    ).toHaveLength(1);
  });

  it("the import reads Guardian Email; a bad one is that row's error and imports nothing", async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    const url = `/api/teams/${teamCode}/invites/import`;
    const row = (i: number, guardianEmail?: string) => ({
      firstName: `Imp${i}`,
      lastName: 'Ort',
      email: `imp${i}.${Date.now()}@example.test`,
      primaryPosition: 'C',
      graduationYear: gradYear,
      guardianEmail,
    });
    const bad = await coach.client.post(url, { players: [row(1, 'dad@example.test'), row(2, 'not-an-address')] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Row 3 has invalid data. Please check all required fields.');
    expect(await stack.db.select().from(teamInvites).where(eq(teamInvites.teamCode, teamCode))).toEqual([]);

    const ok = await coach.client.post(url, { players: [row(3, 'Dad@Example.test'), row(4, '')] });
    expect(ok.status).toBe(201);
    const invites = await stack.db.select().from(teamInvites).where(eq(teamInvites.teamCode, teamCode));
    expect(invites.map((i) => i.guardianEmail).sort()).toEqual(['dad@example.test', null]);
  });
});
