import { readFileSync } from 'node:fs';
import path from 'node:path';
import { referenceKinds } from '@dugout/domain';
import { parseEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { assertKind, importReferenceCsv } from '../features/reference-data/reference-import.service.ts';
import { zipCodesCsvFromPackage } from '../features/reference-data/zip-codes.ts';

/**
 * npm run import -- <kind> <file.csv> : imports one reference CSV file (docs/reference-data.md).
 * npm run import -- zip_codes --from-package : US and Canadian codes from the `zipcodes` npm package.
 */
const [kindArg, file] = process.argv.slice(2);
if (!kindArg || !file) {
  console.error(`usage: npm run import -- <kind> <file.csv>\nkinds: ${referenceKinds.join(', ')}`);
  process.exit(2);
}
let kind;
try {
  kind = assertKind(kindArg);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
const fromPackage = kind === 'zip_codes' && file === '--from-package';
const csv = fromPackage ? zipCodesCsvFromPackage() : readFileSync(file, 'utf8');
const report = await importReferenceCsv(database.db, { kind, csv, fileName: fromPackage ? 'zipcodes (npm package)' : path.basename(file) });
await database.close();
const perSec = report.durationMs > 0 ? Math.round((report.rows / report.durationMs) * 1000) : report.rows;
console.log(`${report.kind} ← ${report.fileName}: ${report.status.toUpperCase()}`);
console.log(`  rows ${report.rows}, added ${report.added}, updated ${report.updated}, unchanged ${report.unchanged}, skipped ${report.skipped}, rejected ${report.rejected}`);
console.log(`  ${report.durationMs} ms, ${perSec} rows/s`);
for (const r of report.rejections.slice(0, 20)) console.log(`  row ${r.row}: ${r.reason}`);
if (report.rejections.length > 20) console.log(`  … ${report.rejections.length - 20} more rejected rows`);
for (const s of report.skippedReasons.slice(0, 5)) console.log(`  skipped: ${s}`);
process.exit(report.status === 'completed' ? 0 : 1);
