import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { positions, type Position } from '../shared/lists.ts';
import {
  bmiOf,
  bmiScore,
  buildScoringTables,
  defaultScoringTables,
  eligiblePositions,
  exitScore,
  fastballScore,
  finalizeScore,
  finalizeScoreFast,
  finalizeTotalFast,
  heightFallbackScore,
  heightScore,
  pickBestPosition,
  round1,
  scorePosition,
  scoreSubmission,
  scoreSubmissionReference,
  sixtyScore,
  throwScore,
  weightsFor,
} from './engine.ts';
import {
  defaultHeightScore,
  defaultHeightTable,
  defaultMetricWeights,
  idealHeights,
  scoringMetrics,
  type HeightScoreRow,
} from './tables.ts';

const tables = defaultScoringTables();
const oneDecimal = (x: number) => Math.abs(x * 10 - Math.round(x * 10)) < 1e-6;

describe('default tables (docs/decisions/0014-scoring-tables.md)', () => {
  it('weights of every position and condition sum to 1', () => {
    const sums = new Map<string, number>();
    for (const r of defaultMetricWeights())
      sums.set(`${r.position}|${r.condition}`, (sums.get(`${r.position}|${r.condition}`) ?? 0) + r.weight);
    expect([...sums.keys()].sort()).toEqual([
      '1B|',
      '3B|',
      'C|',
      'LHP|velo<87.1',
      'LHP|velo>=87.1',
      'MIF|',
      'OF|',
      'RHP|velo<87.1',
      'RHP|velo>=87.1',
    ]);
    for (const s of sums.values()) expect(s).toBeCloseTo(1, 10);
  });

  it('has the D14 weights', () => {
    const w = (p: string, c: string) =>
      Object.fromEntries(
        defaultMetricWeights()
          .filter((r) => r.position === p && r.condition === c)
          .map((r) => [r.metric, r.weight]),
      );
    expect(w('C', '')).toEqual({ height: 0.1, bmi: 0.1, throw: 0.35, exit: 0.3, sixty: 0.15 });
    expect(w('1B', '')).toEqual({ height: 0.15, bmi: 0.1, throw: 0.15, exit: 0.45, sixty: 0.15 });
    expect(w('3B', '')).toEqual({ height: 0.1, bmi: 0.1, throw: 0.3, exit: 0.35, sixty: 0.15 });
    expect(w('MIF', '')).toEqual({ height: 0.05, bmi: 0.1, throw: 0.3, exit: 0.25, sixty: 0.3 });
    expect(w('OF', '')).toEqual({ height: 0.05, bmi: 0.05, throw: 0.25, exit: 0.3, sixty: 0.35 });
    expect(w('RHP', 'velo<87.1')).toEqual({ height: 0.2, bmi: 0.1, velo: 0.7 });
    expect(w('LHP', 'velo>=87.1')).toEqual({ height: 0.1, bmi: 0.05, velo: 0.85 });
  });

  it('height table covers 60–84 inches for all 7 positions by the documented formula', () => {
    const rows = defaultHeightTable();
    expect(rows.map((r) => r.height)).toEqual(Array.from({ length: 25 }, (_, i) => 60 + i));
    for (const p of positions) {
      expect(rows.find((r) => r.height === idealHeights[p])!.scores[p]).toBe(100);
      for (const r of rows) expect(r.scores[p]).toBe(defaultHeightScore(p, r.height));
    }
    expect(defaultHeightScore('RHP', 72)).toBe(84); // 4 in below 76: −16
    expect(defaultHeightScore('RHP', 80)).toBe(92); // 4 in above 76: −8
    expect(defaultHeightScore('C', 60)).toBe(52); // 12 in below 72: −48
    expect(defaultHeightScore('MIF', 84)).toBe(74); // 13 in above 71: −26
  });
});

