import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { highSchools, userProfiles, users } from '../../db/schema/index.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);
const upload = (client: ReturnType<TestStack['client']>, bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData();
  form.set('photo', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return client.request('POST', '/api/profile/photo', undefined, { form });
};
const valid = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: '',
  phone: '555-0101',
  zipCode: '75201',
  city: 'Dallas',
  state: 'TX',
  highSchool: '',
  highSchoolState: '',
};

describe('Profile Settings', () => {
  it('answers 401 when signed out', async () => {
    expect((await stack.client().get('/api/profile')).status).toBe(401);
    expect((await stack.client().put('/api/profile', valid)).status).toBe(401);
  });

  it('returns every spec validation message', async () => {
    const user = await createUser(stack);
    const res = await user.client.put('/api/profile', {
      firstName: '',
      lastName: '',
      email: 'x',
      phone: '',
      zipCode: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phone: 'Phone number is required',
      zipCode: 'ZIP/Postal code is required',
    });
    const zip = await user.client.put('/api/profile', { ...valid, email: user.email, zipCode: '1234' });
    expect(zip.body.error.message).toBe('Please enter a valid US ZIP code (12345) or Canadian postal code (A1A 1A1)');
  });

  it('saves Personal Info; a new e-mail (not one already taken) waits for its link (email-change.routes.test.ts)', async () => {
    const user = await createUser(stack);
    const other = await createUser(stack);
    const withPassword = { currentPassword: TEST_PASSWORD };
    expect((await user.client.put('/api/profile', { ...valid, email: other.email, ...withPassword })).status).toBe(409);
    const email = `new-${user.id.slice(0, 6)}@example.test`.toLowerCase();
    const res = await user.client.put('/api/profile', {
      ...valid,
      email: email.toUpperCase(),
      zipCode: 'k1a 0b1',
      ...withPassword,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Ann',
      email: user.email,
      pendingEmail: { email },
      zipCode: 'K1A 0B1',
      highSchool: null,
    });
    const [row] = await stack.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
  });

  it('verifies the current password before changing it', async () => {
    const user = await createUser(stack);
    const all = await user.client.post('/api/profile/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: '',
      confirmPassword: '',
    });
    expect(all.body.error.message).toBe('All password fields are required to change password');
    const short = await user.client.post('/api/profile/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: '12345',
      confirmPassword: '12345',
    });
    expect(short.body.error.message).toBe('New password must be at least 6 characters');
    const mismatch = await user.client.post('/api/profile/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: '123456',
      confirmPassword: '654321',
    });
    expect(mismatch.body.error.message).toBe('Passwords do not match');
    const wrong = await user.client.post('/api/profile/password', {
      currentPassword: 'not-my-password',
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('The current password you entered is incorrect.');
    const ok = await user.client.post('/api/profile/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(ok.status).toBe(200);
    await expect(stack.client().signIn(user.email, 'brand-new-1')).resolves.toBeTruthy();
  });

  it('accepts a PNG photo, refuses a non-image and a 3 MB file with the spec messages', async () => {
    const user = await createUser(stack);
    const ok = await upload(user.client, PNG, 'me.png', 'image/png');
    expect(ok.status).toBe(200);
    expect(ok.body.profileImageUrl).toMatch(/^\/uploads\/profile-photos\/.+\.png$/);
    expect((await stack.client().get(ok.body.profileImageUrl)).headers.get('content-type')).toBe('image/png');
    const fake = await upload(user.client, new TextEncoder().encode('<svg></svg>'), 'me.png', 'image/png');
    expect(fake.status).toBe(422);
    expect(fake.body.error.message).toBe('Please select a valid image file (JPG, PNG, or GIF)');
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(PNG);
    const tooBig = await upload(user.client, big, 'big.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe('Image must be smaller than 2MB');
    const [p] = await stack.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(p!.profileImageUrl).toBe(ok.body.profileImageUrl);
  });

  it('searches high schools by state with at least 2 characters, at most 100', async () => {
    await stack.db
      .insert(highSchools)
      .values([
        ...Array.from({ length: 120 }, (_, i) => ({ name: `Riverside High ${i}`, city: 'Dallas', state: 'TX' })),
        { name: 'Riverside High', city: 'Tulsa', state: 'OK' },
      ]);
    expect((await stack.client().get('/api/high-schools?state=TX&q=R')).status).toBe(400);
    const res = await stack.client().get('/api/high-schools?state=TX&q=riv');
    expect(res.body.highSchools).toHaveLength(100);
    expect(res.body.highSchools.every((h: { state: string }) => h.state === 'TX')).toBe(true);
  });

  it('looks up city and state from a ZIP code', async () => {
    const res = await stack.client().get('/api/zip-codes/75201');
    expect(res.body).toEqual({ zipCode: '75201', city: 'Dallas', state: 'TX' });
    expect(res.headers.get('cache-control')).toContain('max-age=86400');
    expect((await stack.client().get('/api/zip-codes/1234')).status).toBe(400);
  });

  it('city and state follow the ZIP: filled on load for a stored ZIP, replaced on save, none for an unknown ZIP', async () => {
    const user = await createUser(stack);
    const stored = async () => (await stack.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)))[0]!;
    // a profile that holds a ZIP but no city or state (an older save, seeded data) shows the ZIP's place
    await stack.db
      .update(userProfiles)
      .set({ zipCode: '75201', city: null, state: null })
      .where(eq(userProfiles.userId, user.id));
    expect((await user.client.get('/api/profile')).body).toMatchObject({
      zipCode: '75201',
      city: 'Dallas',
      state: 'TX',
    });

    // a body's city is not what decides: the ZIP's place is stored
    const saved = await user.client.put('/api/profile', { ...valid, email: user.email, city: 'Stale', state: 'ZZ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ zipCode: '75201', city: 'Dallas', state: 'TX' });
    expect(await stored()).toMatchObject({ zipCode: '75201', city: 'Dallas', state: 'TX' });

    // a ZIP nobody knows keeps no city of the ZIP before it
    const unknown = await user.client.put('/api/profile', { ...valid, email: user.email, zipCode: '00000' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ zipCode: '00000', city: null, state: null });
    expect(await stored()).toMatchObject({ zipCode: '00000', city: null, state: null });
    expect((await user.client.get('/api/profile')).body).toMatchObject({ city: null, state: null });
    const lookup = await stack.client().get('/api/zip-codes/00000');
    expect(lookup.status).toBe(404);
    expect(lookup.body.error.message).toBe('ZIP code not found');
  });

  it('lists the teams of the user on the Teams tab', async () => {
    const user = await createUser(stack, 'coach');
    expect((await user.client.get('/api/profile/teams')).body).toEqual({ coached: [], playing: [] });
  });
});
