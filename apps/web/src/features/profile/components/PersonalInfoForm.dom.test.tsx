import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/Render';
import { users } from '@/test/shell';
import { createProfileFake, fakeProfile } from '@/test/fakes/profile';

/**
 * Profile Settings, Personal Info: City and State follow the ZIP (docs/decisions/0049-one-invite-per-address.md;
 * docs/decisions/0049-one-invite-per-address.md). The fake answers as profile.service.ts does: a stored ZIP without a
 * city reads with the ZIP's place, a save stores the ZIP's place (none for an unknown ZIP), the look-up answers 404
 * 'ZIP code not found' for a ZIP it does not know.
 */
const player = users.player;
const storedDallas = () =>
  createProfileFake({
    // as the database held it before the fix: a ZIP, no city or state
    profile: fakeProfile({ userId: player.id, email: player.email, zipCode: '75201', city: null, state: null }),
  });

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('Profile Settings: City and State from the ZIP', () => {
  it('shows the stored ZIP’s city and state on load (75201: Dallas, TX)', async () => {
    const fake = storedDallas();
    await renderApp('/profile', { user: player, handlers: fake.handlers() });
    await screen.findByRole('form', { name: 'Personal Info' });
    expect(field('ZIP/Postal Code').value).toBe('75201');
    expect(field('City').value).toBe('Dallas');
    expect(field('State').value).toBe('TX');
    expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true); // opening the page changes nothing
  });

  it('an unknown ZIP clears City and State and says ZIP code not found; the save stores no place', async () => {
    // With PersonalInfoForm.tsx as of cc4e5bd the old city stayed and no message showed (the look-up's 404 was ignored).
    const fake = storedDallas();
    const app = await renderApp('/profile', { user: player, handlers: fake.handlers() });
    await screen.findByRole('form', { name: 'Personal Info' });
    await screen.findByDisplayValue('Dallas');
    await app.user.clear(field('ZIP/Postal Code'));
    await app.user.type(field('ZIP/Postal Code'), '99999');
    await screen.findByText('ZIP code not found');
    expect(field('City').value).toBe('');
    expect(field('State').value).toBe('');

    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fake.state.saves).toBe(1));
    expect(fake.state.profile).toMatchObject({ zipCode: '99999', city: null, state: null });
    // the form, read again after the save, still shows no place for it
    await screen.findByText('ZIP code not found');
    expect(field('City').value).toBe('');
  });

  it('a known new ZIP shows its place, and the save stores it', async () => {
    const fake = storedDallas();
    const app = await renderApp('/profile', { user: player, handlers: fake.handlers() });
    await screen.findByDisplayValue('Dallas');
    await app.user.clear(field('ZIP/Postal Code'));
    await app.user.type(field('ZIP/Postal Code'), '60601');
    await screen.findByDisplayValue('Chicago');
    expect(field('State').value).toBe('IL');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fake.state.saves).toBe(1));
    expect(fake.state.profile).toMatchObject({ zipCode: '60601', city: 'Chicago', state: 'IL' });
  });
});
