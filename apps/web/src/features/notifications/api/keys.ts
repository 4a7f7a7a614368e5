/** Every query key of the notifications feature, built here only (docs/decisions/0045-query-key-factories.md). */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** my latest notifications and the unread count (the bell's badge) */
  mine: () => [...notificationKeys.all, 'mine'] as const,
};
