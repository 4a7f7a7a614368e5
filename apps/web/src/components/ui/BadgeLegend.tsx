import { Badge, type BadgeTone } from './Badge';

/**
 * A one-line key for coloured badges: each colour with what it means (the domain's legend for that badge, e.g.
 * `scoreBadgeLegend`), so no colour on a screen goes unexplained.
 */
export function BadgeLegend({
  label,
  items,
  className,
}: {
  label: string;
  items: ReadonlyArray<{ color: BadgeTone; meaning: string }>;
  className?: string;
}) {
  return (
    <div className={className}>
      <ul aria-label={label} className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-slate-600">
        <li aria-hidden className="font-medium">
          {label}:
        </li>
        {items.map((i) => (
          <li key={i.color}>
            <Badge tone={i.color} className="font-medium">
              {i.meaning}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
