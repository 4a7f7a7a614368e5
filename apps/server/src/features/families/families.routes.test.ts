import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { familyMessages, yearsBefore } from '@dugout/domain/families';
import { guardianConsents, guardianLinks, outbox, subscriptions, users } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';

// Families (docs/decisions/0060-families.md): links both ways, acting for a player, consent and the sharing gate.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => stack?.close());

type User = Awaited<ReturnType<typeof createUser>>;
let address = 10;
/** Each test speaks from its own address (TRUST_PROXY), so the invite limit counts per test. */
const fresh = async (role: 'player' | 'guardian' | 'coach', over: { email?: string; firstName?: string } = {}) => {
  const u = await createUser(stack, role, over);
  u.client.defaultHeaders['x-forwarded-for'] = `203.0.113.${address++}`;
  return u;
};
const setDob = (id: string, dob: string | null) =>
  stack.db.update(users).set({ dateOfBirth: dob }).where(eq(users.id, id));
const acting = (player: User) => ({ headers: { 'X-Dugout-Player': player.id } });

/** A player (a minor unless told) and a guardian with an active link: the player invited, the guardian accepted. */
async function linkedPair(opts: { minor?: boolean } = {}) {
  const player = await fresh('player');
  const guardian = await fresh('guardian', { firstName: 'Gwen' });
  await setDob(player.id, opts.minor === false ? '1990-01-01' : yearsBefore(new Date(), 15));
  const invite = await player.client.post('/api/family/invites', { email: guardian.email });
  expect(invite.status).toBe(201);
  const accepted = await guardian.client.post(`/api/family/links/${invite.body.id}/accept`);
  expect(accepted.status).toBe(200);
  expect(accepted.body.status).toBe('active');
  return { player, guardian, linkId: invite.body.id as string };
}

