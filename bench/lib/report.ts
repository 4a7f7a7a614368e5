/**
 * What every bench section shares: the run's settings and the report it adds to. A section is a file of its own in
 * bench/sections/ exporting `{ name, run(ctx) }`; bench/run.ts lists them in order. A section prints as it goes and
 * returns the Markdown it adds to docs/performance.md.
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

export interface BenchContext {
  /** BENCH_QUICK=1: shorter runs for iterating (the figures are rougher; never recorded as the result). */
  quick: boolean;
  /** autocannon connections per run (BENCH_CONNECTIONS, default 50). */
  connections: number;
  /** seconds per measured autocannon run (BENCH_SECONDS; default 8, quick 3). */
  seconds: number;
}

export interface BenchSection {
  name: string;
  /** Returns Markdown for docs/performance.md (a '## …' heading and its table or lines), or null to add nothing. */
  run(ctx: BenchContext): Promise<string | null>;
}

export const machine = () => {
  const c = cpus();
  return `${c.length} × ${c[0]?.model.trim() ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, ${process.platform}`;
};

/** `uptime`'s load averages, printed and recorded with each run (the machine is shared). */
export const load = () => {
  try {
    return execSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`;
  }
};

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '—';

/** A Markdown table; also printed to the console as aligned columns. */
export function table(head: string[], rows: string[][]): { markdown: string; text: string } {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return {
    markdown: [
      `| ${head.join(' | ')} |`,
      `|${head.map(() => '---').join('|')}|`,
      ...rows.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n'),
    text: [line(head), ...rows.map(line)].join('\n'),
  };
}
