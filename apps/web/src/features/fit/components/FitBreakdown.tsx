import { fitTexts } from '@dugout/domain/fit';
import { Button } from '@/components/ui/Button';
import { errorMessage } from '@/lib/api';
import { useFitResult } from '../api/fit.api';

/** 'Not counted: ' — said once, in the points column, rather than again at the start of the reason */
const notCountedPrefix = fitTexts.notCounted('');

const partColours: Record<string, string> = {
  level: 'bg-blue-700',
  roster: 'bg-emerald-600',
  academics: 'bg-violet-600',
  cost: 'bg-amber-500',
  distance: 'bg-sky-500',
  preferences: 'bg-rose-500',
};

/**
 * 'How this score adds up' for one program (GET /api/fit/results/:id, fetched when the row's disclosure opens): every
 * part with its points, maximum and reason (a part worth nothing for this player greyed as 'Not counted'), the
 * position need at the program and 'Why not higher?'. Loading and errors show in place, inside the row.
 */
export function FitBreakdown({ programId, id }: { programId: number | string; id: string }) {
  const q = useFitResult(programId);
  if (q.isPending)
    return (
      <div id={id} role="status" className="py-2 text-sm text-slate-600">
        Loading the breakdown…
      </div>
    );
  if (q.isError)
    return (
      <div id={id} role="alert" className="flex flex-wrap items-center gap-2 py-2 text-sm text-red-800">
        <span>{errorMessage(q.error)}</span>
        <Button size="sm" variant="outline" onClick={() => void q.refetch()}>
          Try again
        </Button>
      </div>
    );
  const r = q.data;
  return (
    <div id={id} className="space-y-2 pt-2" data-testid="fit-breakdown">
      <ul aria-label={`How the fit score of ${r.name} adds up`} className="text-sm">
        {r.parts.map((p) => {
          const counted = p.max > 0;
          return (
            <li
              key={p.key}
              className={`grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 border-t border-slate-100 py-1 sm:grid-cols-[10rem_6.5rem_minmax(0,1fr)] ${counted ? '' : 'text-slate-600'}`}
              data-part={p.key}
            >
              <span className="font-medium">
                <span
                  className={`mr-1.5 inline-block size-2.5 rounded-full ${counted ? partColours[p.key] : 'bg-slate-300'}`}
                  aria-hidden
                />
                {p.label}
              </span>
              <span className="text-right tabular-nums sm:text-left">
                {counted ? `${p.points.toFixed(1)} / ${p.max}` : 'Not counted'}
              </span>
              <span className={`col-span-2 break-words sm:col-span-1 ${counted ? 'text-slate-700' : ''}`}>
                {!counted && p.reason.startsWith(notCountedPrefix) ? p.reason.slice(notCountedPrefix.length) : p.reason}
              </span>
            </li>
          );
        })}
      </ul>
      {r.positionNeed && (
        <p className="text-sm">
          <span className="font-medium">Position need:</span> {r.positionNeed.text} ({r.positionNeed.reading})
        </p>
      )}
      {r.whyNotHigher.length > 0 && (
        <div className="text-sm">
          <p className="font-medium">Why not higher?</p>
          <ul className="mt-0.5 list-disc space-y-0.5 pl-5 text-slate-700">
            {r.whyNotHigher.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