describe('height score', () => {
  it('looks up the table by rounded height', () => {
    expect(heightScore(72.4, 'RHP', tables)).toBe(84);
    expect(heightScore(72.5, 'RHP', tables)).toBe(88); // rounds to 73
    expect(heightScore(76, 'RHP', tables)).toBe(100);
  });

  it('falls back to 50 + (clamp(h, 65, 81) − 65) / 16 × 50 when the table lacks the height', () => {
    expect(heightScore(50, 'C', tables)).toBe(50); // below the table, clamped to 65
    expect(heightScore(90, 'C', tables)).toBe(100); // above the table, clamped to 81
    const partial = buildScoringTables([], defaultMetricWeights());
    expect(heightScore(73, 'OF', partial)).toBe(75); // 50 + 8/16 × 50
    expect(heightScore(70, 'OF', partial)).toBe(65.6); // 50 + 5/16 × 50 = 65.625
    expect(heightFallbackScore(81)).toBe(100);
  });

  it('falls back when the row exists but lacks the position, then to 50 for an invalid height', () => {
    const broken: HeightScoreRow = { height: 73, scores: { ...defaultHeightTable()[13]!.scores, OF: Number.NaN } };
    expect(heightScore(73, 'OF', buildScoringTables([broken], []))).toBe(75);
    for (const bad of [null, undefined, '', 'tall', -72, 0, Number.NaN, Infinity])
      expect(heightScore(bad, 'OF', tables)).toBe(50);
  });

  it('accepts numeric strings', () => expect(heightScore('76', 'RHP', tables)).toBe(100));
});

describe('BMI score', () => {
  it('computes weight / height² × 703 clamped to 15..50', () => {
    expect(bmiOf(180, 72)).toBeCloseTo(24.41, 2);
    expect(bmiOf(50, 96)).toBe(15);
    expect(bmiOf(400, 48)).toBe(50);
    expect(bmiOf(0, 72)).toBeNull();
  });

  it('rises from 50 at 22 to 100 at the ideal, falls to 50 at 32, and is 50 outside 22..32', () => {
    expect(bmiScore(180, 72, 'RHP')).toBe(93); // 24.41: 50 + 2.41/2.8 × 50
    // exactly the ideal (C 26): weight = 26 × h² / 703
    expect(bmiScore((26 * 72 * 72) / 703, 72, 'C')).toBe(100);
    // 29 for C: 100 − 3/6 × 50 = 75
    expect(bmiScore((29 * 72 * 72) / 703, 72, 'C')).toBe(75);
    expect(bmiScore((21.9 * 72 * 72) / 703, 72, 'C')).toBe(50);
    expect(bmiScore((32.1 * 72 * 72) / 703, 72, 'C')).toBe(50);
    // default ideal 24.5 without a position
    expect(bmiScore((24.5 * 72 * 72) / 703, 72, null)).toBe(100);
  });
});

describe('throw velocity score', () => {
  it('maps each position range to 50..100 (the midpoint scores 75)', () => {
    expect(throwScore(86, 'OF')).toBe(75); // 78..94
    expect(throwScore(76.5, 'C')).toBe(75); // 68..85
    expect(throwScore(84.5, 'MIF')).toBe(75); // 76..93
    expect(throwScore(84.5, '3B')).toBe(75); // 76..93
    expect(throwScore(78.5, '1B')).toBe(75); // 70..87
    expect(throwScore(85.5, 'RHP')).toBe(75); // 78..93
    expect(throwScore(85.5, 'LHP')).toBe(75);
    expect(throwScore(94, 'OF')).toBe(100);
    expect(throwScore(99, 'OF')).toBe(100);
    expect(throwScore(60, 'OF')).toBe(50);
  });
  it('uses the default scale 50 + (v − 70) / 25 × 50 without a position range', () => {
    expect(throwScore(82.5, null)).toBe(75);
    expect(throwScore(95, null)).toBe(100);
  });
});

describe('exit velocity score', () => {
  it('82 and below 50, 103 and above 100, linear between', () => {
    expect(exitScore(82, 'Right')).toBe(50);
    expect(exitScore(70, 'Right')).toBe(50);
    expect(exitScore(92.5, 'Right')).toBe(75);
    expect(exitScore(103, 'Right')).toBe(100);
    expect(exitScore(110, 'Right')).toBe(100);
  });
  it('gives Left or Switch batters +2, capped at 100', () => {
    expect(exitScore(92.5, 'Left')).toBe(77);
    expect(exitScore(92.5, 'Switch')).toBe(77);
    expect(exitScore(102, 'Left')).toBe(99.6); // 50 + 20/21 × 50 = 97.62, + 2
    expect(exitScore(103, 'Left')).toBe(100); // 100 + 2 capped
    expect(exitScore(108, 'Switch')).toBe(100);
  });
});

describe('sixty score', () => {
  it('6.5 s and below 100, 8.0 s and above 50, linear between', () => {
    expect(sixtyScore(6.5)).toBe(100);
    expect(sixtyScore(6.2)).toBe(100);
    expect(sixtyScore(6.7)).toBe(93.3); // 100 − 0.2/1.5 × 50
    expect(sixtyScore(7.25)).toBe(75);
    expect(sixtyScore(8)).toBe(50);
    expect(sixtyScore(9.1)).toBe(50);
    expect(sixtyScore(0)).toBe(50);
  });
});

