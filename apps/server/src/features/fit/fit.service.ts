import { zipcodes } from '../../services/zipcodes.ts';
import {
  FIT_RESULTS_PAGE_SIZE,
  contactCalendar,
  filterFitResults,
  fitGroupOfPosition,
  interviewAnswersSchema,
  positionNeedOf,
  scorePrograms,
  type FitFilters,
  type FitPlayer,
  type InterviewAnswers,
} from '@dugout/domain/fit';
import { isPosition, type ScoringInput } from '@dugout/domain/scoring';
import type { Position } from '@dugout/domain/shared';
import type { DbOrTx } from '../../db/client.ts';
import { listVisibleSubmissions } from '../submissions/index.ts';
import type { SubmissionRow } from '../submissions/index.ts';
import {
  findGraduationYear,
  findProfileZipCode,
  loadBenchmarks,
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

/** A submission's measurements as the scoring engine reads them. */
export const measurementsOf = (s: SubmissionRow): ScoringInput => ({
  height: s.height,
  weight: s.weight,
  sixty: s.sixty,
  throwVelocity: s.throwVelocity,
  exitVelocity: s.exitVelocity,
  fastballVelocity: s.fastballVelocity,
  fbSpinRate: s.fbSpinRate,
  strikePercentage: s.strikePercentage,
  bats: s.bats,
  throws: s.throws,
  position: s.submittedPosition,
});

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
 * The player's ranked programs (GET /api/fit/results): the domain's scorePrograms over every program (cached until the
 * next reference import), the latest visible submission's measurements, the interview answers and home (the answers'
 * ZIP, else the profile's ZIP); then filterFitResults, one page, and the words (parts, reasons) for that page only.
 */
export async function rankedResults(db: DbOrTx, userId: string, filters: FitFilters, page: number) {
  const [submission, interview] = await Promise.all([latestSubmission(db, userId), loadAnswers(db, userId)]);
  const empty = (state: 'noSubmission' | 'noAnswers', position: string | null) => ({
    state,
    position,
    total: 0,
    ranked: 0,
    page,
    pageSize: FIT_RESULTS_PAGE_SIZE,
    results: [],
  });
  const position = positionOf(submission?.submittedPosition) ?? positionOf(submission?.bestPosition);
  if (!submission || !position) return empty('noSubmission', null);
  if (!interview.saved) return empty('noAnswers', position);
  const [programs, { table }, profileZip] = await Promise.all([
    loadFitPrograms(db),
    loadBenchmarks(db),
    findProfileZipCode(db, userId),
  ]);
  const player: FitPlayer = {
    position,
    measurements: measurementsOf(submission),
    home: homeOfZip(interview.answers.homeZip ?? profileZip),
  };
  const ranking = scorePrograms(player, interview.answers, programs, table);
  const filtered = filterFitResults(ranking.ranked, filters);
  const start = (page - 1) * FIT_RESULTS_PAGE_SIZE;
  const results = filtered.slice(start, start + FIT_RESULTS_PAGE_SIZE).map((r) => ranking.explain(r));
  return {
    state: 'ready' as const,
    position,
    total: filtered.length,
    ranked: ranking.ranked.length,
    page,
    pageSize: FIT_RESULTS_PAGE_SIZE,
    results,
  };
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
