import { useState } from 'react';
import { toast } from '@/lib/toast';
import { AtSign, Copy, Pencil } from 'lucide-react';
import { stripAt } from '@dugout/domain/shared';
import { rosterCountLabel, type TeamDetail } from '@dugout/domain/teams';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { EditTeamDialog } from './EditTeamDialog';

/** Team header card: logo, name, city and state, roster count against the cap, TeamID with copy, edit, 'Member of {organization}' badge. */
export function TeamHeaderCard({ team }: { team: TeamDetail }) {
  const [editing, setEditing] = useState(false);
  const twitter = stripAt(team.twitterHandle);
  const instagram = stripAt(team.instagramHandle);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-4 sm:flex-row sm:items-center sm:pt-6">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-xl font-bold text-slate-500">
          {team.logoUrl ? (
            <img src={team.logoUrl} alt={`${team.teamName} logo`} className="size-full object-cover" />
          ) : (
            team.teamName.slice(0, 2).toUpperCase()
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-bold">{team.teamName}</h2>
            {team.memberOfOrganization && <Badge tone="green">Member of {team.memberOfOrganization}</Badge>}
          </div>
          <p className="text-sm text-slate-600">{[team.city, team.state].filter(Boolean).join(', ') || '—'}</p>
          {/* the cap the server holds (docs/decisions/0041-team-player-cap.md) */}
          <p className="text-sm text-slate-600" data-testid="team-roster-count">
            {rosterCountLabel(team.activePlayers, team.maxPlayers)}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span>
              TeamID:{' '}
              <span className="font-mono font-semibold" data-testid="team-id">
                {team.teamCode}
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label="Copy TeamID"
              onClick={() => {
                void navigator.clipboard?.writeText(team.teamCode).catch(() => undefined);
                toast.success('TeamID copied!', { description: 'Share this TeamID with your players to register.' });
              }}
            >
              <Copy />
            </Button>
            {twitter && (
              <a
                className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                href={`https://twitter.com/${twitter}`}
                target="_blank"
                rel="noreferrer"
              >
                <AtSign className="size-4" aria-hidden /> @{twitter}
              </a>
            )}
            {instagram && (
              <a
                className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                href={`https://instagram.com/${instagram}`}
                target="_blank"
                rel="noreferrer"
              >
                <AtSign className="size-4" aria-hidden /> @{instagram}
              </a>
            )}
          </div>
        </div>
        {team.abilities.edit && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil /> Edit Team
          </Button>
        )}
      </CardContent>
      <EditTeamDialog team={team} open={editing} onOpenChange={setEditing} />
    </Card>
  );
}
