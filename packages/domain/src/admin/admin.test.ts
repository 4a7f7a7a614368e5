import { describe, expect, it } from 'vitest';
import {
  adminUserUpdateSchema,
  changesOwnAccessAway,
  heightProblems,
  heightsUpdateSchema,
  weightGroupLabel,
  weightProblems,
  weightsUpdateSchema,
  whiteLabelSchema,
  type WeightRow,
} from './admin.contract.ts';
import { countByDivision, countPerWeek, fillWeeks, scoreDistribution, toCsv, weekStart } from './reports.ts';

const row = (
  position: WeightRow['position'],
  metric: WeightRow['metric'],
  weight: number,
  condition = '',
): WeightRow => ({ position, metric, weight, condition });

describe('scoring table validation', () => {
  it('accepts weights summing to 1 within 0.001 per position and condition', () => {
    const rows = [
      row('C', 'height', 0.1),
      row('C', 'bmi', 0.1),
      row('C', 'throw', 0.35),
      row('C', 'exit', 0.3),
      row('C', 'sixty', 0.1505),
    ];
    expect(weightProblems(rows)).toEqual([]);
    expect(weightsUpdateSchema.safeParse({ rows }).success).toBe(true);
  });
  it('refuses a group that does not sum to 1 and names it', () => {
    const rows = [
      row('RHP', 'height', 0.2, 'velo < 87.1'),
      row('RHP', 'velo', 0.6, 'velo < 87.1'),
      row('OF', 'exit', 1),
    ];
    expect(weightProblems(rows)).toEqual(['Weights for RHP (velo < 87.1) must sum to 1 (they sum to 0.800).']);
    // The stored conditions read in the product's words.
    expect(weightProblems([row('LHP', 'velo', 0.5, 'velo<87.1')])).toEqual([
      'Weights for LHP (fastball under 87.1 mph) must sum to 1 (they sum to 0.500).',
    ]);
    expect(weightGroupLabel({ position: 'RHP', condition: 'velo>=87.1' })).toBe('RHP (fastball 87.1 mph or faster)');
    expect(weightsUpdateSchema.safeParse({ rows }).success).toBe(false);
  });
  it('needs heights between 48 and 96 without duplicates or gaps', () => {
    const h = (height: number) => ({ height, firstBase: 80, thirdBase: 80, c: 80, mif: 80, of: 80, lhp: 80, rhp: 80 });
    expect(heightsUpdateSchema.safeParse({ rows: [h(60), h(61), h(62)] }).success).toBe(true);
    expect(heightsUpdateSchema.safeParse({ rows: [h(47)] }).error?.issues[0]?.message).toBe(
      'Heights must be whole inches between 48 and 96.',
    );
    expect(heightProblems([h(60), h(62), h(62)])).toEqual([
      'Height 62 appears more than once.',
      'Heights must be consecutive: 61 is missing.',
    ]);
  });
});

describe('an admin changing their own account', () => {
  it('may not disable or demote themself, and may change anyone else', () => {
    expect(changesOwnAccessAway('me', 'me', { disabled: true })).toBe(true);
    expect(changesOwnAccessAway('me', 'me', { role: 'coach' })).toBe(true);
    expect(changesOwnAccessAway('me', 'me', { role: 'admin', disabled: false })).toBe(false);
    expect(changesOwnAccessAway('me', 'me', { disabled: false })).toBe(false);
    expect(changesOwnAccessAway('me', 'other', { role: 'player', disabled: true })).toBe(false);
  });
});

describe('admin inputs', () => {
  it('needs a role or a disabled flag', () => {
    expect(adminUserUpdateSchema.safeParse({}).success).toBe(false);
    expect(adminUserUpdateSchema.safeParse({ role: 'superuser' }).success).toBe(false);
    expect(adminUserUpdateSchema.parse({ disabled: true })).toEqual({ disabled: true });
  });
  it('takes white-label hosts without scheme and lower-cases them', () => {
    expect(whiteLabelSchema.parse({ domain: 'Teams.Example.COM', logoUrl: '' })).toEqual({
      domain: 'teams.example.com',
      logoUrl: null,
      appName: null,
      isActive: true,
    });
    expect(whiteLabelSchema.safeParse({ domain: 'https://x.com' }).success).toBe(false);
    expect(whiteLabelSchema.safeParse({ domain: 'x.com', logoUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('reports', () => {
  it('buckets by ISO week (Monday) and fills empty weeks', () => {
    expect(weekStart('2026-11-22T10:00:00Z')).toBe('2026-11-16');
    expect(countPerWeek(['2026-11-02T00:00:00Z', '2026-11-03T00:00:00Z', '2026-11-17T00:00:00Z'])).toEqual([
      { week: '2026-11-02', count: 2 },
      { week: '2026-11-09', count: 0 },
      { week: '2026-11-16', count: 1 },
    ]);
  });
  it('fills weeks between weekly counts', () => {
    expect(
      fillWeeks([
        { week: '2026-11-16', count: 1 },
        { week: '2026-11-02', count: 4 },
      ]).map((r) => r.count),
    ).toEqual([4, 0, 1]);
  });
  it('bands scores by 5 and counts commitments by division', () => {
    const d = scoreDistribution([50, 54.9, 55, 100, 97]);
    expect(d[0]).toEqual({ band: '50–54', count: 2 });
    expect(d[9]).toEqual({ band: '95–100', count: 2 });
    expect(countByDivision(['D1', null, 'D1', 'D2'])).toEqual([
      { division: 'D1', count: 2 },
      { division: 'D2', count: 1 },
      { division: 'Unknown', count: 1 },
    ]);
  });
  it('writes CSV with quoting and without spreadsheet formulas', () => {
    expect(toCsv([{ a: 'x,y', b: '=SUM(A1)' }], ['a', 'b'])).toBe('a,b\r\n"x,y",\'=SUM(A1)\r\n');
  });
});
