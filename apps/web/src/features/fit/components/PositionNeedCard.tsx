import { fitGroupOfPosition, fitPositionGroupLabels } from '@dugout/domain/fit';
import type { Position } from '@dugout/domain/shared';
import { Badge } from '@/components/ui/Badge';
import { errorMessage } from '@/lib/api';
import { usePositionNeed } from '../api/fit.api';

const tone = { 'likely openings': 'blue', balanced: 'grey', crowded: 'yellow', 'no players listed': 'grey' } as const;

/**
 * Position need at this program for the viewer's position group (their latest submission's best position), shown
 * beside the roster breakdown of the school profile. Nothing for a viewer without a position (no submission, or not a
 * player) or a program without a current roster on the server: no figure is made up.
 */
export function PositionNeedCard({ schoolId }: { schoolId: number }) {
  const q = usePositionNeed(schoolId, schoolId > 0);
  if (q.isError)
    return (
      <p className="text-sm text-red-700 lg:w-64 lg:shrink-0" role="alert">
        {errorMessage(q.error)}
      </p>
    );
  if (!q.data?.position || !q.data.need) return null;
  const group = fitGroupOfPosition(q.data.position as Position);
  const headingId = `position-need-${schoolId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-slate-50 p-3 lg:w-64 lg:shrink-0"
      data-testid="position-need"
    >
      <h3 id={headingId} className="font-semibold">
        Position need: {fitPositionGroupLabels[group]}
      </h3>
      <p className="text-xs text-slate-600">From the current roster, for your best position ({q.data.position}).</p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={tone[q.data.need.reading as keyof typeof tone] ?? 'grey'}>{q.data.need.reading}</Badge>
        <span>{q.data.need.text}</span>
      </div>
    </section>
  );
}
