import type { ImportJob, ImportReport, ReferenceKind } from '@dugout/domain/reference-data';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps-types.ts';
import { enqueue, type JobHandler, type JobRow } from '../../services/jobs/queue.ts';
import { importReferenceCsv, invalidateAfterImport } from './reference-import.service.ts';
import { deleteImportFile, findImportFile, storeImportFile } from './reference-import.repo.ts';

export const IMPORT_JOB = 'reference-import';

export interface ImportJobPayload {
  kind: ReferenceKind;
  fileName: string | null;
  createdBy: string | null;
  source?: string;
  asOf?: string;
  schoolId?: number;
}

/**
 * Queues the import of an uploaded reference CSV (docs/decisions/0022-one-job-loop.md): the job row and the file
 * (`job_files`, in the database so any instance can read it after any restart) commit in one transaction. Call
 * `deps.jobs.kick()` after it. Imports run one at a time and in upload order (the queue never runs two jobs of one
 * kind at once), so a schools file uploaded before a rosters file is written first.
 */
export async function enqueueImport(db: Db, payload: ImportJobPayload, csv: string): Promise<string> {
  return db.transaction(async (tx) => {
    const id = (await enqueue(tx, IMPORT_JOB, payload))!;
    await storeImportFile(tx, id, payload.fileName, csv);
    return id;
  });
}

/**
 * The handler: one file is one unit of work, as for `npm run import` — the rows, the reference_imports run, the
 * report in the job row (`result`), rows done = total, and the removal of the stored file commit in ONE transaction.
 * A worker that died before that commit left nothing written, and the next one imports the file again; one that died
 * after it left no file, and the next one finds the report and only finishes the job.
 */
export function importHandler(deps: Pick<AppDeps, 'db'>): JobHandler {
  return async (job) => {
    const payload = job.payload as ImportJobPayload;
    const file = await findImportFile(deps.db, job.id);
    if (!file) {
      // Imported by an earlier attempt whose worker died before it marked the job done: only the caches remain to clear.
      await invalidateAfterImport(deps.db, payload.kind);
      return;
    }
    await importReferenceCsv(
      deps.db,
      { ...payload, csv: file.content },
      {
        onParsed: (rows) => job.setProgress({ done: 0, total: rows }),
        async onCommit(tx, report) {
          await job.setProgress({ done: report.rows, total: report.rows }, tx);
          await job.setResult(report, tx);
          await deleteImportFile(tx, job.id);
        },
      },
    );
  };
}

/** A job row as the import screen shows it. */
export function importJobView(job: JobRow): ImportJob {
  return {
    id: job.id,
    status: job.status as ImportJob['status'],
    done: job.progress.done ?? 0,
    total: job.progress.total ?? 0,
    attempts: job.attempts,
    error: job.lastError,
    report: job.status === 'done' ? ((job.result as ImportReport | null) ?? null) : null,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
