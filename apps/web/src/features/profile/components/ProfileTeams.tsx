import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatShortDate } from '@dugout/domain/shared';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { useProfileTeams } from '../api/get-profile-teams';

/**
 * Teams tab: teams the user coaches and teams the user plays on. `join`: the players' join by TeamID, composed in by
 * app/pages/ProfilePage.tsx from the teams feature.
 */
export function ProfileTeams({ join }: { join?: ReactNode } = {}) {
  return (
    <div className="space-y-4">
      {/* one place whatever the list shows, so the join dialog's trigger stays mounted and gets the focus back */}
      {join && <div className="flex justify-end">{join}</div>}
      <TeamLists joinOffered={!!join} />
    </div>
  );
}

function TeamLists({ joinOffered }: { joinOffered: boolean }) {
  const q = useProfileTeams();
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message="Your teams could not be loaded." onRetry={() => void q.refetch()} />;
  const { coached = [], playing = [] } = q.data ?? {};
  if (!coached.length && !playing.length)
    return (
      <EmptyState title="You are not on a team yet.">
        {joinOffered
          ? 'Join your team with the TeamID your coach shared.'
          : 'Join a team with its TeamID, or create your team.'}
      </EmptyState>
    );
  return (
    <>
      {coached.length > 0 && (
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>Teams You Coach</CardTitle>
            <Button variant="outline" size="sm" asChild>
              <Link to="/subscription-select">Team Plans</Link>
            </Button>
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
    </>
  );
}