describe('fastball velocity score', () => {
  it('78..93 maps 50..100', () => {
    expect(fastballScore({ fastballVelocity: 85.5 }, true)).toBe(75);
    expect(fastballScore({ fastballVelocity: 93 }, true)).toBe(100);
    expect(fastballScore({ fastballVelocity: 70 }, true)).toBe(50);
  });
  it('adds 0.75 for strike % above 64 and 0.35 for spin above 2300, for pitchers only, before the clamp', () => {
    expect(fastballScore({ fastballVelocity: 90, strikePercentage: 66, fbSpinRate: 2400 }, true)).toBe(91.1);
    expect(fastballScore({ fastballVelocity: 90, strikePercentage: 64, fbSpinRate: 2300 }, true)).toBe(90); // not above
    expect(fastballScore({ fastballVelocity: 90, strikePercentage: 66, fbSpinRate: 2400 }, false)).toBe(90);
    expect(fastballScore({ fastballVelocity: 93, strikePercentage: 80, fbSpinRate: 2600 }, true)).toBe(100); // clamped
    expect(fastballScore({ fastballVelocity: 77.5, strikePercentage: 70, fbSpinRate: 2500 }, true)).toBe(50); // 48.3 + 1.1, clamped
  });
});

describe('weights', () => {
  it('split pitchers at 87.1 mph', () => {
    expect(weightsFor('RHP', 87.1, tables).get('velo')).toBe(0.85);
    expect(weightsFor('RHP', 87.09, tables).get('velo')).toBe(0.7);
    expect(weightsFor('LHP', undefined, tables).get('velo')).toBe(0.7);
  });
  it('fall back to the base position, then to zero weights (score 50)', () => {
    const baseOnly = buildScoringTables(defaultHeightTable(), [
      { position: 'RHP', condition: '', metric: 'velo', weight: 1 },
    ]);
    expect(weightsFor('RHP', 95, baseOnly).get('velo')).toBe(1);
    expect(scorePosition({ fastballVelocity: 85.5 }, 'RHP', baseOnly)!.score).toBe(75);
    const empty = buildScoringTables(defaultHeightTable(), []);
    expect(weightsFor('OF', null, empty).size).toBe(0);
    expect(
      scorePosition({ height: 73, weight: 180, sixty: 6.5, throwVelocity: 94, exitVelocity: 103 }, 'OF', empty)!.score,
    ).toBe(50);
  });
  it('marks a metric relevant at weight 0.1 or more', () => {
    const of = scorePosition({ height: 73 }, 'OF', tables)!;
    expect(of.metrics.map((m) => [m.metric, m.relevant])).toEqual([
      ['height', false],
      ['bmi', false],
      ['throw', true],
      ['exit', true],
      ['sixty', true],
    ]);
    const c = scorePosition({ height: 73 }, 'C', tables)!;
    expect(c.metrics.find((m) => m.metric === 'height')!.relevant).toBe(true);
  });
});

