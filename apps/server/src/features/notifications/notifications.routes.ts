import { z } from 'zod';
import type { Hono } from 'hono';
import { NOTIFICATION_LIST_LIMIT, notificationListSchema } from '@dugout/domain/notifications';
import { AppError, okResponseSchema } from '@dugout/domain/shared';
import { listNotifications, markAllRead, markRead } from './notifications.repo.ts';
import type { AppBindings } from '../../http/context.ts';
import { defineRoute, uuidPathParam } from '../../http/route.ts';

/** The header bell (docs/decisions/0010-notifications.md): my notifications with the unread count; mark one or all as read. */
export function notificationsRoutes(app: Hono<AppBindings>) {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/notifications',
      summary: 'My latest notifications and the unread count',
      tag: 'notifications',
      authorize: 'player',
      response: notificationListSchema,
    },
    async ({ deps, subject }) => {
      const { rows, unread } = await listNotifications(deps.db, subject.playerId, NOTIFICATION_LIST_LIMIT);
      return {
        unread,
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
      authorize: 'player',
      response: okResponseSchema,
    },
    async ({ deps, subject }) => {
      await markAllRead(deps.db, subject.playerId);
      return { ok: true as const };
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/notifications/:id/read',
      params: z.object({ id: uuidPathParam('Notification not found.') }),
      summary: 'Mark one of my notifications as read',
      tag: 'notifications',
      authorize: 'player',
      response: okResponseSchema,
    },
    async ({ deps, params, subject }) => {
      const { id } = params;
      if (!(await markRead(deps.db, subject.playerId, id))) throw new AppError('not_found', 'Notification not found.');
      return { ok: true as const };
    },
  );
}
