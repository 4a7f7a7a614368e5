import { Popover } from 'radix-ui';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { safeNotificationLink, unreadBadge, type NotificationItem } from '@dugout/domain/notifications';
import { formatShortDate } from '@dugout/domain/shared';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/States';
import { cn } from '@/lib/utils';
import { useMarkRead, useNotifications } from '../api/notifications.api';

/** The header bell (docs/decisions/0010-notifications.md): unread count, the latest notifications, mark as read. */
export function NotificationBell() {
  const q = useNotifications(true);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = q.data?.unread ?? 0;
  const badge = unreadBadge(unread);
  const open = (n: NotificationItem) => {
    if (!n.readAt) markRead.mutate(n.id);
    const link = safeNotificationLink(n.link);
    if (link) navigate(link);
  };
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <Bell aria-hidden />
          {badge && (
            <span className="absolute right-1 top-1 min-w-4 rounded-full bg-red-600 px-1 text-[10px] font-bold leading-4 text-white">
              {badge}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Notifications"
          align="end"
          sideOffset={6}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-2">
            <h2 className="text-sm font-semibold">Notifications</h2>
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0"
              disabled={!unread || markRead.isPending}
              onClick={() => markRead.mutate('all')}
            >
              Mark all as read
            </Button>
          </div>
          {q.isLoading ? (
            <Spinner />
          ) : q.isError ? (
            <p role="alert" className="p-4 text-sm text-red-700">
              Notifications could not be loaded.
            </p>
          ) : !q.data?.items.length ? (
            <p className="p-4 text-sm text-slate-500">No notifications yet.</p>
          ) : (
            <ul className="max-h-96 overflow-y-auto" aria-label="Notifications">
              {q.data.items.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => open(n)}
                    className={cn(
                      'block w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50',
                      !n.readAt && 'bg-brand-50/60',
                    )}
                  >
                    <span className="flex items-center gap-2 text-sm font-medium text-slate-900">
                      {!n.readAt && <span className="size-2 rounded-full bg-brand-600" aria-label="Unread" />}
                      {n.title}
                    </span>
                    <span className="mt-0.5 block text-sm text-slate-600">{n.body}</span>
                    <span className="mt-0.5 block text-xs text-slate-600">{formatShortDate(n.createdAt)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
