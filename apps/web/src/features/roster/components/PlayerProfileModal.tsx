import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sourcedMetrics, formatMetricValue, metricLabel } from '@dugout/domain/metrics-sources';
import { headlineTexts } from '@dugout/domain/scoring';
import { formatHeight, formatShortDate, formatWeight, fullName, gradYearLabel } from '@dugout/domain/shared';
import { Button } from '@/components/ui/Button';
import { SourceBadge } from '@/components/metric-source/SourceBadge';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { ErrorState, Spinner } from '@/components/ui/States';
import { usePlayerProfile } from '../api/player-profile';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="rounded-lg border border-slate-200 p-3">
    <h3 className="mb-1 text-sm font-semibold text-slate-700">{title}</h3>
    <div className="space-y-0.5 text-sm">{children}</div>
  </section>
);
const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <p>
    <span className="text-slate-500">{label}: </span>
    {value ?? '—'}
  </p>
);

/** What app/ puts into the modal beside the player's cards (the coach-notes feature's note card). */
export type PlayerNoteSlot = (player: { teamCode: string; userId: string; playerName: string | null }) => ReactNode;

/**
 * Player Profile modal: contact, academics, physical stats, team, commitment, followed colleges, membership, and
 * the coach's own note when app/ composes one in. Its View Dashboard link carries source=org wherever the modal opens
 * (docs/spec/part-1-accounts-teams-organizations.md section 2, Player Profile modal).
 */
export function PlayerProfileModal({
  teamCode,
  userId,
  coachNote,
  onClose,
}: {
  teamCode: string;
  userId: string;
  coachNote?: PlayerNoteSlot;
  onClose: () => void;
}) {
  const q = usePlayerProfile(teamCode, userId);
  const p = q.data;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={p ? fullName(p.firstName, p.lastName) : 'Player Profile'} className="max-w-2xl">
        {q.isLoading ? (
          <Spinner />
        ) : q.isError ? (
          <ErrorState message={q.error.message} onRetry={() => q.refetch()} />
        ) : (
          p && (
            <div className="space-y-3">
              <Button asChild>
                <Link to={`/dashboard?user=${p.userId}&source=org`}>View Dashboard</Link>
              </Button>
              <div className="grid gap-3 sm:grid-cols-2">
                <Section title="Contact Information">
                  <Row label="Email" value={p.email} />
                  <Row label="Phone" value={p.phone} />
                </Section>
                <Section title="Academic Information">
                  <Row label="High School" value={p.highSchool} />
                  <Row label="State" value={p.highSchoolState} />
                  <Row label="Graduation Year" value={gradYearLabel(p.graduationYear, p.isPostgradDisplay)} />
                </Section>
                <Section title="Physical Stats">
                  <Row label="Position" value={p.primaryPosition} />
                  <Row label="Height" value={formatHeight(p.heightInches)} />
                  <Row label="Weight" value={formatWeight(p.weightLbs)} />
                  <Row label="Bats / Throws" value={`${p.bats ?? '—'} / ${p.throws ?? '—'}`} />
                </Section>
                <Section title="Team Information">
                  <Row label="Team" value={p.teamName} />
                  <Row label="TeamID" value={p.teamCode} />
                  <Row
                    label="Latest Score"
                    value={headlineTexts.atPosition({ score: p.latestScore, position: p.latestScorePosition })}
                  />
                </Section>
                {p.latestMetrics.length > 0 && (
                  // each latest value with its date and source (docs/decisions/0063-metric-sources-on-screen.md)
                  <Section title="Metrics">
                    <ul className="space-y-1" data-testid="profile-metrics">
                      {[...p.latestMetrics]
                        .sort((a, b) => sourcedMetrics.indexOf(a.metric) - sourcedMetrics.indexOf(b.metric))
                        .map((m) => (
                          <li key={m.metric} className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
                            <span className="text-slate-600">{metricLabel(m.metric)}:</span>
                            <span className="font-medium tabular-nums">{formatMetricValue(m.metric, m.value)}</span>
                            <SourceBadge source={m.source} metric={metricLabel(m.metric)} />
                            <span className="text-xs text-slate-600">{formatShortDate(m.date)}</span>
                          </li>
                        ))}
                    </ul>
                  </Section>
                )}
                <Section title="College Commitment">
                  {p.commitment ? (
                    <>
                      <Row label="School" value={p.commitment.schoolName} />
                      <Row label="Division" value={p.commitment.division} />
                      <Row label="Conference" value={p.commitment.conference} />
                      <Row label="Date" value={formatShortDate(p.commitment.commitmentDate)} />
                    </>
                  ) : (
                    <p className="text-slate-500">Not committed</p>
                  )}
                </Section>
                <Section title="Followed Colleges">
                  {p.followedColleges.length === 0 ? (
                    <p className="text-slate-500">No colleges being tracked yet</p>
                  ) : (
                    <ul className="list-inside list-disc">
                      {p.followedColleges.map((c) => (
                        <li key={c.schoolId}>
                          {c.schoolName} {c.division ? `(${c.division})` : ''}
                        </li>
                      ))}
                    </ul>
                  )}
                </Section>
                <Section title="Membership">
                  <Row label="Member since" value={new Date(p.memberSince).toLocaleDateString()} />
                </Section>
              </div>
              {coachNote?.({ teamCode, userId: p.userId, playerName: fullName(p.firstName, p.lastName, '') || null })}
            </div>
          )
        )}
      </DialogContent>
    </Dialog>
  );
}
