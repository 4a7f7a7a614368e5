import { Fragment, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { ChevronDown, ChevronRight, Mail, Trash2, Upload, UserPlus } from 'lucide-react';
import type { TeamAbilities } from '@dugout/domain/access';
import {
  scoreBadgeColor,
  scoreBadgeLegend,
  headlineScore,
  headlineTexts,
  type ScoredFacts,
} from '@dugout/domain/scoring';
import { formatHeight, formatShortDate, formatSixty, formatWeight, gradYearLabel } from '@dugout/domain/shared';
import {
  collegeRowTone,
  sortRows,
  topMetricRows,
  type PlayerCollegeSummary,
  type SubmissionRow,
  type TeamPlayers,
  commitmentRemovalTexts,
  inviteMailLabel,
} from '@dugout/domain/teams';
import { contactActionLabel } from '@dugout/domain/tracker';
import { Badge } from '@/components/ui/badge';
import { BadgeLegend } from '@/components/ui/badge-legend';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { useIsMobile } from '@/lib/use-media';
import { useTeamPlayers } from '../api/team-players';
import { useCollegeInteraction } from '../api/college-interaction';
import { useSendInvite } from '../api/send-invite';
import { useCancelInvite } from '../api/cancel-invite';
import { AddPlayerDialog } from './AddPlayerDialog';
import { ImportPlayersDialog } from './ImportPlayersDialog';
import { EditSubmissionDialog } from './EditSubmissionDialog';
import { RemoveCommitmentButton } from './RemoveCommitmentButton';

/** What app/ puts beside a player (the coach-notes feature's note card); features never import each other. */
export type CoachNoteSlot = (player: { teamCode: string; userId: string; playerName: string | null }) => ReactNode;

/**
 * Player Management card: Add Player, import, and the Overview, Dashboards, College and Metrics tabs. Overview holds the
 * pending invites and the one player list (the Player Roster, passed in by the page: each player once, with ratings,
 * commitment, removal and winter training in the row's details).
 */
export function PlayerManagementCard({
  teamCode,
  abilities,
  roster,
  coachNote,
}: {
  teamCode: string;
  abilities: TeamAbilities;
  roster: ReactNode;
  coachNote?: CoachNoteSlot;
}) {
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const players = useTeamPlayers(teamCode);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Player Management</CardTitle>
        {abilities.managePlayers && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setAdding(true)}>
              <UserPlus /> Add Player
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload /> Import Players
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {players.isLoading ? (
          <Spinner />
        ) : players.isError ? (
          <ErrorState message={players.error.message} onRetry={() => players.refetch()} />
        ) : (
          <Tabs defaultValue="overview">
            <TabsList>
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="dashboards">
                <span className="sm:hidden">Dashboards</span>
                <span className="hidden sm:inline">Player Dashboards</span>
              </TabsTrigger>
              <TabsTrigger value="college">College Interaction</TabsTrigger>
              <TabsTrigger value="metrics">Top Metrics</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <Overview teamCode={teamCode} data={players.data!} abilities={abilities} roster={roster} />
            </TabsContent>
            <TabsContent value="dashboards">
              <Dashboards teamCode={teamCode} data={players.data!} abilities={abilities} />
            </TabsContent>
            <TabsContent value="college">
              <CollegeInteraction teamCode={teamCode} abilities={abilities} coachNote={coachNote} />
            </TabsContent>
            <TabsContent value="metrics">
              <TopMetrics members={players.data!.members} />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
      <AddPlayerDialog teamCode={teamCode} open={adding} onOpenChange={setAdding} />
      <ImportPlayersDialog teamCode={teamCode} open={importing} onOpenChange={setImporting} />
    </Card>
  );
}

function Overview({
  teamCode,
  data,
  abilities,
  roster,
}: {
  teamCode: string;
  data: TeamPlayers;
  abilities: TeamAbilities;
  roster: ReactNode;
}) {
  const send = useSendInvite();
  const cancel = useCancelInvite();
  return (
    <div className="space-y-6">
      <section aria-label="Pending invites">
        <h3 className="mb-2 font-semibold">Pending Invites ({data.invites.length})</h3>
        {data.invites.length === 0 ? (
          <p className="text-sm text-slate-500">No pending invites.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {data.invites.map((i) => (
              <li
                key={i.id}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="pending-invite"
              >
                <div>
                  <p className="font-medium">
                    {i.firstName} {i.lastName} <Badge tone="yellow">Pending</Badge>
                  </p>
                  <p className="text-sm text-slate-600">
                    {i.email} · {i.primaryPosition} · Class of {gradYearLabel(i.graduationYear, i.isPostgradDisplay)}
                    {i.mail
                      ? ` · ${inviteMailLabel(i.mail)}${i.mail.sentAt ? ` ${formatShortDate(i.mail.sentAt)}` : ''}`
                      : ''}
                  </p>
                </div>
                {abilities.managePlayers && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Send Invite to ${i.firstName} ${i.lastName}`}
                      disabled={send.isPending}
                      onClick={async () => {
                        try {
                          await send.mutateAsync({ teamCode, inviteId: i.id });
                          toast.success('Invite sent!', {
                            description: 'The player has been sent an invitation email.',
                          });
                        } catch {
                          toast.error('Error sending invite', {
                            description: 'Failed to send invite. Please try again.',
                          });
                        }
                      }}
                    >
                      <Mail /> Send Invite
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete invite for ${i.firstName} ${i.lastName}`}
                      onClick={async () => {
                        try {
                          await cancel.mutateAsync({ teamCode, inviteId: i.id });
                          toast.success('Invite cancelled', { description: 'The invitation has been cancelled.' });
                        } catch {
                          toast.error('Error', { description: 'Failed to cancel invite.' });
                        }
                      }}
                    >
                      <Trash2 className="text-red-600" />
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {roster}
    </div>
  );
}

function Dashboards({ teamCode, data, abilities }: { teamCode: string; data: TeamPlayers; abilities: TeamAbilities }) {
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

const rowTone = { green: 'bg-green-50', blue: 'bg-blue-50', orange: 'bg-orange-50', neutral: '' };

function CollegeInteraction({
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

/**
 * College Interaction's expanded row (docs/spec/part-1-accounts-teams-organizations.md section 2, College): the
 * commitment (school, division, conference, date, remove button), the coach's own note, and the followed colleges with
 * their contact actions (read-only), contact name and notes.
 */
function CollegeDetail({
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

type MetricRow = SubmissionRow & { playerName: string | null };
const metricColumns: Array<{
  key: string;
  label: string;
  value: (r: MetricRow) => string | number | null;
  show: (r: MetricRow) => string;
  hide?: string;
}> = [
  { key: 'name', label: 'Player Name', value: (r) => r.playerName, show: (r) => r.playerName ?? 'Unknown' },
  { key: 'position', label: 'Position', value: (r) => r.submittedPosition, show: (r) => r.submittedPosition ?? '—' },
  {
    key: 'grad',
    label: 'Grad Year',
    value: (r) => r.graduationYear,
    show: (r) => gradYearLabel(r.graduationYear, r.isPostgradDisplay),
  },
  {
    key: 'height',
    label: 'Height',
    value: (r) => r.height,
    show: (r) => formatHeight(r.height),
    hide: 'hidden md:table-cell',
  },
  {
    key: 'weight',
    label: 'Weight',
    value: (r) => r.weight,
    show: (r) => formatWeight(r.weight),
    hide: 'hidden md:table-cell',
  },
  {
    key: 'sixty',
    label: '60 Time',
    value: (r) => r.sixty,
    show: (r) => formatSixty(r.sixty),
    hide: 'hidden lg:table-cell',
  },
  {
    key: 'exit',
    label: 'Hit Velo',
    value: (r) => r.exitVelocity,
    show: (r) => r.exitVelocity?.toFixed(1) ?? '—',
    hide: 'hidden lg:table-cell',
  },
  {
    key: 'throw',
    label: 'Pos Velo',
    value: (r) => r.throwVelocity,
    show: (r) => r.throwVelocity?.toFixed(1) ?? '—',
    hide: 'hidden lg:table-cell',
  },
  {
    key: 'fb',
    label: 'FB Velo',
    value: (r) => r.fastballVelocity,
    show: (r) => r.fastballVelocity?.toFixed(1) ?? '—',
    hide: 'hidden xl:table-cell',
  },
  {
    key: 'spin',
    label: 'Spin Rate',
    value: (r) => r.fbSpinRate,
    show: (r) => (r.fbSpinRate == null ? '—' : String(Math.round(r.fbSpinRate))),
    hide: 'hidden xl:table-cell',
  },
  {
    key: 'strike',
    label: 'Strike %',
    value: (r) => r.strikePercentage,
    show: (r) => (r.strikePercentage == null ? '—' : `${r.strikePercentage}%`),
    hide: 'hidden xl:table-cell',
  },
  // the headline score, at the best position named (docs/decisions/0048-one-headline-score.md)
  {
    key: 'score',
    label: 'Total Score',
    value: (r) => headlineScore(r).score,
    show: (r) => headlineTexts.atPosition(headlineScore(r)),
  },
];

/** A player's headline score as a badge: '91.1 at C' (the score every screen shows for this submission). */
function HeadlineBadge({ row }: { row: ScoredFacts }) {
  const h = headlineScore(row);
  return (
    <Badge tone={scoreBadgeColor(h.score)} data-testid="headline-score">
      {headlineTexts.atPosition(h)}
    </Badge>
  );
}

function TopMetrics({ members }: { members: TeamPlayers['members'] }) {
  const [sort, setSort] = useState<{ key: string; dir: 'asc' | 'desc' }>({ key: 'score', dir: 'desc' });
  // One row per player: their latest submission (the score their dashboard shows).
  const latest = topMetricRows(members);
  if (latest.length === 0) return <EmptyState title="No completed submissions found" />;
  const col = metricColumns.find((c) => c.key === sort.key)!;
  const rows = sortRows(latest, col.value, sort.dir);
  return (
    <>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {metricColumns.map((c) => (
                <th
                  key={c.key}
                  className={cn('p-2', c.hide)}
                  aria-sort={sort.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <button
                    type="button"
                    className="font-semibold"
                    onClick={() =>
                      setSort((s) => ({ key: c.key, dir: s.key === c.key && s.dir === 'desc' ? 'asc' : 'desc' }))
                    }
                  >
                    {c.label}
                    {sort.key === c.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-slate-100">
                {metricColumns.map((c) => (
                  <td key={c.key} className={cn('p-2', c.hide)}>
                    {c.key === 'score' ? <HeadlineBadge row={r} /> : c.show(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 sm:hidden">
        {rows.map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="metric-card">
            <p className="flex justify-between font-medium">
              {r.playerName ?? 'Unknown'} <HeadlineBadge row={r} />
            </p>
            <dl className="mt-1 grid grid-cols-2 gap-x-3 text-slate-600">
              {metricColumns.slice(1, -1).map((c) => (
                <Fragment key={c.key}>
                  <dt>{c.label}</dt>
                  <dd>{c.show(r)}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <BadgeLegend className="mt-3" label="Score colours" items={scoreBadgeLegend} />
    </>
  );
}