describe('whole submission (hand-worked)', () => {
  it('a 6\'0", 180 lb right-handed RHP at 90 mph, 66% strikes, 2400 rpm', () => {
    const r = scoreSubmission({
      height: 72,
      weight: 180,
      fastballVelocity: 90,
      strikePercentage: 66,
      fbSpinRate: 2400,
      throws: 'Right',
      bats: 'Right',
      position: 'RHP',
    });
    // height 84 × .10 + BMI 93.0 × .05 + velo 91.1 × .85 = 8.4 + 4.65 + 77.435 = 90.485 → 90.5
    expect(r.metricScores).toEqual([
      { metric: 'height', score: 84, weight: 0.1, relevant: true },
      { metric: 'bmi', score: 93, weight: 0.05, relevant: false },
      { metric: 'velo', score: 91.1, weight: 0.85, relevant: true },
    ]);
    expect(r.submittedScore).toBe(90.5);
    expect(r.positionScores.RHP).toBe(90.5);
    // LHP (ideal height 75: 88; ideal BMI 24.7: 50 + 2.41/2.7 × 50 = 94.6): 8.8 + 4.73 + 77.435 = 90.965 → 91.0
    expect(
      scorePosition(
        { height: 72, weight: 180, fastballVelocity: 90, strikePercentage: 66, fbSpinRate: 2400 },
        'LHP',
        tables,
      )!.score,
    ).toBe(91);
    // a right-handed thrower is never recommended, scored or drawn as LHP (D16, 0048): no LHP score to show
    expect(r.bestPosition).toBe('RHP');
    expect(r.bestScore).toBe(90.5);
    expect(r.positionScores.LHP).toBeUndefined();
    // fielders: no sixty, throw or exit → 50 each
    // C: height 100 (ideal 72) × .10 + BMI 80.1 (ideal 26) × .10 + 50 × (.35 + .30 + .15) = 58.01 → 58.0
    expect(r.positionScores.C).toBe(58);
  });

  it('the same pitcher throwing left-handed is recommended LHP', () => {
    const r = scoreSubmission({
      height: 72,
      weight: 180,
      fastballVelocity: 90,
      strikePercentage: 66,
      fbSpinRate: 2400,
      throws: 'Left',
      position: 'RHP',
    });
    expect(r.bestPosition).toBe('LHP');
    expect(r.submittedScore).toBe(90.5);
  });

  it('an OF with a 6.7 s sixty', () => {
    const r = scoreSubmission({
      height: 73,
      weight: 185,
      sixty: 6.7,
      throwVelocity: 86,
      exitVelocity: 92.5,
      bats: 'Right',
      throws: 'Right',
      position: 'OF',
    });
    const m = Object.fromEntries(r.metricScores.map((x) => [x.metric, x.score]));
    // height 100 (ideal 73); BMI 24.405 → 50 + 2.405/2.7 × 50 = 94.5; throw 75; exit 75; sixty 93.3
    expect(m).toEqual({ height: 100, bmi: 94.5, throw: 75, exit: 75, sixty: 93.3 });
    // 5 + 4.725 + 18.75 + 22.5 + 32.655 = 83.63 → 83.6
    expect(r.submittedScore).toBe(83.6);
  });

  it('a left-handed hitter at 102 mph', () => {
    const r = scoreSubmission({
      height: 75,
      weight: 210,
      sixty: 7.25,
      throwVelocity: 78.5,
      exitVelocity: 102,
      bats: 'Left',
      throws: 'Left',
      position: '1B',
    });
    expect(r.metricScores.find((x) => x.metric === 'exit')!.score).toBe(99.6);
    const capped = scoreSubmission({
      height: 75,
      weight: 210,
      sixty: 7.25,
      throwVelocity: 78.5,
      exitVelocity: 104,
      bats: 'Left',
      throws: 'Left',
      position: '1B',
    });
    expect(capped.metricScores.find((x) => x.metric === 'exit')!.score).toBe(100);
  });

  it("scores all 7 positions; submitted_score is the submitted position's score", () => {
    const r = scoreSubmission({
      height: 71,
      weight: 170,
      sixty: 6.9,
      throwVelocity: 84,
      exitVelocity: 90,
      bats: 'Switch',
      throws: 'Right',
      position: 'MIF',
    });
    // the positions a right-handed thrower can play: all but LHP (0048)
    expect(Object.keys(r.positionScores).sort()).toEqual(positions.filter((p) => p !== 'LHP').sort());
    expect(r.submittedScore).toBe(r.positionScores.MIF);
    expect(r.bestScore).toBe(Math.max(...Object.values(r.positionScores)));
    expect(r.positionScores[r.bestPosition]).toBe(r.bestScore);
  });

  it('an invalid or missing position gives 50 and no metric breakdown', () => {
    for (const position of [undefined, '', 'SS', 42, null]) {
      const r = scoreSubmission({ height: 72, weight: 180, fastballVelocity: 90, position });
      expect(r.submittedPosition).toBeNull();
      expect(r.submittedScore).toBe(50);
      expect(r.metricScores).toEqual([]);
    }
    expect(scorePosition({}, 'SS', tables)).toBeNull();
  });

  it('no metrics at all gives 50 at every position', () => {
    const r = scoreSubmission({ position: 'C' });
    for (const p of positions) expect(r.positionScores[p]).toBe(50);
  });
});

