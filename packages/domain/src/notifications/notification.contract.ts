import { z } from 'zod';

/** In-app notifications (docs/decisions/0010-notifications.md): the header bell with unread count, a list, mark as read. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({ unread: z.number(), items: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;
export const NOTIFICATION_LIST_LIMIT = 30;
/** The bell shows '9+' above nine unread. */
export const unreadBadge = (n: number): string | null => (n <= 0 ? null : n > 9 ? '9+' : String(n));
/** Only in-app paths are followed from a notification. */
export const safeNotificationLink = (link: string | null | undefined): string | null =>
  link && /^\/(?!\/)/.test(link) ? link : null;
