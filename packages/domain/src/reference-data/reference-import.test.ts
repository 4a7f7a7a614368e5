import { describe, expect, it } from 'vitest';
import { checkHeader, parseReferenceRow, rosterClassOf } from './reference-import.ts';

describe('reference CSV rows', () => {
  it('reads a schools.csv row', () => {
    const r = parseReferenceRow('schools', {
      school_id: '193',
      school_name: 'Duke',
      full_name: 'Duke University',
      division: 'D1',
      conference: 'ACC',
      city: 'Durham',
      state: 'NC',
      unitid: '198419',
      season: '2026',
    });
    expect(r).toEqual({
      ok: true,
      value: expect.objectContaining({
        schoolId: 193,
        schoolName: 'Duke',
        division: 'D1',
        state: 'NC',
        unitid: 198419,
      }),
    });
  });
  it('rejects a school row without a name or with a bad id, naming the column', () => {
    expect(parseReferenceRow('schools', { school_id: '193', school_name: ' ' })).toEqual({
      ok: false,
      reason: 'school_name is required',
    });
    expect(parseReferenceRow('schools', { school_id: 'abc', school_name: 'X' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('school_id'),
    });
  });
  it('accepts College Scorecard column names for academics', () => {
    const r = parseReferenceRow('academics', {
      UNITID: '198419',
      INSTNM: 'Duke University',
      CITY: 'Durham',
      STABBR: 'NC',
      ADM_RATE: '0.0635',
      UGDS: '6488',
      TUITIONFEE_IN: '63054',
      TUITIONFEE_OUT: '63054',
      NPT4_PUB: 'NULL',
      NPT4_PRIV: '25000',
      SATVR25: '730',
      SATMT25: '760',
      SATVR75: '770',
      SATMT75: '800',
      ACTCM25: '34',
      ACTCM75: '35',
    });
    expect(r).toEqual({
      ok: true,
      value: expect.objectContaining({
        unitid: 198419,
        acceptanceRate: 0.0635,
        undergradEnrollment: 6488,
        netPrice: 25000,
        satMin: 1490,
        satMax: 1570,
        actMin: 34,
        actMax: 35,
        academicSelectivity: 'Most Selective',
        schoolSize: 'Medium',
        usRegion: 'Southeast',
      }),
    });
  });
  it('rejects an academics row with a non-numeric rate', () => {
    expect(parseReferenceRow('academics', { unitid: '1', acceptance_rate: 'lots' })).toEqual({
      ok: false,
      reason: 'acceptance_rate must be a number',
    });
  });
  it('reads a rosters.csv row and folds the redshirt flag into the class', () => {
    const r = parseReferenceRow('rosters', {
      school_id: '193',
      jersey: '1',
      player_name: 'Jimmy Romano',
      position: 'RHP/INF',
      class_year: 'Jr',
      redshirt: 'Y',
      height_in: '73',
      weight_lbs: '200',
      hometown: 'Roseland, N.J.',
      home_state: 'NJ',
      last_school: 'Saint Joseph Regional',
    });
    expect(r.ok).toBe(true);
    if (r.ok) expect(rosterClassOf(r.value)).toBe('R-Jr');
    expect(parseReferenceRow('rosters', { school_id: '193', player_name: 'X', height_in: '7' })).toEqual({
      ok: false,
      reason: 'height_in must be between 48 and 96 inches',
    });
  });
  it('reads coaching_staff.csv and climate.csv rows', () => {
    expect(
      parseReferenceRow('coaches', {
        school_id: '193',
        coach_name: 'Chris Pollard',
        role: 'Head Coach',
        is_head_coach: 'Y',
      }),
    ).toMatchObject({ ok: true, value: { teamId: 193, coachName: 'Chris Pollard', isHeadCoach: true } });
    expect(
      parseReferenceRow('climate', {
        school_id: '2',
        mar_high_f: '68.6',
        apr_high_f: '77.3',
        may_high_f: '84.6',
        spring_precip_in: '',
      }),
    ).toMatchObject({ ok: true, value: { teamId: 2, marchHigh: 68.6, totalPrecip: null } });
  });
  it('reads zip codes (US, Canadian) and high schools', () => {
    expect(parseReferenceRow('zip_codes', { zip_code: '75201', city: 'Dallas', state_ab: 'tx' })).toMatchObject({
      ok: true,
      value: { zipCode: '75201', stateAb: 'TX' },
    });
    expect(parseReferenceRow('zip_codes', { zip: 'T0A', city: 'Eastern Alberta', state: 'AB' }).ok).toBe(true);
    expect(parseReferenceRow('zip_codes', { zip_code: '123', city: 'X', state_ab: 'TX' })).toEqual({
      ok: false,
      reason: 'zip_code must be a 5-digit US zip code or a Canadian postal code',
    });
    expect(parseReferenceRow('high_schools', { name: 'Riverside High', city: 'Austin', state: 'Texas' })).toEqual({
      ok: false,
      reason: 'state must be a 2-letter state code',
    });
  });

  it('checks the header for required columns', () => {
    expect(checkHeader('schools', ['school_id', 'school_name'])).toBeNull();
    expect(checkHeader('rosters', ['school_id', 'position'])).toBe('Missing column: player_name (or full_name, name)');
    expect(checkHeader('academics', ['UNITID', 'INSTNM'])).toBeNull();
  });
});

describe('a hostile roster height cell', () => {
  // 60 KB of spaces between a digit and a letter made the feet-inches pattern backtrack for over a second.
  const cells = ['6' + ' '.repeat(60_000) + 'x', '6-' + ' '.repeat(60_000) + 'x', '6' + ' '.repeat(60_000) + '2'];
  it('is refused by its length, at once', () => {
    for (const cell of cells) {
      const started = Date.now();
      const r = parseReferenceRow('rosters', { school_id: '193', player_name: 'A Player', height_in: cell });
      expect(Date.now() - started).toBeLessThan(200);
      expect(r).toEqual({ ok: false, reason: 'height_in must be a whole number' });
    }
  });
  it('still reads the usual ways of writing a height', () => {
    for (const [cell, inches] of [
      ['74', 74],
      ['6-2', 74],
      [`6'2"`, 74],
      ['6 ft 2 in', 74],
      ['6 ft 11.5 in.', 84],
    ] as const) {
      const r = parseReferenceRow('rosters', { school_id: '193', player_name: 'A Player', height_in: cell });
      expect(r).toMatchObject({ ok: true, value: { height: inches } });
    }
  });
});

describe('the year of each row', () => {
  it("keeps each College Scorecard value's academic year and the program list's season", () => {
    const a = parseReferenceRow('academics', {
      unitid: '137847',
      sat_min: '1070',
      sat_max: '1240',
      year_sat: '2021-22',
      year_act: '2021-22',
      year_enrollment: '2022-23',
    });
    expect(a.ok && a.value).toMatchObject({ satMin: 1070, yearSat: '2021-22', yearAct: '2021-22', yearTuition: null });
    const s = parseReferenceRow('schools', { school_id: '689', school_name: 'Tampa', season: '2026' });
    expect(s.ok && s.value.listSeason).toBe('2026');
  });
});
