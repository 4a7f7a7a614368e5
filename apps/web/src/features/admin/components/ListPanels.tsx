import { toast } from '@/lib/toast';
import { requestStatusLabel, requestStatusTone } from '@dugout/domain/organizations';
import { formatShortDate } from '@dugout/domain/shared';
import { subjectLabel } from '@dugout/domain/support';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import {
  useAdminOrganizations,
  useAdminOutbox,
  useAdminRequests,
  useAdminSupport,
  useAdminTeams,
  useRetryMail,
  useSetSupportStatus,
} from '../api/admin-lists';
import { useDecideRequest } from '@/features/organizations/api/decide-request';
import { DataTable, Td } from './DataTable';

function States({
  q,
  empty,
  children,
}: {
  q: { isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  empty: boolean;
  children: React.ReactNode;
}) {
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  if (empty) return <EmptyState title="Nothing here yet." />;
  return <>{children}</>;
}

export function TeamsPanel() {
  const q = useAdminTeams();
  return (
    <States q={q} empty={!q.data?.teams.length}>
      <DataTable
        caption="Teams"
        head={['Team', 'TeamID', 'Type', 'Place', 'Owner', 'Players', 'Subscription', 'Created']}
      >
        {q.data?.teams.map((t) => (
          <tr key={t.teamCode}>
            <Td>{t.teamName}</Td>
            <Td className="font-mono">{t.teamCode}</Td>
            <Td>{t.teamType}</Td>
            <Td>{[t.city, t.state].filter(Boolean).join(', ') || '—'}</Td>
            <Td className="break-all">{t.ownerEmail}</Td>
            <Td>{t.players}</Td>
            <Td>{t.paymentStatus}</Td>
            <Td>{formatShortDate(t.createdAt)}</Td>
          </tr>
        ))}
      </DataTable>
    </States>
  );
}

export function OrganizationsPanel() {
  const q = useAdminOrganizations();
  return (
    <States q={q} empty={!q.data?.organizations.length}>
      <DataTable
        caption="Organizations"
        head={['Organization', 'Code', 'Place', 'Contact', 'Teams', 'Program admins', 'Status']}
      >
        {q.data?.organizations.map((o) => (
          <tr key={o.id}>
            <Td>{o.name}</Td>
            <Td className="font-mono">{o.joinCode}</Td>
            <Td>{[o.city, o.state].filter(Boolean).join(', ') || '—'}</Td>
            <Td className="break-all">{o.contactEmail ?? '—'}</Td>
            <Td>{o.teams}</Td>
            <Td>{o.programAdmins}</Td>
            <Td>
              <Badge tone={o.isActive ? 'green' : 'grey'}>{o.isActive ? 'Active' : 'Inactive'}</Badge>
            </Td>
          </tr>
        ))}
      </DataTable>
    </States>
  );
}

export function RequestsPanel() {
  const q = useAdminRequests();
  const decide = useDecideRequest();
  const act = async (id: string, status: 'approved' | 'rejected') => {
    try {
      await decide.mutateAsync({ id, status });
      toast.success(status === 'approved' ? 'Request approved' : 'Request rejected');
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  };
  return (
    <States q={q} empty={!q.data?.requests.length}>
      <DataTable caption="Organization requests" head={['Team', 'Organization', 'Requested by', 'Date', 'Status', '']}>
        {q.data?.requests.map((r) => (
          <tr key={r.id}>
            <Td>
              {r.teamName} <span className="text-slate-500">({r.teamCode})</span>
            </Td>
            <Td>{r.organizationName}</Td>
            <Td>{r.requesterName}</Td>
            <Td>{formatShortDate(r.createdAt)}</Td>
            <Td>
              <Badge tone={requestStatusTone(r.status)}>{requestStatusLabel(r.status)}</Badge>
            </Td>
            <Td>
              {r.status === 'pending' && (
                <div className="flex gap-2">
                  <Button size="sm" disabled={decide.isPending} onClick={() => void act(r.id, 'approved')}>
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={decide.isPending}
                    onClick={() => void act(r.id, 'rejected')}
                  >
                    Reject
                  </Button>
                </div>
              )}
            </Td>
          </tr>
        ))}
      </DataTable>
    </States>
  );
}

export function SupportPanel() {
  const q = useAdminSupport();
  const setStatus = useSetSupportStatus();
  return (
    <States q={q} empty={!q.data?.requests.length}>
      <ul className="space-y-3">
        {q.data?.requests.map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">{subjectLabel(r.subject)}</p>
              <div className="flex items-center gap-2">
                <Badge tone={r.status === 'open' ? 'yellow' : 'grey'}>{r.status === 'open' ? 'Open' : 'Closed'}</Badge>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={setStatus.isPending}
                  onClick={() => setStatus.mutate({ id: r.id, status: r.status === 'open' ? 'closed' : 'open' })}
                >
                  {r.status === 'open' ? 'Close' : 'Reopen'}
                </Button>
              </div>
            </div>
            <p className="text-sm text-slate-500">
              {r.userName} &lt;{r.userEmail}&gt; · {formatShortDate(r.createdAt)}
            </p>
            <p className="mt-1 whitespace-pre-line text-sm">{r.message}</p>
          </li>
        ))}
      </ul>
    </States>
  );
}

export function OutboxPanel() {
  const q = useAdminOutbox();
  const retry = useRetryMail();
  return (
    <States q={q} empty={!q.data?.mail.length}>
      <ul className="space-y-2">
        {q.data?.mail.map((m) => (
          <li key={m.id} data-testid="outbox-mail">
            <details className="rounded-lg border border-slate-200 p-3">
              <summary className="cursor-pointer break-words">
                <span className="font-medium">{m.subject}</span>{' '}
                <span className="text-sm text-slate-500">
                  to {m.to} · {formatShortDate(m.createdAt)} · <span data-testid="outbox-status">{m.status}</span>
                  {m.attempts > 0 && ` · ${m.attempts} ${m.attempts === 1 ? 'attempt' : 'attempts'}`}
                  {m.sentAt && ` · sent ${formatShortDate(m.sentAt)}`}
                  {m.status === 'queued' &&
                    m.nextAttemptAt &&
                    m.attempts > 0 &&
                    ` · next try ${new Date(m.nextAttemptAt).toLocaleTimeString()}`}
                </span>
              </summary>
              <pre className="mt-2 whitespace-pre-wrap text-sm text-slate-700">{m.text}</pre>
              {m.error && <p className="text-sm text-red-700">Last error: {m.error}</p>}
            </details>
            {m.status === 'failed' && (
              <Button
                size="sm"
                variant="outline"
                className="mt-1"
                aria-label={`Retry mail to ${m.to}: ${m.subject}`}
                disabled={retry.isPending}
                onClick={async () => {
                  try {
                    await retry.mutateAsync(m.id);
                    toast.success('Mail queued again');
                  } catch (err) {
                    toast.error('Error', { description: errorMessage(err) });
                  }
                }}
              >
                Retry
              </Button>
            )}
          </li>
        ))}
      </ul>
    </States>
  );
}
