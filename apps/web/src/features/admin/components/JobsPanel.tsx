import { jobKindLabels, jobStatusLabels } from '@dugout/domain/reference-data';
import { formatShortDate } from '@dugout/domain/shared';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useAdminJobs, type AdminJob } from '../api/jobs';

const tone = { queued: 'grey', running: 'blue', done: 'green', failed: 'red' } as const;
const when = (iso: string | null) =>
  iso ? `${formatShortDate(iso)} ${new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}` : '—';

function Progress({ job }: { job: AdminJob }) {
  const pct = job.total > 0 ? Math.min(100, Math.round((job.done / job.total) * 100)) : job.status === 'done' ? 100 : 0;
  return (
    <div className="mt-2">
      <div
        className="h-2 w-full overflow-hidden rounded bg-slate-200"
        role="progressbar"
        aria-label={`${jobKindLabels[job.kind] ?? job.kind} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div
          className={`h-full ${job.status === 'failed' ? 'bg-red-600' : 'bg-blue-600'}`}
          style={{ width: `${pct}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {job.done.toLocaleString()} / {job.total.toLocaleString()} done
      </p>
    </div>
  );
}

/** Background jobs at /admin (docs/decisions/0021-durable-jobs.md): the newest 50, the same on every instance. */
export function JobsPanel() {
  const q = useAdminJobs();
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  if (!q.data?.jobs.length) return <EmptyState title="No background jobs yet." />;
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <Button size="sm" variant="outline" onClick={() => void q.refetch()} disabled={q.isFetching}>
          Refresh
        </Button>
      </div>
      <ul className="space-y-2">
        {q.data.jobs.map((j) => (
          <li key={j.id} className="rounded-lg border border-slate-200 p-3" data-testid="admin-job">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{jobKindLabels[j.kind] ?? j.kind}</span>
              <Badge tone={tone[j.status] ?? 'grey'} data-testid="admin-job-status">
                {jobStatusLabels[j.status] ?? j.status}
              </Badge>
            </div>
            <Progress job={j} />
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">
              <dt>Queued</dt>
              <dd>{when(j.createdAt)}</dd>
              <dt>Started</dt>
              <dd>{when(j.startedAt)}</dd>
              <dt>Finished</dt>
              <dd>{when(j.finishedAt)}</dd>
              <dt>Attempts</dt>
              <dd>{j.attempts}</dd>
            </dl>
            {j.error && <p className="mt-1 break-words text-sm text-red-700">Last error: {j.error}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
