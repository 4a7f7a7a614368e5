import { zipcodes } from '../../services/zipcodes.ts';
import {
  FIT_RESULTS_PAGE_SIZE,
  contactCalendar,
  filterFitResults,
  fitGroupOfPosition,
  interviewAnswersSchema,
  positionNeedOf,
  scorePrograms,
  fitNotes,
  fitPartKeys,
  fitPartLabels,
  levelEstimateView,
  type FitFilters,
  type FitPlayer,
  type InterviewAnswers,
} from '@dugout/domain/fit';
import { headlineScore, isPosition, scoringInputOf } from '@dugout/domain/scoring';
import type { Position } from '@dugout/domain/shared';
import type { DbOrTx } from '../../db/client.ts';
import { listVisibleSubmissions } from '../submissions/index.ts';
import type { SubmissionRow } from '../submissions/index.ts';
import {
  findGraduationYear,
  findProfileZipCode,
  loadContactRules,
  loadFitPrograms,
  readInterview,
  readProgramRoster,
} from './fit.repo.ts';

export function homeOfZip(zip: string | null | undefined): { lat: number; lon: number } | null {
  const z = zip?.trim().slice(0, 5);
  if (!z || !/^\d{5}$/.test(z)) return null;
  const hit = zipcodes.lookup(z);
  return hit && Number.isFinite(hit.latitude) && Number.isFinite(hit.longitude)
    ? { lat: hit.latitude, lon: hit.longitude }
    : null;
}

/** The player's latest visible submission (the dashboard's default), or null. */
export async function latestSubmission(db: DbOrTx, userId: string): Promise<SubmissionRow | null> {
  return (await listVisibleSubmissions(db, userId))[0] ?? null;
}

const positionOf = (value: string | null | undefined): Position | null => (value && isPosition(value) ? value : null);

export async function loadAnswers(
  db: DbOrTx,
  userId: string,
): Promise<{ answers: InterviewAnswers; updatedAt: Date | null; saved: boolean }> {
  const row = await readInterview(db, userId);
  const parsed = row ? interviewAnswersSchema.safeParse(row.answers) : null;
  return parsed?.success
    ? { answers: parsed.data, updatedAt: row!.updatedAt, saved: true }
    : { answers: {} as InterviewAnswers, updatedAt: null, saved: false };
}

/**
 * Everything the ranking needs for one player, or why there is nothing to rank: the latest visible submission (ranked
 * at the headline's best playable position, docs/decisions/0048-one-headline-score.md), the interview answers, every
 * program (cached until the next reference import) and the home (the answers' ZIP, else the profile's).
 */
async function rankingFor(db: DbOrTx, userId: string) {
  const [submission, interview] = await Promise.all([latestSubmission(db, userId), loadAnswers(db, userId)]);
  const position = submission
    ? (positionOf(headlineScore(submission).position) ?? positionOf(submission.submittedPosition))
    : null;
  if (!submission || !position) return { state: 'noSubmission' as const, position: null };
  if (!interview.saved) return { state: 'noAnswers' as const, position };
  const [programs, profileZip] = await Promise.all([loadFitPrograms(db), findProfileZipCode(db, userId)]);
  const player: FitPlayer = {
    position,
    measurements: scoringInputOf(submission),
    home: homeOfZip(interview.answers.homeZip ?? profileZip),
  };
  const ranking = scorePrograms(player, interview.answers, programs);
  return {
    state: 'ready' as const,
    position,
    ranking,
    answers: interview.answers,
    hasHome: player.home != null,
    rostersOnFile: programs.reduce((n, p) => n + (p.roster ? 1 : 0), 0),
  };
}

/**
 * The player's ranked programs (GET /api/fit/results): the domain's ranking, filterFitResults, one page, and the
 * one-line reasons for that page only (the breakdown of a row is GET /api/fit/results/:id).
 */
export async function rankedResults(db: DbOrTx, userId: string, filters: FitFilters, page: number) {
  const r = await rankingFor(db, userId);
  const base = { page, pageSize: FIT_RESULTS_PAGE_SIZE, total: 0, ranked: 0, estimate: null, counted: [], notes: [] };
  if (r.state !== 'ready') return { ...base, state: r.state, position: r.position, rostersOnFile: 0, results: [] };
  const { ranking } = r;
  const filtered = filterFitResults(ranking.ranked, filters);
  const start = (page - 1) * FIT_RESULTS_PAGE_SIZE;
  return {
    ...base,
    state: 'ready' as const,
    position: r.position,
    total: filtered.length,
    ranked: ranking.ranked.length,
    estimate: levelEstimateView(ranking.estimate, r.position),
    counted: fitPartKeys
      .filter((k) => ranking.max[k] > 0)
      .map((k) => ({ key: k, label: fitPartLabels[k], max: ranking.max[k] })),
    notes: fitNotes(r.answers, r.hasHome),
    rostersOnFile: r.rostersOnFile,
    results: filtered.slice(start, start + FIT_RESULTS_PAGE_SIZE).map((x) => ranking.summarize(x)),
  };
}

/** One ranked program's whole explanation for the player, or null (nothing ranked yet, or no such program). */
export async function explainedResult(db: DbOrTx, userId: string, programId: number) {
  const r = await rankingFor(db, userId);
  if (r.state !== 'ready') return null;
  const row = r.ranking.ranked.find((x) => x.programId === programId);
  return row ? r.ranking.explain(row) : null;
}

/** Position need at one program for the viewer's group (from their latest visible submission's best position). */
export async function positionNeedFor(db: DbOrTx, userId: string, schoolId: number) {
  const submission = await latestSubmission(db, userId);
  const position = positionOf(submission?.bestPosition) ?? positionOf(submission?.submittedPosition);
  if (!position) return { position: null, need: null };
  const group = fitGroupOfPosition(position);
  const summary = await readProgramRoster(db, schoolId);
  if (!summary) return { position, need: null };
  return { position, need: positionNeedOf(summary.groups[group], group, summary.season) };
}

/** The contact calendar for the signed-in player's graduation year (from the profile). */
export async function calendarFor(db: DbOrTx, userId: string, today: string) {
  const [graduationYear, { rules }] = await Promise.all([findGraduationYear(db, userId), loadContactRules(db)]);
  return { graduationYear, milestones: graduationYear ? contactCalendar(graduationYear, rules, today) : [] };
}
