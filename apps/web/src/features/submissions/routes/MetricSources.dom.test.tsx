import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rapsodoSamples, sourceSentence, type MetricSource } from '@dugout/domain/metrics-sources';
import { renderApp } from '@/test/Render';
import { users } from '@/test/shell';
import { createPlayerSourcesFake } from '@/test/fakes/metric-sources';
import { createProfileFake, fakeProfile } from '@/test/fakes/profile';

/**
 * Metric sources on the player's screens (docs/decisions/0063-metric-sources-on-screen.md): the badge beside each value
 * with its sentence on hover and focus (a sheet on tap at phone width), the device-file upload (preview with the
 * derivations and the errors by line, then 'Save as a new submission' and the new 'Device file' badges read back from
 * the server), and the tracker's history with a source on every point.
 */
const player = {
  id: users.player.id,
  firstName: 'Pat',
  lastName: 'Player',
  email: users.player.email,
  highSchool: null,
  highSchoolState: null,
  primaryPosition: 'RHP',
  graduationYear: 2027,
  isPostgradDisplay: false,
};
const verified: MetricSource = {
  kind: 'coach_verified',
  verifiedBy: 'Morgan Democoach',
  teamName: 'Demo Thunder 17U',
  teamCode: 'THUNDER17U',
  at: '2026-11-26T15:00:00.000Z',
};
const values = {
  height: 73,
  weight: 185,
  sixty: 7.1,
  throwVelocity: 84,
  exitVelocity: 91.5,
  fastballVelocity: 86,
  fbSpinRate: 2200,
  strikePercentage: 60,
};
/** The player's sources and the profile the dashboard reads (a date of birth on file: no one-time question). */
const fake = () => {
  const sources = createPlayerSourcesFake({ player, values, sources: { exitVelocity: verified } });
  const profile = createProfileFake({
    profile: fakeProfile({ userId: users.player.id, email: users.player.email, dateOfBirth: '2009-05-01' }),
  });
  return { ...sources, handlers: () => [...sources.handlers(), ...profile.handlers()] };
};

/** The 'Metrics and Sources' entry of one metric (by its test id, e.g. 'metric-exitVelocity'). */
const metricEntry = (metric: string) => screen.getByTestId(`metric-${metric}`);
const badgeOf = (metric: string) => within(metricEntry(metric)).getByTestId('source-badge');
const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

const realMatchMedia = window.matchMedia;
const setMatchMedia = (value: typeof window.matchMedia) =>
  Object.defineProperty(window, 'matchMedia', { configurable: true, value });
afterEach(() => setMatchMedia(realMatchMedia));

