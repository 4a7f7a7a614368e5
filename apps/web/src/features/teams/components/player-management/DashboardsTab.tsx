import { useState } from 'react';
import { Link } from 'react-router';
import type { TeamAbilities } from '@dugout/domain/access';
import { scoreBadgeLegend } from '@dugout/domain/scoring';
import { formatShortDate, gradYearLabel } from '@dugout/domain/shared';
import type { SubmissionRow, TeamPlayers } from '@dugout/domain/teams';
import { BadgeLegend } from '@/components/ui/BadgeLegend';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/States';
import { EditSubmissionDialog } from '../EditSubmissionDialog';
import { HeadlineBadge } from './HeadlineBadge';

/** Player Dashboards: each player's latest submission, with Edit (when allowed) and a link to their dashboard. */

export function DashboardsTab({
  teamCode,
  data,
  abilities,
}: {
  teamCode: string;
  data: TeamPlayers;
  abilities: TeamAbilities;
}) {
  const [editing, setEditing] = useState<(SubmissionRow & { playerName: string | null }) | null>(null);
  const completed = data.members.filter((m) => m.latestSubmission);
  if (completed.length === 0) return <EmptyState title="No completed submissions found" />;
  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {completed.map((m) => {
          const s = m.latestSubmission!;
          return (
            <li
              key={m.id}
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid="dashboard-row"
            >
              <div>
                <p className="font-medium">
                  {m.playerName ?? 'Unknown'} <HeadlineBadge row={s} />
                </p>
                <p className="text-sm text-slate-600">
                  {m.playerEmail ?? 'N/A'} · {s.submittedPosition} ·{' '}
                  {gradYearLabel(s.graduationYear, s.isPostgradDisplay)} · Submitted {formatShortDate(s.createdAt)}
                </p>
              </div>
              <div className="flex gap-2">
                {abilities.editSubmissions && (
                  <Button size="sm" variant="outline" onClick={() => setEditing({ ...s, playerName: m.playerName })}>
                    Edit
                  </Button>
                )}
                <Button size="sm" asChild>
                  <Link to={`/dashboard?submission=${s.id}&user=${m.userId}&source=team`}>Dashboard</Link>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <BadgeLegend className="mt-3" label="Score colours" items={scoreBadgeLegend} />
      {editing && (
        <EditSubmissionDialog
          teamCode={teamCode}
          submission={editing}
          playerName={editing.playerName ?? 'the player'}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
