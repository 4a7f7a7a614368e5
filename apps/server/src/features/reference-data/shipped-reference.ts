import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { shippedSources } from '@dugout/domain/colleges';
import type { ImportReport, ReferenceKind } from '@dugout/domain/reference-data';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { countColleges } from './reference-import.repo.ts';
import { importReferenceCsv } from './reference-import.service.ts';

/** data/reference/ at the repository root (NOTICE names each source and licence). */
export const referenceDataDir = path.resolve(import.meta.dirname, '../../../../../data/reference');

/** The shipped files in import order (programs first: the other kinds refer to them). */
export const shippedReferenceFiles: Array<{ kind: ReferenceKind & keyof typeof shippedSources; file: string }> = [
  { kind: 'schools', file: 'schools.csv.gz' },
  { kind: 'academics', file: 'college_academics.csv.gz' },
  { kind: 'climate', file: 'climate.csv.gz' },
  { kind: 'rosters', file: 'rosters.csv.gz' },
  { kind: 'coaches', file: 'coaching_staff.csv.gz' },
];

export const readShippedCsv = (file: string, dir = referenceDataDir): string => {
  const bytes = readFileSync(path.join(dir, file));
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
};

/**
 * Imports every shipped reference file through the same importer as `npm run import` and the admin upload: one
 * transaction per file, its source and as-of date recorded in reference_imports. Stops at a rejected file.
 */
export async function importShippedReference(
  db: Db,
  logger: Pick<Logger, 'info' | 'error'>,
  dir = referenceDataDir,
): Promise<ImportReport[]> {
  const reports: ImportReport[] = [];
  for (const { kind, file } of shippedReferenceFiles) {
    const { source, asOf } = shippedSources[kind];
    const report = await importReferenceCsv(db, { kind, csv: readShippedCsv(file, dir), fileName: file, source, asOf });
    reports.push(report);
    const { rows, added, updated, unchanged, skipped, durationMs, status } = report;
    logger.info(
      { kind, file, status, rows, added, updated, unchanged, skipped, ms: durationMs },
      `Reference data: ${file} ${status}`,
    );
    if (status !== 'completed') {
      logger.error({ kind, file, rejections: report.rejections.slice(0, 5) }, 'Reference data file rejected');
      break;
    }
  }
  return reports;
}

/** At start-up, whatever DEMO_DATA says: an empty colleges table is filled from data/reference/. Restarts skip it. */
export async function loadShippedReferenceIfEmpty(db: Db, logger: Pick<Logger, 'info' | 'error'>): Promise<boolean> {
  if ((await countColleges(db)) > 0) return false;
  if (!existsSync(referenceDataDir)) {
    logger.error({ dir: referenceDataDir }, 'Reference data folder not found; colleges stay empty');
    return false;
  }
  const started = Date.now();
  logger.info({ dir: referenceDataDir }, 'Loading reference data (first start)');
  await importShippedReference(db, logger);
  logger.info({ ms: Date.now() - started }, 'Reference data loaded');
  return true;
}
