import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountRole } from '@dugout/domain/access';
import { adminUserPageSchema, adminUserUpdatedSchema } from '@dugout/domain/admin';
import { api, apiGet } from '@/lib/api';
import { adminKeys } from './keys';

export type { AdminUser, AdminUserPage } from '@dugout/domain/admin';
/** GET /api/admin/users?q&role&page */
export const adminUsersQuery = (params: { q: string; role?: string; page: number }) =>
  queryOptions({
    queryKey: adminKeys.usersPage(params),
    queryFn: ({ signal }) => apiGet('/api/admin/users', adminUserPageSchema, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useAdminUsers = (params: { q: string; role?: string; page: number }) => useQuery(adminUsersQuery(params));

/** PATCH /api/admin/users/:id { role?, disabled? } */
export function useUpdateAdminUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; role?: AccountRole; disabled?: boolean }) =>
      api('PATCH', `/api/admin/users/${id}`, adminUserUpdatedSchema, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
