import { collegeSearchTerms, type CollegeSearchFilters, type CollegeSearchRow } from './profile.contract.ts';

/** A search row with the campus location (not sent to the browser). */
export type SearchableCollege = Omit<CollegeSearchRow, 'distanceMi'> & {
  latitude: number | null;
  longitude: number | null;
};

/** Great-circle miles between two points, one decimal. */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return Math.round(3958.8 * 2 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** What a search needs of the list, worked out once per list: the programs with a division, folded names, name and division order. */
interface PreparedList {
  rows: SearchableCollege[];
  names: string[];
  nameRank: Int32Array;
  divisionRank: Map<string, number>;
}
const preparedLists = new WeakMap<readonly SearchableCollege[], PreparedList>();
function prepare(all: readonly SearchableCollege[]): PreparedList {
  let p = preparedLists.get(all);
  if (p) return p;
  const rows = all.filter((r) => !!r.division?.trim());
  const order = rows
    .map((_, i) => i)
    .sort((a, b) => rows[a]!.schoolName.localeCompare(rows[b]!.schoolName) || rows[a]!.schoolId - rows[b]!.schoolId);
  const nameRank = new Int32Array(rows.length);
  order.forEach((i, rank) => (nameRank[i] = rank));
  const divisions = [...new Set(rows.map((r) => r.division!))].sort((a, b) => a.localeCompare(b));
  p = {
    rows,
    names: rows.map((r) => fold(`${r.schoolName}\n${r.fullName ?? ''}`)),
    nameRank,
    divisionRank: new Map(divisions.map((d, i) => [d, i])),
  };
  preparedLists.set(all, p);
  return p;
}

/**
 * The college search (/colleges) over all programs: every filter, the sort (unknown figures last in both directions,
 * then by name) and one page. Pure, so the server can run it over its cached list of 1,683 programs; the names are
 * folded and ordered once per list, so a search is a filter and a numeric sort (about a millisecond).
 */
export function searchCollegeList(
  all: readonly SearchableCollege[],
  q: CollegeSearchFilters,
  origin: { lat: number; lon: number } | null,
) {
  const { rows, names, nameRank, divisionRank } = prepare(all);
  const terms = collegeSearchTerms(q.q ?? '').map(fold);
  const lte = (v: number | null, max: number | undefined) => max == null || (v != null && v <= max);
  const gte = (v: number | null, min: number | undefined) => min == null || (v != null && v >= min);
  const distance = (r: SearchableCollege) =>
    origin && r.latitude != null && r.longitude != null
      ? milesBetween(origin, { lat: r.latitude, lon: r.longitude })
      : null;
  const miles = new Map<number, number | null>();
  const hits: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (terms.length && !terms.some((t) => names[i]!.includes(t))) continue;
    if (q.division && (q.division === 'JUCO' ? !r.division!.startsWith('JUCO') : r.division !== q.division)) continue;
    if (q.state && r.state !== q.state) continue;
    if (q.region && r.usRegion !== q.region) continue;
    if (q.size && r.schoolSize !== q.size) continue;
    if (q.setting && r.campusSetting !== q.setting) continue;
    if (q.selectivity && r.academicSelectivity !== q.selectivity) continue;
    if (q.conference && r.conference !== q.conference) continue;
    if (q.control === 'Public' && r.collegeType !== 'Public') continue;
    if (q.control === 'Private' && !r.collegeType?.startsWith('Private')) continue;
    if (
      !lte(r.tuitionInState, q.maxTuitionIn) ||
      !lte(r.tuitionOutState, q.maxTuitionOut) ||
      !lte(r.netPrice, q.maxNetPrice)
    )
      continue;
    if (!gte(r.acceptanceRate, q.minAcceptance == null ? undefined : q.minAcceptance / 100)) continue;
    if (!lte(r.acceptanceRate, q.maxAcceptance == null ? undefined : q.maxAcceptance / 100)) continue;
    if (!lte(r.satMin, q.sat) || !lte(r.actMin, q.act)) continue;
    if (origin) {
      const d = distance(r);
      if (q.maxMiles != null && !lte(d, q.maxMiles)) continue;
      miles.set(i, d);
    }
    hits.push(i);
  }
  const key: Record<CollegeSearchFilters['sort'], (i: number) => number | null> = {
    name: (i) => nameRank[i]!,
    division: (i) => divisionRank.get(rows[i]!.division!)!,
    enrollment: (i) => rows[i]!.undergradEnrollment,
    acceptance: (i) => rows[i]!.acceptanceRate,
    tuitionIn: (i) => rows[i]!.tuitionInState,
    tuitionOut: (i) => rows[i]!.tuitionOutState,
    netPrice: (i) => rows[i]!.netPrice,
    sat: (i) => rows[i]!.satMin,
    distance: (i) => miles.get(i) ?? null,
  };
  const k = key[q.sort];
  const dir = q.dir === 'desc' ? -1 : 1;
  hits.sort((a, b) => {
    const x = k(a);
    const y = k(b);
    if (x == null || y == null) return x == null && y == null ? nameRank[a]! - nameRank[b]! : x == null ? 1 : -1;
    return x !== y ? (x - y) * dir : nameRank[a]! - nameRank[b]!;
  });
  const start = (q.page - 1) * q.pageSize;
  const results = hits.slice(start, start + q.pageSize).map((i) => {
    const { latitude: _lat, longitude: _lon, ...r } = rows[i]!;
    return { ...r, distanceMi: miles.get(i) ?? null };
  });
  return { results, total: hits.length, page: q.page, pageSize: q.pageSize };
}
