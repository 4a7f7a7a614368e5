import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Upload } from 'lucide-react';
import {
  REFERENCE_IMPORT_MAX_BYTES,
  referenceKindLabels,
  referenceKinds,
  type ImportReport,
  type ReferenceKind,
} from '@dugout/domain/reference-data';
import { formatShortDate } from '@dugout/domain/shared';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, Input, NativeSelect } from '@/components/ui/Input';
import { Badge } from '@/components/ui/Badge';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useImportJob, useImportRuns, useUploadReferenceCsv, type UploadMeta } from '../api/reference-import.api';

function Report({ report }: { report: ImportReport }) {
  const ok = report.status === 'completed';
  return (
    <div
      role="status"
      className={`rounded-lg border p-4 ${ok ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'}`}
      data-testid="import-report"
    >
      <p className="font-semibold">
        {ok ? 'Import completed' : 'Import rejected — nothing was changed'}: {report.fileName} (
        {referenceKindLabels[report.kind]})
      </p>
      <p className="mt-1 text-sm">
        {report.rows} rows · {report.added} added · {report.updated} updated · {report.unchanged} unchanged ·{' '}
        {report.skipped} skipped · {report.rejected} rejected · {(report.durationMs / 1000).toFixed(1)} s
      </p>
      {report.rejections.length > 0 && (
        <div className="mt-3 max-h-64 overflow-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-slate-500 uppercase">
                <th className="py-1 pr-3">Row</th>
                <th className="py-1">Reason</th>
              </tr>
            </thead>
            <tbody>
              {report.rejections.map((r) => (
                <tr key={`${r.row}-${r.reason}`} className="border-t border-red-100">
                  <td className="py-1 pr-3">{r.row}</td>
                  <td className="py-1">{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.skippedReasons.length > 0 && (
        <details className="mt-2 text-sm">
          <summary>Skipped rows ({report.skipped})</summary>
          <ul className="mt-1 list-inside list-disc">
            {report.skippedReasons.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function Bar({ label, fraction }: { label: string; fraction: number }) {
  const pct = Math.min(100, Math.round(fraction * 100));
  return (
    <div
      className="h-2 w-full overflow-hidden rounded bg-slate-200"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
    >
      <div className="h-full bg-blue-600 transition-all" style={{ width: `${pct}%` }} />
    </div>
  );
}

/**
 * Reference-data import (admin): choose a kind and a CSV file, see upload progress; the server imports the file as a
 * background job (docs/decisions/0022-one-job-loop.md), so the panel then polls it for rows done / total and shows its report.
 */
export function ReferenceImportPanel() {
  const [kind, setKind] = useState<ReferenceKind>('schools');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [jobId, setJobId] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [meta, setMeta] = useState<UploadMeta>({});
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadReferenceCsv(setProgress);
  const job = useImportJob(jobId);
  const runs = useImportRuns();
  const announced = useRef<string | null>(null);
  const current = job.data && job.data.id === jobId ? job.data : null;
  // From the 202 until the job is done or failed (before its first poll answers, it is queued).
  const importing =
    jobId !== null && (current ? current.status === 'queued' || current.status === 'running' : !job.isError);
  const report: ImportReport | null = current?.status === 'done' ? current.report : null;

  useEffect(() => {
    if (!current || announced.current === current.id) return;
    if (current.status === 'done' && current.report) {
      announced.current = current.id;
      const r = current.report;
      if (r.status === 'completed')
        toast.success('Import completed', { description: `${r.added} added, ${r.updated} updated` });
      else toast.error('Error', { description: `The file was rejected: ${r.rejected} bad rows` });
    } else if (current.status === 'failed') {
      announced.current = current.id;
      toast.error('Error', { description: current.error ?? 'The import failed.' });
    }
  }, [current]);

  const submit = () => {
    if (!file) return setFileError('Please choose a CSV file to import.');
    if (file.size > REFERENCE_IMPORT_MAX_BYTES) return setFileError('The file is larger than 20 MB.');
    setJobId(null);
    setProgress(0);
    upload.mutate(
      { kind, file, meta },
      {
        onSuccess: (queued) => setJobId(queued.id),
        onError: (e) => toast.error('Error', { description: errorMessage(e) }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reference data import</CardTitle>
        <CardDescription>
          Upload a CSV per table (formats in docs/reference-data.md). One bad row rejects the whole file; re-importing a
          file changes nothing.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field label="Table" htmlFor="ri-kind">
            <NativeSelect id="ri-kind" value={kind} onChange={(e) => setKind(e.target.value as ReferenceKind)}>
              {referenceKinds.map((k) => (
                <option key={k} value={k}>
                  {referenceKindLabels[k]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="CSV file" htmlFor="ri-file" error={fileError}>
            <Input
              id="ri-file"
              ref={inputRef}
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(undefined);
              }}
            />
          </Field>
          <Field
            label="Source (cited beside the figures)"
            htmlFor="ri-source"
            hint="e.g. College Scorecard; blank: 'Uploaded file <name>'"
          >
            <Input
              id="ri-source"
              maxLength={120}
              value={meta.source ?? ''}
              onChange={(e) => setMeta((m) => ({ ...m, source: e.target.value }))}
            />
          </Field>
          <Field label="As of" htmlFor="ri-asof" hint="e.g. 2023–24; blank: today's date">
            <Input
              id="ri-asof"
              maxLength={40}
              value={meta.asOf ?? ''}
              onChange={(e) => setMeta((m) => ({ ...m, asOf: e.target.value }))}
            />
          </Field>
          <Field
            label="School id (one-team roster or staff file)"
            htmlFor="ri-school"
            hint="Used when the file has no school_id column"
          >
            <Input
              id="ri-school"
              inputMode="numeric"
              value={meta.schoolId ?? ''}
              onChange={(e) => setMeta((m) => ({ ...m, schoolId: e.target.value }))}
            />
          </Field>
          <Button type="submit" disabled={upload.isPending || importing}>
            <Upload className="size-4" aria-hidden />
            {upload.isPending || importing ? 'Importing…' : 'Import'}
          </Button>
        </form>
        {upload.isPending && (
          <div>
            <Bar label="Upload progress" fraction={progress} />
            <p className="mt-1 text-xs text-slate-500">
              {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Uploaded. Queuing the import…'}
            </p>
          </div>
        )}
        {jobId && !current && job.isError && (
          <ErrorState message={errorMessage(job.error)} onRetry={() => void job.refetch()} />
        )}
        {importing && (
          <div data-testid="import-progress">
            <Bar label="Import progress" fraction={current && current.total > 0 ? current.done / current.total : 0} />
            <p className="mt-1 text-xs text-slate-500" aria-live="polite">
              {!current || current.status === 'queued'
                ? 'Queued: the import starts in a moment…'
                : `Validating and importing… ${current.done.toLocaleString()} / ${current.total.toLocaleString()} rows`}
              {current && current.attempts > 1 && ` (attempt ${current.attempts})`}
            </p>
          </div>
        )}
        {current?.status === 'failed' && (
          <div
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm"
            data-testid="import-failed"
          >
            <p className="font-semibold">Import failed — nothing was changed</p>
            {current.error && <p className="mt-1 break-words">{current.error}</p>}
          </div>
        )}
        {report && <Report report={report} />}
        <div>
          <h3 className="mb-2 text-sm font-semibold">Recent imports</h3>
          {runs.isLoading ? (
            <Spinner />
          ) : runs.isError ? (
            <ErrorState message={errorMessage(runs.error)} onRetry={() => void runs.refetch()} />
          ) : !runs.data?.runs.length ? (
            <EmptyState title="No imports yet" />
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {runs.data.runs.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
                  <span>
                    {formatShortDate(r.createdAt)} · {r.kind} · {r.fileName ?? '—'}
                    {r.source ? ` · ${[r.source, r.asOf].filter(Boolean).join(' ')}` : ''}
                  </span>
                  <span className="flex items-center gap-2">
                    {r.added} added · {r.updated} updated · {r.rejected} rejected
                    <Badge tone={r.status === 'completed' ? 'green' : 'red'}>{r.status}</Badge>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
