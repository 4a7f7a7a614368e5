import { z } from 'zod';

/**
 * Where a figure comes from, cited beside it ('College Scorecard 2022–23'). Each reference import stores its source
 * and as-of date (reference_imports.source / as_of); the profile and the search carry them. docs/reference-data.md.
 */
export const sourceRefSchema = z.object({ source: z.string(), asOf: z.string().nullable() });
export type SourceRef = z.infer<typeof sourceRefSchema>;

/** 'College Scorecard 2022–23' */
export const sourceLabel = (s: SourceRef | null | undefined): string | null =>
  s ? [s.source, s.asOf].filter(Boolean).join(' ') : null;

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
 * and as-of date, or is cited as 'Uploaded file <name>' with its upload date.
 */
export const shippedSources = {
  schools: { source: 'NCAA program list', asOf: '2026 (other associations 2023)' },
  academics: { source: 'College Scorecard', asOf: '2022–23' },
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
