/** Every query key of the families feature, built here only (docs/decisions/0045-query-key-factories.md). */
export const familyKeys = {
  all: ['family'] as const,
  /** GET /api/family: my links, both sides, with consent for the players I am the guardian of */
  overview: () => [...familyKeys.all, 'overview'] as const,
};
