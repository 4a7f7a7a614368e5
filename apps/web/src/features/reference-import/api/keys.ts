/** Every query key of the reference-import feature, built here only (docs/decisions/0045-query-key-factories.md). */
export const referenceImportKeys = {
  all: ['reference-import'] as const,
  job: (id: string | null) => [...referenceImportKeys.all, 'job', id] as const,
  runs: () => [...referenceImportKeys.all, 'runs'] as const,
  health: () => [...referenceImportKeys.all, 'health'] as const,
};
