import { createUser } from '../../test/factories.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  organizations,
  organizationTeamRequests,
  teamCoaches,
  teamMembers,
  teamSubscriptions,
} from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const team = {
  teamName: 'River Hawks 16U',
  teamType: 'Travel',
  city: 'Austin',
  state: 'TX',
  pocEmail: 'Coach@Hawks.test',
  twitterHandle: '@hawks',
};
// A 1×1 PNG.
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describe('teams', () => {
  it('creates a team with an upper-case TeamID of at most 12 characters; lists and shows it with the owner as Team Owner', async () => {
    const coach = await createUser(stack, 'coach', { firstName: 'Cora', lastName: 'Owner' });
    const res = await coach.client.post('/api/teams', team);
    expect(res.status).toBe(201);
    expect(res.body.teamCode).toMatch(/^[A-Z0-9]{1,12}$/);
    const [row] = await stack.db
      .select()
      .from(teamSubscriptions)
      .where(eq(teamSubscriptions.teamCode, res.body.teamCode));
    expect(row).toMatchObject({
      maxPlayers: 20,
      amountPaid: 0,
      paymentStatus: 'paid',
      twitterHandle: 'hawks',
      pocEmail: 'coach@hawks.test',
      coachUserId: coach.id,
    });
    const list = await coach.client.get('/api/teams');
    expect(list.body.teams.map((t: { teamCode: string }) => t.teamCode)).toEqual([res.body.teamCode]);
    const detail = await coach.client.get(`/api/teams/${res.body.teamCode.toLowerCase()}`);
    expect(detail.status).toBe(200);
    expect(detail.body.coaches[0]).toMatchObject({ isOwner: true, firstName: 'Cora', email: coach.email });
    expect(detail.body.abilities).toMatchObject({ manage: true, view: true });
    expect(detail.body.memberOfOrganization).toBeNull();
  });

  it('refuses bad input with the spec messages, players and anonymous visitors', async () => {
    const coach = await createUser(stack, 'coach');
    const bad = await coach.client.post('/api/teams', {
      teamName: 'A',
      teamType: 'Club',
      city: 'X',
      state: '',
      pocEmail: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      teamName: 'Team name must be at least 2 characters',
      teamType: 'Please select a team type',
      city: 'City is required',
      state: 'State is required',
      pocEmail: 'Please enter a valid email address',
    });
    const player = await createUser(stack, 'player');
    expect((await player.client.post('/api/teams', team)).status).toBe(403);
    expect((await stack.client().post('/api/teams', team)).status).toBe(401);
  });

  it('edits team information (empty optionals saved as null) only for its coaches; 403 for another coach and a player', async () => {
    const coach = await createUser(stack, 'coach');
    const { body: t } = await coach.client.post('/api/teams', team);
    const other = await createUser(stack, 'coach');
    const player = await createUser(stack, 'player');
    const edit = {
      teamName: 'River Hawks 17U',
      city: '',
      state: 'TX',
      pocEmail: '',
      teamUrl: 'https://hawks.test',
      twitterHandle: '',
      instagramHandle: '@rh',
    };
    for (const who of [other, player]) {
      const res = await who.client.patch(`/api/teams/${t.teamCode}`, edit);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Not authorized to view this team');
      expect((await who.client.get(`/api/teams/${t.teamCode}`)).status).toBe(403);
    }
    const res = await coach.client.patch(`/api/teams/${t.teamCode}`, edit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      teamName: 'River Hawks 17U',
      city: null,
      pocEmail: null,
      twitterHandle: null,
      instagramHandle: 'rh',
    });
    expect((await coach.client.patch(`/api/teams/${t.teamCode}`, { ...edit, teamName: '' })).body.error.message).toBe(
      'Team name is required',
    );
  });

  it('uploads a logo checked by its bytes (not its name), and refuses other files and strangers', async () => {
    const coach = await createUser(stack, 'coach');
    const { body: t } = await coach.client.post('/api/teams', team);
    const upload = (who: typeof coach, bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
      return who.client.request('POST', `/api/teams/${t.teamCode}/logo`, undefined, { form });
    };
    const fake = await upload(coach, new TextEncoder().encode('not an image at all'), 'logo.png');
    expect(fake.status).toBe(422);
    expect(fake.body.error.message).toBe('Please select an image file.');
    const big = await upload(coach, new Uint8Array(5 * 1024 * 1024 + 100_000), 'big.png');
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe('Please select a logo smaller than 5MB.');
    expect((await upload(await createUser(stack, 'coach'), png, 'x.png')).status).toBe(403);
    const ok = await upload(coach, png, 'whatever.txt');
    expect(ok.status).toBe(200);
    expect(ok.body.logoUrl).toMatch(new RegExp(`^/uploads/team-logos/${t.teamCode}-\\d+\\.png$`));
    const served = await fetch(stack.url + ok.body.logoUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('checks a TeamID live and joins: a coach as a pending team coach (then already pending), a player as member', async () => {
    const owner = await createUser(stack, 'coach');
    const { body: t } = await owner.client.post('/api/teams', team);
    const coach = await createUser(stack, 'coach', { firstName: 'Asa', lastName: 'Assistant' });
    expect((await coach.client.get(`/api/teams/check?code=${t.teamCode.toLowerCase()}`)).body).toEqual({
      isValid: true,
      teamName: team.teamName,
      errorMessage: null,
    });
    expect((await coach.client.get('/api/teams/check?code=NOPE99')).body.isValid).toBe(false);
    expect((await coach.client.post('/api/teams/join', { teamCode: '' })).body.error.message).toBe(
      'Please enter a team code',
    );
    const joined = await coach.client.post('/api/teams/join', { teamCode: t.teamCode.toLowerCase() });
    expect(joined.body).toMatchObject({
      success: true,
      alreadyMember: false,
      pending: true,
      teamName: team.teamName,
      message: 'Request sent to the team owner',
    });
    expect((await coach.client.post('/api/teams/join', { teamCode: t.teamCode })).body).toMatchObject({
      alreadyMember: true,
      pending: true,
    });
    expect(await stack.db.select().from(teamCoaches).where(eq(teamCoaches.coachUserId, coach.id))).toEqual([
      expect.objectContaining({ status: 'pending' }),
    ]);
    const detail = await owner.client.get(`/api/teams/${t.teamCode}`);
    expect(detail.body.coaches.map((c: { role: string; status: string }) => [c.role, c.status])).toEqual([
      ['Team Owner', 'approved'],
      ['coach', 'pending'],
    ]);
    expect((await coach.client.get('/api/teams')).body.teams).toEqual([
      expect.objectContaining({ teamCode: t.teamCode, pending: true }),
    ]);

    const player = await createUser(stack, 'player');
    expect((await player.client.post('/api/teams/join', { teamCode: t.teamCode })).body.alreadyMember).toBe(false);
    const [m] = await stack.db.select().from(teamMembers).where(eq(teamMembers.userId, player.id));
    expect(m).toMatchObject({ status: 'active', teamCode: t.teamCode });
  });

  it('shows Member of {organization} once a request is approved, and lets the approved program admin read the team', async () => {
    const coach = await createUser(stack, 'coach');
    const { body: t } = await coach.client.post('/api/teams', team);
    const [org] = await stack.db
      .insert(organizations)
      .values({ name: 'Lone Star Baseball', joinCode: 'LSB1' })
      .returning();
    const admin = await createUser(stack, 'organization_admin');
    const { userProfiles } = await import('../../db/schema/index.ts');
    await stack.db
      .update(userProfiles)
      .set({ organizationId: org!.id, organizationRole: 'program_admin' })
      .where(eq(userProfiles.userId, admin.id));
    expect((await admin.client.get(`/api/teams/${t.teamCode}`)).status).toBe(403);
    await stack.db
      .insert(organizationTeamRequests)
      .values({ organizationId: org!.id, teamCode: t.teamCode, requestedBy: coach.id, status: 'approved' });
    const detail = await coach.client.get(`/api/teams/${t.teamCode}`);
    expect(detail.body).toMatchObject({
      memberOfOrganization: 'Lone Star Baseball',
      hasApprovedOrganizationRequest: true,
    });
    const asAdmin = await admin.client.get(`/api/teams/${t.teamCode}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.abilities).toMatchObject({ view: true, manage: false });
    expect((await admin.client.patch(`/api/teams/${t.teamCode}`, { teamName: 'Hijacked' })).status).toBe(403);
  });
});
