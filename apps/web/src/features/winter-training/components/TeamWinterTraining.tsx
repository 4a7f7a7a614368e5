import { Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useTeamWinterTraining } from '../api/team-winter-training';
import { EntrySummary } from './WinterTrainingPanel';

/**
 * The team view of winter training for one member: their latest entry, shown in the member's details on
 * /team-management (docs/decisions/0013-winter-training.md). One query serves the whole team.
 */
export function MemberWinterTraining({ teamCode, userId }: { teamCode: string; userId: string | null }) {
  const q = useTeamWinterTraining(teamCode);
  const latest = q.data?.members.find((m) => m.userId === userId)?.latest ?? null;
  return (
    <section aria-label="Winter Training" className="space-y-1">
      <h4 className="text-sm font-semibold">Winter Training</h4>
      {q.isLoading ? (
        <Spinner />
      ) : q.isError ? (
        <p className="text-sm text-red-700">{errorMessage(q.error)}</p>
      ) : latest ? (
        <EntrySummary row={latest} />
      ) : (
        <p className="text-sm text-slate-600">No entries yet.</p>
      )}
    </section>
  );
}
