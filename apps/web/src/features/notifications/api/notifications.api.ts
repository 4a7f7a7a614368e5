import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationListSchema } from '@dugout/domain/notifications';
import { okResponseSchema } from '@dugout/domain/shared';
import { api, apiGet } from '@/lib/api';
import { notificationKeys } from './keys';

/** GET /api/notifications — my latest notifications and the unread count (refreshed every minute). */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.mine(),
  queryFn: ({ signal }) => apiGet('/api/notifications', notificationListSchema, undefined, signal),
  staleTime: 30_000,
  refetchInterval: 60_000,
});
export const useNotifications = (enabled: boolean) => useQuery({ ...notificationsQuery, enabled });

/** POST /api/notifications/:id/read and /api/notifications/read-all. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      api('POST', id === 'all' ? '/api/notifications/read-all' : `/api/notifications/${id}/read`, okResponseSchema),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
