import { describe, expect, it } from 'vitest';
import {
  carriedSources,
  effectiveSource,
  latestMetricValues,
  metricHistoryOf,
  metricSourceLabels,
  roundToStep,
  sourceSentence,
  type VerificationFacts,
} from './sources.ts';

const verification: VerificationFacts = {
  metric: 'exitVelocity',
  value: 94,
  verifiedBy: 'Morgan Democoach',
  teamName: 'Demo Thunder 17U',
  teamCode: 'THUNDER17U',
  verifiedAt: '2026-11-26T17:00:00.000Z',
  submissionCreatedAt: '2026-11-20T10:00:00.000Z',
};

describe('source labels and sentences', () => {
  it('labels every kind', () => {
    expect(Object.values(metricSourceLabels)).toEqual([
      'Self-reported',
      'Entered by coach',
      'Coach-verified',
      'Device file',
      'Event',
    ]);
  });

  it("says who verified, the team and the day: the badge's tooltip", () => {
    expect(
      sourceSentence({
        kind: 'coach_verified',
        verifiedBy: 'Morgan Democoach',
        teamName: 'Demo Thunder 17U',
        teamCode: 'THUNDER17U',
        at: '2026-11-26T17:00:00.000Z',
      }),
    ).toBe('Verified by Morgan Democoach, Demo Thunder 17U, Nov 26, 2026');
    expect(
      sourceSentence({
        kind: 'device_file',
        device: 'rapsodo_pitching',
        fileName: 'bullpen.csv',
        sessionDate: '2026-11-20',
        derivation: 'max of 12 fastballs (average 88.9 mph)',
      }),
    ).toBe('Rapsodo pitching file bullpen.csv, session Nov 20, 2026: max of 12 fastballs (average 88.9 mph)');
    expect(
      sourceSentence({
        kind: 'event',
        eventId: 'e',
        name: 'Fall Showcase',
        organiser: 'Demo Events',
        date: '2026-11-01',
        enteredBy: 'Morgan Democoach',
      }),
    ).toBe('Fall Showcase (Demo Events), Nov 1, 2026, entered by Morgan Democoach');
    expect(sourceSentence({ kind: 'coach_entered', enteredBy: null, at: null })).toBe('Entered by a coach');
    expect(sourceSentence({ kind: 'self_reported' })).toBe('Self-reported by the player');
  });
});

describe('the effective source', () => {
  const later = { createdAt: '2026-11-21T00:00:00.000Z', metricSources: {} };
  it('is coach-verified while the value equals the verified one, on that submission and later ones', () => {
    expect(effectiveSource('exitVelocity', 94, later, verification).kind).toBe('coach_verified');
    expect(effectiveSource('exitVelocity', 94, { createdAt: '2026-11-20T10:00:00.000Z' }, verification).kind).toBe(
      'coach_verified',
    );
  });
  it('drops to the stored source when the value changed, or on an earlier submission', () => {
    expect(effectiveSource('exitVelocity', 95, later, verification)).toEqual({ kind: 'self_reported' });
    expect(effectiveSource('exitVelocity', 94, { createdAt: '2026-11-01T00:00:00.000Z' }, verification).kind).toBe(
      'self_reported',
    );
    const stored = { kind: 'coach_entered' as const, enteredBy: 'Lee', at: null };
    expect(
      effectiveSource('exitVelocity', 96, { ...later, metricSources: { exitVelocity: stored } }, verification),
    ).toBe(stored);
  });
});

describe('carried sources, steps, latest values and history', () => {
  it('keeps the sources of carried values and gives the fresh ones theirs', () => {
    const device = {
      kind: 'device_file' as const,
      device: 'blast_swings' as const,
      fileName: 'b.csv',
      sessionDate: null,
      derivation: 'max of 3 swings',
    };
    expect(
      carriedSources({ sixty: { kind: 'coach_entered', enteredBy: 'Lee', at: null } }, ['sixty', 'height'], {
        exitVelocity: device,
      }),
    ).toEqual({
      sixty: { kind: 'coach_entered', enteredBy: 'Lee', at: null },
      height: { kind: 'self_reported' },
      exitVelocity: device,
    });
  });

  it('rounds to the input steps', () => {
    expect(roundToStep('fbSpinRate', 2340.83)).toBe(2341);
    expect(roundToStep('sixty', 7.047)).toBe(7.05);
    expect(roundToStep('strikePercentage', 72.2222)).toBe(72.2);
  });

  it('dates a carried value by the first submission that had it, a device value by its session', () => {
    const a = { id: 'a', createdAt: '2026-09-01T12:00:00.000Z', height: 74, exitVelocity: 90 };
    const b = {
      id: 'b',
      createdAt: '2026-11-21T12:00:00.000Z',
      height: 74,
      exitVelocity: 94,
      metricSources: {
        exitVelocity: {
          kind: 'device_file' as const,
          device: 'blast_swings' as const,
          fileName: 'b.csv',
          sessionDate: '2026-11-18',
          derivation: 'max of 6 swings',
        },
      },
      extraMetrics: { batSpeed: 72.6 },
    };
    const latest = latestMetricValues(b, [b, a], []);
    expect(latest.map((m) => [m.metric, m.value, m.date, m.source.kind])).toEqual([
      ['height', 74, '2026-09-01', 'self_reported'],
      ['exitVelocity', 94, '2026-11-18', 'device_file'],
      ['batSpeed', 72.6, '2026-11-21', 'self_reported'],
    ]);
    const history = metricHistoryOf([b, a], [{ ...verification, submissionCreatedAt: b.createdAt }]);
    const exit = history.find((m) => m.metric === 'exitVelocity')!;
    expect(exit.points.map((p) => [p.value, p.source.kind])).toEqual([
      [90, 'self_reported'],
      [94, 'coach_verified'],
    ]);
  });
});
