import { z } from 'zod';

/** Admin reports (docs/decisions/0009-site-administration.md): weekly series, score distribution, commitments by division, CSV export. */

/** The Monday (UTC) of the week a date falls in, as YYYY-MM-DD. */
export function weekStart(value: Date | string): string {
  const d = new Date(value);
  const day = (d.getUTCDay() + 6) % 7; // Monday = 0
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day));
  return monday.toISOString().slice(0, 10);
}

/** Counts dated rows per week, filling empty weeks between the first and the last with 0. */
export function countPerWeek(dates: ReadonlyArray<Date | string>): Array<{ week: string; count: number }> {
  if (dates.length === 0) return [];
  const counts = new Map<string, number>();
  for (const d of dates) counts.set(weekStart(d), (counts.get(weekStart(d)) ?? 0) + 1);
  const weeks = [...counts.keys()].sort();
  const out: Array<{ week: string; count: number }> = [];
  for (
    let w = new Date(`${weeks[0]}T00:00:00Z`);
    w.toISOString().slice(0, 10) <= weeks[weeks.length - 1]!;
    w.setUTCDate(w.getUTCDate() + 7)
  ) {
    const key = w.toISOString().slice(0, 10);
    out.push({ week: key, count: counts.get(key) ?? 0 });
  }
  return out;
}

/** Score distribution in bands of 5 from 50 to 100 (scores run 50–100): '50–54' … '95–100'. */
export function scoreDistribution(scores: readonly number[]): Array<{ band: string; count: number }> {
  const bands = Array.from({ length: 10 }, (_, i) => ({
    band: i === 9 ? '95–100' : `${50 + i * 5}–${54 + i * 5}`,
    count: 0,
  }));
  for (const s of scores) {
    if (!Number.isFinite(s)) continue;
    const i = Math.min(9, Math.max(0, Math.floor((s - 50) / 5)));
    bands[i]!.count++;
  }
  return bands;
}

/** Commitments by division, largest first; no division shows as 'Unknown'. */
export function countByDivision(divisions: ReadonlyArray<string | null>): Array<{ division: string; count: number }> {
  const counts = new Map<string, number>();
  for (const d of divisions) counts.set(d?.trim() || 'Unknown', (counts.get(d?.trim() || 'Unknown') ?? 0) + 1);
  return [...counts]
    .map(([division, count]) => ({ division, count }))
    .sort((a, b) => b.count - a.count || a.division.localeCompare(b.division));
}

const csvCell = (v: unknown) => {
  const s = v == null ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s; // no formula injection in spreadsheets
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
/** CSV with a header row, quoted where needed, CRLF line ends. */
export function toCsv(rows: ReadonlyArray<Record<string, unknown>>, columns: readonly string[]): string {
  return (
    [columns.map(csvCell).join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))].join('\r\n') +
    '\r\n'
  );
}

export const adminReportsSchema = z.object({
  signUpsPerWeek: z.array(z.object({ week: z.string(), count: z.number() })),
  submissionsPerWeek: z.array(z.object({ week: z.string(), count: z.number() })),
  commitmentsPerWeek: z.array(z.object({ week: z.string(), count: z.number() })),
  scoreDistribution: z.array(z.object({ band: z.string(), count: z.number() })),
  commitmentsByDivision: z.array(z.object({ division: z.string(), count: z.number() })),
});
export type AdminReports = z.infer<typeof adminReportsSchema>;

/** Fills the weeks missing between the first and the last of weekly counts (week = Monday, YYYY-MM-DD) with 0. */
export function fillWeeks(
  rows: ReadonlyArray<{ week: string; count: number }>,
): Array<{ week: string; count: number }> {
  if (rows.length === 0) return [];
  const counts = new Map(rows.map((r) => [weekStart(`${r.week}T00:00:00Z`), r.count] as const));
  const weeks = [...counts.keys()].sort();
  const out: Array<{ week: string; count: number }> = [];
  for (
    let w = new Date(`${weeks[0]}T00:00:00Z`);
    w.toISOString().slice(0, 10) <= weeks[weeks.length - 1]!;
    w.setUTCDate(w.getUTCDate() + 7)
  ) {
    const key = w.toISOString().slice(0, 10);
    out.push({ week: key, count: counts.get(key) ?? 0 });
  }
  return out;
}
