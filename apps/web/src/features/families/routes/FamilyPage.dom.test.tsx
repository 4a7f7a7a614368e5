import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { familyMessages } from '@dugout/domain/families';
import { benchmarkTableResponseSchema, scoringTableRowsSchema } from '@dugout/domain/fit';
import { dashboardSchema } from '@dugout/domain/scoring';
import { ACTING_PLAYER_KEY } from '@/lib/acting';
import { renderApp } from '@/test/Render';
import { users } from '@/test/shell';
import { apiError, route } from '@/test/msw';
import { createFamilyFake, fakeLink } from '@/test/fakes/families';

/**
 * /family, the guardian's home (docs/decisions/0061-acting-for-a-player-in-the-web.md): every change is read back from
 * the fake server's answer (test/fakes/families.ts answers as the families service does).
 */
const guardian = users.guardian;
const me = { role: 'guardian' as const, isMinor: false, dateOfBirth: null };
const casey = (over: Parameters<typeof fakeLink>[0] = { id: 'link-1' }) =>
  fakeLink({ player: { isMinor: true, consents: [] }, ...over });

/** The dashboard's other reads (empty), beside its answer. */
const dashboardReads = () => [
  route('GET', '/api/fit/scoring-tables', { response: scoringTableRowsSchema }, () => ({ heights: [], weights: [] })),
  route('GET', '/api/fit/benchmarks', { response: benchmarkTableResponseSchema }, () => ({
    source: 'Fixture benchmarks',
    sourceDate: '2026-01-01',
    rows: [],
    updatedAt: null,
  })),
];

const playerCard = () => screen.getByRole('heading', { name: 'Casey Demoplayer', level: 3 }).closest('div.rounded-xl')!;

