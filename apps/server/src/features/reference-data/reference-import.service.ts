import Papa from 'papaparse';
import {
  checkHeader,
  parseReferenceRow,
  presentFields,
  type ImportReport,
  type ReferenceKind,
} from '@dugout/domain/reference-data';
import { AppError } from '@dugout/domain/shared';
import { cacheFor, cacheNamespaces } from '../../services/cache/cache.ts';
import type { Db, Tx } from '../../db/client.ts';
import { invalidateReferenceCaches } from '../../services/cache/reference-cache.ts';
import { insertImportRun, updateImportRunCounts } from './reference-import.repo.ts';
import { RejectFile, type Plan, type Rec, type Rejection } from './reference-write.ts';
import { writeKind } from './reference-writers.ts';

/**
 * Imports one reference CSV file (docs/decisions/0009-site-administration.md, docs/decisions/0015-reference-and-demo-data.md), shared by `npm run import` and the
 * admin upload's `reference-import` job (reference-import-job.ts).
 * Every row is validated first; one bad row rejects the whole file with that row's reason. The writes run in ONE
 * transaction, upserting by id; rows equal to what is stored are left alone, so re-importing a file changes nothing.
 * Each run is recorded in reference_imports, in that same transaction.
 */
export async function importReferenceCsv(
  db: Db,
  input: {
    kind: ReferenceKind;
    csv: string;
    fileName?: string | null;
    createdBy?: string | null;
    /** Cited beside the figures ('College Scorecard', '2022–23'); by default 'Uploaded file <name>' and today's date. */
    source?: string | null;
    asOf?: string | null;
    /** For a one-team roster or staff file without a school_id column. */
    schoolId?: number | null;
  },
  hooks: {
    /** Once the file is parsed: how many data rows it has. */
    onParsed?(rows: number): Promise<void>;
    /** Inside the transaction that records the run (and, for a completed file, wrote its rows): store the report with it. */
    onCommit?(tx: Tx, report: ImportReport): Promise<void>;
  } = {},
): Promise<ImportReport> {
  const started = performance.now();
  const parsed = Papa.parse<Record<string, string>>(input.csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  let headers = parsed.meta.fields ?? [];
  const rows = parsed.data;
  if (input.schoolId && !headers.some((h) => ['school_id', 'team_id', 'teamid'].includes(h.toLowerCase()))) {
    headers = [...headers, 'school_id'];
    for (const r of rows) r.school_id = String(input.schoolId);
  }
  const rejections: Rejection[] = [];
  const headerProblem =
    rows.length === 0 && headers.length === 0 ? 'The file is empty' : checkHeader(input.kind, headers);
  if (headerProblem) rejections.push({ row: 1, reason: headerProblem });
  for (const e of parsed.errors)
    if (e.row != null && e.code !== 'UndetectableDelimiter') rejections.push({ row: e.row + 2, reason: e.message });
  const values: Array<{ row: number; value: Rec }> = [];
  if (!headerProblem) {
    rows.forEach((record, i) => {
      const r = parseReferenceRow(input.kind, record);
      if (r.ok) values.push({ row: i + 2, value: r.value as Rec });
      else rejections.push({ row: i + 2, reason: r.reason });
    });
  }
  const fields = presentFields(input.kind, headers);

  await hooks.onParsed?.(rows.length);

  const emptyPlan: Plan = { added: 0, updated: 0, unchanged: 0, skipped: 0, skippedReasons: [] };
  /** Records the run and builds the report in `tx` — the write's transaction for a completed file — and lets the caller store it there too. */
  const recordRun = (tx: Tx, status: 'completed' | 'rejected', plan: Plan) =>
    insertImportRun(tx, {
      kind: input.kind,
      fileName: input.fileName ?? null,
      added: plan.added,
      updated: plan.updated,
      rejected: rejections.length,
      status,
      createdBy: input.createdBy ?? null,
      finishedAt: new Date(),
      source: input.source?.trim() || `Uploaded file${input.fileName ? ` ${input.fileName}` : ''}`,
      asOf: input.asOf?.trim() || (input.source?.trim() ? null : new Date().toISOString().slice(0, 10)),
    });
  const finish = async (
    tx: Tx,
    status: 'completed' | 'rejected',
    plan: Plan,
    recorded?: string | null,
  ): Promise<ImportReport> => {
    const runId = recorded ?? (await recordRun(tx, status, plan));
    const report: ImportReport = {
      id: runId,
      kind: input.kind,
      fileName: input.fileName ?? null,
      status,
      rows: rows.length,
      ...plan,
      rejected: rejections.length,
      rejections: rejections.slice(0, 1000),
      skippedReasons: plan.skippedReasons.slice(0, 50),
      durationMs: Math.round(performance.now() - started),
    };
    await hooks.onCommit?.(tx, report);
    return report;
  };

  let report: ImportReport | null = null;
  if (rejections.length === 0) {
    try {
      // The run is recorded first: every row the file writes references it, and cites its source
      // (docs/decisions/0051-row-sources.md).
      report = await db.transaction(async (tx) => {
        const runId = await recordRun(tx, 'completed', emptyPlan);
        const plan = await writeKind(tx, input.kind, values, fields, runId);
        if (runId) await updateImportRunCounts(tx, runId, { added: plan.added, updated: plan.updated });
        return finish(tx, 'completed', plan, runId);
      });
    } catch (err) {
      if (!(err instanceof RejectFile)) throw err;
      rejections.push(...err.rejections);
    }
  }
  if (!report) {
    rejections.sort((a, b) => a.row - b.row);
    report = await db.transaction((tx) => finish(tx, 'rejected', emptyPlan));
  } else {
    await invalidateAfterImport(db, input.kind);
  }
  return report;
}

/**
 * After a completed import: the reference caches of this process, the shared school profiles (every instance), and
 * the shared ZIP cache after a ZIP file.
 */
export async function invalidateAfterImport(db: Db, kind: ReferenceKind) {
  invalidateReferenceCaches();
  await cacheFor(db).invalidate(cacheNamespaces.collegeProfiles);
  if (kind === 'zip_codes') await cacheFor(db).invalidate(cacheNamespaces.zip);
}

export const assertKind = (k: string): ReferenceKind => {
  const kinds = [
    'schools',
    'academics',
    'rosters',
    'coaches',
    'fields',
    'climate',
    'commit_counts',
    'transfers',
    'high_schools',
    'zip_codes',
  ];
  if (!kinds.includes(k)) throw new AppError('invalid_input', `Kind must be one of: ${kinds.join(', ')}`);
  return k as ReferenceKind;
};
