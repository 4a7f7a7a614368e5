// papaparse splits the sample files as the server does (the parsers take its rows: docs/decisions/0062-metric-sources.md).
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  detectDeviceFile,
  genericTemplateCsv,
  isFastball,
  parseBlastSwings,
  parseDeviceFile,
  parseEventResults,
  parseGenericMetrics,
  parseRapsodoPitching,
  readDate,
  readMetricName,
} from './parsers.ts';
import { blastSamples } from './samples/blast.ts';
import { genericSamples } from './samples/generic.ts';
import { rapsodoSamples } from './samples/rapsodo.ts';

const rows = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: false }).data;
const lines = (errors: Array<{ line: number | null }>) => errors.map((e) => e.line);

describe('Rapsodo pitching', () => {
  it('derives fastball velocity (max, with the average), spin (average of fastballs) and strike % (share)', () => {
    const r = parseRapsodoPitching(rows(rapsodoSamples.good));
    expect(r.errors).toEqual([]);
    expect(r.rowCount).toBe(18);
    expect(r.sessionDate).toBe('2026-11-20');
    // 12 fastballs: 88.4 89.1 87.9 90.2 88.8 89.5 87.6 88.9 89.9 88.1 89.3 88.7 → max 90.2, mean 88.87
    expect(r.derived).toEqual([
      {
        metric: 'fastballVelocity',
        value: 90.2,
        average: 88.9,
        derivation: 'max of 12 fastballs (average 88.9 mph)',
      },
      // spins 2310 … 2333: mean 2340.83 → 2341 (step 1 rpm)
      { metric: 'fbSpinRate', value: 2341, average: null, derivation: 'average Total Spin of 12 fastballs' },
      // 13 of 18 pitches are strikes: 72.22 % → 72.2
      { metric: 'strikePercentage', value: 72.2, average: null, derivation: '13 strikes in 18 pitches' },
    ]);
  });

  it('refuses a file of another kind, naming the line', () => {
    const r = parseRapsodoPitching(rows(rapsodoSamples.wrongKind));
    expect(r.derived).toEqual([]);
    expect(r.errors).toEqual([
      { line: 1, message: 'This is not a Rapsodo pitching file: line 1 does not look like one.' },
    ]);
    expect(parseRapsodoPitching(rows('Player ID,1\nSomething else,2\n')).errors[0]!.line).toBe(2);
  });

  it('names every malformed line: a short row, a velocity that is no number, an Is Strike that is no yes/no', () => {
    const r = parseRapsodoPitching(rows(rapsodoSamples.malformed));
    expect(r.errors.map((e) => e.message)).toEqual([
      'Line 6: 5 values where the header has 12.',
      'Line 8: Velocity "fast" is not a number.',
      'Line 10: Is Strike "Maybe" should be Yes or No.',
    ]);
  });

  it('names implausible values by the domain ranges (fastball 40–110 mph, spin 500–4000 rpm)', () => {
    const r = parseRapsodoPitching(rows(rapsodoSamples.implausible));
    expect(r.errors).toEqual([
      { line: 7, message: 'Line 7: Fastball velocity 119.5 mph is not plausible (40–110 mph).' },
      { line: 8, message: 'Line 8: Spin rate 5200 rpm is not plausible (500–4000 rpm).' },
    ]);
  });

  it('says when there is nothing to use, and when the header is missing', () => {
    const header = rapsodoSamples.good.split('\n').slice(0, 3).join('\n');
    expect(parseRapsodoPitching(rows(header)).errors[0]!.message).toBe(
      'The Rapsodo pitching file has no usable rows: nothing to save.',
    );
    expect(parseRapsodoPitching(rows('Player ID,1\nPlayer Name,X\n1,2,3\n')).errors[0]!.message).toMatch(
      /No header line/,
    );
    expect(parseRapsodoPitching(rows('')).errors[0]!.message).toBe('The file is empty.');
  });

  it('counts four-seam fastballs only', () => {
    for (const t of ['Fastball', 'Four Seam', 'four-seam', 'FourSeam', '4-Seam', 'FB', 'FF', ' fb '])
      expect(isFastball(t), t).toBe(true);
    for (const t of ['Two Seam', 'Sinker', 'Cutter', 'Curveball', 'ChangeUp', '']) expect(isFastball(t), t).toBe(false);
  });
});

