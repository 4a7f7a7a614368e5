import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { positions } from '../shared/lists.ts';
import {
  buildScoringTables,
  defaultScoringTables,
  scorePosition,
  scoreSubmission,
  type ScoringInput,
} from './engine.ts';
import { defaultHeightTable, defaultMetricWeights } from './tables.ts';
import { submissionFieldRules } from './submission-input.ts';
import {
  apportion,
  apportionTenths,
  applyChanges,
  clampToForm,
  explainScore,
  improvementSteps,
  suggestImprovements,
  whatIf,
  type WhatIfField,
} from './explain.ts';

const tables = defaultScoringTables();
const tenths = (x: number) => Math.round(x * 10);
const sumTenths = (xs: number[]) => xs.reduce((a, b) => a + tenths(b), 0);

/** A measurement inside the form's range, on the form's step. */
const formValue = (field: WhatIfField) => {
  const r = submissionFieldRules[field];
  return fc
    .integer({ min: Math.round(r.min / r.step), max: Math.round(r.max / r.step) })
    .map((k) => clampToForm(field, k * r.step));
};
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 6 });
const formInput: fc.Arbitrary<ScoringInput> = fc.record({
  height: formValue('height'),
  weight: formValue('weight'),
  sixty: maybe(formValue('sixty')),
  throwVelocity: maybe(formValue('throwVelocity')),
  exitVelocity: maybe(formValue('exitVelocity')),
  fastballVelocity: maybe(formValue('fastballVelocity')),
  fbSpinRate: maybe(formValue('fbSpinRate')),
  strikePercentage: maybe(formValue('strikePercentage')),
  bats: fc.constantFrom('Left', 'Right', 'Switch'),
  throws: fc.constantFrom('Left', 'Right'),
  position: fc.constantFrom(...positions),
});

const outfielder: ScoringInput = {
  height: 73,
  weight: 185,
  sixty: 6.95,
  throwVelocity: 86,
  exitVelocity: 92,
  bats: 'Right',
  throws: 'Right',
  position: 'OF',
};

describe('apportion (the display rounding rule)', () => {
  it('rounds to tenths by the largest remainder so the parts add up to the total', () => {
    // 9.8 + 8.01 + 35 + 22.14 + 12.75 = 87.70: plain rounding would show 9.8 + 8.0 + 35.0 + 22.1 + 12.8 = 87.7 — here too
    expect(apportionTenths([9.8, 8.01, 35, 22.14, 12.75], 877)).toEqual([98, 80, 350, 221, 128]);
    // three thirds of 10: plain rounding shows 3.3 × 3 = 9.9; the rule gives the missing tenth to the first
    expect(apportionTenths([10 / 3, 10 / 3, 10 / 3], 100)).toEqual([34, 33, 33]);
    expect(apportion([1.6, 1.6, 1.8], 5)).toEqual([2, 1, 2]);
    // a clamped total below the sum takes tenths back from the smallest remainders
    expect(apportionTenths([50.04, 50.06], 1000)).toEqual([500, 500]);
    expect(apportion([], 0)).toEqual([]);
  });

  it('always adds up exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 1, maxLength: 8 }), (xs) => {
        const total = Math.round(xs.reduce((a, b) => a + b, 0) * 10);
        return apportionTenths(xs, total).reduce((a, b) => a + b, 0) === total;
      }),
    );
  });
});