describe('best position (D16)', () => {
  const scores = (over: Partial<Record<Position, number>>): Record<Position, number> => ({
    '1B': 60,
    '3B': 60,
    C: 60,
    MIF: 60,
    OF: 60,
    LHP: 60,
    RHP: 60,
    ...over,
  });
  it('right-handed throwers never LHP, left-handed never RHP, no hand: all 7', () => {
    expect(eligiblePositions('Right')).not.toContain('LHP');
    expect(eligiblePositions('Left')).not.toContain('RHP');
    expect(eligiblePositions(undefined)).toHaveLength(7);
    expect(pickBestPosition(scores({ LHP: 95, RHP: 90 }), 'Right', null)).toBe('RHP');
    expect(pickBestPosition(scores({ LHP: 95, RHP: 90 }), 'Left', null)).toBe('LHP');
    expect(pickBestPosition(scores({ LHP: 95, RHP: 90 }), null, null)).toBe('LHP');
  });
  it('a tie goes to the submitted position, then to the list order', () => {
    expect(pickBestPosition(scores({}), null, 'OF')).toBe('OF');
    expect(pickBestPosition(scores({}), null, null)).toBe('1B');
  });
});

describe('rounding', () => {
  it('rounds half up at 1 decimal despite binary fractions', () => {
    expect(round1(90.45)).toBe(90.5);
    expect(round1(77.435 + 13.05)).toBe(90.5);
    expect(finalizeScore(49)).toBe(50);
    expect(finalizeScore(101)).toBe(100);
    expect(finalizeScore(Number.NaN)).toBe(50);
  });
});

describe("the fast path's rounding", () => {
  // Every value near a rounding edge: each tenth from 40 to 110, the half-way points (± 0.05) and where x × 10 + 1e-7
  // is half-way, each ± a few units in the last place; the clamp edges, huge and non-finite values.
  const edges: number[] = [0, -0, -1, 1e-300, 1e307, 1.7e307, 1.8e307, 1e308, Number.MAX_VALUE, -Number.MAX_VALUE];
  edges.push(Number.NaN, Infinity, -Infinity, 49.94999999, 49.95, 100.04999999, 100.05);
  for (let k = 400; k <= 1100; k++) {
    for (const x of [k / 10, k / 10 + 0.05, k / 10 - 0.05, (k + 0.5 - 1e-7) / 10]) {
      let up = x;
      let down = x;
      for (let i = 0; i < 4; i++) {
        up = nextUp(up);
        down = nextDown(down);
        edges.push(up, down);
      }
      edges.push(x, x + 1e-8, x - 1e-8);
    }
  }
  const anyDouble = fc.oneof(fc.double(), fc.double({ min: 40, max: 110 }), fc.double({ min: 4, max: 11 }));

  it('finalizeScoreFast is exactly finalizeScore', () => {
    for (const x of edges) expect(Object.is(finalizeScoreFast(x), finalizeScore(x)), String(x)).toBe(true);
    fc.assert(
      fc.property(anyDouble, (x) => Object.is(finalizeScoreFast(x), finalizeScore(x))),
      { numRuns: 20000 },
    );
  });

  it('finalizeTotalFast is exactly finalizeScore(round1(total)) for a finite total', () => {
    for (const x of edges.filter(Number.isFinite))
      expect(Object.is(finalizeTotalFast(x), finalizeScore(round1(x))), String(x)).toBe(true);
    fc.assert(
      fc.property(
        anyDouble.filter((x) => Number.isFinite(x)),
        (x) => Object.is(finalizeTotalFast(x), finalizeScore(round1(x))),
      ),
      { numRuns: 20000 },
    );
  });
});

/** The next double above / below x (x finite). */
function nextUp(x: number): number {
  if (x === 0) return Number.MIN_VALUE;
  const b = new Float64Array([x]);
  const i = new BigInt64Array(b.buffer);
  i[0]! += x > 0 ? 1n : -1n;
  return b[0]!;
}
const nextDown = (x: number): number => -nextUp(-x);

