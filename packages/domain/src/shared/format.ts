/** Display formats the spec fixes (part 1 section 9; part 2 sections 2 and 9). */

/** Heights show as feet and inches from inches: 74 → 6'2". */
export function formatHeight(inches: number | null | undefined): string {
  if (inches == null || !Number.isFinite(inches) || inches <= 0) return 'N/A';
  const rounded = Math.round(inches);
  return `${Math.floor(rounded / 12)}'${rounded % 12}"`;
}

/** Weight as '{n} lbs'. */
export const formatWeight = (lbs: number | null | undefined): string =>
  lbs == null || !Number.isFinite(lbs) ? 'N/A' : `${Math.round(lbs)} lbs`;

/** 60 time with 2 decimals and 's'. */
export const formatSixty = (seconds: number | null | undefined): string =>
  seconds == null || !Number.isFinite(seconds) ? 'N/A' : `${seconds.toFixed(2)}s`;

/**
 * 12,345: thousands separators as `toLocaleString('en-US')` writes them for a whole number, without Intl (its first
 * use costs tens of milliseconds of a page's first render: docs/decisions/0033-per-request-work-and-pglite-statements.md).
 */
export const withThousands = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Short month, day, year: 'Nov 21, 2026' (what `toLocaleDateString('en-US', { month: 'short', day: 'numeric', year:
 * 'numeric' })` writes, in local time), without Intl: its first call costs tens of milliseconds of a page's first
 * render (docs/decisions/0030-first-paint-of-signed-in-screens.md).
 */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const d = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T12:00:00` : value) : value;
  if (Number.isNaN(d.getTime())) return '—';
  return `${SHORT_MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** Acceptance rate shown as a percent with 1 decimal; accepts a fraction (0.684) or a percent (68.4). */
export function formatPercent(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return 'N/A';
  const pct = value <= 1 ? value * 100 : value;
  return `${pct.toFixed(1)}%`;
}

/** Revenue: millions with 1 decimal, thousands with 0 decimals. */
export function formatMoneyShort(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return 'N/A';
  if (Math.abs(value) >= 1_000_000) return `$${(value / 1_000_000).toFixed(1)}M`;
  if (Math.abs(value) >= 1_000) return `$${(value / 1_000).toFixed(0)}K`;
  return `$${Math.round(value)}`;
}

export const formatUsd = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? 'N/A' : `$${withThousands(value)}`;

/** Winning percentage: fraction times 100, to 1 decimal. */
export const formatWinPct = (fraction: number | null | undefined): string =>
  fraction == null || !Number.isFinite(fraction) ? 'N/A' : `${(fraction * 100).toFixed(1)}%`;

/** Website links without a scheme get https. */
export function withHttps(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Leading @ is stripped from handles when shown and linked. */
export const stripAt = (handle: string | null | undefined): string | null => {
  const h = handle?.trim().replace(/^@+/, '');
  return h ? h : null;
};

export const fullName = (first?: string | null, last?: string | null, fallback = 'Unknown'): string =>
  [first, last]
    .filter((s) => s && s.trim())
    .join(' ')
    .trim() || fallback;
