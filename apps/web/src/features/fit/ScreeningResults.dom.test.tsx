import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fitMessages } from '@dugout/domain/fit';
import { renderApp } from '@/test/Render';
import { users } from '@/test/shell';
import { createCollegesFake } from '@/test/fakes/colleges';
import { createFitFake } from '@/test/fakes/fit';

/**
 * /college-screening-results (issue 26, docs/decisions/0058-believable-fit.md): how likely each level is above one
 * compact list; each row's band as a word, its score and one line on why; the breakdown fetched only when its row's
 * disclosure opens (GET /api/fit/results/:id), once.
 */
async function open(init: Parameters<typeof createFitFake>[0] = {}) {
  const fit = createFitFake(init);
  const colleges = createCollegesFake({ userId: users.player.id });
  const app = await renderApp('/college-screening-results', {
    user: users.player,
    handlers: [...fit.handlers(), ...colleges.handlers()],
  });
  const list = await screen.findByRole('list', { name: 'Programs ranked by fit' });
  return { app, fit, list };
}
const rows = (list: HTMLElement) => within(list).getAllByRole('listitem');
const disclosure = (row: HTMLElement) => within(row).getByRole('button', { name: /^How this score adds up/ });

describe('college screening results', () => {
  it('shows the level chart, what the score counts and the rosters once, then one compact row per program', async () => {
    const { fit, list } = await open({ notes: ['Add your SAT or ACT to compare with admitted students'] });

    // the estimate: each level with its chance and band, as a sentence for screen readers too, and its source
    const estimate = screen.getByRole('region', { name: 'Your likely level' });
    const spoken = within(estimate).getByTestId('level-estimate-text').textContent!;
    expect(spoken).toMatch(
      /^How likely each level is: Power 4 \d+%, (Target|Reach|Safety); Other D1 \d+%, (Target|Reach|Safety); D2 \d+%, (Target|Reach|Safety); D3 (\d+%|under 1%), (Target|Reach|Safety)\.$/,
    );
    expect(within(estimate).getByTestId('level-estimate-source').textContent).toBe(
      'Compared with PBR committed-player profiles, as aggregated by BaseballPath (2026)',
    );
    expect(within(estimate).getByTestId('level-marks').textContent).toContain('exit velocity 92.0 mph');
    expect(within(estimate).getByTestId('fit-counted').textContent).toBe(
      'Scored on: Athletic fit 60 · Academic fit 40',
    );
    expect(within(estimate).getAllByText('Add your SAT or ACT to compare with admitted students')).toHaveLength(1);
    expect(within(estimate).getByTestId('rosters-on-file').textContent).toMatch(
      /^Current rosters are on file for 1 program;/,
    );
    expect(screen.queryByText(/No current roster on file/)).toBeNull();

    // the rows: name to the profile, the band as a word, the score, the one line and the academic band
    const items = rows(list);
    expect(items).toHaveLength(4);
    const first = items[0]!;
    expect(within(first).getByRole('link', { name: 'Example State University' }).getAttribute('href')).toBe(
      '/college/9001',
    );
    expect(within(first).getByText('Target')).toBeTruthy();
    expect(within(first).getByText('88.5')).toBeTruthy();
    expect(within(first).getByText('Academic match')).toBeTruthy();
    expect(within(first).getByText(/3 OF leave after 2026; 1 freshman OF/)).toBeTruthy();
    expect(within(first).getByText(/^Why not higher: Athletic fit \(−7\.5\)/)).toBeTruthy();
    expect(within(items[1]!).getByText('Safety')).toBeTruthy();
    expect(within(items[3]!).getByText('Reach')).toBeTruthy();
    expect(within(items[2]!).queryByText(/^Academic /)).toBeNull();

    // a label where the band distance changes, once per stretch
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Your band', 'One level away', 'Outside the divisions you chose']);
    // the list does not wait on any breakdown, and none is asked for
    expect(fit.breakdownRequests()).toEqual([]);
    // one click to the tracker per row
    expect(within(first).getByRole('button', { name: 'Add to Tracker' })).toBeTruthy();
  });

  it('opens a breakdown on demand with one request, keeps the focus on its button and closes it again', async () => {
    const { app, fit, list } = await open();
    const first = rows(list)[0]!;
    const button = disclosure(first);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(first).queryByTestId('fit-breakdown')).toBeNull();

    await app.user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const breakdown = await within(first).findByTestId('fit-breakdown');
    expect(button.getAttribute('aria-controls')).toBe(breakdown.id);
    expect(document.activeElement).toBe(button);
    const parts = within(breakdown).getByRole('list', {
      name: 'How the fit score of Example State University adds up',
    });
    const athletic = within(parts).getByText('Athletic fit').closest('li')!;
    expect(athletic.textContent).toContain('52.5 / 60');
    expect(athletic.textContent).toContain('Target: 72% chance your marks measure up to Other D1 commits');
    const cost = within(parts).getByText('Cost').closest('li')!;
    expect(cost.textContent).toContain('Not counted');
    expect(cost.textContent).toContain('no budget given and cost not ranked first or second');
    expect(within(breakdown).getByText('Why not higher?')).toBeTruthy();
    expect(within(breakdown).getByText(/3 seniors\/graduate students leave after 2026; 1 freshman/)).toBeTruthy();
    expect(fit.breakdownRequests()).toEqual(['/api/fit/results/9001']);

    // closed and opened again: from the cache, no second request; the other rows never asked
    await app.user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(first).queryByTestId('fit-breakdown')).toBeNull();
    await app.user.click(button);
    await within(first).findByTestId('fit-breakdown');
    expect(fit.breakdownRequests()).toEqual(['/api/fit/results/9001']);
  });

  it("says in the row when a program's breakdown cannot be read, and the rest of the list stays", async () => {
    const { app, list } = await open({ missing: [9002] });
    const second = rows(list)[1]!;
    await app.user.click(disclosure(second));
    const alert = await within(second).findByRole('alert');
    expect(alert.textContent).toContain(fitMessages.resultNotFound);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(rows(list)).toHaveLength(4);
  });

  it('sends a player without answers to the interview', async () => {
    await renderApp('/college-screening-results', {
      user: users.player,
      handlers: [...createFitFake({ state: 'noAnswers' }).handlers()],
    });
    await screen.findByRole('link', { name: 'Start the College Interview' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your likely level' })).toBeNull());
  });
});
