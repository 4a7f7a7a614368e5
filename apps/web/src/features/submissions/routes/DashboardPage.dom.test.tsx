import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eligiblePositions, headlineTexts } from '@dugout/domain/scoring';
import { renderApp } from '@/test/Render';
import { users } from '@/test/shell';
import { createDashboardFake } from '@/test/fakes/dashboard';

/**
 * /dashboard's headline score and 'Score by Position' chart (docs/decisions/0048-one-headline-score.md):
 * one headline, the score at the best position with the position named; a coach reads '<name>’s Score'; the chart
 * draws only the positions the player can play (a right-handed thrower has no LHP bar), so the best is the tallest.
 */
const player = {
  id: 'u-avery',
  firstName: 'Avery',
  lastName: 'Fixture',
  email: 'avery.fixture@example.com',
  highSchool: null,
  highSchoolState: null,
  primaryPosition: '1B',
  graduationYear: 2027,
  isPostgradDisplay: false,
};
// A right-handed thrower submitted at 1B whose arm scores best on the mound: the server scores 1B 84.1 and, of the
// positions a right-hander can play, RHP 91.3 best (the engine would give LHP 91.7, which is not his).
const measured = {
  height: 74,
  weight: 195,
  sixty: 7.0,
  throwVelocity: 88,
  exitVelocity: 92,
  fastballVelocity: 90,
  fbSpinRate: 2300,
  strikePercentage: 65,
  throws: 'Right',
  bats: 'Right',
  position: '1B',
};

/** The chart's card: its heading, the list that repeats its figures, its drawn bars with their heights (px). */
function positionChart() {
  const card = screen.getByRole('heading', { name: 'Score by Position' }).closest('div')!.parentElement!;
  const listed = within(card)
    .getAllByRole('listitem')
    .map((li) => li.textContent!);
  // the plot is aria-hidden (the list above says the same): its bars are recharts' rectangles, its x ticks the positions
  const ticks = [...card.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
    (t) => t.textContent,
  );
  const heights = [...card.querySelectorAll('.recharts-bar-rectangle path')].map((p) =>
    Number(p.getAttribute('height')),
  );
  return { listed, ticks, heights };
}

describe('Dashboard: one headline score and the positions the player can play', () => {
  it('a coach reads “<name>’s Score”: the best position’s score, named, and the submitted one labelled', async () => {
    const fake = createDashboardFake({ viewerId: users.coach.id, player, measured });
    expect(fake.scored).toMatchObject({ bestPosition: 'RHP', bestScore: 91.3, submittedScore: 84.1 });
    await renderApp(`/dashboard?user=${player.id}&source=org`, { user: users.coach, handlers: fake.handlers() });

    const title = await screen.findByRole('heading', { name: 'Avery Fixture’s Score' });
    expect(title.textContent).toBe(headlineTexts.cardTitle(false, 'Avery Fixture'));
    expect(screen.queryByRole('heading', { name: 'Your Score' })).toBeNull();
    const card = title.closest('div')!.parentElement!;
    // one large figure: the headline, at the best position
    expect(within(card).getByTestId('score').textContent).toBe('91.3');
    expect(within(card).getByTestId('best-position').textContent).toBe('RHP');
    expect(within(card).getByText(headlineTexts.submitted('1B', 84.1))).toBeTruthy();
    expect(screen.getAllByTestId('score')).toHaveLength(1);
    // source=org from a coach's Player Profile modal leads back to the coach's own screen, not Organization Management
    expect(screen.getByRole('link', { name: 'Back to Team' }).getAttribute('href')).toBe('/team-management');
    expect(screen.queryByRole('link', { name: 'Back to Organization' })).toBeNull();
  });

  it('the chart draws only the positions a right-hander can play, and the best is the tallest bar', async () => {
    const fake = createDashboardFake({ viewerId: users.coach.id, player, measured });
    await renderApp(`/dashboard?user=${player.id}&source=org`, { user: users.coach, handlers: fake.handlers() });
    await screen.findByRole('heading', { name: 'Score by Position' });

    const playable = eligiblePositions('Right');
    expect(playable).not.toContain('LHP');
    const { listed } = positionChart();
    expect(listed.map((l) => l.split(':')[0])).toEqual(playable);
    expect(listed).toContain('RHP: 91.3 (best position)');

    const chart = await screen.findByTestId('position-chart');
    await within(chart).findByText('RHP'); // the plot is loaded on demand
    const { ticks, heights } = positionChart();
    expect(ticks).toEqual(playable);
    expect(heights).toHaveLength(playable.length);
    const tallest = Math.max(...heights);
    expect(heights.filter((h) => h === tallest)).toHaveLength(1);
    expect(ticks[heights.indexOf(tallest)]).toBe('RHP');
  });
});
