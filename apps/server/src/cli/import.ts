import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { referenceKinds } from '@dugout/domain/reference-data';
import { parseEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { assertKind, importReferenceCsv } from '../features/reference-data/index.ts';
import { importShippedReference } from '../features/reference-data/index.ts';
import { zipCodesCsvFromPackage } from '../features/reference-data/index.ts';

/**
 * npm run import                        : refreshes every shipped file in data/reference/ (NOTICE, docs/reference-data.md).
 * npm run import -- <kind> <file.csv> [--source "College Scorecard"] [--as-of 2023-24] [--school 193]
 *                                       : imports one reference CSV file (.csv or .csv.gz).
 * npm run import -- zip_codes --from-package : US and Canadian codes from the `zipcodes` npm package.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    source: { type: 'string' },
    'as-of': { type: 'string' },
    school: { type: 'string' },
    'from-package': { type: 'boolean' },
  },
});
const [kindArg, file] = positionals;
const env = parseEnv();

if (!kindArg) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const reports = await importShippedReference(database.db, createLogger('silent'));
  await database.close();
  for (const r of reports) {
    console.log(
      `${r.kind} ← ${r.fileName}: ${r.status.toUpperCase()} · rows ${r.rows}, added ${r.added}, updated ${r.updated}, unchanged ${r.unchanged}, skipped ${r.skipped}, rejected ${r.rejected} · ${r.durationMs} ms`,
    );
    for (const x of r.rejections.slice(0, 5)) console.log(`  row ${x.row}: ${x.reason}`);
  }
  process.exit(reports.every((r) => r.status === 'completed') ? 0 : 1);
}
const fromPackage = kindArg === 'zip_codes' && (values['from-package'] || file === '--from-package');
if (!file && !fromPackage) {
  console.error(
    `usage: npm run import [-- <kind> <file.csv> [--source NAME] [--as-of DATE] [--school ID]]\nkinds: ${referenceKinds.join(', ')}`,
  );
  process.exit(2);
}
let kind;
try {
  kind = assertKind(kindArg);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
const school = values.school ? Number(values.school) : null;
if (values.school && !(Number.isInteger(school) && school! > 0)) {
  console.error('--school must be a positive whole number (the program id)');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
const csv = fromPackage
  ? zipCodesCsvFromPackage()
  : file!.endsWith('.gz')
    ? (await import('node:zlib')).gunzipSync(readFileSync(file!)).toString('utf8')
    : readFileSync(file!, 'utf8');
const report = await importReferenceCsv(database.db, {
  kind,
  csv,
  fileName: fromPackage ? 'zipcodes (npm package)' : path.basename(file!),
  source: values.source ?? (fromPackage ? 'zipcodes npm package' : null),
  asOf: values['as-of'] ?? null,
  schoolId: school,
});
await database.close();
const perSec = report.durationMs > 0 ? Math.round((report.rows / report.durationMs) * 1000) : report.rows;
console.log(`${report.kind} ← ${report.fileName}: ${report.status.toUpperCase()}`);
console.log(
  `  rows ${report.rows}, added ${report.added}, updated ${report.updated}, unchanged ${report.unchanged}, skipped ${report.skipped}, rejected ${report.rejected}`,
);
console.log(`  ${report.durationMs} ms, ${perSec} rows/s`);
for (const r of report.rejections.slice(0, 20)) console.log(`  row ${r.row}: ${r.reason}`);
if (report.rejections.length > 20) console.log(`  … ${report.rejections.length - 20} more rejected rows`);
for (const s of report.skippedReasons.slice(0, 5)) console.log(`  skipped: ${s}`);
process.exit(report.status === 'completed' ? 0 : 1);
