import { useMemo, useState, type ReactNode } from 'react';
import { Ruler, Users } from 'lucide-react';
import {
  PLAYER_LIST_MAX_HEIGHT,
  applyRosterFilter,
  averagesByPosition,
  rosterBreakdown,
  rosterFilterTitle,
  rosterTexts,
  type CollegeProfile,
  type RosterFilter,
} from '@dugout/domain/colleges';
import { formatHeight, formatWeight } from '@dugout/domain/shared';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { cn } from '@/lib/utils';
import { useIsMobile } from '@/lib/use-media';
import { Section } from './Section';

type Player = CollegeProfile['roster'][number];

/**
 * Current Season Roster Breakdown: grid by position and class, and the player list it filters. `aside` sits beside
 * the grid (below it on narrow screens) and only when there is a roster to read it from.
 */
export function RosterBreakdown({
  roster,
  rosterError,
  source,
  aside,
}: {
  roster: Player[];
  rosterError: boolean;
  source?: string | null;
  aside?: ReactNode;
}) {
  const [filter, setFilter] = useState<RosterFilter>({});
  const grid = useMemo(() => rosterBreakdown(roster), [roster]);
  const players = useMemo(() => applyRosterFilter(roster, filter), [roster, filter]);
  const isActive = (f: RosterFilter) =>
    (f.position ?? null) === (filter.position ?? null) && (f.classYear ?? null) === (filter.classYear ?? null);
  const cellBtn = (f: RosterFilter, label: string | number, aria: string, strong = false) => (
    <button
      type="button"
      aria-label={aria}
      aria-pressed={isActive(f)}
      onClick={() => setFilter(f)}
      className={cn(
        'w-full rounded px-2 py-1 text-center hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none',
        strong && 'font-semibold',
        isActive(f) && 'bg-blue-600 text-white hover:bg-blue-700',
      )}
    >
      {label}
    </button>
  );

  return (
    <>
      <Section
        title={rosterTexts.heading}
        icon={<Users className="size-5 text-indigo-600" aria-hidden />}
        source={source ?? null}
      >
        {rosterError ? (
          <p role="alert" className="text-sm text-red-700">
            {rosterTexts.loadError}
          </p>
        ) : roster.length === 0 ? (
          <p className="text-sm text-slate-500">{rosterTexts.averagesEmpty}</p>
        ) : (
          <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
            <div className="min-w-0 flex-1 overflow-x-auto">
              <table className="w-full min-w-[480px] text-sm" aria-label={rosterTexts.heading}>
                <thead>
                  <tr>
                    <th className="px-1 py-1 text-left text-xs text-slate-500">Position</th>
                    {grid.classes.map((c) => (
                      <th key={c} scope="col" className="px-1 py-1">
                        {cellBtn({ classYear: c }, c, `Filter by class ${c}`, true)}
                      </th>
                    ))}
                    <th scope="col" className="px-1 py-1 text-xs text-slate-500">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {grid.positions.map((p) => (
                    <tr key={p} className="border-t border-slate-100">
                      <th scope="row" className="px-1 py-1 text-left">
                        {cellBtn({ position: p }, p, `Filter by position ${p}`, true)}
                      </th>
                      {grid.classes.map((c) => (
                        <td key={c} className="px-1 py-1">
                          {grid.counts[p]?.[c] ? (
                            cellBtn({ position: p, classYear: c }, grid.counts[p][c], `${c} ${p}: ${grid.counts[p][c]}`)
                          ) : (
                            <span className="block text-center text-slate-300">0</span>
                          )}
                        </td>
                      ))}
                      <td className="px-1 py-1">
                        {cellBtn({ position: p }, grid.rowTotals[p] ?? 0, `All ${p}: ${grid.rowTotals[p] ?? 0}`, true)}
                      </td>
                    </tr>
                  ))}
                  <tr className="border-t-2 border-slate-200">
                    <th scope="row" className="px-1 py-1 text-left text-xs text-slate-500">
                      Total
                    </th>
                    {grid.classes.map((c) => (
                      <td key={c} className="px-1 py-1">
                        {cellBtn(
                          { classYear: c },
                          grid.columnTotals[c] ?? 0,
                          `All ${c}: ${grid.columnTotals[c] ?? 0}`,
                          true,
                        )}
                      </td>
                    ))}
                    <td className="px-1 py-1">{cellBtn({}, grid.total, `All players: ${grid.total}`, true)}</td>
                  </tr>
                </tbody>
              </table>
            </div>
            {aside}
          </div>
        )}
      </Section>
      {roster.length > 0 && (
        <PlayerList players={players} title={rosterFilterTitle(filter)} onShowAll={() => setFilter({})} />
      )}
    </>
  );
}

