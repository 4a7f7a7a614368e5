const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * A date for people: '2001-03-01' → 'March 1, 2001', '2001-03' → 'March 2001', a year stays a year. The value is a
 * calendar date (read in UTC, so no time zone moves it a day); anything else (a timestamp's date part aside) is shown
 * as the source wrote it. Null or blank → null. The web app's one date formatter.
 */
export function formatDate(value: string | null | undefined): string | null {
  const t = value?.trim();
  if (!t) return null;
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:[T ].*)?$/.exec(t);
  if (!m) return t;
  const [year, month, day] = [Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : null];
  const d = new Date(Date.UTC(year, month - 1, day ?? 1));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || (day != null && d.getUTCDate() !== day)) return t;
  return day == null ? longMonth.format(d) : longDate.format(d);
}
