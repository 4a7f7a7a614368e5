import type { SourcedMetric } from '../metrics-sources/sources.ts';
import { formatHeight } from '../shared/format.ts';
import type { PublicProfileView } from './contract.ts';

/**
 * The profile's documents (docs/decisions/0066-profile-documents.md): the one-page PDF and the 1200×630 link-preview
 * image render the same PublicProfileView as the page. What they show is decided here; the server only draws it.
 */

/** The PDF's attachment name: 'casey-demoplayer-dugout-profile.pdf'. */
export const profilePdfFileName = (handle: string) => `${handle}-dugout-profile.pdf`;

/** Rows the one-page PDF shows at most per list (the page has the rest); the layout still stops at the page's end. */
export const PDF_ROWS_MAX = { metrics: 9, benchmarks: 6, videos: 6, events: 4 } as const;

/** The preview image's size (Open Graph's recommended 1.91:1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/**
 * The metrics a coach looks at first, in order: a pitcher's fastball, a hitter's exit velocity, arm strength, speed,
 * then the rest. Height and weight are facts of the header, not headline metrics.
 */
export const headlineMetricOrder: readonly SourcedMetric[] = [
  'fastballVelocity',
  'exitVelocity',
  'throwVelocity',
  'sixty',
  'batSpeed',
  'fbSpinRate',
  'strikePercentage',
];

/** The view's `n` best metrics for the preview image (by headlineMetricOrder), each as its label and display. */
export function headlineMetrics(view: Pick<PublicProfileView, 'metrics'>, n = 2) {
  const rank = (m: SourcedMetric) => {
    const i = headlineMetricOrder.indexOf(m);
    return i < 0 ? headlineMetricOrder.length : i;
  };
  return view.metrics
    .filter(
      (m, i) =>
        rank(m.metric) < headlineMetricOrder.length && view.metrics.findIndex((o) => o.metric === m.metric) === i,
    )
    .sort((a, b) => rank(a.metric) - rank(b.metric))
    .slice(0, n)
    .map((m) => ({ metric: m.metric, label: m.label, display: m.display }));
}

/** A text cut to `max` characters with an ellipsis (whitespace collapsed; never longer than `max`). */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  return `${t.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** 'Class of 2027 · SS, RHP · Bats R / Throws R · 6'1" · 185 lbs': the header line, with what the view has. */
export function profileFactsLine(
  view: Pick<PublicProfileView, 'classYear' | 'positions' | 'bats' | 'throws' | 'heightInches' | 'weightLbs'>,
): string {
  const parts: string[] = [];
  if (view.classYear) parts.push(`Class of ${view.classYear}`);
  if (view.positions.length) parts.push(view.positions.join(', '));
  const bt = [view.bats && `Bats ${view.bats}`, view.throws && `Throws ${view.throws}`].filter(Boolean).join(' / ');
  if (bt) parts.push(bt);
  if (view.heightInches) parts.push(formatHeight(view.heightInches));
  if (view.weightLbs) parts.push(`${Math.round(view.weightLbs)} lbs`);
  return parts.join(' · ');
}

/** 'GPA 3.80 · SAT 1310 · ACT 29 · Intended major: Biology', or '' when the view has no academics. */
export function academicsLine(academics: PublicProfileView['academics']): string {
  if (!academics) return '';
  const parts: string[] = [];
  if (academics.gpa != null) parts.push(`GPA ${academics.gpa.toFixed(2)}`);
  if (academics.sat != null) parts.push(`SAT ${academics.sat}`);
  if (academics.act != null) parts.push(`ACT ${academics.act}`);
  if (academics.intendedMajor) parts.push(`Intended major: ${academics.intendedMajor}`);
  return parts.join(' · ');
}

/** The characters Windows-1252 (the PDF's built-in Helvetica) has beyond Latin-1. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/**
 * A text the PDF's built-in fonts can draw (Windows-1252): accents outside it are dropped (Ł → L is not decomposable
 * and becomes '?', ő → o), control characters removed. Names in Latin scripts keep their letters; others show '?'.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
      out += code === 0x09 || code === 0x0a ? ' ' : '';
      continue;
    }
    if (code <= 0xff || WIN_ANSI_EXTRA.includes(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += base.length === 1 && base.codePointAt(0)! <= 0xff ? base : '?';
  }
  return out;
}