function PlayerList({ players, title, onShowAll }: { players: Player[]; title: string; onShowAll: () => void }) {
  const mobile = useIsMobile();
  return (
    <Card role="region" aria-label="Player list">
      <div className="flex flex-wrap items-center justify-between gap-2 p-4 sm:p-6">
        <div>
          <h2 className="text-lg font-semibold" data-testid="player-list-title">
            {title}
          </h2>
          <p className="text-sm text-slate-500">
            <span data-testid="player-count">{players.length}</span> {players.length === 1 ? 'player' : 'players'} ·{' '}
            {rosterTexts.note}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onShowAll}>
          {rosterTexts.showAll}
        </Button>
      </div>
      <CardContent>
        {/* focusable so the list scrolls by keyboard too */}
        <div
          className="overflow-auto rounded focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
          style={{ maxHeight: PLAYER_LIST_MAX_HEIGHT }}
          tabIndex={0}
          role="group"
          aria-label={`${title}, scrollable`}
        >
          {players.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">{rosterTexts.empty}</p>
          ) : mobile ? (
            <ul className="space-y-2" data-testid="player-cards">
              {players.map((p) => (
                <li key={p.id} className="rounded-lg border border-slate-200 p-3">
                  <div className="flex items-baseline justify-between gap-2">
                    <p className="font-medium">{p.fullName}</p>
                    <p className="text-xs text-slate-500">
                      {p.position} · {p.classYear}
                    </p>
                  </div>
                  <p className="text-sm text-slate-600">
                    {formatHeight(p.height)} · {formatWeight(p.weight)}
                  </p>
                  <p className="text-xs text-slate-500">
                    {[p.hsName, p.hometown, p.homeState].filter(Boolean).join(' · ') || 'N/A'}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <table className="w-full text-sm" data-testid="player-table">
              <thead className="sticky top-0 bg-white">
                <tr className="text-left text-xs text-slate-500 uppercase">
                  {['Name', 'Position', 'Class', 'Height', 'Weight', 'High School', 'Hometown', 'Home State'].map(
                    (h) => (
                      <th key={h} className="px-2 py-2 font-medium">
                        {h}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {players.map((p) => (
                  <tr key={p.id} className="border-t border-slate-100">
                    <td className="px-2 py-1.5 font-medium">{p.fullName}</td>
                    <td className="px-2 py-1.5">{p.position}</td>
                    <td className="px-2 py-1.5">{p.classYear}</td>
                    <td className="px-2 py-1.5">{formatHeight(p.height)}</td>
                    <td className="px-2 py-1.5">{formatWeight(p.weight)}</td>
                    <td className="px-2 py-1.5">{p.hsName ?? 'N/A'}</td>
                    <td className="px-2 py-1.5">{p.hometown ?? 'N/A'}</td>
                    <td className="px-2 py-1.5">{p.homeState ?? 'N/A'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

export function PositionAverages({
  roster,
  rosterError,
  source,
}: {
  roster: Player[];
  rosterError: boolean;
  source?: string | null;
}) {
  const averages = useMemo(() => averagesByPosition(roster), [roster]);
  const h = (n: number | null) => formatHeight(n);
  return (
    <Section
      title={rosterTexts.averagesTitle}
      icon={<Ruler className="size-5 text-teal-600" aria-hidden />}
      source={source ?? null}
    >
      {rosterError ? (
        <p role="alert" className="text-sm text-red-700">
          {rosterTexts.averagesError}
        </p>
      ) : averages.length === 0 ? (
        <p className="text-sm text-slate-500">{rosterTexts.averagesEmpty}</p>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {averages.map((a) => (
            <div key={a.group} className="rounded-lg border border-slate-200 p-3" data-testid="position-average">
              <div className="flex items-baseline justify-between">
                <p className="font-semibold">{a.group}</p>
                <p className="text-xs text-slate-500">
                  {a.count} {a.count === 1 ? 'player' : 'players'}
                </p>
              </div>
              <p className="mt-1 text-sm">
                Avg {h(a.avgHeight)} · {formatWeight(a.avgWeight)}
              </p>
              <p className="text-xs text-slate-500">
                Height {h(a.minHeight)} – {h(a.maxHeight)}
              </p>
              <p className="text-xs text-slate-500">
                Weight {formatWeight(a.minWeight)} – {formatWeight(a.maxWeight)}
              </p>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}
