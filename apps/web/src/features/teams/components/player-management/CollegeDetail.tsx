import { useRef, useState } from 'react';
import type { TeamAbilities } from '@dugout/domain/access';
import { formatShortDate } from '@dugout/domain/shared';
import { commitmentRemovalTexts, type PlayerCollegeSummary } from '@dugout/domain/teams';
import { contactActionLabel } from '@dugout/domain/tracker';
import { cn } from '@/lib/utils';
import { RemoveCommitmentButton } from '../RemoveCommitmentButton';
import type { CoachNoteSlot } from './coach-note-slot';

/**
 * College Interaction's expanded row (docs/spec/part-1-accounts-teams-organizations.md section 2, College): the
 * commitment (school, division, conference, date, remove button), the coach's own note, and the followed colleges with
 * their contact actions (read-only), contact name and notes.
 */
export function CollegeDetail({
  player,
  teamCode,
  abilities,
  coachNote,
}: {
  player: PlayerCollegeSummary;
  teamCode: string;
  abilities: TeamAbilities;
  coachNote?: CoachNoteSlot;
}) {
  // Hidden at once when removed, shown again if the removal fails (the spec's optimistic update).
  const [removed, setRemoved] = useState(false);
  const detailRef = useRef<HTMLDivElement>(null);
  const commitment = removed ? null : player.commitment;
  const name = player.playerName ?? 'Unknown';
  return (
    <div
      ref={detailRef}
      tabIndex={-1}
      className="space-y-3 outline-none"
      aria-label={`College details for ${name}`}
      role="group"
      data-testid="college-detail"
    >
      <section
        aria-label="Commitment"
        className={cn(
          'rounded-lg border p-3',
          commitment ? 'border-green-200 bg-green-50' : 'border-slate-200 bg-slate-50 text-slate-600',
        )}
      >
        {commitment ? (
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium">Committed: {commitment.schoolName}</p>
              <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-0.5 text-sm text-slate-700 sm:grid-cols-3">
                <div>
                  <dt className="inline text-slate-600">Division: </dt>
                  <dd className="inline">{commitment.division ?? 'N/A'}</dd>
                </div>
                <div>
                  <dt className="inline text-slate-600">Conference: </dt>
                  <dd className="inline">{commitment.conference ?? 'N/A'}</dd>
                </div>
                <div>
                  <dt className="inline text-slate-600">Date: </dt>
                  <dd className="inline">{formatShortDate(commitment.commitmentDate)}</dd>
                </div>
              </dl>
            </div>
            {abilities.recordCommitments && (
              <RemoveCommitmentButton
                teamCode={teamCode}
                memberId={player.memberId}
                playerName={player.playerName}
                schoolName={commitment.schoolName}
                onRemove={() => setRemoved(true)}
                onRestore={() => setRemoved(false)}
                onDone={() => detailRef.current?.focus()}
              />
            )}
          </div>
        ) : (
          <p className="text-sm">{commitmentRemovalTexts.none}</p>
        )}
      </section>
      {player.userId &&
        abilities.manage &&
        coachNote?.({ teamCode, userId: player.userId, playerName: player.playerName })}
      {player.followedColleges.length === 0 ? (
        <p className="text-sm text-slate-500">No colleges being tracked yet</p>
      ) : (
        player.followedColleges.map((c) => (
          <div key={c.trackerId} className="rounded-lg border border-slate-200 p-3">
            <p className="font-medium">
              {c.schoolName}{' '}
              <span className="text-sm font-normal text-slate-500">
                {[c.division, c.conference].filter(Boolean).join(' · ')}
              </span>
            </p>
            {c.pocName && <p className="text-sm">Contact: {c.pocName}</p>}
            {c.statusNotes && <p className="text-sm text-slate-600">{c.statusNotes}</p>}
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              {c.actions.map((a) => (
                <li key={a.actionType} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={a.completed}
                    readOnly
                    disabled
                    aria-label={contactActionLabel(a.actionType)}
                  />
                  {contactActionLabel(a.actionType)}
                  {a.completedDate && <span className="text-slate-500">({formatShortDate(a.completedDate)})</span>}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </div>
  );
}
