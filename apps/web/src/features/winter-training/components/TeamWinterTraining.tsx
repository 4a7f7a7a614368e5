import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states';
import { errorMessage } from '@/lib/api';
import { useTeamWinterTraining } from '../api/team-winter-training';
import { EntrySummary } from './WinterTrainingPanel';

/** The team view of winter training: each active member's latest entry. */
export function TeamWinterTraining({ teamCode }: { teamCode: string }) {
  const q = useTeamWinterTraining(teamCode);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Winter Training</CardTitle>
      </CardHeader>
      <CardContent>
        {q.isLoading ? (
          <Spinner />
        ) : q.isError ? (
          <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
        ) : !q.data?.members.length ? (
          <EmptyState title="No team members found." />
        ) : (
          <ul className="divide-y divide-slate-100">
            {q.data.members.map((m, i) => (
              <li key={m.userId ?? i} className="py-3">
                <p className="font-semibold">{m.playerName ?? 'Unknown'}</p>
                {m.latest ? <EntrySummary row={m.latest} /> : <p className="text-sm text-slate-500">No entries yet.</p>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
