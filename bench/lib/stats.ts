/**
 * Small statistics for the bench's rounds (bench/sections/server.ts): the median of a few figures and their spread,
 * and where two JSON values first differ (the "same JSON" check names the field, not just "NO").
 */

/** The median of the values (the mean of the middle two when their count is even). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** The first path at which `a` and `b` differ ('$.players[3].latestScore: 71 ≠ 70'), or null when they are equal. */
export function firstDifference(a: unknown, b: unknown, at = '$'): string | null {
  if (Object.is(a, b)) return null;
  const show = (v: unknown) => (v === undefined ? 'absent' : JSON.stringify(v)?.slice(0, 80));
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return `${at}: ${show(a)} ≠ ${show(b)}`;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at}: ${a.length} items ≠ ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const k of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
    const d = firstDifference(ra[k], rb[k], `${at}.${k}`);
    if (d) return d;
  }
  return null;
}
