import { withThousands } from '../shared/format.ts';
/** Display formats of the submissions screens (the spec's ft-in, lbs and 60 time live in format/). */
const ok = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

export const formatMph = (v: number | null | undefined): string => (ok(v) ? `${v.toFixed(1)} mph` : 'N/A');
export const formatRpm = (v: number | null | undefined): string => (ok(v) ? `${withThousands(v)} rpm` : 'N/A');
export const formatStrikePct = (v: number | null | undefined): string => (ok(v) ? `${v.toFixed(1)}%` : 'N/A');
/** A price in cents: 0 is 'Free', otherwise dollars with 2 decimals. */
export const formatPrice = (cents: number): string => (cents <= 0 ? 'Free' : `$${(cents / 100).toFixed(2)}`);
/** A metric weight as a percent: 0.35 → '35%'. */
export const formatWeightShare = (w: number): string => `${Math.round(w * 100)}%`;