describe('/family: the guardian side', () => {
  it('with no link shows the empty state and the invite form; an invitation appears as pending', async () => {
    const fake = createFamilyFake({ me });
    const app = await renderApp('/family', { user: guardian, handlers: fake.handlers() });
    await screen.findByText('No players linked yet');
    const form = screen.getByRole('form', { name: 'Invite a player' });
    await app.user.type(within(form).getByLabelText('Their e-mail address'), 'Casey@Example.com');
    await app.user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('casey@example.com');
    expect(screen.getByText('Waiting for them to accept')).toBeTruthy();
    expect(fake.state.requests).toEqual(['invite casey@example.com']);
    expect(screen.queryByText('No players linked yet')).toBeNull();
  });

  it("shows the server's refusal of an invitation on the field", async () => {
    const fake = createFamilyFake({ me });
    fake.state.fail = { code: 'conflict', message: familyMessages.inviteExists };
    const app = await renderApp('/family', { user: guardian, handlers: fake.handlers() });
    const form = await screen.findByRole('form', { name: 'Invite a player' });
    await app.user.type(within(form).getByLabelText('Their e-mail address'), 'player@example.com');
    await app.user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(familyMessages.inviteExists);
  });

  it("accepts a player's invitation: the link becomes active with the consent panel", async () => {
    const fake = createFamilyFake({
      me,
      links: [fakeLink({ id: 'link-1', status: 'pending', iAgreed: false, theyAgreed: true })],
    });
    const app = await renderApp('/family', { user: guardian, handlers: fake.handlers() });
    await screen.findByText('Invitation waiting for your answer');
    await app.user.click(screen.getByRole('button', { name: 'Accept Casey Demoplayer' }));
    await screen.findByRole('heading', { name: 'Casey Demoplayer', level: 3 });
    expect(fake.state.requests).toEqual(['accept link-1']);
    expect(within(playerCard() as HTMLElement).getByText('Minor')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Consent' })).toBeTruthy();
  });

  it('grants and revokes consent; the audit list is the server answer; an error is shown', async () => {
    const fake = createFamilyFake({ me, links: [casey()], myName: 'Jordan Demoparent' });
    const app = await renderApp('/family', { user: guardian, handlers: fake.handlers() });
    const label = "Share my child's profile with college coaches";
    await app.user.click(await screen.findByRole('button', { name: `Grant: ${label} (Casey Demoplayer)` }));
    const history = await screen.findByRole('list', { name: `History: ${label}` });
    expect(history.textContent).toBe('Granted by Jordan Demoparent on Nov 27, 2026');
    await app.user.click(screen.getByRole('button', { name: `Revoke: ${label} (Casey Demoplayer)` }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: `History: ${label}` }).textContent).toBe(
        'Granted by Jordan Demoparent on Nov 27, 2026 · Revoked by Jordan Demoparent on Nov 27, 2026',
      ),
    );
    expect(fake.state.requests).toEqual(['grant link-1 share_profile', 'revoke link-1 share_profile']);

    fake.state.fail = { code: 'forbidden', message: familyMessages.consentNotMinor };
    await app.user.click(screen.getByRole('button', { name: `Grant: Let Dugout e-mail my child (Casey Demoplayer)` }));
    expect((await screen.findByRole('alert')).textContent).toBe(familyMessages.consentNotMinor);
  });

  it("changes the guardian's own settings for the player", async () => {
    const fake = createFamilyFake({ me, links: [casey()] });
    const app = await renderApp('/family', { user: guardian, handlers: fake.handlers() });
    const copies = await screen.findByRole('checkbox', { name: 'Send me copies of e-mails to Casey Demoplayer' });
    expect((copies as HTMLInputElement).checked).toBe(true);
    await app.user.click(copies);
    await waitFor(() => expect((copies as HTMLInputElement).checked).toBe(false));
    expect(fake.state.requests).toEqual(['patch link-1 {"copyEmails":false}']);
  });

  it('ends a link after confirming; Cancel returns focus to End link, the end moves it to the heading', async () => {
    const fake = createFamilyFake({ me, links: [casey()] });
    const app = await renderApp('/family', { user: guardian, handlers: fake.handlers() });
    const endButton = await screen.findByRole('button', { name: 'End link with Casey Demoplayer' });
    await app.user.click(endButton);
    const dialog = await screen.findByRole('dialog', { name: 'End the link with Casey Demoplayer?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(endButton));
    expect(fake.state.requests).toEqual([]);

    await app.user.click(endButton);
    const again = await screen.findByRole('dialog', { name: 'End the link with Casey Demoplayer?' });
    await app.user.click(within(again).getByRole('button', { name: 'End link' }));
    await screen.findByText('No players linked yet');
    expect(fake.state.requests).toEqual(['end link-1']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your players' })));
  });

  it('opening the player acts for them: banner, header links; Back to Family stops it', async () => {
    const fake = createFamilyFake({ me, links: [casey()] });
    const trackerHeader: Array<string | null> = [];
    const app = await renderApp('/family', {
      user: guardian,
      handlers: [
        // the tracker screen's reads: not what this test looks at
        http.get('/api/tracker', ({ request }) => {
          trackerHeader.push(request.headers.get('X-Dugout-Player'));
          return apiError('forbidden', 'Not in this test');
        }),
        http.get('/api/fit/*', () => apiError('forbidden', 'Not in this test')),
        ...fake.handlers(),
      ],
    });
    expect(screen.queryByRole('region', { name: 'Acting for a player' })).toBeNull();
    await app.user.click(await screen.findByRole('button', { name: "Open Casey Demoplayer's tracker" }));
    expect(JSON.parse(sessionStorage.getItem(ACTING_PLAYER_KEY)!)).toEqual({
      id: 'u-casey',
      name: 'Casey Demoplayer',
      mayEdit: false,
    });
    const banner = await screen.findByRole('region', { name: 'Acting for a player' });
    expect(banner.textContent).toContain("Viewing Casey Demoplayer's account · read only");
    await screen.findByText('Not in this test');
    expect(trackerHeader).toEqual(['u-casey']); // the API client names the player on every request while acting
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Payments' })).toBeTruthy();

    await app.user.click(within(banner).getByRole('button', { name: 'Back to Family' }));
    await screen.findByRole('heading', { name: 'Your players' });
    expect(sessionStorage.getItem(ACTING_PLAYER_KEY)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Acting for a player' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Dashboard' }),
    ).toBeNull();
  });

  it("a 404 'Player not found' while acting returns to /family and says the link is gone", async () => {
    sessionStorage.setItem(
      ACTING_PLAYER_KEY,
      JSON.stringify({ id: 'u-casey', name: 'Casey Demoplayer', mayEdit: true }),
    );
    const fake = createFamilyFake({ me, links: [] });
    await renderApp('/dashboard', {
      user: guardian,
      handlers: [
        route('GET', '/api/dashboard', { response: dashboardSchema }, () =>
          apiError('not_found', familyMessages.playerNotFound),
        ),
        ...dashboardReads(),
        ...fake.handlers(),
      ],
    });
    await screen.findByText("Casey Demoplayer's account is no longer linked to yours.");
    expect(sessionStorage.getItem(ACTING_PLAYER_KEY)).toBeNull();
    expect(screen.getByText('No players linked yet')).toBeTruthy();
  });
});
