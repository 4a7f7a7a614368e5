import { AlertTriangle, ExternalLink, GraduationCap, Trophy } from 'lucide-react';
import {
  commitBadges,
  commitBadgeLegend,
  emptyPanelTexts,
  panelFailed,
  profilePanelErrors,
  sourceLabel,
  showCount,
  transferBadgeColor,
  transferBadgeLegend,
  transferBadgeLabel,
  withYear,
  type CollegeProfile,
} from '@dugout/domain/colleges';
import { formatPercent, formatUsd, withHttps, withThousands } from '@dugout/domain/shared';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { BadgeLegend } from '@/components/ui/BadgeLegend';
import { Fact, Section } from './Section';

const num = (n: number | null | undefined) => (n == null ? 'N/A' : withThousands(n));
const range = (a: number | null, b: number | null) => (a == null && b == null ? 'N/A' : `${a ?? '?'}–${b ?? '?'}`);

export function SchoolInfo({
  school,
  sources,
}: {
  school: CollegeProfile['school'];
  sources: CollegeProfile['sources'];
}) {
  return (
    <Section
      title="School Info"
      icon={<GraduationCap className="size-5 text-blue-600" aria-hidden />}
      source={sourceLabel(sources.academics)}
    >
      <p className="text-base font-semibold text-slate-900">{school.fullName ?? school.schoolName}</p>
      <p className="text-sm text-slate-600">{[school.city, school.state].filter(Boolean).join(', ') || 'N/A'}</p>
      {school.schoolOverview && <p className="mt-3 text-sm text-slate-700">{school.schoolOverview}</p>}
      {!sources.academics && <p className="mt-3 text-sm text-slate-500">{emptyPanelTexts.academics}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Type">{school.collegeType ?? 'N/A'}</Fact>
        {/* each College Scorecard value with its own academic year (docs/decisions/0051-row-sources.md) */}
        <Fact label="Enrollment">{withYear(num(school.undergradEnrollment), school.yearEnrollment)}</Fact>
        <Fact label="Acceptance rate">{withYear(formatPercent(school.acceptanceRate), school.yearAdmissions)}</Fact>
        <Fact label="Selectivity">{school.academicSelectivity ?? 'N/A'}</Fact>
        <Fact label="SAT range">{withYear(range(school.satMin, school.satMax), school.yearSat)}</Fact>
        <Fact label="ACT range">{withYear(range(school.actMin, school.actMax), school.yearAct)}</Fact>
        <Fact label="Tuition (in-state)">{withYear(formatUsd(school.tuitionInState), school.yearTuition)}</Fact>
        <Fact label="Tuition (out-of-state)">{withYear(formatUsd(school.tuitionOutState), school.yearTuition)}</Fact>
        <Fact label="Net price">{withYear(formatUsd(school.netPrice), school.yearNetPrice)}</Fact>
        <Fact label="Setting">{school.campusSetting ?? 'N/A'}</Fact>
        <Fact label="Size">{school.schoolSize ?? 'N/A'}</Fact>
        <Fact label="Region">{school.usRegion ?? 'N/A'}</Fact>
      </dl>
    </Section>
  );
}

/** Commit and transfer badges (docs/spec/part-2-colleges-tracker-scoring.md section 9); counts show only above zero. */
export function ProgramBadges({ profile }: { profile: CollegeProfile }) {
  const commits = profile.commits.flatMap((c) => commitBadges(c.counts, c.gradYear));
  if (!commits.length && !showCount(profile.transfers ?? 0)) return null;
  const transfers = showCount(profile.transfers ?? 0);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2" aria-label="Commits and transfers">
        {commits.map((b) => (
          <Badge key={b.label} tone={b.color === 'yellow' ? 'yellow' : 'red'} data-badge="commit">
            {b.label}
          </Badge>
        ))}
        {showCount(profile.transfers ?? 0) && (
          <Badge tone={transferBadgeColor(profile.transfers ?? 0) as 'green' | 'yellow' | 'red'} data-badge="transfer">
            {transferBadgeLabel(profile.transfers ?? 0)}
          </Badge>
        )}
      </div>
      {commits.length > 0 && (
        <BadgeLegend label="Commit badge colours (per position and class)" items={commitBadgeLegend} />
      )}
      {transfers && <BadgeLegend label="Transfer badge colours" items={transferBadgeLegend} />}
    </div>
  );
}

function LinkOut({ href, children }: { href: string | null; children: string }) {
  const url = withHttps(href);
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline"
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden />
    </a>
  );
}

export function BaseballProgram({ profile, onRetry }: { profile: CollegeProfile; onRetry?: () => void }) {
  const { school } = profile;
  const countsFailed = panelFailed(profile, 'commits') || panelFailed(profile, 'transfers');
  const commitTotal = profile.commits.reduce((a, c) => a + Object.values(c.counts).reduce((x, y) => x + y, 0), 0);
  return (
    <Section
      title="Baseball Program"
      icon={<Trophy className="size-5 text-amber-500" aria-hidden />}
      source={sourceLabel(profile.sources.school)}
    >
      {school.baseballProgramSummary && <p className="text-sm text-slate-700">{school.baseballProgramSummary}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label="Division">{school.division ?? 'N/A'}</Fact>
        <Fact label="Conference">{school.conference ?? 'N/A'}</Fact>
        <Fact label="Last season record">{school.lastSeasonRecord ?? 'N/A'}</Fact>
        <Fact label="Last season rank">{school.lastSeasonRank ?? 'N/A'}</Fact>
      </dl>
      <div className="mt-4">
        <h3 className="text-sm font-semibold text-slate-800">Roster info</h3>
        <p className="text-sm text-slate-600">
          {profile.roster.length
            ? `${profile.roster.length} players on the current roster (${sourceLabel(profile.sources.roster) ?? 'no source'})`
            : emptyPanelTexts.roster}
          {showCount(profile.transfers ?? 0) ? ` · ${transferBadgeLabel(profile.transfers ?? 0)}` : ''}
          {showCount(commitTotal) ? ` · ${commitTotal} commits` : ''}
        </p>
        {countsFailed && (
          <div role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-red-800">
            <AlertTriangle className="size-4" aria-hidden />
            {profilePanelErrors.commits}
            {onRetry && (
              <Button variant="outline" size="sm" onClick={onRetry}>
                Try again
              </Button>
            )}
          </div>
        )}
        <div className="mt-2">
          <ProgramBadges profile={profile} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-4">
        <LinkOut href={school.collegeWebsite}>College Website</LinkOut>
        <LinkOut href={school.teamWebsite}>Team Website</LinkOut>
        <LinkOut href={school.recruitQuestionnaire}>Recruit Form</LinkOut>
      </div>
    </Section>
  );
}
