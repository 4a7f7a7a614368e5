import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactCalendarResponseSchema } from '@dugout/domain/fit';
import { publicProfileMessages as msg, type ProfileLink } from '@dugout/domain/public-profile';
import { route } from '@/test/msw';
import { renderApp } from '@/test/Render';
import { users } from '@/test/shell';
import { createCollegesFake } from '@/test/fakes/colleges';

/** The tracked profile link in each tracker row (docs/decisions/0067-tracked-profile-links.md). */
const player = users.player;
const AT = '2026-11-20T12:00:00.000Z';
const link = (over: Partial<ProfileLink> = {}): ProfileLink => ({
  id: 'link-1',
  schoolId: 9001,
  url: 'https://dugout.example/p/pat-player?via=AbCdEfGhIjKlMnOpQrStUvWx',
  opens: 3,
  botOpens: 0,
  firstOpenedAt: AT,
  lastOpenedAt: AT,
  summary: 'Opened 3 times, last 2 days ago',
  createdAt: AT,
  ...over,
});

/** The colleges fake's tracker (with its profile-link routes) and the contact calendar the tracker screen shows. */
function world(opts: { refuse?: boolean } = {}) {
  const fake = createCollegesFake({ userId: player.id });
  fake.state.refuseLinks = !!opts.refuse;
  const requests = fake.state.linkRequests;
  const handlers = [
    route('GET', '/api/fit/contact-calendar', { response: contactCalendarResponseSchema }, () => ({
      graduationYear: null,
      milestones: [],
    })),
    ...fake.handlers(),
  ];
  return { fake, requests, handlers };
}

async function seeded(opts: { refuse?: boolean } = {}) {
  const w = world(opts);
  // two tracked schools through the fake's own POST (its entries as the server presents them)
  const add = async (schoolId: number, schoolName: string) => {
    const res = await fetch('/api/tracker', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ schoolId, schoolName, division: 'D1', conference: null }),
    });
    expect(res.status).toBe(200);
  };
  const app = await renderApp('/tracker', { user: player, handlers: w.handlers });
  await add(9001, 'Example State University');
  await add(9002, 'Fixture College');
  w.fake.state.tracker.find((t) => t.schoolId === 9001)!.profileLink = link();
  await app.queryClient.invalidateQueries();
  return { ...w, app };
}

const row = (name: string) => screen.findByRole('region', { name });

describe('the profile link in a tracker row', () => {
  it('shows the summary, and copies a row’s live link without making a new one', async () => {
    const { app, requests } = await seeded();
    const card = await row('Example State University');
    await within(card).findByText('Opened 3 times, last 2 days ago');
    await app.user.click(within(card).getByRole('button', { name: 'Copy profile link for Example State University' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(link().url));
    expect(requests).toEqual([]);
  });

  it('makes the link first when the row has none, copies it, and the row re-reads', async () => {
    const { app, requests, fake } = await seeded();
    const card = await row('Fixture College');
    expect(within(card).getByText('No profile link yet')).toBeTruthy();
    await app.user.click(within(card).getByRole('button', { name: 'Copy profile link for Fixture College' }));
    await within(card).findByText('Not opened yet');
    expect(requests).toEqual([`make ${fake.state.tracker.find((t) => t.schoolId === 9002)!.id}`]);
    expect(await navigator.clipboard.readText()).toContain('via=fake-token-9002-');
  });

  it('revokes after a confirm (Cancel keeps it); the list re-reads', async () => {
    const { app, requests, fake } = await seeded();
    const card = await row('Example State University');
    await within(card).findByText('Opened 3 times, last 2 days ago');
    await app.user.click(within(card).getByRole('button', { name: 'Revoke link for Example State University' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke link' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);
    await app.user.click(within(card).getByRole('button', { name: 'Revoke link for Example State University' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke link' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await within(card).findByText('No profile link yet');
    expect(requests).toEqual([`revoke ${fake.state.tracker.find((t) => t.schoolId === 9001)!.id}`]);
    expect(within(card).queryByRole('button', { name: /Revoke link/ })).toBeNull();
  });

  it('works by keyboard: Tab to the copy action and press Enter', async () => {
    const { app } = await seeded();
    const card = await row('Example State University');
    const button = await within(card).findByRole('button', { name: 'Copy profile link for Example State University' });
    button.focus();
    await app.user.keyboard('{Enter}');
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(link().url));
  });

  it('a refusal (the school left the tracker in another tab): the server’s message in the row, and no link', async () => {
    const { app } = await seeded({ refuse: true });
    const card = await row('Fixture College');
    await app.user.click(within(card).getByRole('button', { name: 'Copy profile link for Fixture College' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(msg.linkSchoolNotInTracker);
    expect(within(card).getByText('No profile link yet')).toBeTruthy();
  });
});
