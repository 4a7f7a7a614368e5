import { compareToBenchmarks, benchmarkSourceYear, type BenchmarkTable } from '../fit/benchmarks.ts';
import {
  latestMetricValues,
  sourcedMetricRules,
  type SourcedMetric,
  type SourcedSubmissionFacts,
  type VerificationFacts,
} from '../metrics-sources/sources.ts';
import { headlineScore, type ScoredFacts } from '../scoring/headline.ts';
import { formatMetricValue } from '../metrics-sources/format.ts';
import {
  defaultProfileSections,
  type HighlightVideoInput,
  type ProfileEvent,
  type ProfileSectionKey,
  type ProfileSections,
  type PublicProfileView,
} from './contract.ts';
import { highlightVideos } from './videos.ts';
import { isIndexable } from './visibility.ts';

/**
 * The page's view (docs/decisions/0065-public-profile.md): one pure function turns what the server loaded into the
 * PublicProfileView that the HTML page, the PDF and the preview image all render. A section the player turned off is
 * null or empty; nothing here can carry an e-mail address or a phone number (the facts hold none).
 */
export interface PublicProfileFacts {
  handle: string;
  /** the page's absolute address */
  url: string;
  name: string;
  dateOfBirth: string | null;
  allowIndexing: boolean;
  sections: ProfileSections;
  videos: readonly HighlightVideoInput[];
  events: readonly ProfileEvent[];
  profile: {
    photoUrl: string | null;
    classYear: number | null;
    primaryPosition: string | null;
    bats: string | null;
    throws: string | null;
    heightInches: number | null;
    weightLbs: number | null;
    highSchool: string | null;
    highSchoolState: string | null;
  } | null;
  /** the player's travel team in Dugout (an active membership) and its head coach */
  team: { name: string; coachName: string | null } | null;
  academics: { gpa?: number | null; sat?: number | null; act?: number | null; intendedMajor?: string | null } | null;
  /** the latest visible submission (first of `history`), or null */
  latest: (SourcedSubmissionFacts & ScoredFacts) | null;
  history: readonly SourcedSubmissionFacts[];
  verifications: readonly VerificationFacts[];
  benchmarkTable: BenchmarkTable | null;
  commitment: { schoolName: string } | null;
  updatedAt: string | Date;
}

/** Which sections are on: the stored choice over the defaults (a key never stored takes its default). */
export const effectiveSections = (stored: ProfileSections): Record<ProfileSectionKey, boolean> => ({
  ...defaultProfileSections,
  ...stored,
});

/** '17U' from 'Demo Thunder 17U' (the age group, when the team's name carries one). */
export const ageGroupOf = (teamName: string): string | null =>
  /\b(\d{1,2}U)\b/i.exec(teamName)?.[1]?.toUpperCase() ?? null;

/** Height and weight go in their own section; the metrics table holds the measured performance values. */
const BODY_METRICS: readonly SourcedMetric[] = ['height', 'weight'];

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function buildPublicProfileView(facts: PublicProfileFacts, now: Date): PublicProfileView {
  const on = effectiveSections(facts.sections);
  const p = facts.profile;
  const latest = facts.latest;
  const headline = latest ? headlineScore(latest) : null;
  const today = now.toISOString().slice(0, 10);

  const positions = on.positions
    ? [...new Set([text(p?.primaryPosition), text(headline?.position), text(latest?.submittedPosition)])].filter(
        (x): x is string => !!x,
      )
    : [];

  const metrics =
    on.metrics && latest
      ? latestMetricValues(latest, facts.history, facts.verifications)
          .filter((m) => !BODY_METRICS.includes(m.metric))
          .map((m) => ({
            ...m,
            label: sourcedMetricRules[m.metric].label,
            display: formatMetricValue(m.metric, m.value),
          }))
      : [];

  const benchmarks =
    on.benchmarks && latest && facts.benchmarkTable
      ? (() => {
          const table = facts.benchmarkTable;
          const cmp = compareToBenchmarks(
            { ...latest, position: headline?.position ?? latest.submittedPosition },
            table,
          );
          const source = `${table.source}, ${benchmarkSourceYear(table)}`;
          return cmp.rows
            .filter((r) => r.value !== null)
            .flatMap((r) =>
              r.levels.map((l) => ({
                metric: r.metric,
                label: r.label,
                player: r.valueLabel,
                division: l.label,
                mean: l.meanLabel,
                source,
              })),
            );
        })()
      : [];

  const academics = facts.academics;
  const academicsView =
    on.academics && academics
      ? {
          gpa: num(academics.gpa),
          sat: num(academics.sat),
          act: num(academics.act),
          intendedMajor: text(academics.intendedMajor),
        }
      : null;

  return {
    handle: facts.handle,
    url: facts.url,
    name: facts.name,
    indexable: isIndexable(facts.allowIndexing, facts.dateOfBirth, now),
    photoUrl: on.photo ? text(p?.photoUrl) : null,
    classYear: on.classYear ? num(p?.classYear) : null,
    positions,
    bats: on.batsThrows ? text(p?.bats) : null,
    throws: on.batsThrows ? text(p?.throws) : null,
    heightInches: on.heightWeight ? (num(p?.heightInches) ?? num(latest?.height)) : null,
    weightLbs: on.heightWeight ? (num(p?.weightLbs) ?? num(latest?.weight)) : null,
    highSchool:
      on.highSchool && text(p?.highSchool) ? { name: text(p!.highSchool)!, state: text(p!.highSchoolState) } : null,
    travelTeam: on.travelTeam && facts.team ? { name: facts.team.name, ageGroup: ageGroupOf(facts.team.name) } : null,
    academics: academicsView && Object.values(academicsView).some((v) => v !== null) ? academicsView : null,
    metrics,
    score:
      on.score && headline && headline.score !== null
        ? { score: headline.score, bestPosition: headline.position ?? '' }
        : null,
    benchmarks,
    videos: on.videos ? highlightVideos(facts.videos) : [],
    events: on.events
      ? facts.events
          .filter((e) => e.date >= today)
          .slice()
          .sort((a, b) => a.date.localeCompare(b.date))
          .map((e) => ({ name: e.name, date: e.date, organiser: e.organiser }))
      : [],
    commitment: on.commitment
      ? facts.commitment
        ? { collegeName: facts.commitment.schoolName, status: 'Committed' }
        : { collegeName: '', status: 'Uncommitted' }
      : null,
    coachReference:
      on.coachReference && facts.team?.coachName
        ? { coachName: facts.team.coachName, teamName: facts.team.name }
        : null,
    updatedAt: typeof facts.updatedAt === 'string' ? facts.updatedAt : facts.updatedAt.toISOString(),
  };
}
