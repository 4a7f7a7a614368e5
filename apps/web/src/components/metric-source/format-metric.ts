import { sourcedMetricRules, type SourcedMetric } from '@dugout/domain/metrics-sources';
import { formatMph, formatRpm, formatStrikePct } from '@dugout/domain/scoring';
import { formatHeight, formatSixty, formatWeight } from '@dugout/domain/shared';

/** A sourced metric's value as the screens write it (6'2", 195 lbs, 6.85s, 88.4 mph, 2,250 rpm, 64%). */
export function formatMetricValue(metric: SourcedMetric, value: number | null | undefined): string {
  if (value == null) return '—';
  switch (metric) {
    case 'height':
      return formatHeight(value);
    case 'weight':
      return formatWeight(value);
    case 'sixty':
      return formatSixty(value);
    case 'fbSpinRate':
      return formatRpm(value);
    case 'strikePercentage':
      return formatStrikePct(value);
    case 'throwVelocity':
    case 'exitVelocity':
    case 'fastballVelocity':
    case 'batSpeed':
      return formatMph(value);
  }
}

/** The metric's label ('Exit Velocity'). */
export const metricLabel = (metric: SourcedMetric): string => sourcedMetricRules[metric].label;