describe('explainScore', () => {
  it('headlines the best position and its score, and explains it metric by metric', () => {
    const e = explainScore(outfielder, tables);
    const s = scoreSubmission(outfielder, tables);
    expect(e.headline).toEqual({
      bestPosition: s.bestPosition,
      bestScore: s.bestScore,
      text: `${s.bestScore.toFixed(1)} at ${s.bestPosition} (best position)`,
    });
    expect(e.position).toBe('C');
    expect(e.score).toBe(87.7);
    expect(e.parts.map((p) => [p.label, p.valueLabel, p.metricScore, p.weight, p.points])).toEqual([
      ['Height', '6\'1"', 98, 0.1, 9.8],
      ['BMI', 'BMI 24.4', 80.1, 0.1, 8],
      ['Throw Velocity', '86.0 mph', 100, 0.35, 35],
      ['Exit Velocity', '92.0 mph', 73.8, 0.3, 22.1],
      ['60-Yard Time', '6.95s', 85, 0.15, 12.8],
    ]);
    expect(e.adjustment).toBe(0);
    expect(e.positions.find((p) => p.isBest)!.label).toBe('C: 87.7 (best position)');
    expect(e.positions.find((p) => p.position === 'OF')!.label).toBe('OF: 80.4');
  });

  it('explains any position the player picks, labelled as not the best', () => {
    const e = explainScore(outfielder, tables, 'OF');
    expect(e.position).toBe('OF');
    expect(e.isBestPosition).toBe(false);
    expect(e.score).toBe(scoreSubmission(outfielder, tables).positionScores.OF);
    expect(e.headline.bestPosition).toBe('C');
  });

  it('names bonuses folded into a metric score and shows missing measurements as Not given', () => {
    const pitcher: ScoringInput = {
      height: 76,
      weight: 200,
      fastballVelocity: 88,
      fbSpinRate: 2400,
      strikePercentage: 66,
      bats: 'Left',
      throws: 'Right',
      position: 'RHP',
    };
    const e = explainScore(pitcher, tables, 'RHP');
    expect(e.parts.find((p) => p.metric === 'velo')!.note).toBe(
      '+0.75 for a strike % above 64; +0.35 for spin above 2300 rpm',
    );
    const asFielder = explainScore(pitcher, tables, 'OF');
    expect(asFielder.parts.find((p) => p.metric === 'sixty')!.valueLabel).toBe('Not given');
    expect(asFielder.parts.find((p) => p.metric === 'sixty')!.metricScore).toBe(50);
  });

  it('shows the 50..100 clamp as an adjustment so the parts still add up', () => {
    const zeroWeights = buildScoringTables(
      defaultHeightTable(),
      defaultMetricWeights().map((r) => ({ ...r, weight: 0 })),
    );
    const e = explainScore(outfielder, zeroWeights, 'OF');
    expect(e.score).toBe(50);
    expect(e.parts.every((p) => p.points === 0)).toBe(true);
    expect(e.adjustment).toBe(50);
    expect(e.adjustmentLabel).toBe('Scores are kept between 50 and 100');
  });

  it('the shown parts (plus any adjustment) add up to the shown score at every position, for any form input', () => {
    fc.assert(
      fc.property(formInput, fc.constantFrom(...positions), (input, position) => {
        const e = explainScore(input, tables, position);
        if (
          e.score !==
          (scoreSubmission(input, tables).positionScores[position] ?? scorePosition(input, position, tables)!.score)
        )
          return false;
        if (sumTenths(e.parts.map((p) => p.points)) + tenths(e.adjustment) !== tenths(e.score)) return false;
        // each shown part is its exact value rounded up or down to a tenth
        return e.parts.every((p) => Math.abs(p.points - p.exactPoints) < 0.1 + 1e-9) && e.adjustment === 0;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('whatIf', () => {
  it('is the engine on the changed input, whatever the changes', () => {
    fc.assert(
      fc.property(
        formInput,
        formInput,
        fc.subarray([
          'height',
          'weight',
          'sixty',
          'throwVelocity',
          'exitVelocity',
          'fastballVelocity',
          'fbSpinRate',
          'strikePercentage',
        ] as const),
        (input, other, fields) => {
          const changes = Object.fromEntries(fields.map((f) => [f, other[f] ?? null]));
          const r = whatIf(input, changes, tables);
          const expected = scoreSubmission(
            { ...input, ...Object.fromEntries(fields.map((f) => [f, other[f] ?? undefined])) },
            tables,
          );
          expect(r.scores).toEqual(expected);
          expect(r.bestScore).toBe(expected.positionScores[expected.bestPosition]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps a moved measurement inside the form range and on its step', () => {
    const r = whatIf(outfielder, { exitVelocity: 500, sixty: 6.123 }, tables);
    expect(r.input.exitVelocity).toBe(130);
    expect(r.input.sixty).toBe(6.12);
    expect(r.scores).toEqual(scoreSubmission({ ...outfielder, exitVelocity: 130, sixty: 6.12 }, tables));
    expect(applyChanges(outfielder, { exitVelocity: null }).exitVelocity).toBeUndefined();
    expect(outfielder.exitVelocity).toBe(92); // the input is not changed
  });

  it('reports the change of the headline score', () => {
    const r = whatIf(outfielder, { exitVelocity: 96 }, tables);
    expect(r.before).toEqual({ bestPosition: 'C', bestScore: 87.7 });
    expect(r.change).toBe(Math.round((r.bestScore - 87.7) * 10) / 10);
    expect(r.change).toBeGreaterThan(0);
  });
});

describe('suggestImprovements', () => {
  it('phrases the two biggest gains', () => {
    expect(suggestImprovements(outfielder, tables).map((s) => s.text)).toEqual([
      '+2 mph exit velocity → +1.4 points',
      '−0.1 s 60-yard time → +0.5 points',
    ]);
  });

  it('never suggests a step past the form range, and says the smaller step it would take', () => {
    const fast = { ...outfielder, exitVelocity: 129 };
    const all = suggestImprovements(fast, tables, 10);
    expect(all.find((s) => s.field === 'exitVelocity')).toBeUndefined(); // 100 already: no gain
    const slow: ScoringInput = { ...outfielder, exitVelocity: 129.5, bats: 'Right' };
    expect(suggestImprovements(slow, tables, 10).every((s) => s.to <= 130)).toBe(true);
  });

  it('are sorted by gain, inside the form ranges, positive, and equal to what-if', () => {
    fc.assert(
      fc.property(formInput, fc.integer({ min: 0, max: 6 }), (input, n) => {
        const list = suggestImprovements(input, tables, n);
        if (list.length > n) return false;
        for (let i = 1; i < list.length; i++) if (list[i]!.gain > list[i - 1]!.gain) return false;
        return list.every((s) => {
          const r = submissionFieldRules[s.field];
          const step = improvementSteps.find((x) => x.field === s.field)!;
          const w = whatIf(input, { [s.field]: s.to }, tables);
          return (
            s.gain > 0 &&
            s.to >= r.min &&
            s.to <= r.max &&
            Math.abs(s.to - s.from) <= Math.abs(step.step) + 1e-9 &&
            w.change === s.gain &&
            w.bestScore === s.newScore
          );
        });
      }),
      { numRuns: 500 },
    );
  });
});