describe('family links', () => {
  it('a player invites a guardian by e-mail; the guardian sees it, accepts, and both see it active', async () => {
    const player = await fresh('player', { firstName: 'Pat' });
    const guardian = await fresh('guardian', { firstName: 'Gail' });
    const res = await player.client.post('/api/family/invites', { email: guardian.email.toUpperCase() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      invitedBy: 'player',
      myside: 'player',
      iAgreed: true,
      theyAgreed: false,
      other: { userId: null, name: null, email: guardian.email },
    });
    const mail = await stack.db.select().from(outbox).where(eq(outbox.refId, res.body.id));
    expect(mail.map((m) => [m.to, m.kind])).toEqual([[guardian.email, 'family_invite']]);
    expect(mail[0]!.text).toContain('/family');

    const seen = await guardian.client.get('/api/family');
    expect(seen.status).toBe(200);
    expect(seen.body.me.role).toBe('guardian');
    expect(seen.body.links).toMatchObject([{ id: res.body.id, myside: 'guardian', iAgreed: false, theyAgreed: true }]);

    const accepted = await guardian.client.post(`/api/family/links/${res.body.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'active', other: { userId: player.id } });
    expect(accepted.body.player).toMatchObject({ consents: [] });
    const mine = await player.client.get('/api/family');
    expect(mine.body.links).toMatchObject([
      { status: 'active', other: { userId: guardian.id, name: 'Gail guardian' } },
    ]);
    // the player is told (a notification)
    const bell = await player.client.get('/api/notifications');
    expect(bell.body.items[0]).toMatchObject({ kind: 'family_link_active' });
  });

  it('a guardian invites a player; only the player accepts (another account is told nothing)', async () => {
    const player = await fresh('player');
    const guardian = await fresh('guardian');
    const stranger = await fresh('player');
    const res = await guardian.client.post('/api/family/invites', { email: player.email });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ invitedBy: 'guardian', myside: 'guardian', iAgreed: true });
    expect((await stranger.client.post(`/api/family/links/${res.body.id}/accept`)).status).toBe(404);
    // the inviter has agreed already: refused by the rule
    expect((await guardian.client.post(`/api/family/links/${res.body.id}/accept`)).status).toBe(403);
    const accepted = await player.client.post(`/api/family/links/${res.body.id}/accept`);
    expect(accepted.body).toMatchObject({ status: 'active', myside: 'player', iAgreed: true, theyAgreed: true });
  });

  it('refuses inviting oneself, a second open link of the pair, and coaches (403)', async () => {
    const player = await fresh('player');
    const guardian = await fresh('guardian');
    const coach = await fresh('coach');
    const self = await player.client.post('/api/family/invites', { email: player.email });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe(familyMessages.inviteSelf);
    expect((await player.client.post('/api/family/invites', { email: guardian.email })).status).toBe(201);
    const again = await guardian.client.post('/api/family/invites', { email: player.email });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(familyMessages.inviteExists);
    const byCoach = await coach.client.post('/api/family/invites', { email: guardian.email });
    expect(byCoach.status).toBe(403);
    expect((await player.client.post('/api/family/invites', { email: 'not-an-address' })).status).toBe(400);
  });

  it('ending the link removes access at once and revokes its consents (rows kept)', async () => {
    const { player, guardian, linkId } = await linkedPair();
    expect((await guardian.client.post(`/api/family/links/${linkId}/consents`, { scope: 'email_child' })).status).toBe(
      201,
    );
    expect((await guardian.client.request('GET', '/api/dashboard', undefined, acting(player))).status).toBe(200);
    expect((await player.client.delete(`/api/family/links/${linkId}`)).status).toBe(200);
    const after = await guardian.client.request('GET', '/api/dashboard', undefined, acting(player));
    expect(after.status).toBe(404);
    expect(after.body.error.message).toBe(familyMessages.playerNotFound);
    const rows = await stack.db.select().from(guardianConsents).where(eq(guardianConsents.linkId, linkId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revokedAt).not.toBeNull();
    expect(rows[0]!.revokedBy).toBe(player.id);
    expect((await guardian.client.get('/api/family')).body.links).toEqual([]);
  });
});

describe('acting for a player (X-Dugout-Player)', () => {
  it("an active guardian reads the player's dashboard, tracker and contact log; a stranger's header is 404", async () => {
    const { player, guardian } = await linkedPair();
    const other = await fresh('guardian');
    for (const path of ['/api/dashboard', '/api/tracker', '/api/contact-log?schoolId=1', '/api/submissions']) {
      const res = await guardian.client.request('GET', path, undefined, acting(player));
      expect([path, res.status]).toEqual([path, path.startsWith('/api/contact-log') ? 200 : 200]);
    }
    const tracker = await guardian.client.request('GET', '/api/tracker', undefined, acting(player));
    expect(tracker.body.owner.id).toBe(player.id);
    expect(tracker.body.readOnly).toBe(true);
    expect((await other.client.request('GET', '/api/dashboard', undefined, acting(player))).status).toBe(404);
    // the player themself sending a header naming someone else: 404 too; their own id: their own data
    expect((await player.client.request('GET', '/api/dashboard', undefined, acting(guardian))).status).toBe(404);
    expect((await player.client.request('GET', '/api/dashboard', undefined, acting(player))).status).toBe(200);
    // routes that never act for a player ignore the header
    const me = await guardian.client.request('GET', '/api/profile', undefined, acting(player));
    expect(me.body.userId).toBe(guardian.id);
  });

  it("a guardian's write is refused until the player allows changes, then it lands in the player's data", async () => {
    const { player, guardian, linkId } = await linkedPair();
    const log = {
      schoolId: 1,
      contactName: 'Coach Lee',
      contactDate: '2025-03-01',
      contactMethod: 'Phone',
    };
    const refused = await guardian.client.request('POST', '/api/contact-log', log, acting(player));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(familyMessages.guardianMayNotEdit);
    // the guardian cannot give themself the right
    expect((await guardian.client.patch(`/api/family/links/${linkId}`, { guardianMayEdit: true })).status).toBe(403);
    const allowed = await player.client.patch(`/api/family/links/${linkId}`, { guardianMayEdit: true });
    expect(allowed.body.guardianMayEdit).toBe(true);
    const notes = await guardian.client.request('POST', '/api/notifications/read-all', {}, acting(player));
    expect(notes.status).toBe(200);
    const tracker = await guardian.client.request('GET', '/api/tracker', undefined, acting(player));
    expect(tracker.body.readOnly).toBe(false);
  });

  it("a guardian buys the player's plan: the plan is the player's, paid_by the guardian, the receipt to the guardian", async () => {
    const { player, guardian } = await linkedPair();
    const res = await guardian.client.request(
      'POST',
      '/api/subscriptions',
      { planId: 'player-monthly' },
      acting(player),
    );
    expect(res.status).toBe(201);
    const [row] = await stack.db.select().from(subscriptions).where(eq(subscriptions.userId, player.id));
    expect(row).toMatchObject({ paidBy: guardian.id, status: 'active' });
    const receipts = await stack.db.select().from(outbox).where(eq(outbox.refId, row!.id));
    expect(receipts.map((m) => m.to)).toEqual([guardian.email]);
    const list = await guardian.client.request('GET', '/api/subscriptions', undefined, acting(player));
    expect(list.body.subscriptions.map((s: { id: string }) => s.id)).toContain(row!.id);
    // the guardian's own list holds nothing of theirs
    expect((await guardian.client.get('/api/subscriptions')).body.subscriptions).toEqual([]);
  });
});

describe('consent and the sharing gate', () => {
  it('records and revokes consent as audit rows, newest first with who and when', async () => {
    const { guardian, linkId } = await linkedPair();
    const url = `/api/family/links/${linkId}/consents`;
    expect((await guardian.client.post(url, { scope: 'share_profile' })).status).toBe(201);
    const revoked = await guardian.client.delete(`${url}/share_profile`);
    expect(revoked.status).toBe(200);
    expect((await guardian.client.delete(`${url}/share_profile`)).status).toBe(404);
    const again = await guardian.client.post(url, { scope: 'share_profile' });
    expect(again.body.player.consents).toMatchObject([
      { scope: 'share_profile', revokedAt: null, grantedBy: 'Gwen guardian' },
      { scope: 'share_profile', revokedBy: 'Gwen guardian' },
    ]);
    expect(again.body.player.consents[1].revokedAt).not.toBeNull();
    const rows = await stack.db.select().from(guardianConsents).where(eq(guardianConsents.linkId, linkId));
    expect(rows).toHaveLength(2);
  });

  it("a minor's profile is shared only with an active consent; a revoke turns it off at once", async () => {
    const { player, guardian, linkId } = await linkedPair();
    const refused = await player.client.put('/api/profile/sharing', { shareWithCollegeCoaches: true });
    // This is the consent check: without it the minor's wish would be stored and shown as in effect.
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(familyMessages.sharingNeedsConsent);
    let profile = await player.client.get('/api/profile');
    expect(profile.body).toMatchObject({
      isMinor: true,
      sharing: { shareWithCollegeCoaches: false, effective: false },
    });

    await guardian.client.post(`/api/family/links/${linkId}/consents`, { scope: 'share_profile' });
    const on = await player.client.put('/api/profile/sharing', { shareWithCollegeCoaches: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ shareWithCollegeCoaches: true, effective: true, blockedReason: null });

    await guardian.client.delete(`/api/family/links/${linkId}/consents/share_profile`);
    profile = await player.client.get('/api/profile');
    expect(profile.body.sharing).toEqual({
      shareWithCollegeCoaches: true,
      effective: false,
      blockedReason: familyMessages.sharingNeedsConsent,
    });
  });

  it('the 18th birthday lifts the minor rules: exactly 18 years ago is an adult, one day later a minor', async () => {
    const player = await fresh('player');
    const today = new Date();
    await setDob(player.id, yearsBefore(today, 18));
    let profile = await player.client.get('/api/profile');
    expect(profile.body.isMinor).toBe(false);
    expect((await player.client.put('/api/profile/sharing', { shareWithCollegeCoaches: true })).body.effective).toBe(
      true,
    );
    const dayAfter = new Date(`${yearsBefore(today, 18)}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    await setDob(player.id, dayAfter.toISOString().slice(0, 10));
    profile = await player.client.get('/api/profile');
    expect(profile.body.isMinor).toBe(true);
    expect(profile.body.sharing).toMatchObject({ shareWithCollegeCoaches: true, effective: false });
    expect((await player.client.get('/api/family')).body.me.isMinor).toBe(true);
  });

  it('consent is for minors only, by the guardian of an active link', async () => {
    const { player, guardian, linkId } = await linkedPair({ minor: false });
    const adult = await guardian.client.post(`/api/family/links/${linkId}/consents`, { scope: 'share_profile' });
    expect(adult.status).toBe(409);
    expect((await player.client.post(`/api/family/links/${linkId}/consents`, { scope: 'share_profile' })).status).toBe(
      403,
    );
  });
});

describe('date of birth', () => {
  const signUp = (body: Record<string, unknown>) =>
    stack
      .client()
      .request('POST', '/api/account/sign-up', body, { headers: { 'x-forwarded-for': `203.0.113.${address++}` } });

  it('refuses a player under 13 kindly (400 on dateOfBirth) and creates no account', async () => {
    const email = `young-${Date.now()}@example.test`;
    const res = await signUp({
      accountType: 'player',
      firstName: 'Young',
      lastName: 'Player',
      email,
      password: 'secret-12',
      dateOfBirth: yearsBefore(new Date(), 12),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.dateOfBirth).toBe(familyMessages.under13);
    expect(await stack.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const missing = await signUp({
      accountType: 'player',
      firstName: 'A',
      lastName: 'B',
      email,
      password: 'secret-12',
    });
    expect(missing.body.error.fields.dateOfBirth).toBe(familyMessages.dobRequired);
  });

  it('a guardian signs up without one; a player records theirs once (under 13 refused)', async () => {
    const res = await signUp({
      accountType: 'guardian',
      firstName: 'Pa',
      lastName: 'Rent',
      email: `parent-${Date.now()}@example.test`,
      password: 'secret-12',
    });
    expect(res.status).toBe(202);
    const player = await fresh('player');
    const young = await player.client.put('/api/profile/date-of-birth', { dateOfBirth: yearsBefore(new Date(), 12) });
    expect(young.status).toBe(400);
    const ok = await player.client.put('/api/profile/date-of-birth', { dateOfBirth: '2010-04-02' });
    expect(ok.status).toBe(200);
    expect((await player.client.get('/api/profile')).body.dateOfBirth).toBe('2010-04-02');
  });
});

describe('races (PostgreSQL with TEST_DATABASE_URL)', () => {
  it('two parallel invites of one pair make one link; two accepts one decision; two grants one active row', async () => {
    const player = await fresh('player');
    const guardian = await fresh('guardian');
    await setDob(player.id, yearsBefore(new Date(), 15));
    const invites = await Promise.all([
      player.client.post('/api/family/invites', { email: guardian.email }),
      guardian.client.post('/api/family/invites', { email: player.email }),
    ]);
    expect(invites.map((r) => r.status).sort()).toEqual([201, 409]);
    const links = await stack.db
      .select()
      .from(guardianLinks)
      .where(and(eq(guardianLinks.playerEmail, player.email), eq(guardianLinks.guardianEmail, guardian.email)));
    expect(links).toHaveLength(1);
    const link = links[0]!;
    const accepter = link.invitedBy === 'player' ? guardian : player;
    const accepts = await Promise.all([1, 2].map(() => accepter.client.post(`/api/family/links/${link.id}/accept`)));
    for (const a of accepts) expect([200, 403]).toContain(a.status);
    expect(accepts.some((a) => a.status === 200)).toBe(true);
    const [after] = await stack.db.select().from(guardianLinks).where(eq(guardianLinks.id, link.id));
    expect(after!.status).toBe('active');
    const grants = await Promise.all(
      [1, 2, 3].map(() => guardian.client.post(`/api/family/links/${link.id}/consents`, { scope: 'email_child' })),
    );
    expect(grants.map((g) => g.status)).toEqual([201, 201, 201]);
    const active = await stack.db
      .select()
      .from(guardianConsents)
      .where(and(eq(guardianConsents.linkId, link.id), eq(guardianConsents.scope, 'email_child')));
    expect(active.filter((r) => r.revokedAt === null)).toHaveLength(1);
  });
});

describe('demo family', () => {
  it('parent@example.com is linked to the demo player (16, a minor) with both consents recorded', async () => {
    const demo = await startTestStack({ demo: true });
    try {
      const parent = demo.client();
      expect((await parent.post('/api/session', { email: 'parent@example.com', password: 'dugout-demo' })).status).toBe(
        200,
      );
      const family = await parent.get('/api/family');
      expect(family.body.me.role).toBe('guardian');
      const [link] = family.body.links;
      expect(link).toMatchObject({
        status: 'active',
        other: { email: 'player@example.com', name: 'Casey Demoplayer' },
      });
      expect(link.player.isMinor).toBe(true);
      expect(link.player.consents.map((c: { scope: string }) => c.scope).sort()).toEqual([
        'email_child',
        'share_profile',
      ]);
      const dashboard = await parent.request('GET', '/api/dashboard', undefined, {
        headers: { 'X-Dugout-Player': link.other.userId },
      });
      expect(dashboard.status).toBe(200);
    } finally {
      await demo.close();
    }
  }, 120_000);
});
