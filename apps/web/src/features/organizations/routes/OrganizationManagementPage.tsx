import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Copy, Users } from 'lucide-react';
import {
  organizationAdminMessages,
  organizationRequestStatuses,
  requestStatusLabel,
  type OrganizationManagement,
  type OrganizationRequestStatus,
} from '@dugout/domain/organizations';
import { formatShortDate } from '@dugout/domain/shared';
import { Button } from '@/components/ui/Button';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { errorMessage } from '@/lib/api';
import { useOrganizationManagement } from '../api/get-organization-management';
import { useDecideRequest } from '../api/decide-request';
import { useDecideAdminRequest } from '../api/decide-admin-request';
import { OrganizationForm } from '../components/OrganizationForm';
import { JoinOrganizationForm } from '../components/JoinOrganizationForm';
import { RequestStatusBadge } from '../components/RequestStatusBadge';

export type OrganizationTeam = OrganizationManagement['teams'][number];

/**
 * /organization-management (docs/decisions/0004-organization-management.md): tabs Teams, Players, Requests and Settings. The page in app/ passes the
 * Players tab (the Player Roster of the approved teams) as `renderPlayers`.
 */
export function OrganizationManagementPage({
  renderPlayers,
}: {
  renderPlayers?: (teams: OrganizationTeam[], requestedTeam: string | null) => ReactNode;
}) {
  const q = useOrganizationManagement();
  // ?team={teamCode} opens the Players tab on that team's roster (the server decides whether it may be seen).
  const requestedTeam = useSearchParams()[0].get('team')?.toUpperCase() ?? null;
  if (q.isLoading) return <Spinner />;
  if (q.isError)
    return (
      <PageContainer>
        <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      </PageContainer>
    );
  const data = q.data!;
  if (!data.organization) return <NoOrganization canCreate={data.abilities.create} waiting={data.myAdminRequests} />;
  const org = data.organization;
  const pending = data.requests.filter((r) => r.status === 'pending').length;
  return (
    <PageContainer>
      <PageTitle subtitle={[org.city, org.state].filter(Boolean).join(', ') || undefined}>{org.name}</PageTitle>
      <Tabs defaultValue={requestedTeam ? 'players' : 'teams'}>
        <TabsList aria-label="Organization sections">
          <TabsTrigger value="teams">Teams</TabsTrigger>
          <TabsTrigger value="players">Players</TabsTrigger>
          <TabsTrigger value="requests">Requests{pending ? ` (${pending})` : ''}</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="teams">
          <TeamsTab teams={data.teams} />
        </TabsContent>
        <TabsContent value="players">
          {data.teams.length === 0 && !requestedTeam ? (
            <EmptyState title="No teams have joined this organization yet." />
          ) : renderPlayers ? (
            renderPlayers(data.teams, requestedTeam)
          ) : (
            <TeamsTab teams={data.teams} />
          )}
        </TabsContent>
        <TabsContent value="requests">
          <RequestsTab requests={data.requests} canDecide={data.abilities.decideRequests} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab data={data} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

function NoOrganization({
  canCreate,
  waiting,
}: {
  canCreate: boolean;
  waiting: OrganizationManagement['myAdminRequests'];
}) {
  return (
    <PageContainer className="max-w-3xl">
      <PageTitle subtitle="Oversee the teams of your organization.">Organization Management</PageTitle>
      <div className="space-y-4">
        {waiting.map((r) => (
          <Card key={r.id} role="status">
            <CardHeader>
              <CardTitle>{organizationAdminMessages.requestPending}</CardTitle>
              <CardDescription>
                {organizationAdminMessages.requestPendingDescription(r.organizationName)}
              </CardDescription>
            </CardHeader>
          </Card>
        ))}
        {canCreate && (
          <Card>
            <CardHeader>
              <CardTitle>Create Your Organization</CardTitle>
              <CardDescription>
                You become its program admin and get a code to share with other program admins.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <OrganizationForm />
            </CardContent>
          </Card>
        )}
        <Card>
          <CardHeader>
            <CardTitle>Join an Organization</CardTitle>
            <CardDescription>Enter the organization code you received to become a program admin.</CardDescription>
          </CardHeader>
          <CardContent>
            <JoinOrganizationForm />
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}

function TeamsTab({ teams }: { teams: OrganizationTeam[] }) {
  if (teams.length === 0)
    return (
      <EmptyState title="No teams have joined this organization yet.">Approved team requests appear here.</EmptyState>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Teams">
      {teams.map((t) => (
        <li key={t.teamCode}>
          <Card className="h-full">
            <CardContent className="flex items-start gap-3 pt-4 sm:pt-6">
              {t.logoUrl ? (
                <img src={t.logoUrl} alt="" className="size-12 rounded-md object-cover" />
              ) : (
                <div className="flex size-12 items-center justify-center rounded-md bg-slate-100 text-slate-400">
                  <Users aria-hidden />
                </div>
              )}
              <div className="min-w-0">
                <p className="truncate font-semibold">{t.teamName}</p>
                <p className="text-sm text-slate-500">
                  {[t.city, t.state].filter(Boolean).join(', ') || '—'} · {t.teamType}
                </p>
                <p className="text-sm text-slate-600">
                  {t.players} {t.players === 1 ? 'player' : 'players'} · TeamID {t.teamCode}
                </p>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function RequestsTab({ requests, canDecide }: { requests: OrganizationManagement['requests']; canDecide: boolean }) {
  const [status, setStatus] = useState<OrganizationRequestStatus>('pending');
  const decide = useDecideRequest();
  const shown = requests.filter((r) => r.status === status);
  const act = async (id: string, s: 'approved' | 'rejected', teamName: string) => {
    try {
      await decide.mutateAsync({ id, status: s });
      toast.success(s === 'approved' ? 'Request approved' : 'Request rejected', {
        description: `${teamName} has been ${s}.`,
      });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  };
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Request status" className="flex flex-wrap gap-2">
        {organizationRequestStatuses.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === status ? 'default' : 'outline'}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {requestStatusLabel(s)} ({requests.filter((r) => r.status === s).length})
          </Button>
        ))}
      </div>
      {shown.length === 0 ? (
        <EmptyState title={`No ${requestStatusLabel(status).toLowerCase()} requests.`} />
      ) : (
        <ul className="space-y-3" aria-label="Requests">
          {shown.map((r) => (
            <li key={r.id}>
              <Card>
                <CardContent className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-start sm:justify-between sm:pt-6">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {r.teamName} <span className="font-normal text-slate-500">({r.teamCode})</span>
                    </p>
                    <p className="text-sm text-slate-600">
                      Requested by {r.requesterName} on {formatShortDate(r.createdAt)}
                    </p>
                    {r.message && <p className="mt-1 whitespace-pre-line text-sm text-slate-700">“{r.message}”</p>}
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    <RequestStatusBadge status={r.status} />
                    {canDecide && r.status === 'pending' && (
                      <>
                        <Button
                          size="sm"
                          onClick={() => void act(r.id, 'approved', r.teamName)}
                          disabled={decide.isPending}
                          aria-label={`Approve ${r.teamName}`}
                        >
                          Approve
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => void act(r.id, 'rejected', r.teamName)}
                          disabled={decide.isPending}
                          aria-label={`Reject ${r.teamName}`}
                        >
                          Reject
                        </Button>
                      </>
                    )}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Redeemed organization codes waiting for a program admin: Approve / Decline. */
function AdminRequestsCard({
  requests,
  canDecide,
}: {
  requests: OrganizationManagement['adminRequests'];
  canDecide: boolean;
}) {
  const decide = useDecideAdminRequest();
  const act = async (id: string, decision: 'approve' | 'decline', name: string) => {
    try {
      await decide.mutateAsync({ id, decision });
      toast.success(decision === 'approve' ? 'Program admin approved' : 'Request declined', { description: name });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending Program Admins ({requests.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {requests.length === 0 ? (
          <p className="text-sm text-slate-500">No pending requests.</p>
        ) : (
          <ul className="space-y-3" aria-label="Pending program admins">
            {requests.map((r) => (
              <li key={r.id} className="space-y-1">
                <p className="font-medium">{r.name}</p>
                <p className="break-all text-sm text-slate-500">
                  {r.email} · {formatShortDate(r.createdAt)}
                </p>
                {canDecide && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={decide.isPending}
                      onClick={() => void act(r.id, 'approve', r.name)}
                      aria-label={`Approve ${r.name}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={decide.isPending}
                      onClick={() => void act(r.id, 'decline', r.name)}
                      aria-label={`Decline ${r.name}`}
                    >
                      Decline
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SettingsTab({ data }: { data: OrganizationManagement }) {
  const org = data.organization!;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(org.joinCode);
      toast.success('Organization code copied!', { description: 'Share this code with other program admins.' });
    } catch {
      toast.error('Error', { description: 'Could not copy the code.' });
    }
  };
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <Card>
        <CardHeader>
          <CardTitle>Organization Details</CardTitle>
        </CardHeader>
        <CardContent>{data.abilities.manage ? <OrganizationForm organization={org} /> : <p>{org.name}</p>}</CardContent>
      </Card>
      <div className="space-y-4">
        <Card>
          <CardHeader>
            <CardTitle>Organization Code</CardTitle>
            <CardDescription>
              An organization administrator who redeems this code asks to become a program admin; you approve or decline
              below.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex items-center gap-2">
            <code
              className="rounded-md bg-slate-100 px-3 py-2 font-mono text-lg tracking-widest"
              data-testid="org-join-code"
            >
              {org.joinCode}
            </code>
            <Button variant="outline" size="icon" onClick={() => void copy()} aria-label="Copy organization code">
              <Copy aria-hidden />
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Program Admins ({data.programAdmins.length})</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2">
              {data.programAdmins.map((a) => (
                <li key={a.userId}>
                  <p className="font-medium">{a.name}</p>
                  <p className="text-sm text-slate-500">{a.email}</p>
                </li>
              ))}
            </ul>
            {!org.isActive && <Badge tone="grey">Inactive</Badge>}
          </CardContent>
        </Card>
        <AdminRequestsCard requests={data.adminRequests} canDecide={data.abilities.manage} />
      </div>
    </div>
  );
}
