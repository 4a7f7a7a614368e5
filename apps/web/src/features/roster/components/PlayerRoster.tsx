import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDown, ChevronRight, Search } from 'lucide-react';
import { scoreBadgeColor, scoreBadgeLegend, headlineTexts } from '@dugout/domain/scoring';
import { formatShortDate, gradYearLabel } from '@dugout/domain/shared';
import { sortRows, type TeamRosterPlayer } from '@dugout/domain/teams';
import { Badge } from '@/components/ui/Badge';
import { BadgeLegend } from '@/components/ui/BadgeLegend';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { Input } from '@/components/ui/Input';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { useIsMobile } from '@/lib/use-media';
import { useRoster } from '../api/roster';
import { PlayerProfileModal, type PlayerNoteSlot } from './PlayerProfileModal';

const columns: Array<{ key: string; label: string; value: (p: TeamRosterPlayer) => string | number | null }> = [
  { key: 'name', label: 'Player Name', value: (p) => p.playerName },
  { key: 'position', label: 'Position', value: (p) => p.position },
  { key: 'grad', label: 'Grad Year', value: (p) => p.graduationYear },
  { key: 'login', label: 'Last Log-In', value: (p) => (p.lastLogin ? new Date(p.lastLogin).getTime() : null) },
  { key: 'score', label: 'Latest Score', value: (p) => p.latestScore },
  { key: 'hit', label: 'Hit Score', value: (p) => p.hitScore },
  { key: 'field', label: 'Field/Pitch Score', value: (p) => p.fieldPitchScore },
];

/**
 * Player Roster (team-code based): search, sortable columns, mobile cards, the Player Profile modal.
 * `source` is the roster's own View Dashboard links' source query value ('team' on /team-management, 'org' on
 * /organization-management); the Player Profile modal's link is always source=org, as the spec words it.
 * `details` (on /team-management) adds a Details button per row that opens one row at a time with what the page
 * passes in (the coach's ratings, commitment, removal, winter training): each player is listed once, details on demand.
 * `embedded` drops the card frame when the roster sits inside another card.
 */
