/** Every query key of the coach-notes feature, built here only (docs/decisions/0045-query-key-factories.md). */
export const coachNoteKeys = {
  all: ['coach-notes'] as const,
  note: (teamCode: string, userId: string) => [...coachNoteKeys.all, teamCode, userId] as const,
};
