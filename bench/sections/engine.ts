/**
 * `npm run bench`, engine section: how fast the scoring engine scores submissions on its own (all 7 positions, best
 * position, metric breakdown), with the default scoring tables; then how long one 'Where do I fit?' ranking of 1,683
 * programs takes in process (`scorePrograms` and the words for one page of 25, as the server does). Deterministic
 * inputs (a fixed-seed generator). The programs are synthetic, made here for timing only (never shown to anyone): the
 * real data's mix of divisions, plausible academics, prices and rosters.
 */
import {
  FIT_RESULTS_PAGE_SIZE,
  interviewAnswersSchema,
  scorePrograms,
  summarizeRoster,
  type FitProgram,
} from '@dugout/domain/fit';
import {
  defaultScoringTables,
  scoreSubmission,
  type ScoringInput,
  scoreSubmissionReference,
} from '@dugout/domain/scoring';
import { positions } from '@dugout/domain/shared';
import { fmt, type BenchSection } from '../lib/report.ts';

export const engineSection: BenchSection = {
  name: 'engine',
  async run(ctx) {
    let seed = 20260101; // a fixed seed: the same inputs every run
    const rand = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
    const between = (min: number, max: number, step = 0.1) => Math.round((min + rand() * (max - min)) / step) * step;

    function makeInputs(n: number): ScoringInput[] {
      return Array.from({ length: n }, () => ({
        height: between(60, 80),
        weight: between(140, 240),
        sixty: between(6.3, 8.2, 0.01),
        throwVelocity: between(65, 95),
        exitVelocity: between(75, 105),
        fastballVelocity: between(72, 95),
        fbSpinRate: Math.round(between(1800, 2700, 1)),
        strikePercentage: between(50, 75),
        bats: ['Left', 'Right', 'Switch'][Math.floor(rand() * 3)],
        throws: rand() < 0.7 ? 'Right' : 'Left',
        position: positions[Math.floor(rand() * positions.length)],
      }));
    }

    const tables = defaultScoringTables();
    const N = Number(process.env.BENCH_N ?? (ctx.quick ? 50_000 : 200_000));
    const inputs = makeInputs(N);

    // warm-up
    for (let i = 0; i < 20_000; i++) scoreSubmission(inputs[i % N]!, tables);

    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let checksum = 0;
    const rounds = 3;
    const rates: number[] = [];
    // Per second of this thread's CPU time as well as of wall time: on a shared machine the wall-clock rate counts the
    // time other processes had the core; the CPU rate is what one core of our own does. The reference form of the
    // engine (scoreSubmissionReference: every position through scorePosition) runs in alternate rounds for the ratio.
    const cpuRates: number[] = [];
    const referenceCpuRates: number[] = [];
    for (let i = 0; i < 20_000; i++) scoreSubmissionReference(inputs[i % N]!, tables);
    const timed = (score: typeof scoreSubmission) => {
      const c0 = process.cpuUsage();
      const t0 = process.hrtime.bigint();
      let sum = 0;
      for (const input of inputs) sum += score(input, tables).submittedScore;
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      const c = process.cpuUsage(c0);
      return { sum, wall: N / seconds, cpu: N / ((c.user + c.system) / 1e6) };
    };
    for (let r = 0; r < rounds; r++) {
      const fast = timed(scoreSubmission);
      checksum += fast.sum;
      rates.push(fast.wall);
      cpuRates.push(fast.cpu);
      referenceCpuRates.push(timed(scoreSubmissionReference).cpu);
    }
    const cpuMedian = [...cpuRates].sort((a, b) => a - b)[1]!;
    const referenceCpuMedian = [...referenceCpuRates].sort((a, b) => a - b)[1]!;
    const heapAfter = process.memoryUsage().heapUsed;
    const best = Math.max(...rates);
    const median = [...rates].sort((a, b) => a - b)[1]!;
    const mb = (b: number) => (b / 1024 / 1024).toFixed(1);

    console.log(`scoring engine: ${N.toLocaleString('en-US')} submissions × ${rounds} rounds (7 positions each)`);
    console.log(
      `  median ${Math.round(median).toLocaleString('en-US')} scored submissions/s (best ${Math.round(best).toLocaleString('en-US')}/s)`,
    );
    console.log(`  ${(1e6 / median).toFixed(2)} µs per submission`);
    console.log(
      `  per second of CPU (one core): ${fmt(cpuMedian)} submissions/s; the reference form ${fmt(referenceCpuMedian)}/s (×${(cpuMedian / referenceCpuMedian).toFixed(1)})`,
    );
    console.log(
      `  memory: rss ${mb(process.memoryUsage().rss)} MB, heap used ${mb(heapAfter)} MB (Δ ${mb(heapAfter - heapBefore)} MB while scoring)`,
    );
    console.log(`  checksum ${checksum.toFixed(1)}`);

    // ---- Where do I fit? one ranking of all 1,683 programs -------------------------------------------------------------

    /** The reference data's mix: 308 D1 (63 in Power 4 conferences), 253 D2, 381 D3, 184 NAIA, 402 NJCAA, 87 CCCAA, 28 NWAC, 31 USCAA, 9 unknown. */
    const divisionMix: Array<[string, number]> = [
      ['D1', 308],
      ['D2', 253],
      ['D3', 381],
      ['NAIA', 184],
      ['JUCO (NJCAA D1)', 171],
      ['JUCO (NJCAA D2)', 143],
      ['JUCO (NJCAA D3)', 88],
      ['CCCAA', 87],
      ['NWAC', 28],
      ['USCAA', 31],
      ['Bethel University', 9],
    ];
    const benchStates = ['AL', 'CA', 'FL', 'GA', 'IL', 'MA', 'NC', 'NY', 'OH', 'PA', 'TX', 'VA', 'WA'];
    const rosterPositions = [
      'C',
      'C',
      '1B',
      'INF',
      'SS',
      '2B',
      '3B',
      'OF',
      'CF',
      'OF',
      'RHP',
      'RHP',
      'RHP',
      'LHP',
      'RHP/INF',
      'UTL',
    ];
    const classes = ['Fr', 'R-Fr', 'So', 'R-So', 'Jr', 'R-Jr', 'Sr', 'R-Sr', 'Gr'];

    function makePrograms(): FitProgram[] {
      const out: FitProgram[] = [];
      let id = 1;
      for (const [division, count] of divisionMix) {
        for (let i = 0; i < count; i++, id++) {
          const fourYear = !/JUCO|CCCAA|NWAC/.test(division);
          const satMin = fourYear && rand() < 0.8 ? Math.round(between(850, 1450, 10)) : null;
          const roster =
            rand() < 0.6
              ? summarizeRoster(
                  Array.from({ length: 30 + Math.floor(rand() * 15) }, () => ({
                    position: rosterPositions[Math.floor(rand() * rosterPositions.length)]!,
                    classYear: classes[Math.floor(rand() * classes.length)]!,
                    height: Math.round(between(68, 79, 1)),
                    weight: Math.round(between(165, 240, 1)),
                  })),
                  2025,
                )
              : null;
          out.push({
            id,
            name: `Program ${id}`,
            division,
            conference: division === 'D1' ? (i < 63 ? ['ACC', 'Big Ten', 'Big 12', 'SEC'][i % 4]! : 'Sun Belt') : null,
            state: benchStates[Math.floor(rand() * benchStates.length)]!,
            lat: between(25, 48, 0.0001),
            lon: between(-123, -70, 0.0001),
            enrollment: Math.round(between(400, 45000, 1)),
            setting: ['City', 'Suburb', 'Town', 'Rural'][Math.floor(rand() * 4)]!,
            control: rand() < 0.5 ? 'Public' : 'Private nonprofit',
            netPrice: rand() < 0.95 ? Math.round(between(4000, 45000, 1)) : null,
            satMin,
            satMax: satMin === null ? null : satMin + 180,
            actMin: satMin === null ? null : Math.round(satMin / 45),
            actMax: satMin === null ? null : Math.round(satMin / 45) + 5,
            acceptanceRate: fourYear ? between(0.05, 1, 0.001) : null,
            roster,
          });
        }
      }
      return out;
    }

    const programs = makePrograms();
    const fitPlayer = {
      position: 'OF' as const,
      measurements: {
        height: 73,
        weight: 185,
        sixty: 6.95,
        throwVelocity: 86,
        exitVelocity: 92,
        bats: 'Right',
        throws: 'Right',
      },
      home: { lat: 35.2, lon: -80.8 },
    };
    const answers = interviewAnswersSchema.parse({
      divisions: ['D1', 'D2'],
      regions: ['Southeast'],
      maxDistanceMiles: 600,
      schoolSizes: ['Small', 'Medium'],
      maxNetPrice: 30000,
      sat: 1200,
      priorities: ['playingTime', 'cost', 'academics', 'location'],
    });
    /** What GET /api/fit/results does with the programs: rank all without words, then explain the page shown. */
    const rankOnePage = () => {
      const ranking = scorePrograms(fitPlayer, answers, programs);
      return ranking.ranked.slice(0, FIT_RESULTS_PAGE_SIZE).map((r) => ranking.summarize(r));
    };
    for (let i = 0; i < 10; i++) rankOnePage(); // warm-up
    const RANKINGS = 30;
    const wall: number[] = [];
    const cpu: number[] = [];
    let top = '';
    for (let r = 0; r < RANKINGS; r++) {
      const c0 = process.cpuUsage();
      const t0 = process.hrtime.bigint();
      const results = rankOnePage();
      wall.push(Number(process.hrtime.bigint() - t0) / 1e6);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
      top = `${results[0]!.name} ${results[0]!.fitScore}`;
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(
      `where do I fit, in process: ${programs.length.toLocaleString('en-US')} programs × ${RANKINGS} rankings, each with one page of ${FIT_RESULTS_PAGE_SIZE} explained (target ≤ 200 ms each)`,
    );
    console.log(
      `  median ${med(wall).toFixed(1)} ms per ranking (best ${Math.min(...wall).toFixed(1)} ms, worst ${Math.max(...wall).toFixed(1)} ms); CPU ${med(cpu).toFixed(1)} ms`,
    );
    console.log(`  top result ${top}`);
    return [
      '## Scoring engine and fit ranking (in process)',
      '',
      `- scoring engine: median ${fmt(median)} submissions/s wall clock (best ${fmt(best)}/s; ${fmt(N)} submissions × ${rounds} rounds, 7 positions each); ${fmt(cpuMedian)} submissions per second of CPU on one core, the reference form ${fmt(referenceCpuMedian)} (×${(cpuMedian / referenceCpuMedian).toFixed(1)}); checksum ${checksum.toFixed(1)}`,
      `- where do I fit: ${fmt(programs.length)} programs ranked + one page of ${FIT_RESULTS_PAGE_SIZE} explained: median ${med(wall).toFixed(1)} ms (best ${Math.min(...wall).toFixed(1)} ms), CPU ${med(cpu).toFixed(1)} ms; top result ${top}`,
    ].join('\n');
  },
};
