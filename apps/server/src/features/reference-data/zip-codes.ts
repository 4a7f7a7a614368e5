import { createRequire } from 'node:module';
import { states } from '@dugout/domain/shared';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { countZipCodes } from './reference-import.repo.ts';

const provinces: Record<string, string> = {
  Alberta: 'AB',
  'British Columbia': 'BC',
  Manitoba: 'MB',
  'New Brunswick': 'NB',
  'Newfoundland and Labrador': 'NL',
  Newfoundland: 'NL',
  'Nova Scotia': 'NS',
  'Northwest Territories': 'NT',
  Nunavut: 'NU',
  Ontario: 'ON',
  'Prince Edward Island': 'PE',
  Quebec: 'QC',
  Saskatchewan: 'SK',
  Yukon: 'YT',
};

interface ZipEntry {
  zip: string;
  city: string;
  state: string;
  country: string;
}

/** US and Canadian postal codes from the maintained `zipcodes` npm package, as a zip_codes CSV. */
export function zipCodesCsvFromPackage(): string {
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes') as { codes: Record<string, ZipEntry> };
  const name = new Map(states.map((s) => [s.code, s.name]));
  const esc = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = ['zip_code,city,state_ab,state_name'];
  for (const e of Object.values(codes)) {
    if (!e.zip || !e.city || !e.state) continue;
    const ab = provinces[e.state] ?? e.state;
    lines.push([e.zip, e.city, ab, name.get(ab) ?? (provinces[e.state] ? e.state : '')].map(esc).join(','));
  }
  return lines.join('\n');
}

/** At start-up: an empty zip_codes table is filled from the package (once; ~5 s on PGlite, in the background). */
export async function fillZipCodesIfEmpty(db: Db, logger: Logger): Promise<void> {
  if ((await countZipCodes(db)) > 0) return;
  const { importReferenceCsv } = await import('./reference-import.service.ts');
  const report = await importReferenceCsv(db, {
    kind: 'zip_codes',
    csv: zipCodesCsvFromPackage(),
    fileName: 'zipcodes (npm package)',
  });
  logger.info({ added: report.added, ms: report.durationMs, status: report.status }, 'Zip codes loaded');
}
