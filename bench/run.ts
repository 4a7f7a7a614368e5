/**
 * `npm run bench`: how fast the scoring engine scores submissions on its own (all 7 positions, best position,
 * metric breakdown), with the default scoring tables. Deterministic inputs (a fixed-seed generator).
 */
import { defaultScoringTables, positions, scoreSubmission, type ScoringInput } from '../packages/domain/src/index.ts';

let seed = 20260101;
const rand = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
const between = (min: number, max: number, step = 0.1) => Math.round((min + rand() * (max - min)) / step) * step;

function makeInputs(n: number): ScoringInput[] {
  return Array.from({ length: n }, () => ({
    height: between(60, 80), weight: between(140, 240), sixty: between(6.3, 8.2, 0.01), throwVelocity: between(65, 95),
    exitVelocity: between(75, 105), fastballVelocity: between(72, 95), fbSpinRate: Math.round(between(1800, 2700, 1)),
    strikePercentage: between(50, 75), bats: ['Left', 'Right', 'Switch'][Math.floor(rand() * 3)], throws: rand() < 0.7 ? 'Right' : 'Left',
    position: positions[Math.floor(rand() * positions.length)],
  }));
}

const tables = defaultScoringTables();
const N = Number(process.env.BENCH_N ?? 200_000);
const inputs = makeInputs(N);

// warm-up
for (let i = 0; i < 20_000; i++) scoreSubmission(inputs[i % N]!, tables);

globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
let checksum = 0;
const rounds = 3;
const rates: number[] = [];
for (let r = 0; r < rounds; r++) {
  const t0 = process.hrtime.bigint();
  for (const input of inputs) checksum += scoreSubmission(input, tables).submittedScore;
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  rates.push(N / seconds);
}
const heapAfter = process.memoryUsage().heapUsed;
const best = Math.max(...rates);
const median = [...rates].sort((a, b) => a - b)[1]!;
const mb = (b: number) => (b / 1024 / 1024).toFixed(1);

console.log(`scoring engine: ${N.toLocaleString('en-US')} submissions × ${rounds} rounds (7 positions each)`);
console.log(`  median ${Math.round(median).toLocaleString('en-US')} scored submissions/s (best ${Math.round(best).toLocaleString('en-US')}/s)`);
console.log(`  ${(1e6 / median).toFixed(2)} µs per submission`);
console.log(`  memory: rss ${mb(process.memoryUsage().rss)} MB, heap used ${mb(heapAfter)} MB (Δ ${mb(heapAfter - heapBefore)} MB while scoring)`);
console.log(`  checksum ${checksum.toFixed(1)}`);