describe('source badges on the dashboard', () => {
  it('each value has its badge; hover and keyboard focus show the sentence', async () => {
    const app = await renderApp('/dashboard', { user: users.player, handlers: fake().handlers() });
    await screen.findByRole('heading', { name: 'Metrics and Sources' });
    expect(badgeOf('height').textContent).toBe('Self-reported');
    expect(badgeOf('exitVelocity').textContent).toBe('Coach-verified');
    // the sentence is the badge's description for screen readers, always
    const described = document.getElementById(badgeOf('exitVelocity').getAttribute('aria-describedby')!)!;
    expect(described.textContent).toBe('Verified by Morgan Democoach, Demo Thunder 17U, Nov 26, 2026');
    expect(within(metricEntry('exitVelocity')).getByText('measured Oct 1, 2026')).toBeTruthy();

    await app.user.hover(badgeOf('exitVelocity'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(sourceSentence(verified));
    await app.user.unhover(badgeOf('exitVelocity'));

    // keyboard: the badge is a button in the tab order; focus shows its sentence too
    badgeOf('height').focus();
    fireEvent.focus(badgeOf('height'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Self-reported by the player');
  });

  it('at phone width a tap opens a sheet with the sentence; closing returns the focus to the badge', async () => {
    // a phone: the mobile query (max-width: 767px) matches
    setMatchMedia(((query: string) => ({
      ...realMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia);
    const app = await renderApp('/dashboard', { user: users.player, handlers: fake().handlers() });
    await screen.findByRole('heading', { name: 'Metrics and Sources' });
    const badge = badgeOf('exitVelocity');
    await app.user.click(badge);
    const sheet = await screen.findByRole('dialog', { name: 'Exit velocity: Coach-verified' });
    expect(within(sheet).getByTestId('source-sheet').textContent).toBe(sourceSentence(verified));
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(badge);
  });
});

describe('device file upload', () => {
  it('Rapsodo file: preview with the derivations, then the new values carry Device file badges', async () => {
    const f = fake();
    const app = await renderApp('/dashboard', { user: users.player, handlers: f.handlers() });
    await screen.findByRole('heading', { name: 'Metrics and Sources' });
    const open = screen.getByRole('button', { name: 'Upload Device File' });
    await app.user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Upload a Device File' });
    expect(
      (await within(dialog).findByRole('link', { name: 'Download the generic template' })).getAttribute('download'),
    ).toBe('dugout-metrics-template.csv');
    await app.user.upload(
      within(dialog).getByLabelText('Device file (CSV)'),
      csvFile('session.csv', rapsodoSamples.good),
    );

    expect((await within(dialog).findByTestId('device-kind')).textContent).toBe(
      'Detected: Rapsodo pitching · 18 rows · session Nov 20, 2026',
    );
    const derived = within(dialog).getByTestId('device-values');
    expect(within(derived).getByText('Fastball velocity')).toBeTruthy();
    expect(within(derived).getByText(/^max of 12 fastballs/)).toBeTruthy();
    expect(within(dialog).queryByTestId('device-errors')).toBeNull();
    expect(f.state.submissions).toHaveLength(1); // the preview saved nothing

    await app.user.click(within(dialog).getByRole('button', { name: 'Save as a new submission' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload Device File' }));
    expect(f.state.submissions).toHaveLength(2);
    // read back from the server: the file's metrics are 'Device file', the others keep their sources
    await within(metricEntry('fastballVelocity')).findByText('Device file');
    expect(badgeOf('fastballVelocity').textContent).toBe('Device file');
    expect(badgeOf('fbSpinRate').textContent).toBe('Device file');
    expect(badgeOf('strikePercentage').textContent).toBe('Device file');
    expect(badgeOf('exitVelocity').textContent).toBe('Coach-verified');
    expect(badgeOf('height').textContent).toBe('Self-reported');
  });

  it('a file with implausible values lists its errors by line and cannot be saved', async () => {
    const f = fake();
    const app = await renderApp('/dashboard', { user: users.player, handlers: f.handlers() });
    await app.user.click(await screen.findByRole('button', { name: 'Upload Device File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a Device File' });
    await app.user.upload(
      within(dialog).getByLabelText('Device file (CSV)'),
      csvFile('bad.csv', rapsodoSamples.implausible),
    );
    const errors = await within(dialog).findByTestId('device-errors');
    const items = within(errors)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((t) => /^Line \d+: /.test(t ?? ''))).toBe(true);
    expect(within(dialog).getByRole('alert').textContent).toMatch(/nothing will be saved/);
    expect(within(dialog).getByRole('button', { name: 'Save as a new submission' })).toHaveProperty('disabled', true);
  });

  it('a file of no known kind says so', async () => {
    const app = await renderApp('/dashboard', { user: users.player, handlers: fake().handlers() });
    await app.user.click(await screen.findByRole('button', { name: 'Upload Device File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a Device File' });
    await app.user.upload(
      within(dialog).getByLabelText('Device file (CSV)'),
      csvFile('notes.csv', 'hello,world\n1,2\n'),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/not a Rapsodo pitching export/);
    expect(within(dialog).getByRole('button', { name: 'Save as a new submission' })).toHaveProperty('disabled', true);
  });
});

describe('history on the metrics tracker', () => {
  it('each metric over time with the source of every point, as a table too', async () => {
    const f = fake();
    f.state.submissions.push({
      id: '00000000-0000-4000-8000-000000000299',
      createdAt: '2026-11-20T12:00:00.000Z',
      values: { ...values, exitVelocity: 93.2 },
      sources: {
        exitVelocity: {
          kind: 'event',
          eventId: 'e1',
          name: 'Fall Showcase',
          organiser: 'Example Baseball',
          date: '2026-11-18',
          enteredBy: 'Casey Coach',
        },
      },
    });
    await renderApp('/metrics-tracker', { user: users.player, handlers: f.handlers() });
    const card = await screen.findByTestId('history-exitVelocity');
    expect(within(card).getByRole('list', { name: 'Sources' }).textContent).toBe('Coach-verifiedEvent');
    const rows = within(within(card).getByRole('table')).getAllByRole('row').slice(1);
    const cells = (r: HTMLElement) => within(r).getAllByRole('cell');
    expect(
      rows.map((r) => [
        cells(r)[0]!.textContent,
        cells(r)[1]!.textContent,
        within(r).getByTestId('source-badge').textContent,
      ]),
    ).toEqual([
      ['Oct 1, 2026', '91.5 mph', 'Coach-verified'],
      ['Nov 20, 2026', '93.2 mph', 'Event'],
    ]);
    // the chart draws each point in its source's shape
    await within(card)
      .findByText('Oct 1, 2026', { selector: 'tspan' })
      .catch(() => undefined);
    const marks = [...card.querySelectorAll('.history-point')].map((g) => g.getAttribute('data-source'));
    expect(marks).toEqual(['coach_verified', 'event']);
  });
});
