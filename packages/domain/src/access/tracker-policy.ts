/** What the UI may do with a tracker: only its owner changes it (docs/spec/part-2-colleges-tracker-scoring.md §6). */
export function trackerAbilities(actorId: string | null | undefined, ownerId: string) {
  const own = !!actorId && actorId === ownerId;
  return { add: own, updateAction: own, updateInfo: own, remove: own };
}
export type TrackerAbilities = ReturnType<typeof trackerAbilities>;
