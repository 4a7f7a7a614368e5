import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { familyMessages, profileSharingSchema, sharingUpdateSchema } from '@dugout/domain/families';
import { apiError, route } from '@/test/msw';
import { renderApp } from '@/test/Render';
import { users } from '@/test/shell';
import { createFamilyFake, fakeLink } from '@/test/fakes/families';
import { createProfileFake, fakeProfile } from '@/test/fakes/profile';

/** Profile → Family (`/profile#family`), the player's side of the families contract. */
const player = users.player;
const me = { role: 'player' as const, isMinor: true, dateOfBirth: '2010-05-01' };
const jordan = (over: Partial<Parameters<typeof fakeLink>[0]> = {}) =>
  fakeLink({
    id: 'link-1',
    myside: 'player',
    invitedBy: 'player',
    other: { userId: 'u-guardian', name: 'Jordan Demoparent', email: 'parent@example.com' },
    ...over,
  });
const render = (fake: ReturnType<typeof createFamilyFake>) =>
  renderApp('/profile#family', {
    user: player,
    handlers: [
      ...fake.handlers(),
      ...createProfileFake({ profile: fakeProfile({ userId: player.id, email: player.email }) }).handlers(),
    ],
  });

describe('Profile → Family: the player side', () => {
  it('opens on the Family tab from /profile#family and invites a guardian', async () => {
    const fake = createFamilyFake({ me });
    const app = await render(fake);
    await screen.findByText('No parent or guardian linked yet.');
    expect(screen.getByRole('tab', { name: 'Family' }).getAttribute('aria-selected')).toBe('true');
    const form = screen.getByRole('form', { name: 'Invite a parent or guardian' });
    await app.user.type(within(form).getByLabelText('Their e-mail address'), 'parent@example.com');
    await app.user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('parent@example.com');
    expect(screen.getByText('Waiting for them to accept')).toBeTruthy();
    expect(fake.state.requests).toEqual(['invite parent@example.com']);
  });

  it("accepts a guardian's invitation, or declines another", async () => {
    const fake = createFamilyFake({
      me,
      links: [
        jordan({ status: 'pending', invitedBy: 'guardian', iAgreed: false, theyAgreed: true }),
        jordan({
          id: 'link-2',
          status: 'pending',
          invitedBy: 'guardian',
          iAgreed: false,
          other: { userId: 'u-other', name: 'Alex Other', email: 'alex@example.com' },
        }),
      ],
    });
    const app = await render(fake);
    await app.user.click(await screen.findByRole('button', { name: 'Accept Jordan Demoparent' }));
    await screen.findByRole('checkbox', { name: 'Guardians may edit my tracker and contact log (Jordan Demoparent)' });
    await app.user.click(screen.getByRole('button', { name: 'Decline Alex Other' }));
    await waitFor(() => expect(screen.queryByText('Alex Other')).toBeNull());
    expect(fake.state.requests).toEqual(['accept link-1', 'end link-2']);
  });

  it('lets guardians edit, and shows a refusal in place', async () => {
    const fake = createFamilyFake({ me, links: [jordan()] });
    const app = await render(fake);
    const box = (await screen.findByRole('checkbox', {
      name: 'Guardians may edit my tracker and contact log (Jordan Demoparent)',
    })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await app.user.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(fake.state.requests).toEqual(['patch link-1 {"guardianMayEdit":true}']);

    fake.state.fail = { code: 'forbidden', message: familyMessages.settingsSide };
    await app.user.click(box);
    expect((await screen.findByRole('alert')).textContent).toBe(familyMessages.settingsSide);
    expect(box.checked).toBe(true);
  });

  it('ends a link after confirming; focus moves to the Family heading', async () => {
    const fake = createFamilyFake({ me, links: [jordan()] });
    const app = await render(fake);
    await app.user.click(await screen.findByRole('button', { name: 'End link with Jordan Demoparent' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the link with Jordan Demoparent?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'End link' }));
    await screen.findByText('No parent or guardian linked yet.');
    expect(fake.state.requests).toEqual(['end link-1']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Family', level: 2 })));
  });

  it("the share switch: a minor without consent is refused with the reason, and the server's state is shown", async () => {
    const fake = createFamilyFake({ me, links: [jordan()] });
    const asked: boolean[] = [];
    const app = await renderApp('/profile#family', {
      user: player,
      handlers: [
        route(
          'PUT',
          '/api/profile/sharing',
          { response: profileSharingSchema, body: sharingUpdateSchema },
          ({ body }) => {
            asked.push(body.shareWithCollegeCoaches);
            return apiError('forbidden', familyMessages.sharingNeedsConsent);
          },
        ),
        ...fake.handlers(),
        ...createProfileFake({
          profile: fakeProfile({
            userId: player.id,
            email: player.email,
            dateOfBirth: '2010-05-01',
            isMinor: true,
            sharing: { shareWithCollegeCoaches: false, effective: false, blockedReason: null },
          }),
        }).handlers(),
      ],
    });
    const toggle = (await screen.findByRole('switch', {
      name: 'Share my profile with college coaches',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.getByText('Not shared')).toBeTruthy();
    await app.user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe(familyMessages.sharingNeedsConsent);
    expect(asked).toEqual([true]);
    expect(toggle.checked).toBe(false);
  });
});
