import type { Actor } from '@dugout/domain/access';
import {
  citeRow,
  collegeTexts,
  sourceLabels,
  hasClimateData,
  hasFieldData,
  prepareRoster,
  splitAssistantCoaches,
  type CollegeProfile,
  type ProfilePanel,
  TEAM_PLAYER_TOTAL_STEPS,
  type SourceRef,
  type TeamPlayersResponse,
  type TeamSchoolPlayer,
} from '@dugout/domain/colleges';
import { type HeadlineScore, headlineScore } from '@dugout/domain/scoring';
import { AppError } from '@dugout/domain/shared';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { loadActiveTeamsOfPlayer, loadStaffTeamsOf, requireTeamAccess } from '../../access/team-access.repo.ts';
import {
  loadCollege,
  loadCollegeExtras,
  type PanelResult,
  loadCurrentRoster,
  loadSources,
  loadTeamSchoolPlayers,
} from './colleges.repo.ts';

/**
 * The whole school profile in one answer. Each panel's query fails alone (field with climate, coach, commits,
 * transfers, roster): the answer keeps the panels that loaded and names the failed ones in `failedPanels`
 * (docs/decisions/0025-coach-notes-and-profile-panels.md). Only the school row itself is required.
 */
export async function getCollegeProfile(db: Db, logger: Logger, schoolId: number): Promise<CollegeProfile> {
  const school = await loadCollege(db, schoolId);
  if (!school) throw new AppError('not_found', collegeTexts.profileNotAvailable);
  const [extras, sources, roster] = await Promise.all([
    loadCollegeExtras(db, schoolId),
    loadSources(db),
    loadCurrentRoster(db, schoolId).then(
      (rows) => ({ ok: true as const, value: rows }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  const failedPanels: ProfilePanel[] = [];
  const valueOf = <T>(panel: ProfilePanel, r: PanelResult<T>, empty: T): T => {
    if (r.ok) return r.value;
    failedPanels.push(panel);
    logger.error({ err: r.error, schoolId, panel }, 'school profile panel failed');
    return empty;
  };
  const f = valueOf('field', extras.field, null);
  const c = valueOf('coach', extras.coach, null);
  const commits = valueOf('commits', extras.commits, []);
  const transfers = valueOf('transfers', extras.transfers, null);
  const rosterRows = valueOf('roster', roster, []);
  const assistants = splitAssistantCoaches(c?.assistantCoaches);
  // The head coach shown is the listed head coach, or else the first coach listed.
  const headCoachName = c?.headCoachName?.trim() || assistants[0]?.replace(/\s*\(.*\)$/, '') || null;
  const hasAcademics = [
    school.undergradEnrollment,
    school.acceptanceRate,
    school.tuitionInState,
    school.tuitionOutState,
    school.netPrice,
    school.satMin,
    school.actMin,
  ].some((v) => v != null);
  // Each figure cites the import run that wrote its row, with the row's own year (docs/decisions/0051-row-sources.md).
  const cite = (runId: string | null | undefined, present: boolean, rowAsOf?: string | null): SourceRef | null =>
    present && runId ? citeRow(sources.runs.get(runId), rowAsOf) : null;
  const rosterSeason = rosterRows
    .map((r) => r.season)
    .filter((x): x is string => !!x)
    .sort()
    .at(-1);
  // A roster written by several files cites each (most players first).
  const rosterRuns = new Map<string, number>();
  for (const r of rosterRows) if (r.importId) rosterRuns.set(r.importId, (rosterRuns.get(r.importId) ?? 0) + 1);
  const rosterSources = [...rosterRuns]
    .sort((a, b) => b[1] - a[1])
    .flatMap(([id]) => {
      const seasons = rosterRows.filter((r) => r.importId === id && r.season).map((r) => r.season!);
      return cite(id, true, seasons.sort().at(-1) ?? rosterSeason) ?? [];
    });
  const hasRoster = rosterRows.length > 0;
  const hasField = !!f && hasFieldData(f);
  const hasClimate = !!f && hasClimateData(f);
  return {
    school,
    field: hasField
      ? {
          fieldName: f.fieldName,
          fieldUrl: f.fieldUrl,
          seating: f.seating,
          attendance: f.attendance,
          leftFence: f.leftFence,
          centerFence: f.centerFence,
          rightFence: f.rightFence,
          surface: f.surface,
          openDate: f.openDate,
          wikiUrl: f.wikiUrl,
          attendenceRankByDivision: f.attendenceRankByDivision,
        }
      : null,
    climate: hasClimate
      ? {
          marchHigh: f.marchHigh,
          marchLow: f.marchLow,
          aprilHigh: f.aprilHigh,
          aprilLow: f.aprilLow,
          mayHigh: f.mayHigh,
          mayLow: f.mayLow,
          totalPrecip: f.totalPrecip,
        }
      : null,
    roster: prepareRoster(rosterRows.map((r) => ({ ...r, id: r.id }))),
    rosterError: failedPanels.includes('roster'),
    failedPanels,
    coach:
      c && headCoachName
        ? {
            headCoachName,
            headCoachBio: c.headCoachBio,
            coachUrl: c.coachUrl,
            coachEmail: c.coachEmail,
            coachSeasons: c.coachSeasons,
            coachWinsLosses: c.coachWinsLosses,
            wlPercentage: c.wlPercentage,
            assistantCoaches: c.headCoachName?.trim() ? assistants : assistants.slice(1),
            annualRevenue: c.annualRevenue,
            opExpensePerPlayer: c.opExpensePerPlayer,
          }
        : null,
    commits: commits.map((r) => ({
      gradYear: r.gradYear,
      counts: { C: r.c, '1B': r.firstBase, '3B': r.thirdBase, MIF: r.mif, OF: r.of, LHP: r.lhp, RHP: r.rhp },
    })),
    transfers,
    sources: {
      school: cite(school.schoolImportId, true, school.listSeason),
      academics: cite(school.academicsImportId, hasAcademics),
      climate: cite(f?.climateImportId, hasClimate),
      roster: !hasRoster
        ? null
        : rosterSources.length > 1
          ? { source: sourceLabels(rosterSources)!, asOf: null }
          : (rosterSources[0] ?? null),
      coach: cite(c?.importId, !!(c && headCoachName), c?.season),
      field: cite(f?.fieldImportId, hasField),
    },
  };
}

/**
 * Team players committed to / interested in a school: of one team (the viewer must be able to access it: staff,
 * approved program admins); without a team, of every team the viewer works on as staff (a coach sees their team's
 * players on every school profile without naming it: scope 'team'), else — for a player — only the player's own row
 * on their active teams: teammates' names, schools and scores are for staff only (docs/decisions/0017-team-staff.md, Details; scope
 * 'self', so the screen words its panels about the player, not the team). docs/decisions/0050-college-search-card.md.
 */
export async function getTeamSchoolPlayers(
  db: Db,
  actor: Actor,
  schoolId: number,
  teamCode?: string,
): Promise<TeamPlayersResponse> {
  const staffTeams = teamCode ? [await requireTeamAccess(db, actor, teamCode)] : await loadStaffTeamsOf(db, actor);
  const scope = staffTeams.length > 0 ? ('team' as const) : ('self' as const);
  const teamCodes =
    scope === 'team'
      ? staffTeams.map((t) => t.teamCode)
      : (await loadActiveTeamsOfPlayer(db, actor.userId)).map((t) => t.teamCode);
  const data = await loadTeamSchoolPlayers(db, teamCodes, schoolId, scope === 'team' ? undefined : actor.userId);
  // each player's latest submission's headline score (docs/decisions/0048-one-headline-score.md)
  const score = new Map<string, HeadlineScore>();
  for (const s of data.submissions) if (!score.has(s.userId)) score.set(s.userId, headlineScore(s));
  const committedIds = new Set(data.commitments.map((c) => c.userId));
  const base = (userId: string) => {
    const p = data.members.find((m) => m.userId === userId);
    return {
      userId,
      firstName: p?.firstName ?? null,
      lastName: p?.lastName ?? null,
      position: p?.primaryPosition ?? null,
      graduationYear: p?.hsGraduationYear ?? null,
      highSchool: p?.highSchool ?? null,
      highSchoolState: p?.highSchoolState ?? null,
      submittedScore: score.get(userId)?.score ?? null,
      scorePosition: score.get(userId)?.position ?? null,
      teams: data.memberships
        .filter((m) => m.userId === userId)
        .map((m) => m.teamName)
        .sort(),
    };
  };
  const steps = (userId: string) => {
    const tracker = data.trackers.find((t) => t.userId === userId);
    const acts = tracker ? data.actions.filter((a) => a.trackerId === tracker.id) : [];
    return {
      completedSteps: acts.filter((a) => a.completed).length,
      totalSteps: tracker ? TEAM_PLAYER_TOTAL_STEPS : 0,
    };
  };
  const byName = (a: TeamSchoolPlayer, b: TeamSchoolPlayer) =>
    `${a.lastName ?? ''} ${a.firstName ?? ''}`.localeCompare(`${b.lastName ?? ''} ${b.firstName ?? ''}`);
  const committed: TeamSchoolPlayer[] = data.commitments
    .filter((c) => data.members.some((m) => m.userId === c.userId))
    .map((c) => ({
      ...base(c.userId),
      relationshipType: 'commitment' as const,
      date: c.commitmentDate,
      ...steps(c.userId),
    }))
    .sort(byName);
  const interested: TeamSchoolPlayer[] = data.trackers
    .filter((t) => !committedIds.has(t.userId))
    .map((t) => ({
      ...base(t.userId),
      relationshipType: 'favorite' as const,
      date: t.createdAt.toISOString(),
      ...steps(t.userId),
    }))
    .sort(byName);
  return { teamCodes, scope, committed, interested };
}
