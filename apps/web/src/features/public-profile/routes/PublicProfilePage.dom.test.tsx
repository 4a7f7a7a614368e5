import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publicProfileMessages as msg } from '@dugout/domain/public-profile';
import { ACTING_PLAYER_KEY } from '@/lib/acting';
import { toast } from '@/lib/toast';
import { renderApp } from '@/test/Render';
import { users } from '@/test/shell';
import { createFamilyFake, fakeLink } from '@/test/fakes/families';
import { createPublicProfileFake } from '@/test/fakes/public-profile';

/**
 * /public-profile, the player's screen of the public recruiting profile (docs/decisions/0069-public-profile-screen.md):
 * every state, and every write read back from the fake server (test/fakes/public-profile.ts answers as the settings
 * routes do).
 */
const status = () => screen.getByRole('region', { name: /^Status/ });

describe('/public-profile', () => {
  it('never opened: defaults, the suggested handle; turning on makes it live, with the toast after the answer', async () => {
    const success = vi.spyOn(toast, 'success');
    const fake = createPublicProfileFake();
    const app = await renderApp('/public-profile', { user: users.player, handlers: fake.handlers() });
    expect(screen.getByRole('status')).toBeTruthy(); // loading
    await within(await screen.findByRole('region', { name: /^Status/ })).findByText('Off');
    expect(screen.getByRole('heading', { name: 'Public profile', level: 1 })).toBeTruthy();
    expect(within(status()).getByText(/has not been turned on yet/)).toBeTruthy();
    expect((screen.getByLabelText('Handle') as HTMLInputElement).value).toBe('pat-player');
    expect((screen.getByLabelText('Your profile link') as HTMLInputElement).value).toBe(
      'https://dugout.example/p/pat-player',
    );
    expect((screen.getByRole('checkbox', { name: 'Coach reference' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Score and best position' }) as HTMLInputElement).checked).toBe(false);
    const preview = screen.getByRole('link', { name: /Preview as a coach/ });
    expect(preview.getAttribute('href')).toBe('/p/pat-player?preview=1');
    expect(preview.getAttribute('target')).toBe('_blank');

    await app.user.click(screen.getByRole('button', { name: 'Turn on' }));
    await within(status()).findByText('Live');
    expect(within(status()).getByText('Coaches who open your link see your profile.')).toBeTruthy();
    expect(fake.state.settings.enabled).toBe(true);
    expect(success).toHaveBeenCalledWith('Your public profile is on');
    expect(screen.getByRole('link', { name: 'Public Profile' })).toBeTruthy(); // the header's entry
  });

  it('a failed read shows the error with Try again, then the settings', async () => {
    const fake = createPublicProfileFake();
    fake.state.failNextRead = true;
    const app = await renderApp('/public-profile', { user: users.player, handlers: fake.handlers() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An unexpected error occurred');
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(await screen.findByRole('region', { name: /^Status/ })).findByText('Off');
  });

  it('turning on without a date of birth is refused: says why and links to Profile', async () => {
    const fake = createPublicProfileFake({ gate: msg.needsDateOfBirth });
    const app = await renderApp('/public-profile', { user: users.player, handlers: fake.handlers() });
    await within(await screen.findByRole('region', { name: /^Status/ })).findByText('Off');
    await app.user.click(within(status()).getByRole('button', { name: 'Turn on' }));
    expect((await within(status()).findByRole('alert')).textContent).toContain(msg.needsDateOfBirth);
    expect(within(status()).getByRole('link', { name: 'Add your date of birth' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(within(status()).getByText('Off')).toBeTruthy();
    expect(fake.state.settings.enabled).toBe(false);
  });

  it('events: one added is saved and read back; a bad date stays on the form', async () => {
    const success = vi.spyOn(toast, 'success');
    const fake = createPublicProfileFake({ saved: true });
    const app = await renderApp('/public-profile', { user: users.player, handlers: fake.handlers() });
    await screen.findByText('No events yet.');
    await app.user.click(screen.getByRole('button', { name: 'Add event' }));
    await app.user.type(screen.getByLabelText('Event 1 name'), 'Fixture Showcase');
    await app.user.click(screen.getByRole('button', { name: 'Save events' }));
    expect(await screen.findByText(msg.eventDate)).toBeTruthy();
    expect(fake.state.writes).toEqual([]);
    await app.user.type(screen.getByLabelText('Event 1 date'), '2027-06-12');
    await app.user.type(screen.getByLabelText('Event 1 place or organiser'), 'Example Park');
    await app.user.click(screen.getByRole('button', { name: 'Save events' }));
    await waitFor(() =>
      expect(fake.state.settings.events).toEqual([
        { name: 'Fixture Showcase', date: '2027-06-12', organiser: 'Example Park' },
      ]),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Events saved'));
    expect((screen.getByLabelText('Event 1 name') as HTMLInputElement).value).toBe('Fixture Showcase');
  });

  it("on but blocked by a guardian's consent: says so; a minor may not allow search engines", async () => {
    const fake = createPublicProfileFake({
      enabled: true,
      gate: msg.needsConsent,
      isMinor: true,
      mayAllowIndexing: false,
    });
    await renderApp('/public-profile', { user: users.player, handlers: fake.handlers() });
    await within(await screen.findByRole('region', { name: /^Status/ })).findByText(msg.needsConsent);
    const indexing = screen.getByRole('switch', { name: /search engines/ }) as HTMLInputElement;
    expect(indexing.disabled).toBe(true);
    expect(screen.getByText(msg.indexingAdultsOnly)).toBeTruthy();
  });

  it('live, turned off: says coaches see Profile not found', async () => {
    const fake = createPublicProfileFake({ enabled: true, saved: true });
    const app = await renderApp('/public-profile', { user: users.player, handlers: fake.handlers() });
    await within(await screen.findByRole('region', { name: /^Status/ })).findByText('Live');
    await app.user.click(within(status()).getByRole('button', { name: 'Turn off' }));
    await within(status()).findByText(/coaches see 'Profile not found'/);
    expect(fake.state.settings.enabled).toBe(false);
    expect(within(status()).getByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(within(status()).queryByText(/has not been turned on yet/)).toBeNull(); // saved before: not 'never opened'
  });

  it('a section turned off is saved and read back', async () => {
    const fake = createPublicProfileFake({ enabled: true });
    const app = await renderApp('/public-profile', { user: users.player, handlers: fake.handlers() });
    const box = (await screen.findByRole('checkbox', { name: 'Coach reference' })) as HTMLInputElement;
    expect(screen.getByRole('button', { name: 'Save sections' }).hasAttribute('disabled')).toBe(true);
    await app.user.click(box);
    await app.user.click(screen.getByRole('button', { name: 'Save sections' }));
    await waitFor(() => expect(fake.state.settings.sections.coachReference).toBe(false));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Coach reference' }) as HTMLInputElement).checked).toBe(false),
    );
    expect(screen.getByRole('button', { name: 'Save sections' }).hasAttribute('disabled')).toBe(true);
  });

  it('videos: a link that is not YouTube, Vimeo or Hudl is refused on its row; saved and read back; up to 6', async () => {
    const fake = createPublicProfileFake();
    const app = await renderApp('/public-profile', { user: users.player, handlers: fake.handlers() });
    await screen.findByText('No videos yet.');
    await app.user.click(screen.getByRole('button', { name: 'Add video' }));
    await app.user.type(screen.getByLabelText('Video 1 link'), 'https://example.com/clip');
    await app.user.type(screen.getByLabelText('Video 1 title'), 'Showcase');
    await app.user.click(screen.getByRole('button', { name: 'Save videos' }));
    expect(await screen.findByText(msg.videoUrl, { selector: '[role=alert]' })).toBeTruthy();
    expect(fake.state.writes).toEqual([]); // refused on the form by the domain's rule, nothing sent
    await app.user.clear(screen.getByLabelText('Video 1 link'));
    await app.user.type(screen.getByLabelText('Video 1 link'), 'https://www.youtube.com/watch?v=AbCdEfGhIjK');
    await app.user.click(screen.getByRole('button', { name: 'Save videos' }));
    await waitFor(() => expect(fake.state.settings.videos).toHaveLength(1));
    expect(fake.state.settings.videos[0]).toMatchObject({ provider: 'youtube', title: 'Showcase' });
    for (let i = 0; i < 5; i++) await app.user.click(screen.getByRole('button', { name: 'Add video' }));
    expect(screen.getByRole('button', { name: 'Add video' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(msg.videosMax)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Remove video 6' }));
    expect(screen.getByRole('button', { name: 'Add video' }).hasAttribute('disabled')).toBe(false);
  });

  it('changing the handle warns that the old link stops working; cancel returns focus; a taken handle is refused', async () => {
    const fake = createPublicProfileFake({ enabled: true, taken: ['taken-one'] });
    const app = await renderApp('/public-profile', { user: users.player, handlers: fake.handlers() });
    const input = (await screen.findByLabelText('Handle')) as HTMLInputElement;
    await app.user.clear(input);
    await app.user.type(input, 'Bad Handle!');
    await app.user.click(screen.getByRole('button', { name: 'Change handle' }));
    expect(await screen.findByText(msg.handleInvalid)).toBeTruthy();

    await app.user.clear(input);
    await app.user.type(input, 'taken-one');
    const change = screen.getByRole('button', { name: 'Change handle' });
    await app.user.click(change);
    let dialog = await screen.findByRole('dialog', { name: 'Change your link?' });
    expect(within(dialog).getByText(/stops working at once/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep the old link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(change));

    await app.user.click(change);
    dialog = await screen.findByRole('dialog', { name: 'Change your link?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Change handle' }));
    expect(await screen.findByText(msg.handleTaken)).toBeTruthy();
    expect(fake.state.settings.handle).toBe('pat-player');

    await app.user.clear(input);
    await app.user.type(input, 'pat-2027');
    await app.user.click(screen.getByRole('button', { name: 'Change handle' }));
    dialog = await screen.findByRole('dialog', { name: 'Change your link?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Change handle' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Your profile link') as HTMLInputElement).value).toBe(
        'https://dugout.example/p/pat-2027',
      ),
    );
    expect(screen.getByRole('link', { name: /Preview as a coach/ }).getAttribute('href')).toBe('/p/pat-2027?preview=1');
  });

  it("a guardian acting without edit rights sees only 'Turn off', and it works", async () => {
    sessionStorage.setItem(
      ACTING_PLAYER_KEY,
      JSON.stringify({ id: 'u-casey', name: 'Casey Demoplayer', mayEdit: false }),
    );
    const family = createFamilyFake({
      me: { role: 'guardian', isMinor: false, dateOfBirth: null },
      links: [fakeLink({ id: 'link-1', player: { isMinor: true, consents: [] } })],
    });
    const fake = createPublicProfileFake({
      enabled: true,
      saved: true,
      isMinor: true,
      mayAllowIndexing: false,
      mayEdit: false,
    });
    const app = await renderApp('/public-profile', {
      user: users.guardian,
      handlers: [...fake.handlers(), ...family.handlers()],
    });
    await within(await screen.findByRole('region', { name: /^Status/ })).findByText('Live');
    expect(await screen.findByText(/Viewing Casey Demoplayer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save sections' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change handle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add video' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Coach reference' }).matches(':disabled')).toBe(true);
    await app.user.click(within(status()).getByRole('button', { name: 'Turn off' }));
    await within(status()).findByText('Off');
    expect(fake.state.settings.enabled).toBe(false);
    expect(within(status()).queryByRole('button', { name: 'Turn on' })).toBeNull();
  });
});