export function PlayerRoster({
  teamCode,
  source = 'org',
  coachNote,
  details,
  embedded = false,
}: {
  teamCode: string;
  source?: 'team' | 'org';
  /** The coach's own note on the player, shown in the Player Profile modal (composed by app/ on /team-management). */
  coachNote?: PlayerNoteSlot;
  details?: (player: TeamRosterPlayer) => ReactNode;
  embedded?: boolean;
}) {
  const roster = useRoster(teamCode);
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<{ key: string; dir: 'asc' | 'desc' }>({ key: 'name', dir: 'asc' });
  const [profile, setProfile] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  // One layout in the DOM at a time (table from 768 px, cards below), so a row's details exist once.
  const mobile = useIsMobile();
  const all = roster.data?.players ?? [];
  const needle = q.trim().toLowerCase();
  const filtered = all.filter(
    (p) =>
      !needle ||
      [p.playerName, p.playerEmail, p.position, p.commitment?.schoolName].some((v) =>
        v?.toLowerCase().includes(needle),
      ),
  );
  const rows = sortRows(filtered, columns.find((c) => c.key === sort.key)!.value, sort.dir);
  const dashboardUrl = (p: TeamRosterPlayer) =>
    `/dashboard?user=${p.userId}&source=${source}${p.latestSubmissionId ? `&submission=${p.latestSubmissionId}` : ''}`;
  const Frame = embedded ? EmbeddedFrame : CardFrame;
  const detailsToggle = (p: TeamRosterPlayer) => {
    const expanded = open === p.memberId;
    return (
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={expanded}
        aria-controls={`player-details-${p.memberId}`}
        aria-label={`Details for ${p.playerName}`}
        onClick={() => setOpen(expanded ? null : p.memberId)}
      >
        {expanded ? <ChevronDown /> : <ChevronRight />} Details
      </Button>
    );
  };
  const detailsPanel = (p: TeamRosterPlayer) =>
    details && open === p.memberId ? (
      <div
        id={`player-details-${p.memberId}`}
        data-testid="player-details"
        className="mt-2 space-y-3 rounded-lg bg-slate-50 p-3"
      >
        {details(p)}
      </div>
    ) : null;
  return (
    <Frame
      search={
        <div className="relative w-full sm:w-64">
          <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <Input
            aria-label="Search players"
            placeholder="Search players..."
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className="pl-9"
          />
        </div>
      }
      count={all.length}
    >
      {roster.isLoading ? (
        <Spinner />
      ) : roster.isError ? (
        <ErrorState message={roster.error.message} onRetry={() => roster.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={all.length === 0 ? 'No players registered yet.' : 'No players found matching your search.'}
        />
      ) : (
        <>
          {!mobile && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    {columns.map((c) => (
                      <th
                        key={c.key}
                        className="p-2"
                        aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                      >
                        <button
                          type="button"
                          className="font-semibold"
                          onClick={() =>
                            setSort((s) => ({ key: c.key, dir: s.key === c.key && s.dir === 'asc' ? 'desc' : 'asc' }))
                          }
                        >
                          {c.label}
                          {sort.key === c.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                        </button>
                      </th>
                    ))}
                    <th className="p-2">Commitment</th>
                    <th className="p-2">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((p) => (
                    <Fragment key={p.memberId}>
                      <tr className="border-t border-slate-100" data-testid="team-player">
                        <td className="p-2">
                          <p className="font-medium">{p.playerName}</p>
                          <Badge tone={p.status === 'completed' ? 'green' : 'grey'}>{p.status}</Badge>
                        </td>
                        <td className="p-2">{p.position ?? '—'}</td>
                        <td className="p-2">{gradYearLabel(p.graduationYear, p.isPostgradDisplay)}</td>
                        <td className="p-2">{p.lastLogin ? formatShortDate(p.lastLogin) : 'Never'}</td>
                        <td className="p-2">
                          {p.latestScore == null ? (
                            '—'
                          ) : (
                            <Badge tone={scoreBadgeColor(p.latestScore)}>
                              {headlineTexts.atPosition({ score: p.latestScore, position: p.latestScorePosition })}
                            </Badge>
                          )}
                        </td>
                        <td className="p-2">{p.hitScore ?? '—'}</td>
                        <td className="p-2">{p.fieldPitchScore ?? '—'}</td>
                        <td className="p-2">{p.commitment?.schoolName ?? '—'}</td>
                        <td className="p-2">
                          <div className="flex gap-1">
                            {p.userId && (
                              <Button size="sm" variant="outline" onClick={() => setProfile(p.userId)}>
                                Profile
                              </Button>
                            )}
                            {details && detailsToggle(p)}
                          </div>
                        </td>
                      </tr>
                      {details && open === p.memberId && (
                        <tr>
                          <td colSpan={columns.length + 2} className="p-0 pb-2">
                            {detailsPanel(p)}
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {mobile && (
            <ul className="space-y-2">
              {rows.map((p) => (
                <li
                  key={p.memberId}
                  className="rounded-lg border border-slate-200 p-3 text-sm"
                  data-testid="team-player"
                >
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <p className="font-medium">{p.playerName}</p>
                      <p className="text-slate-600">
                        {p.position ?? '—'} · {gradYearLabel(p.graduationYear, p.isPostgradDisplay)} · {p.status}
                      </p>
                      {p.commitment && <p className="text-green-800">{p.commitment.schoolName}</p>}
                    </div>
                    {p.latestScore != null && (
                      <Badge tone={scoreBadgeColor(p.latestScore)}>
                        {headlineTexts.atPosition({ score: p.latestScore, position: p.latestScorePosition })}
                      </Badge>
                    )}
                  </div>
                  {(p.userId || details) && (
                    <div className="mt-2 flex flex-wrap gap-2">
                      {p.userId && (
                        <>
                          <Button size="sm" asChild>
                            <Link to={dashboardUrl(p)}>View Dashboard</Link>
                          </Button>
                          <Button size="sm" variant="outline" onClick={() => setProfile(p.userId)}>
                            Profile
                          </Button>
                        </>
                      )}
                      {details && detailsToggle(p)}
                    </div>
                  )}
                  {detailsPanel(p)}
                </li>
              ))}
            </ul>
          )}
          {rows.some((p) => p.latestScore != null) && (
            <BadgeLegend className="mt-3" label="Score colours" items={scoreBadgeLegend} />
          )}
        </>
      )}
      {profile && (
        <PlayerProfileModal
          teamCode={teamCode}
          userId={profile}
          coachNote={coachNote}
          onClose={() => setProfile(null)}
        />
      )}
    </Frame>
  );
}

type FrameProps = { search: ReactNode; count: number; children: ReactNode };
const CardFrame = ({ search, children }: FrameProps) => (
  <Card>
    <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
      <CardTitle>Player Roster</CardTitle>
      {search}
    </CardHeader>
    <CardContent>{children}</CardContent>
  </Card>
);
const EmbeddedFrame = ({ search, count, children }: FrameProps) => (
  <section aria-label="Player Roster" className="space-y-2">
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 className="font-semibold">Player Roster ({count})</h3>
      {search}
    </div>
    {children}
  </section>
);