describe('properties (fast-check)', () => {
  const anything = fc.oneof(
    fc.double({ noNaN: false }),
    fc.integer({ min: -1000, max: 100000 }),
    fc.constantFrom(Number.NaN, Infinity, -Infinity, 0, -1, 1e308, '', ' ', 'abc', '72', '-5', null, undefined),
    fc.string(),
  );
  const input = fc.record({
    height: anything,
    weight: anything,
    sixty: anything,
    throwVelocity: anything,
    exitVelocity: anything,
    fastballVelocity: anything,
    fbSpinRate: anything,
    strikePercentage: anything,
    bats: fc.constantFrom('Left', 'Right', 'Switch', '', null, 'x'),
    throws: fc.constantFrom('Left', 'Right', '', null, 'x'),
    position: fc.constantFrom(...positions, '', null, 'SS', 'rhp'),
  });

  it('every score is in [50, 100] with one decimal, whatever the input', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = scoreSubmission(i, tables);
        const all = [r.submittedScore, ...Object.values(r.positionScores), ...r.metricScores.map((m) => m.score)];
        for (const s of all) {
          if (!(s >= 50 && s <= 100) || !oneDecimal(s)) return false;
        }
        return (
          positions.includes(r.bestPosition) &&
          (r.submittedPosition === null ||
            r.submittedScore ===
              (r.positionScores[r.submittedPosition] ?? scorePosition(i, r.submittedPosition, tables)!.score))
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('holds for realistic inputs too, and the best position is eligible and highest', () => {
    const realistic = fc.record({
      height: fc.double({ min: 48, max: 96, noNaN: true }),
      weight: fc.double({ min: 50, max: 400, noNaN: true }),
      sixty: fc.double({ min: 5, max: 12, noNaN: true }),
      throwVelocity: fc.double({ min: 30, max: 110, noNaN: true }),
      exitVelocity: fc.double({ min: 30, max: 130, noNaN: true }),
      fastballVelocity: fc.double({ min: 40, max: 110, noNaN: true }),
      fbSpinRate: fc.integer({ min: 500, max: 4000 }),
      strikePercentage: fc.double({ min: 0, max: 100, noNaN: true }),
      bats: fc.constantFrom('Left', 'Right', 'Switch'),
      throws: fc.constantFrom('Left', 'Right'),
      position: fc.constantFrom(...positions),
    });
    fc.assert(
      fc.property(realistic, (i) => {
        const r = scoreSubmission(i, tables);
        const eligible = eligiblePositions(i.throws);
        if (!eligible.includes(r.bestPosition)) return false;
        // scored only where the player can play, and the best is the highest of those (0048)
        if (Object.keys(r.positionScores).sort().join() !== [...eligible].sort().join()) return false;
        if (r.bestScore !== Math.max(...Object.values(r.positionScores))) return false;
        if (r.positionScores[r.bestPosition] !== r.bestScore) return false;
        return Object.values(r.positionScores).every((s) => s >= 50 && s <= 100 && oneDecimal(s));
      }),
      { numRuns: 1000 },
    );
  });

  it('more exit velocity never lowers the exit score; a faster sixty never lowers the sixty score', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 150, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (v, d) => exitScore(v + d, 'Right') >= exitScore(v, 'Right'),
      ),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 4, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (s, d) => sixtyScore(s) >= sixtyScore(s + d),
      ),
    );
  });

  it('every metric of the tables is one the engine knows', () => {
    for (const r of defaultMetricWeights()) expect(scoringMetrics).toContain(r.metric);
  });
});

describe('the fast scoreSubmission', () => {
  // Anything a submission may carry: plausible numbers, edge values, numeric strings, junk.
  const value = (min: number, max: number) =>
    fc.oneof(
      fc.double({ min, max, noNaN: true }),
      fc.integer({ min: Math.floor(min), max: Math.ceil(max) }),
      fc.double({ min, max, noNaN: true }).map((n) => n.toFixed(1)),
      fc.constantFrom(undefined, null, '', 'abc', 0, -5, Number.NaN, Number.POSITIVE_INFINITY, 87.1, 87.09),
    );
  const input = fc.record({
    height: value(55, 90),
    weight: value(100, 300),
    sixty: value(5.5, 9.5),
    throwVelocity: value(50, 105),
    exitVelocity: value(60, 115),
    fastballVelocity: value(60, 100),
    fbSpinRate: value(1500, 3000),
    strikePercentage: value(30, 90),
    bats: fc.constantFrom('Left', 'Right', 'Switch', undefined, 'x'),
    throws: fc.constantFrom('Left', 'Right', undefined, 'x'),
    position: fc.constantFrom(...positions, undefined, 'DH', ''),
  });
  // Edited tables too: a position's weights missing, a conditional pitcher row missing, an odd height row.
  const edited = buildScoringTables(
    [
      ...defaultHeightTable().filter((r) => r.height !== 72),
      { height: 72, scores: { ...defaultHeightTable()[0]!.scores, MIF: Number.NaN } },
    ],
    defaultMetricWeights().filter((r) => r.position !== 'OF' && !(r.position === 'LHP' && r.condition)),
  );

  it('gives exactly the reference results on random inputs, with the default and with edited tables', () => {
    fc.assert(
      fc.property(input, fc.boolean(), (i, useEdited) => {
        const t = useEdited ? edited : tables;
        expect(scoreSubmission(i, t)).toEqual(scoreSubmissionReference(i, t));
      }),
      { numRuns: 3000 },
    );
  });
});
