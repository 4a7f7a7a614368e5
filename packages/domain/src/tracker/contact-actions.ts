/** The seven contact actions of a tracked school, in the spec's order, with their labels (part 2 §4). */
export const contactActionTypes = [
  { type: 'questionnaire', label: 'Questionnaire' },
  { type: 'initial_email', label: 'Coach Email' },
  { type: 'in_person_meeting', label: 'Social Media' },
  { type: 'coach_call', label: 'Direct Contact' },
  { type: 'camp_invite', label: 'Prospect Camp' },
  { type: 'campus_visit', label: 'School Visit' },
  { type: 'offer_received', label: 'Offer Received' },
] as const;

export type ContactActionType = (typeof contactActionTypes)[number]['type'];
export const contactActionTypeValues = contactActionTypes.map((a) => a.type) as [
  ContactActionType,
  ...ContactActionType[],
];

export const contactActionLabel = (type: string): string =>
  contactActionTypes.find((a) => a.type === type)?.label ?? type;

/** A contact action as policies see it (plain data, never a row). */
export interface ContactActionLike {
  actionType: string;
  completed: boolean;
  completedDate?: string | null;
  updatedAt?: string | Date | null;
}

/** The actions of a tracker in the spec's order; a missing action is shown as incomplete. */
export function orderedActions<A extends ContactActionLike>(
  actions: readonly A[],
): Array<A | { actionType: ContactActionType; completed: false; missing: true }> {
  return contactActionTypes.map(
    ({ type }) =>
      actions.find((a) => a.actionType === type) ?? {
        actionType: type,
        completed: false as const,
        missing: true as const,
      },
  );
}

/** Reminder: the next step for a school is its first incomplete action in the spec's order (null when all are done). */
export function nextStep(actions: readonly ContactActionLike[]): { type: ContactActionType; label: string } | null {
  for (const { type, label } of contactActionTypes) {
    const a = actions.find((x) => x.actionType === type);
    if (!a || !a.completed) return { type, label };
  }
  return null;
}

/** An 'Offer Received' action that is completed counts as an offer (part 1, player summary). */
export const hasOffer = (actions: readonly ContactActionLike[]): boolean =>
  actions.some((a) => a.actionType === 'offer_received' && a.completed);

/** Offers received across a player's tracked schools: completed offer_received actions. */
export const countOffers = (trackers: ReadonlyArray<{ actions: readonly ContactActionLike[] }>): number =>
  trackers.reduce((n, t) => n + t.actions.filter((a) => a.actionType === 'offer_received' && a.completed).length, 0);

/** Completed and total steps of one tracked school (total is always the seven actions). */
export function actionProgress(actions: readonly ContactActionLike[]): { completed: number; total: number } {
  const completed = contactActionTypes.filter(({ type }) =>
    actions.some((a) => a.actionType === type && a.completed),
  ).length;
  return { completed, total: contactActionTypes.length };
}

export const INACTIVITY_DAYS = 30;

const toTime = (v: string | Date | null | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const t = v instanceof Date ? v.getTime() : Date.parse(v);
  return Number.isFinite(t) ? t : null;
};

/** The latest activity on a tracked school: when it was added or edited, or an action was changed or completed. */
export function lastActivity(tracker: {
  createdAt: string | Date;
  updatedAt?: string | Date | null;
  actions: readonly ContactActionLike[];
}): Date {
  const times = [toTime(tracker.createdAt), toTime(tracker.updatedAt)];
  for (const a of tracker.actions) times.push(toTime(a.updatedAt), toTime(a.completedDate));
  return new Date(Math.max(...times.filter((t): t is number => t !== null)));
}

/** Reminder: a school with no activity for 30 days (or more). */
export function isInactive(
  tracker: Parameters<typeof lastActivity>[0],
  now: Date = new Date(),
  days = INACTIVITY_DAYS,
): boolean {
  return isInactiveSince(lastActivity(tracker), now, days);
}

/** The same reminder from a last activity already worked out (`lastActivity`). */
export function isInactiveSince(last: Date, now: Date = new Date(), days = INACTIVITY_DAYS): boolean {
  return now.getTime() - last.getTime() >= days * 24 * 60 * 60 * 1000;
}

/** The recent-tracker summary shows the latest 5 entries. */
export const RECENT_TRACKER_LIMIT = 5;
export function recentTrackers<T extends { createdAt: string | Date }>(
  trackers: readonly T[],
  limit = RECENT_TRACKER_LIMIT,
): T[] {
  return [...trackers].sort((a, b) => (toTime(b.createdAt) ?? 0) - (toTime(a.createdAt) ?? 0)).slice(0, limit);
}

/** The completion date stored for an action: the given date, today's when completed without one, none when not completed. */
export function resolveCompletedDate(
  completed: boolean,
  given: string | null | undefined,
  today: string,
): string | null {
  if (!completed) return null;
  return given || today;
}
