/** Every query key of the fit feature ("Where do I fit?"), built here only (docs/decisions/0045-query-key-factories.md). */
export const fitKeys = {
  all: ['fit'] as const,
  interview: () => [...fitKeys.all, 'interview'] as const,
  results: () => [...fitKeys.all, 'results'] as const,
  resultsFor: (query: Record<string, string | number | undefined>) => [...fitKeys.results(), query] as const,
  /** one program's breakdown: under results(), so saving the interview refreshes it with the list */
  result: (programId: number | string) => [...fitKeys.results(), 'program', String(programId)] as const,
  benchmarks: () => [...fitKeys.all, 'benchmarks'] as const,
  scoringTables: () => [...fitKeys.all, 'scoring-tables'] as const,
  contactCalendar: () => [...fitKeys.all, 'contact-calendar'] as const,
  positionNeed: (schoolId: number) => [...fitKeys.all, 'position-need', schoolId] as const,
  contactRules: () => [...fitKeys.all, 'contact-rules'] as const,
};
