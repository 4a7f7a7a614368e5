import type { MetricSourceKind } from '@dugout/domain/metrics-sources';
import { sourceLooks } from './SourceBadge';

/**
 * The mark of one source on a chart and in its legend (docs/decisions/0063-metric-sources-on-screen.md): a shape of its
 * own per source (circle, square, diamond, triangle, star) in the source's colour, so a point's source reads without
 * colour too. Drawn centred on (cx, cy) inside an <svg>.
 */
export function SourceShape({ kind, cx, cy, r = 5 }: { kind: MetricSourceKind; cx: number; cy: number; r?: number }) {
  const fill = sourceLooks[kind].dot;
  const common = { fill, stroke: '#ffffff', strokeWidth: 1.5 };
  switch (kind) {
    case 'self_reported':
      return <circle cx={cx} cy={cy} r={r} {...common} />;
    case 'coach_entered':
      return <rect x={cx - r} y={cy - r} width={r * 2} height={r * 2} {...common} />;
    case 'coach_verified':
      return (
        <polygon
          points={`${cx},${cy - r - 1} ${cx + r + 1},${cy} ${cx},${cy + r + 1} ${cx - r - 1},${cy}`}
          {...common}
        />
      );
    case 'device_file':
      return <polygon points={`${cx},${cy - r - 1} ${cx + r + 1},${cy + r} ${cx - r - 1},${cy + r}`} {...common} />;
    case 'event': {
      const pts = Array.from({ length: 10 }, (_, i) => {
        const a = (Math.PI / 5) * i - Math.PI / 2;
        const d = i % 2 === 0 ? r + 1.5 : (r + 1.5) / 2.2;
        return `${(cx + d * Math.cos(a)).toFixed(2)},${(cy + d * Math.sin(a)).toFixed(2)}`;
      });
      return <polygon points={pts.join(' ')} {...common} />;
    }
  }
}

/** A legend entry's mark: the shape in a 14 px box. */
export function SourceSwatch({ kind }: { kind: MetricSourceKind }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden className="shrink-0">
      <SourceShape kind={kind} cx={7} cy={7} r={4.5} />
    </svg>
  );
}
