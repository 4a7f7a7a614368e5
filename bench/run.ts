/**
 * `npm run bench`: the figures of docs/performance.md. Each section is a file of its own in bench/sections/ (a
 * `BenchSection`: it prints as it goes and returns the Markdown it adds); this file runs them in order and writes
 * docs/performance.md with the date, the machine, the load (`uptime`: the machine may be shared) and every section's
 * table. To add a section, write bench/sections/<name>.ts and list it below. The file's last part, from the heading
 * `## Measurements behind the decisions` on, is kept by hand (the figures each decision record cites) and carried over.
 *
 * BENCH_QUICK=1: shorter runs for iterating (3 s per autocannon run, fewer submissions; the search-and-fit and
 * scale-out sections are skipped; docs/performance.md is not written). BENCH_SECTIONS=engine,server: only those.
 * BENCH_CONNECTIONS (default 50), BENCH_SECONDS (default 8), BENCH_POSTGRES=0, BENCH_PGLITE=0,
 * BENCH_DATABASE_URL (the PostgreSQL server's admin URL; default postgres://postgres@127.0.0.1:5432/postgres).
 * Server section: BENCH_SCREENS, BENCH_ROUNDS (default 3), BENCH_PROFILE=1 (docs/decisions/0072-per-user-screens-beside-their-twins.md).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { load, machine, type BenchContext, type BenchSection } from './lib/report.ts';
import { engineSection } from './sections/engine.ts';
import { serverSection } from './sections/server.ts';
import { searchFitSection } from './sections/search-fit.ts';
import { scaleOutSection } from './sections/scale-out.ts';
import { frontendSection } from './sections/frontend.ts';
import { publicProfileSection } from './sections/public-profile.ts';
import { screensMoreSection } from './sections/screens-more.ts';

const sections: BenchSection[] = [
  engineSection,
  serverSection,
  publicProfileSection,
  screensMoreSection,
  searchFitSection,
  scaleOutSection,
  frontendSection,
];

const quick = process.env.BENCH_QUICK === '1';

/** The hand-kept part of docs/performance.md (docs/decisions/0057-records-and-history.md), carried over as it is. */
function keptByHand(): string {
  const heading = '## Measurements behind the decisions';
  const previous = existsSync('docs/performance.md') ? readFileSync('docs/performance.md', 'utf8') : '';
  const at = previous.indexOf(`\n${heading}\n`);
  return at < 0 ? '' : previous.slice(at + 1).trimEnd() + '\n';
}
const ctx: BenchContext = {
  quick,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? (quick ? 3 : 8)),
};
const only = process.env.BENCH_SECTIONS?.split(',').map((s) => s.trim());
const started = new Date();
const loadBefore = load();
console.log(`${machine()}\n${loadBefore}${quick ? '\nquick mode (BENCH_QUICK=1): rough figures' : ''}`);

const parts: string[] = [];
for (const section of sections) {
  if (only && !only.includes(section.name)) continue;
  const markdown = await section.run(ctx);
  if (markdown) parts.push(markdown);
}

const doc = [
  '# Performance',
  '',
  'Written by `npm run bench` (bench/run.ts); every figure down to "Measurements behind the decisions" is from that run. Goals: the targets stated in docs/decisions/0026, 0028-0031 and 0033-0037. The figures before the changes of docs/decisions/0028-serving-fast.md: docs/performance-baseline.md.',
  '',
  `- date: ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC (${((Date.now() - started.getTime()) / 60000).toFixed(1)} min)`,
  `- machine: ${machine()}`,
  `- load before: \`${loadBefore}\``,
  `- load after: \`${load()}\``,
  '',
  ...parts.flatMap((p) => [p, '']),
  keptByHand(),
].join('\n');
if (quick || only) console.log('\n(quick mode or BENCH_SECTIONS: docs/performance.md not written)');
else {
  writeFileSync('docs/performance.md', doc);
  console.log('\nwrote docs/performance.md');
}
