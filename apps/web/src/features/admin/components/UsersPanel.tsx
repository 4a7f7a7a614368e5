import { useState } from 'react';
import { toast } from 'sonner';
import { accountRoles, formatShortDate, type AccountRole } from '@dugout/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states';
import { errorMessage } from '@/lib/api';
import { useAdminUsers, useUpdateAdminUser, type AdminUser } from '../api/admin-users';
import { DataTable, Td } from './DataTable';

/** Users: search, change role, disable / enable (a disabled user is signed out at once). */
export function UsersPanel({ currentUserId }: { currentUserId: string }) {
  const [q, setQ] = useState('');
  const [role, setRole] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ q, role: role || undefined, page });
  const update = useUpdateAdminUser();
  const change = async (u: AdminUser, body: { role?: AccountRole; disabled?: boolean }, done: string) => {
    try {
      await update.mutateAsync({ id: u.id, ...body });
      toast.success(done, { description: u.email });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  };
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          aria-label="Search users"
          placeholder="Search by name or e-mail"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
        <NativeSelect
          aria-label="Role"
          className="sm:w-56"
          value={role}
          onChange={(e) => {
            setRole(e.target.value);
            setPage(1);
          }}
        >
          <option value="">All roles</option>
          {accountRoles.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </NativeSelect>
      </div>
      {users.isLoading ? (
        <Spinner />
      ) : users.isError ? (
        <ErrorState message={errorMessage(users.error)} onRetry={() => void users.refetch()} />
      ) : !users.data?.users.length ? (
        <EmptyState title="No users found." />
      ) : (
        <>
          <DataTable caption="Users" head={['Name', 'E-mail', 'Role', 'Joined', 'Last log-in', 'Status']}>
            {users.data.users.map((u) => (
              <tr key={u.id}>
                <Td>{u.name}</Td>
                <Td className="break-all">{u.email}</Td>
                <Td>
                  <NativeSelect
                    aria-label={`Role of ${u.email}`}
                    className="h-8 w-48"
                    value={u.role}
                    disabled={u.id === currentUserId || update.isPending}
                    onChange={(e) => void change(u, { role: e.target.value as AccountRole }, 'Role changed')}
                  >
                    {accountRoles.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </NativeSelect>
                </Td>
                <Td>{formatShortDate(u.createdAt)}</Td>
                <Td>{u.lastLoginAt ? formatShortDate(u.lastLoginAt) : 'Never'}</Td>
                <Td>
                  <div className="flex items-center gap-2">
                    <Badge tone={u.disabled ? 'red' : 'green'}>{u.disabled ? 'Disabled' : 'Active'}</Badge>
                    {u.id !== currentUserId && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={update.isPending}
                        onClick={() =>
                          void change(u, { disabled: !u.disabled }, u.disabled ? 'User enabled' : 'User disabled')
                        }
                      >
                        {u.disabled ? 'Enable' : 'Disable'}
                      </Button>
                    )}
                  </div>
                </Td>
              </tr>
            ))}
          </DataTable>
          <div className="flex items-center justify-between text-sm text-slate-600">
            <span>
              {users.data.total} users · page {page} of {pages}
            </span>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
