import { DEMO_COLLEGE_ID_BASE, demoColleges, springClimateByState, type DemoCollege } from './demo-colleges.ts';

/** A small seeded PRNG (mulberry32): the same demo world on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}

const firstNames = ['Aiden', 'Brady', 'Caleb', 'Dawson', 'Eli', 'Finn', 'Gavin', 'Hayes', 'Isaac', 'Jace', 'Kellan', 'Landon', 'Mason', 'Nolan', 'Owen', 'Parker', 'Quinn', 'Reid', 'Sawyer', 'Tate', 'Ulises', 'Vance', 'Wyatt', 'Xavier', 'Yates', 'Zane', 'Beau', 'Cole', 'Drew', 'Emmett', 'Grady', 'Hudson', 'Jonah', 'Luke', 'Marco', 'Nico', 'Rhett', 'Silas', 'Tristan', 'Wes'];
const lastNames = ['Abernathy', 'Brightwater', 'Calloway', 'Dunmore', 'Ellsworth', 'Fairbanks', 'Garrity', 'Holloway', 'Ingram', 'Jessup', 'Kettering', 'Lockhart', 'Merriweather', 'Northcott', 'Oakes', 'Pendleton', 'Quarles', 'Redfield', 'Stanwick', 'Thornbury', 'Upton', 'Vandermeer', 'Whitlock', 'Yardley', 'Zeller', 'Ashdown', 'Birchfield', 'Copeland', 'Davenport', 'Everhart', 'Foxworth', 'Greenleaf', 'Hartwell', 'Kingsley', 'Larkspur', 'Mayfield', 'Newbury', 'Prescott', 'Rockwell', 'Sutter'];
const towns: Array<[string, string]> = [['Plano', 'TX'], ['Katy', 'TX'], ['Marietta', 'GA'], ['Tampa', 'FL'], ['Naperville', 'IL'], ['Cary', 'NC'], ['Scottsdale', 'AZ'], ['Fresno', 'CA'], ['Overland Park', 'KS'], ['Franklin', 'TN'], ['Mesa', 'AZ'], ['Ponte Vedra', 'FL'], ['Owasso', 'OK'], ['Carmel', 'IN'], ['Lake Oswego', 'OR'], ['Greenville', 'SC'], ['Baton Rouge', 'LA'], ['Toms River', 'NJ'], ['Lancaster', 'PA'], ['Edina', 'MN']];
const hsSuffix = ['High School', 'Academy', 'Prep', 'Christian School', 'Community College'];
const messyClasses = ['Fr', 'FR.', 'Freshman', 'R-Fr', 'RS Fr.', 'So', 'So.', 'Sophomore', 'R-So', 'Jr', 'JR', 'Junior', 'R-Jr.', 'Redshirt Junior', 'Sr', 'Sr.', 'Senior', 'R-Sr', 'Gr', 'Grad', 'Graduate'];
const positionMix: Array<[string, number]> = [['RHP', 30], ['LHP', 12], ['P', 2], ['C', 9], ['1B', 5], ['INF', 14], ['IF', 4], ['SS', 3], ['2B', 2], ['3B', 3], ['OF', 12], ['CF', 2], ['UTL', 3], ['RHP/INF', 1]];
const heightRange: Record<string, [number, number]> = { RHP: [71, 78], LHP: [70, 77], P: [71, 77], C: [68, 74], '1B': [72, 77], OF: [69, 75], CF: [69, 74], UTL: [69, 74] };

function position(r: ReturnType<typeof prng>): string {
  const total = positionMix.reduce((a, [, w]) => a + w, 0);
  let x = r.next() * total;
  for (const [p, w] of positionMix) if ((x -= w) < 0) return p;
  return 'OF';
}

export const demoCollegeId = (index: number) => DEMO_COLLEGE_ID_BASE + index;

export function demoCollegeRows() {
  return demoColleges.map((col, i) => {
    const r = prng(9000 + i);
    const isPrivate = col.type === 'private';
    const enrollment = isPrivate ? r.int(1500, 9000) : r.int(6000, 38000);
    const accept = Math.round((isPrivate ? 0.08 + r.next() * 0.6 : 0.35 + r.next() * 0.55) * 10000) / 10000;
    const tuitionIn = isPrivate ? r.int(38000, 64000) : r.int(7000, 14000);
    const satMin = r.int(950, 1450);
    const actMin = Math.round(satMin / 45);
    const wins = r.int(18, 48);
    const losses = r.int(10, 30);
    return {
      schoolId: demoCollegeId(i),
      schoolName: col.name,
      fullName: col.fullName,
      division: col.division,
      conference: col.conference,
      city: col.city,
      state: col.state,
      collegeType: isPrivate ? 'Private nonprofit' : 'Public',
      usRegion: null as string | null,
      campusSetting: r.pick(['City', 'Suburb', 'Town', 'Rural']),
      undergradEnrollment: enrollment,
      acceptanceRate: accept,
      tuitionInState: tuitionIn,
      tuitionOutState: isPrivate ? tuitionIn : tuitionIn + r.int(12000, 26000),
      netPrice: Math.round(tuitionIn * (0.45 + r.next() * 0.4)),
      satMin,
      satMax: Math.min(1600, satMin + r.int(120, 220)),
      actMin,
      actMax: Math.min(36, actMin + r.int(3, 6)),
      schoolOverview: `${col.fullName} is a ${isPrivate ? 'private' : 'public'} institution in ${col.city}, ${col.state}. (Demo data: academic figures are illustrative.)`,
      baseballProgramSummary: `${col.name} competes in NCAA ${col.division.replace('D', 'Division ')} baseball as a member of the ${col.conference}.`,
      lastSeasonRecord: `${wins}-${losses}`,
      lastSeasonRank: r.chance(0.5) ? `#${r.int(1, 60)} in ${col.division}` : null,
      collegeWebsite: `www.${col.domain}`,
      teamWebsite: null as string | null,
      recruitQuestionnaire: null as string | null,
    };
  });
}

export function demoRosterRows(index: number, col: DemoCollege) {
  const r = prng(1000 + index);
  const size = r.int(25, 40);
  const rows = [];
  for (let i = 0; i < size; i++) {
    const pos = position(r);
    const [lo, hi] = heightRange[pos] ?? [68, 74];
    const height = r.int(lo, hi);
    const pitcher = /HP|^P$/.test(pos);
    const weight = Math.round(115 + (height - 60) * 5.2 + r.int(-12, 18) + (pitcher ? 5 : 0) + (pos === 'C' || pos === '1B' ? 12 : 0));
    const [town, st] = r.pick(towns);
    const last = r.pick(lastNames);
    rows.push({
      teamid: demoCollegeId(index),
      currentSeason: 'Yes',
      position: pos,
      height,
      weight,
      fullName: `${r.pick(firstNames)} ${last}`,
      playerId: r.chance(0.6) ? `demo-${index}-${i}` : null,
      playerNumber: String(i + 1),
      academicYear: r.chance(0.03) ? null : r.pick(messyClasses),
      hsName: `${r.chance(0.5) ? town : last} ${r.pick(hsSuffix)}`,
      hometown: town,
      homeState: st,
    });
  }
  // Exercise the display rules: a duplicated entry (de-duplication) and one with no position (filtered out).
  if (rows[0]) rows.push({ ...rows[0] });
  rows.push({ ...rows[1]!, fullName: 'Unlisted Walkon', playerId: null, playerNumber: '99', position: null as unknown as string });
  void col;
  return rows;
}

const coachFirst = ['Rusty', 'Dale', 'Clint', 'Mitch', 'Hank', 'Boone', 'Curtis', 'Gene', 'Lyle', 'Monty', 'Scooter', 'Walt'];
const coachLast = ['Demarco', 'Fieldstone', 'Baggett', 'Lindqvist', 'Pruitt', 'Stroud', 'Vickers', 'Okafor', 'Castellano', 'Whitford', 'Breckin', 'Tolliver'];

export function demoCoachRow(index: number, col: DemoCollege) {
  const r = prng(5000 + index);
  const name = `${r.pick(coachFirst)} ${r.pick(coachLast)}`;
  const seasons = r.int(2, 28);
  const wins = seasons * r.int(22, 42);
  const losses = seasons * r.int(14, 28);
  const assistants = [0, 1, 2].map((k) => `${r.pick(coachFirst)} ${r.pick(coachLast)} (${['Pitching Coach', 'Hitting Coach', 'Recruiting Coordinator'][k]})`);
  return {
    teamId: demoCollegeId(index),
    headCoachName: name,
    headCoachBio: `${name} (fictitious demo coach) is in season ${seasons} leading ${col.name} baseball, after stints as an assistant in the ${col.conference}.`,
    coachUrl: null as string | null,
    coachEmail: `baseball.${col.domain.replace(/\.edu$/, '')}@example.com`,
    coachSeasons: seasons,
    coachWinsLosses: `${wins}-${losses}`,
    wlPercentage: Math.round((wins / (wins + losses)) * 1000) / 1000,
    assistantCoaches: assistants.join('; '),
    annualRevenue: col.division === 'D1' ? r.int(1_200_000, 9_800_000) : r.int(150_000, 950_000),
    opExpensePerPlayer: col.division === 'D1' ? r.int(9_000, 42_000) : r.int(1_500, 8_500),
  };
}

export function demoFieldRow(index: number, col: DemoCollege) {
  const r = prng(7000 + index);
  const [mar, apr, may, precip] = springClimateByState[col.state] ?? [60, 68, 76, 10];
  const climate = {
    marchHigh: mar + r.int(-2, 2), marchLow: mar - r.int(18, 24), aprilHigh: apr + r.int(-2, 2), aprilLow: apr - r.int(17, 22),
    mayHigh: may + r.int(-2, 2), mayLow: may - r.int(15, 20), totalPrecip: Math.round((precip + r.next() * 1.5 - 0.75) * 10) / 10,
  };
  // Every fourth program has climate only (no field data): the Field Information section is hidden there.
  if (index % 4 === 3) return { teamId: demoCollegeId(index), ...climate };
  return {
    teamId: demoCollegeId(index),
    fieldName: `${col.name} Demo Ballpark`,
    fieldUrl: index % 3 === 0 ? null : index % 7 === 0 ? 'not a valid url' : '/stadiums/ballpark.svg',
    seating: r.int(800, 11000),
    attendance: r.int(300, 9000),
    leftFence: index % 5 === 4 ? null : r.int(318, 335),
    centerFence: index % 5 === 4 ? null : r.int(390, 410),
    rightFence: index % 5 === 4 ? null : r.int(318, 335),
    surface: r.pick(['Natural Grass', 'Artificial Turf', 'Hybrid Turf']),
    openDate: String(r.int(1958, 2021)),
    wikiUrl: null as string | null,
    attendenceRankByDivision: r.int(1, 120),
    ...climate,
  };
}

export function demoCommitRows(index: number) {
  const r = prng(3000 + index);
  return [2026, 2027].map((gradYear) => ({
    teamId: demoCollegeId(index), gradYear,
    c: r.chance(0.3) ? r.int(1, 2) : 0, firstBase: r.chance(0.2) ? 1 : 0, thirdBase: r.chance(0.2) ? 1 : 0, mif: r.chance(0.4) ? r.int(1, 3) : 0,
    of: r.chance(0.4) ? r.int(1, 3) : 0, lhp: r.chance(0.4) ? r.int(1, 2) : 0, rhp: r.chance(0.6) ? r.int(1, 5) : 0,
  }));
}

export const demoTransfers = (index: number) => ({ teamId: demoCollegeId(index), transfers: prng(4000 + index).int(0, 20) });
