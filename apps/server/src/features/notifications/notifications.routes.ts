import type { Hono } from 'hono';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { AppError, NOTIFICATION_LIST_LIMIT, notificationListSchema, okResponseSchema } from '@dugout/domain';
import { notifications } from '../../db/schema/index.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute } from '../../http/route.ts';
import { uuidParam } from '../../http/route.ts';

/** The header bell (docs/decisions/0010-notifications.md): my notifications with the unread count; mark one or all as read. */
export function notificationsRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/notifications',
      summary: 'My latest notifications and the unread count',
      tag: 'notifications',
      auth: true,
      response: notificationListSchema,
    },
    async ({ deps, actor }) => {
      const [rows, [unread]] = await Promise.all([
        deps.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, actor.userId))
          .orderBy(desc(notifications.createdAt))
          .limit(NOTIFICATION_LIST_LIMIT),
        deps.db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt))),
      ]);
      return {
        unread: Number(unread?.n ?? 0),
        items: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          title: r.title,
          body: r.body,
          link: r.link,
          readAt: r.readAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/notifications/read-all',
      summary: 'Mark all my notifications as read',
      tag: 'notifications',
      auth: true,
      response: okResponseSchema,
    },
    async ({ deps, actor }) => {
      await deps.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt)));
      return { ok: true as const };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/notifications/:id/read',
      summary: 'Mark one of my notifications as read',
      tag: 'notifications',
      auth: true,
      response: okResponseSchema,
    },
    async ({ deps, actor, params }) => {
      const id = uuidParam(params.id, 'Notification not found.');
      const updated = await deps.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, actor.userId)))
        .returning({ id: notifications.id });
      if (updated.length === 0) throw new AppError('not_found', 'Notification not found.');
      return { ok: true as const };
    },
  );
}
