import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { FitSummaryView } from '@dugout/domain/fit';
import { withThousands } from '@dugout/domain/shared';
import { Button } from '@/components/ui/Button';
import { BandBadge } from './BandBadge';
import { FitBreakdown } from './FitBreakdown';

const academicLabels: Record<NonNullable<FitSummaryView['academicBand']>, string> = {
  match: 'Academic match',
  reach: 'Academic reach',
  safety: 'Academic safety',
};

const distanceWords = ['Your band', 'One level away', 'Two levels away', 'Three levels away'];
/**
 * The stretch of the ranking a row is in, in the order the ranking sorts (docs/decisions/0058-believable-fit.md): the
 * player's band first, then one level away and so on, and programs outside the divisions the player chose last.
 */
export const sectionOf = (r: Pick<FitSummaryView, 'bandDistance' | 'inChosenDivisions'>): string =>
  !r.inChosenDivisions
    ? 'Outside the divisions you chose'
    : (distanceWords[r.bandDistance] ?? `${r.bandDistance} levels away`);

/**
 * One program of the results list: rank, name (to its profile), band badge, academic band, division · conference ·
 * state · distance, the fit score, the band's sentence with the roster line and what cost the most points; the
 * breakdown opens on demand (a disclosure button; only then is it fetched). `section` starts a new stretch of the list.
 */
export function FitResultRow({
  result: r,
  section,
  action,
}: {
  result: FitSummaryView;
  section: string | null;
  action?: (r: FitSummaryView) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const breakdownId = useId();
  const meta = [
    r.division,
    r.conference,
    r.state,
    r.distanceMiles != null ? `${withThousands(r.distanceMiles)} mi` : null,
  ].filter(Boolean);
  // each fact once: when what cost the most points is the roster, its sentence already holds the roster line
  const rosterLine = r.rosterLine && !r.why?.includes(r.rosterLine) ? r.rosterLine : null;
  return (
    <li className="border-t border-slate-200 first:border-t-0" data-testid="fit-row" data-fit-row={r.programId}>
      {section && (
        <h2 className="bg-slate-100 px-3 py-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          {section}
        </h2>
      )}
      <div className="px-3 py-2 sm:py-1.5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
              <span className="text-xs text-slate-600 tabular-nums">#{r.rank}</span>
              <h3 className="leading-tight font-semibold">
                <Link className="hover:underline" to={`/college/${r.programId}`}>
                  {r.name}
                </Link>
              </h3>
              <BandBadge band={r.band} />
              {r.academicBand && <span className="text-xs text-slate-700">{academicLabels[r.academicBand]}</span>}
              <span className="text-xs text-slate-600">{meta.join(' · ')}</span>
            </div>
            <p className="text-sm text-slate-800">
              {r.bandText}
              {rosterLine && <span className="text-slate-700"> · {rosterLine}</span>}
            </p>
            {r.why && <p className="text-xs text-slate-600">Why not higher: {r.why}</p>}
          </div>
          <div className="flex shrink-0 items-center gap-2 sm:items-start">
            <p className="w-14 text-right leading-none sm:pt-1">
              <span className="block text-xl font-bold tabular-nums">{r.fitScore.toFixed(1)}</span>
              <span className="text-[0.6875rem] text-slate-600">Fit score</span>
            </p>
            <div className="flex flex-wrap items-center gap-1.5 sm:flex-col sm:gap-1 sm:items-stretch">
              {action?.(r)}
              <Button
                size="sm"
                variant="outline"
                aria-expanded={open}
                aria-controls={open ? breakdownId : undefined}
                onClick={() => setOpen((o) => !o)}
              >
                How this score adds up
                <span className="sr-only"> for {r.name}</span>
                <ChevronDown aria-hidden className={open ? 'rotate-180' : ''} />
              </Button>
            </div>
          </div>
        </div>
        {open && <FitBreakdown programId={r.programId} id={breakdownId} />}
      </div>
    </li>
  );
}
