import { Fragment, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { TeamAbilities } from '@dugout/domain/access';
import { collegeRowTone, type PlayerCollegeSummary } from '@dugout/domain/teams';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { cn } from '@/lib/utils';
import { useIsMobile } from '@/lib/use-media';
import { useCollegeInteraction } from '../../api/college-interaction';
import type { CoachNoteSlot } from './coach-note-slot';
import { CollegeDetail } from './CollegeDetail';

const rowTone = { green: 'bg-green-50', blue: 'bg-blue-50', orange: 'bg-orange-50', neutral: '' };

/** College Interaction: one row (a card on narrow screens) per player, expanded in place to its college details. */
export function CollegeInteractionTab({
  teamCode,
  abilities,
  coachNote,
}: {
  teamCode: string;
  abilities: TeamAbilities;
  coachNote?: CoachNoteSlot;
}) {
  const q = useCollegeInteraction(teamCode);
  const [open, setOpen] = useState<string | null>(null);
  const mobile = useIsMobile();
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={q.error.message} onRetry={() => q.refetch()} />;
  const players = q.data!.players;
  if (players.length === 0) return <EmptyState title="No team members found." />;
  const toneOf = (p: PlayerCollegeSummary) =>
    collegeRowTone({ committed: !!p.commitment, offers: p.offersReceived, followed: p.followedColleges.length });
  const detail = (p: PlayerCollegeSummary) => (
    <CollegeDetail player={p} teamCode={teamCode} abilities={abilities} coachNote={coachNote} />
  );
  // Narrow screens: one card per player, expanded in place (the table's five columns do not fit 375 px).
  if (mobile)
    return (
      <ul className="space-y-2">
        {players.map((p) => {
          const expanded = open === p.memberId;
          return (
            <li
              key={p.memberId}
              className={cn('rounded-lg border border-slate-200', rowTone[toneOf(p)])}
              data-tone={toneOf(p)}
            >
              <button
                type="button"
                className="flex w-full items-center gap-1 p-3 text-left font-medium"
                aria-expanded={expanded}
                onClick={() => setOpen(expanded ? null : p.memberId)}
              >
                {expanded ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4" />}
                {p.playerName ?? 'Unknown'}
              </button>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 px-3 pb-3 text-sm">
                <dt className="text-slate-600">Grad Year</dt>
                <dd>{p.graduationYear ?? '—'}</dd>
                <dt className="text-slate-600">Colleges Followed</dt>
                <dd>{p.followedColleges.length}</dd>
                <dt className="text-slate-600">Offers Received</dt>
                <dd>{p.offersReceived}</dd>
                <dt className="text-slate-600">Commitment</dt>
                <dd className="break-words">{p.commitment?.schoolName ?? '—'}</dd>
              </dl>
              {expanded && <div className="border-t border-slate-200 bg-white p-3">{detail(p)}</div>}
            </li>
          );
        })}
      </ul>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th className="p-2">Player</th>
            <th className="p-2">Grad Year</th>
            <th className="p-2">Colleges Followed</th>
            <th className="p-2">Offers Received</th>
            <th className="p-2">Commitment</th>
          </tr>
        </thead>
        <tbody>
          {players.map((p) => {
            const tone = toneOf(p);
            const expanded = open === p.memberId;
            return (
              <Fragment key={p.memberId}>
                <tr className={cn('border-t border-slate-100', rowTone[tone])} data-tone={tone}>
                  <td className="p-2">
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 font-medium"
                      aria-expanded={expanded}
                      onClick={() => setOpen(expanded ? null : p.memberId)}
                    >
                      {expanded ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4" />}
                      {p.playerName ?? 'Unknown'}
                    </button>
                  </td>
                  <td className="p-2">{p.graduationYear ?? '—'}</td>
                  <td className="p-2">{p.followedColleges.length}</td>
                  <td className="p-2">{p.offersReceived}</td>
                  <td className="p-2">{p.commitment?.schoolName ?? '—'}</td>
                </tr>
                {expanded && (
                  <tr>
                    <td colSpan={5} className="bg-white p-3">
                      {detail(p)}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
