import { Link } from 'react-router';
import { formatShortDate } from '@dugout/domain';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states';
import { useProfileTeams } from '../api/get-profile-teams';

/** Teams tab: teams the user coaches and teams the user plays on. */
export function ProfileTeams() {
  const q = useProfileTeams();
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message="Your teams could not be loaded." onRetry={() => void q.refetch()} />;
  const { coached = [], playing = [] } = q.data ?? {};
  if (!coached.length && !playing.length)
    return (
      <EmptyState title="You are not on a team yet.">Join a team with its TeamID, or create your team.</EmptyState>
    );
  return (
    <div className="space-y-4">
      {coached.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Teams You Coach</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-slate-100">
              {coached.map((t) => (
                <li key={t.teamCode} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div>
                    <Link
                      to={`/team-management?team=${t.teamCode}`}
                      className="font-medium text-brand-800 hover:underline"
                    >
                      {t.teamName}
                    </Link>
                    <p className="text-sm text-slate-500">
                      {[t.city, t.state].filter(Boolean).join(', ') || '—'} · TeamID {t.teamCode}
                    </p>
                  </div>
                  <Badge tone={t.isOwner ? 'blue' : 'grey'}>{t.isOwner ? 'Team Owner' : 'Coach'}</Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      {playing.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Teams You Play On</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-slate-100">
              {playing.map((t) => (
                <li key={t.teamCode} className="py-3">
                  <p className="font-medium">{t.teamName}</p>
                  <p className="text-sm text-slate-500">
                    {[t.city, t.state].filter(Boolean).join(', ') || '—'} · Member since {formatShortDate(t.joinedAt)}
                  </p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
