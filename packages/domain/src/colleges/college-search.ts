import { collegeSearchTerms, type CollegeSearchFilters, type CollegeSearchRow } from './profile.contract.ts';

/** A search row with the campus location (not sent to the browser). */
export type SearchableCollege = Omit<CollegeSearchRow, 'distanceMi'> & { latitude: number | null; longitude: number | null };

/** Great-circle miles between two points, one decimal. */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return Math.round(3958.8 * 2 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The college search (/colleges) over all programs: every filter, the sort (unknown figures last in both directions,
 * then by name) and one page. Pure, so the server can run it over its cached list of 1,683 programs.
 */
export function searchCollegeList(all: readonly SearchableCollege[], q: CollegeSearchFilters, origin: { lat: number; lon: number } | null) {
  const terms = collegeSearchTerms(q.q ?? '').map(fold);
  const lte = (v: number | null, max: number | undefined) => max == null || (v != null && v <= max);
  const gte = (v: number | null, min: number | undefined) => min == null || (v != null && v >= min);
  const rows = all
    .filter((r) => !!r.division?.trim())
    .map((r) => ({ ...r, distanceMi: origin && r.latitude != null && r.longitude != null ? milesBetween(origin, { lat: r.latitude, lon: r.longitude }) : null }))
    .filter((r) => {
      if (terms.length) {
        const names = fold(`${r.schoolName}\n${r.fullName ?? ''}`);
        if (!terms.some((t) => names.includes(t))) return false;
      }
      if (q.division && (q.division === 'JUCO' ? !r.division!.startsWith('JUCO') : r.division !== q.division)) return false;
      if (q.state && r.state !== q.state) return false;
      if (q.region && r.usRegion !== q.region) return false;
      if (q.size && r.schoolSize !== q.size) return false;
      if (q.setting && r.campusSetting !== q.setting) return false;
      if (q.selectivity && r.academicSelectivity !== q.selectivity) return false;
      if (q.conference && r.conference !== q.conference) return false;
      if (q.control === 'Public' && r.collegeType !== 'Public') return false;
      if (q.control === 'Private' && !r.collegeType?.startsWith('Private')) return false;
      if (!lte(r.tuitionInState, q.maxTuitionIn) || !lte(r.tuitionOutState, q.maxTuitionOut) || !lte(r.netPrice, q.maxNetPrice)) return false;
      if (!gte(r.acceptanceRate, q.minAcceptance == null ? undefined : q.minAcceptance / 100)) return false;
      if (!lte(r.acceptanceRate, q.maxAcceptance == null ? undefined : q.maxAcceptance / 100)) return false;
      if (!lte(r.satMin, q.sat) || !lte(r.actMin, q.act)) return false;
      if (origin && q.maxMiles != null && !lte(r.distanceMi, q.maxMiles)) return false;
      return true;
    });
  const key: Record<CollegeSearchFilters['sort'], (r: (typeof rows)[number]) => number | string | null> = {
    name: (r) => r.schoolName, division: (r) => r.division, enrollment: (r) => r.undergradEnrollment, acceptance: (r) => r.acceptanceRate, tuitionIn: (r) => r.tuitionInState,
    tuitionOut: (r) => r.tuitionOutState, netPrice: (r) => r.netPrice, sat: (r) => r.satMin, distance: (r) => r.distanceMi,
  };
  const k = key[q.sort];
  const dir = q.dir === 'desc' ? -1 : 1;
  const byName = (a: (typeof rows)[number], b: (typeof rows)[number]) => a.schoolName.localeCompare(b.schoolName) || a.schoolId - b.schoolId;
  rows.sort((a, b) => {
    const x = k(a);
    const y = k(b);
    if (x == null || y == null) return x == null && y == null ? byName(a, b) : x == null ? 1 : -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c !== 0 ? c * dir : byName(a, b);
  });
  const start = (q.page - 1) * q.pageSize;
  const results = rows.slice(start, start + q.pageSize).map(({ latitude: _lat, longitude: _lon, ...r }) => r);
  return { results, total: rows.length, page: q.page, pageSize: q.pageSize };
}
