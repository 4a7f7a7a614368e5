/** Fixed option lists of the spec (part 1 section 3, part 2 section 3). */
export const positions = ['1B', '3B', 'C', 'MIF', 'OF', 'LHP', 'RHP'] as const;
export type Position = (typeof positions)[number];
export const pitcherPositions: readonly Position[] = ['LHP', 'RHP'];
export const isPitcher = (p: Position): boolean => pitcherPositions.includes(p);

export const batsOptions = ['Left', 'Right', 'Switch'] as const;
export type Bats = (typeof batsOptions)[number];
export const throwsOptions = ['Left', 'Right'] as const;
export type Throws = (typeof throwsOptions)[number];

/** PostGrad counts as 2026; options PostGrad and 2026 to 2033; default 2027 when none. */
export const POSTGRAD_YEAR = 2026;
export const gradYearOptions = [2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033] as const;
export const DEFAULT_GRAD_YEAR = 2027;
export const gradYearLabel = (year: number | null | undefined, isPostgrad?: boolean | null): string =>
  isPostgrad ? 'PostGrad' : year == null ? '—' : String(year);

export const states: ReadonlyArray<{ code: string; name: string }> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['INT', 'International'],
].map(([code, name]) => ({ code: code!, name: name! }));

export const supportSubjects = [
  { value: 'technical', label: 'Technical Issue' },
  { value: 'billing', label: 'Billing Question' },
  { value: 'feature', label: 'Feature Request' },
  { value: 'account', label: 'Account Issue' },
  { value: 'other', label: 'Other' },
] as const;
export type SupportSubject = (typeof supportSubjects)[number]['value'];

export const teamTypes = ['Travel', 'High School', 'Showcase', 'Recruiter'] as const;
export type TeamType = (typeof teamTypes)[number];
