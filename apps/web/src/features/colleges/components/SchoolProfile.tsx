import type { ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { collegeTexts, panelFailed, sourceLabel, type CollegeProfile } from '@dugout/domain/colleges';
import { ErrorState, Spinner } from '@/components/ui/States';
import { ApiError, errorMessage } from '@/lib/api';
import { useCollegeProfile } from '../api/college-profile.api';
import { useTeamPlayers } from '../api/team-players.api';
import { ClimateSnapshot } from './profile/ClimateSnapshot';
import { FieldInformation } from './profile/FieldInfo';
import { OrganizationCard } from './profile/OrganizationCard';
import { PositionAverages, RosterBreakdown } from './profile/Roster';
import { BaseballProgram, ProgramBadges, SchoolInfo } from './profile/SchoolInfo';
import { TeamPlayers } from './profile/TeamPlayers';

/** What other features add to a school profile (composed by pages in app/, never imported by the colleges feature). */
export interface SchoolProfileSlots {
  /** Buttons beside the school name (the tracker feature adds 'Add to Tracker' here). */
  actions?: (profile: CollegeProfile) => ReactNode;
  /**
   * Beside the roster breakdown, inside its panel (the fit feature adds the position need for the viewer's position
   * group here); shown only when a current roster is on file, so the roster's empty and error states stay alone.
   */
  rosterAside?: (profile: CollegeProfile) => ReactNode;
  /** More panels after the position averages (the contact-log feature adds the Coach Contact Log card here). */
  extraSections?: (profile: CollegeProfile) => ReactNode;
}

export interface SchoolProfileProps extends SchoolProfileSlots {
  schoolId: number;
  /** Team whose players committed to / interested in the school are listed (else the signed-in player's own teams). */
  teamCode?: string;
  /** Whether the viewer is signed in (team players need a session). */
  signedIn?: boolean;
  /** Show the school name heading (off when the page already shows it). */
  heading?: boolean;
  /** The school name's heading level: h1 when the profile is the whole page (/college/:teamId). */
  headingLevel?: 'h1' | 'h2';
}

/** The school profile: every panel of docs/spec/part-2-colleges-tracker-scoring.md section 2, from one API call. */
export function SchoolProfile({
  schoolId,
  teamCode,
  signedIn,
  actions,
  rosterAside,
  extraSections,
  heading = true,
  headingLevel: Heading = 'h2',
}: SchoolProfileProps) {
  const q = useCollegeProfile(schoolId);
  // Signed in, the team players (shown above the panels) load beside the profile and the page shows once both are in:
  // the panels would otherwise be pushed down when they arrive (docs/decisions/0030-first-paint-of-signed-in-screens.md: CLS ≤ 0.05).
  const players = useTeamPlayers(schoolId, teamCode, !!signedIn);
  if (q.isLoading || players.isLoading) return <Spinner label="Loading school profile…" />;
  if (q.isError) {
    if (q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 400))
      return (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {collegeTexts.profileNotAvailable}
        </p>
      );
    return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  }
  const p = q.data;
  // A failed panel shows its own error state; 'Try again' asks for the whole profile again (one request per screen).
  const retry = () => void q.refetch();
  if (!p)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
        {collegeTexts.profileNotAvailable}
      </p>
    );
  return (
    <div className="space-y-4" data-testid="school-profile">
      {heading && (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <Heading className="text-2xl font-bold tracking-tight text-slate-900">{p.school.schoolName}</Heading>
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="size-4" aria-hidden />
              {[p.school.city, p.school.state].filter(Boolean).join(', ') || 'N/A'} · {p.school.division ?? 'N/A'} ·{' '}
              {p.school.conference ?? 'N/A'}
            </p>
            <div className="mt-2">
              <ProgramBadges profile={p} />
            </div>
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions(p)}</div>}
        </div>
      )}
      {signedIn && <TeamPlayers schoolId={schoolId} teamCode={teamCode} />}
      <div className="grid gap-4 lg:grid-cols-2">
        <SchoolInfo school={p.school} sources={p.sources} />
        <BaseballProgram profile={p} onRetry={retry} />
      </div>
      <FieldInformation
        field={p.field}
        schoolName={p.school.schoolName}
        source={sourceLabel(p.sources.field)}
        failed={panelFailed(p, 'field')}
        onRetry={retry}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ClimateSnapshot
          climate={p.climate}
          source={sourceLabel(p.sources.climate)}
          failed={panelFailed(p, 'field')}
          onRetry={retry}
        />
        <OrganizationCard coach={p.coach} source={sourceLabel(p.sources.coach)} />
      </div>
      <RosterBreakdown
        roster={p.roster}
        rosterError={p.rosterError}
        source={sourceLabel(p.sources.roster)}
        aside={rosterAside?.(p)}
      />
      <PositionAverages roster={p.roster} rosterError={p.rosterError} source={sourceLabel(p.sources.roster)} />
      {extraSections?.(p)}
    </div>
  );
}
