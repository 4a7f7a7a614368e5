/** Every query key of the public-profile feature, built here only (docs/decisions/0045-query-key-factories.md). */
export const publicProfileKeys = {
  all: ['public-profile'] as const,
  /** GET /api/public-profile: my (or the acted-for player's) settings and whether the page is live */
  settings: () => [...publicProfileKeys.all, 'settings'] as const,
};
