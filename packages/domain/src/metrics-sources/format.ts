import { formatMph, formatRpm, formatStrikePct } from '../scoring/display.ts';
import { formatHeight, formatSixty, formatWeight } from '../shared/format.ts';
import { sourcedMetricRules, type SourcedMetric } from './sources.ts';

/**
 * A sourced metric's value as every screen, the public page and its PDF write it (6'2", 195 lbs, 6.85s, 88.4 mph,
 * 2,250 rpm, 64%): one rule in one place.
 */
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
