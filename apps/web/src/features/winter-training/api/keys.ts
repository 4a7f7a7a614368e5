/** Every query key of the winter-training feature, built here only (docs/decisions/0045-query-key-factories.md). */
export const winterTrainingKeys = {
  all: ['winter-training'] as const,
  mine: () => [...winterTrainingKeys.all, 'mine'] as const,
  team: (teamCode: string) => [...winterTrainingKeys.all, 'team', teamCode] as const,
};
