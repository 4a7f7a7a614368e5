import { z } from 'zod';

/**
 * Where a figure comes from, cited beside it ('College Scorecard 2022–23'). Each reference import stores its source
 * and as-of date (reference_imports.source / as_of) and every row it writes references it, so a figure cites the
 * import that wrote it, never the latest upload (docs/decisions/0051-row-sources.md, docs/reference-data.md).
 */
export const sourceRefSchema = z.object({ source: z.string(), asOf: z.string().nullable() });
export type SourceRef = z.infer<typeof sourceRefSchema>;

/** 'College Scorecard 2022–23' */
export const sourceLabel = (s: SourceRef | null | undefined): string | null =>
  s ? [s.source, s.asOf].filter(Boolean).join(' ') : null;

/** The distinct labels of several sources, in order, joined: 'College program lists 2026; Audit test file 2026-11-27'. */
export const sourceLabels = (list: readonly SourceRef[] | null | undefined): string | null => {
  const labels = [...new Set((list ?? []).map((s) => sourceLabel(s)).filter((l): l is string => !!l))];
  return labels.length ? labels.join('; ') : null;
};

/**
 * A row's citation: the source of the import that wrote it, with the row's own year when it has one (a roster's
 * season, a program list's season); else the import's as-of date.
 */
export const citeRow = (run: SourceRef | null | undefined, rowAsOf?: string | null): SourceRef | null =>
  run ? { source: run.source, asOf: rowAsOf?.trim() || run.asOf } : null;

/** An academic year as the files write it ('2021-22', '2021_22') for people: '2021–22'. Null when blank. */
export const academicYearLabel = (year: string | null | undefined): string | null => {
  const t = year?.trim();
  if (!t) return null;
  const m = /^(\d{4})\s*[-_/–]\s*(\d{2}|\d{4})$/.exec(t);
  return m ? `${m[1]}–${m[2]!.slice(-2)}` : t;
};

/** 'SAT 1150–1320 (2021–22)': a figure with the academic year of its value, when known. */
export const withYear = (figure: string, year: string | null | undefined): string => {
  const y = academicYearLabel(year);
  return y && figure !== 'N/A' ? `${figure} (${y})` : figure;
};

/** The panels and columns that cite a source, each fed by one reference kind. */
export const sourcedPanels = ['school', 'academics', 'climate', 'roster', 'coach', 'field'] as const;
export type SourcedPanel = (typeof sourcedPanels)[number];
export const panelKind: Record<SourcedPanel, 'schools' | 'academics' | 'climate' | 'rosters' | 'coaches' | 'fields'> = {
  school: 'schools',
  academics: 'academics',
  climate: 'climate',
  roster: 'rosters',
  coach: 'coaches',
  field: 'fields',
};
export const profileSourcesSchema = z.object({
  school: sourceRefSchema.nullable(),
  academics: sourceRefSchema.nullable(),
  climate: sourceRefSchema.nullable(),
  roster: sourceRefSchema.nullable(),
  coach: sourceRefSchema.nullable(),
  field: sourceRefSchema.nullable(),
});
export type ProfileSources = z.infer<typeof profileSourcesSchema>;

/**
 * The sources of the reference files shipped in data/reference/ (see NOTICE). An uploaded file names its own source
 * and as-of date, or is cited as 'Uploaded file <name>' with its upload date. A row's own year wins over the as-of
 * date: the program list's season (NCAA 2026, other associations 2023), each College Scorecard value's academic year
 * (its year_* column), the roster's and the staff's season.
 */
export const shippedSources = {
  schools: { source: 'College program lists', asOf: '2026 (other associations 2023)' },
  academics: { source: 'College Scorecard', asOf: '2018–19 to 2022–23' },
  climate: { source: 'NOAA', asOf: '1981–2010 normals' },
  rosters: { source: 'Official roster', asOf: '2025' },
  coaches: { source: 'Official coaching staff', asOf: '2025' },
} as const satisfies Record<string, SourceRef>;

/** Honest empty states for panels with no data on file. */
export const emptyPanelTexts = {
  roster: 'No roster on file for this program yet.',
  coach: 'No coaching staff on file for this program yet.',
  academics: 'No College Scorecard academics on file for this program.',
  climate: 'No climate normals on file for this program.',
  field: 'No field information on file for this program yet.',
  commits: 'No commit counts on file for this program yet.',
} as const;

/**
 * Why total precipitation reads 'N/A': the shipped NOAA 1981–2010 normals (data/reference/climate.csv.gz, NOTICE)
 * carry monthly temperatures but no monthly precipitation totals, so no March–May total and no Rainy/Dry label.
 */
export const precipitationUnknownText =
  'Spring precipitation is not in our climate data (the NOAA 1981–2010 normals we use give no monthly precipitation totals), so no Rainy or Dry label is shown.';