describe('Blast Motion', () => {
  it('derives exit velocity (max of the swings that measured one) and bat speed (max), session date from Date', () => {
    const r = parseBlastSwings(rows(blastSamples.good));
    expect(r.errors).toEqual([]);
    expect(r.rowCount).toBe(8);
    expect(r.sessionDate).toBe('2026-11-18');
    expect(r.derived).toEqual([
      { metric: 'exitVelocity', value: 94.7, average: 90.6, derivation: 'max of 6 swings with exit velocity' },
      { metric: 'batSpeed', value: 72.6, average: 70.3, derivation: 'max of 8 swings' },
    ]);
  });

  it('refuses another kind, names malformed lines and implausible values', () => {
    expect(parseBlastSwings(rows(blastSamples.wrongKind)).errors).toEqual([
      { line: 1, message: 'This is not a Blast Motion file: line 1 does not look like one.' },
    ]);
    expect(parseBlastSwings(rows(blastSamples.malformed)).errors.map((e) => e.message)).toEqual([
      'Line 11: 6 values where the header has 20.',
      'Line 12: "Someday 2026" is not a date (use YYYY-MM-DD).',
      'Line 13: Bat Speed (mph) "sixty-nine" is not a number.',
    ]);
    expect(parseBlastSwings(rows(blastSamples.implausible)).errors).toEqual([
      { line: 12, message: 'Line 12: Exit velocity 152.4 mph is not plausible (30–130 mph).' },
      { line: 14, message: 'Line 14: Bat speed 12.6 mph is not plausible (30–100 mph).' },
    ]);
  });
});

describe('generic CSV', () => {
  it('takes each metric at its latest date, with the note', () => {
    const r = parseGenericMetrics(rows(genericSamples.good));
    expect(r.errors).toEqual([]);
    expect(r.sessionDate).toBe('2026-11-21');
    expect(r.derived.map((d) => [d.metric, d.value, d.derivation])).toEqual([
      ['weight', 182, 'measured Nov 21, 2026'],
      ['sixty', 7.05, 'latest of 2 measurements, Nov 20, 2026; Laser timed'],
      ['throwVelocity', 84.2, 'measured Nov 20, 2026; Radar gun'],
      ['exitVelocity', 88.5, 'measured Nov 20, 2026; Pocket radar at practice'],
    ]);
  });

  it('refuses another kind and names each bad line (date, metric, number, unit, columns) and implausible values', () => {
    expect(lines(parseGenericMetrics(rows(genericSamples.wrongKind)).errors)).toEqual([1]);
    const bad = parseGenericMetrics(rows(genericSamples.malformed));
    expect(lines(bad.errors)).toEqual([3, 4, 5, 6, 7]);
    expect(bad.errors[3]!.message).toBe('Line 6: Throw velocity is measured in mph, not "km/h".');
    expect(parseGenericMetrics(rows(genericSamples.implausible)).errors.map((e) => e.message)).toEqual([
      'Line 2: 60-yard time 2.9 seconds is not plausible (5–12 seconds).',
      'Line 4: Fastball velocity 131 mph is not plausible (40–110 mph).',
    ]);
  });

  it('the template is a valid generic file', () => {
    const r = parseGenericMetrics(rows(genericTemplateCsv));
    expect(r.errors).toEqual([]);
    expect(r.derived.map((d) => d.metric)).toEqual(['sixty', 'exitVelocity']);
  });

  it('reads metric names, dates in three spellings, and refuses impossible dates', () => {
    expect(readMetricName('Exit Velocity')).toBe('exitVelocity');
    expect(readMetricName('60-yard time')).toBe('sixty');
    expect(readMetricName('spin_rate')).toBe('fbSpinRate');
    expect(readMetricName('arm')).toBeNull();
    expect(readDate('Dec 10, 2024 02:11:43 pm')).toBe('2024-12-10');
    expect(readDate('11/20/2026 4:05:12 PM')).toBe('2026-11-20');
    expect(readDate('2026-02-30')).toBeNull();
  });
});

describe('detection and event results', () => {
  it('detects each kind from its first lines; anything else is one clear error', () => {
    expect(detectDeviceFile(rows(rapsodoSamples.good))).toBe('rapsodo_pitching');
    expect(detectDeviceFile(rows(blastSamples.good))).toBe('blast_swings');
    expect(detectDeviceFile(rows(genericSamples.good))).toBe('generic');
    expect(parseDeviceFile(rows('a,b,c\n1,2,3\n'))).toEqual({
      kind: null,
      errors: [{ line: null, message: expect.stringMatching(/^This file is not a Rapsodo/) }],
    });
  });

  it('reads event results by e-mail or member id, each row checked', () => {
    const r = parseEventResults(
      rows('player_email,metric,value,unit,source_note\na@x.test,sixty,7.1,s,\n,sixty,7,,\nb@x.test,sixty,3,,\n'),
    );
    expect(r.rows).toEqual([{ line: 2, memberId: null, playerEmail: 'a@x.test', metric: 'sixty', value: 7.1 }]);
    expect(lines(r.errors)).toEqual([3, 4]);
    expect(parseEventResults(rows('member_id,metric,value\nm1,exit_velocity,91\n')).rows[0]).toMatchObject({
      memberId: 'm1',
      metric: 'exitVelocity',
      value: 91,
    });
    expect(lines(parseEventResults(rows('who,metric,value\n')).errors)).toEqual([1]);
  });
});
