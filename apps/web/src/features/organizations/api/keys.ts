/** Every query key of the organizations feature, built here only (docs/decisions/0045-query-key-factories.md). */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  mine: () => [...organizationKeys.all, 'mine'] as const,
  management: (organizationId: string | null) => [...organizationKeys.all, 'management', organizationId] as const,
};
