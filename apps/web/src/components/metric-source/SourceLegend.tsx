import { metricSourceKinds, metricSourceLabels, type MetricSourceKind } from '@dugout/domain/metrics-sources';
import { cn } from '@/lib/utils';
import { SourceSwatch } from './SourceShape';

/** The key of a chart's points: each source's shape and colour with its label (only `kinds`, when given). */
export function SourceLegend({ kinds, className }: { kinds?: readonly MetricSourceKind[]; className?: string }) {
  const shown = metricSourceKinds.filter((k) => !kinds || kinds.includes(k));
  return (
    <ul
      aria-label="Sources"
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-700', className)}
    >
      {shown.map((k) => (
        <li key={k} className="inline-flex items-center gap-1">
          <SourceSwatch kind={k} />
          {metricSourceLabels[k]}
        </li>
      ))}
    </ul>
  );
}
