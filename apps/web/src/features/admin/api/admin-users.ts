import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountRole } from '@dugout/domain';
import { api, apiGet } from '@/lib/api';

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: AccountRole;
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  organizationId: string | null;
}
export interface AdminUserPage {
  total: number;
  page: number;
  pageSize: number;
  users: AdminUser[];
}
/** GET /api/admin/users?q&role&page */
export const adminUsersQuery = (params: { q: string; role?: string; page: number }) =>
  queryOptions({
    queryKey: ['admin', { users: params }],
    queryFn: ({ signal }) => apiGet<AdminUserPage>('/api/admin/users', params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useAdminUsers = (params: { q: string; role?: string; page: number }) => useQuery(adminUsersQuery(params));

/** PATCH /api/admin/users/:id { role?, disabled? } */
export function useUpdateAdminUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; role?: AccountRole; disabled?: boolean }) => api('PATCH', `/api/admin/users/${id}`, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
