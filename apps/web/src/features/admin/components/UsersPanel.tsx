import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { accountRoleLabel, accountRoles, type AccountRole } from '@dugout/domain/access';
import { formatShortDate } from '@dugout/domain/shared';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/Dialog';
import { Input, Label, NativeSelect } from '@/components/ui/Input';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useAdminUsers, useUpdateAdminUser, type AdminUser } from '../api/admin-users';
import { DataTable, Td } from './DataTable';

/** One option per role, by its readable name (the domain's accountRoleLabel). */
const roleOptions = accountRoles.map((r) => (
  <option key={r} value={r}>
    {accountRoleLabel(r)}
  </option>
));

/**
 * Users: search, change role, disable / enable (a disabled user is signed out at once). A role reads as words
 * (`accountRoleLabel`) and changes only through the row's 'Change role' dialog, confirmed there
 * (docs/decisions/0052-daily-screens.md).
 */
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
      return true;
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
      return false;
    }
  };
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const roleCell = (u: AdminUser) => (
    <div className="flex flex-wrap items-center gap-2">
      <span>{accountRoleLabel(u.role)}</span>
      {u.id !== currentUserId && (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Change role of ${u.name}`}
          disabled={update.isPending}
          onClick={() => setChanging(u)}
        >
          Change role
        </Button>
      )}
    </div>
  );
  const status = (u: AdminUser) => (
    <div className="flex items-center gap-2">
      <Badge tone={u.disabled ? 'red' : 'green'}>{u.disabled ? 'Disabled' : 'Active'}</Badge>
      {u.id !== currentUserId && (
        <Button
          size="sm"
          variant="outline"
          disabled={update.isPending}
          onClick={() => void change(u, { disabled: !u.disabled }, u.disabled ? 'User enabled' : 'User disabled')}
        >
          {u.disabled ? 'Enable' : 'Disable'}
        </Button>
      )}
    </div>
  );
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
          {roleOptions}
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
          {/* A phone gets one card per user (the e-mail on its own line); wider screens the table. */}
          <ul className="space-y-2 sm:hidden" aria-label="Users">
            {users.data.users.map((u) => (
              <li key={u.id} className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
                <div>
                  <p className="font-medium">{u.name}</p>
                  <p className="break-words text-slate-600">{u.email}</p>
                </div>
                {roleCell(u)}
                <p className="text-slate-600">
                  Joined {formatShortDate(u.createdAt)} · Last log-in{' '}
                  {u.lastLoginAt ? formatShortDate(u.lastLoginAt) : 'Never'}
                </p>
                {status(u)}
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <DataTable caption="Users" head={['Name', 'E-mail', 'Role', 'Joined', 'Last log-in', 'Status']}>
              {users.data.users.map((u) => (
                <tr key={u.id}>
                  <Td>{u.name}</Td>
                  <Td className="break-words">{u.email}</Td>
                  <Td>{roleCell(u)}</Td>
                  <Td>{formatShortDate(u.createdAt)}</Td>
                  <Td>{u.lastLoginAt ? formatShortDate(u.lastLoginAt) : 'Never'}</Td>
                  <Td>{status(u)}</Td>
                </tr>
              ))}
            </DataTable>
          </div>
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
      <Dialog open={!!changing} onOpenChange={(open) => !open && setChanging(null)}>
        {changing && (
          <ChangeRoleDialog
            user={changing}
            pending={update.isPending}
            onConfirm={(role) => void change(changing, { role }, 'Role changed').then((ok) => ok && setChanging(null))}
          />
        )}
      </Dialog>
    </div>
  );
}

/** Picks the new role and asks for confirmation before anything is saved. */
function ChangeRoleDialog({
  user,
  pending,
  onConfirm,
}: {
  user: AdminUser;
  pending: boolean;
  onConfirm: (role: AccountRole) => void;
}) {
  const [role, setRole] = useState<AccountRole>(user.role);
  const id = useId();
  return (
    <DialogContent title="Change role" description={`${user.name} · ${user.email}`}>
      <div className="space-y-4">
        <p className="text-sm">
          Current role: <span className="font-medium">{accountRoleLabel(user.role)}</span>
        </p>
        <div className="space-y-1">
          <Label htmlFor={id}>New role</Label>
          <NativeSelect id={id} value={role} onChange={(e) => setRole(e.target.value as AccountRole)}>
            {roleOptions}
          </NativeSelect>
        </div>
        {role !== user.role && (
          <p className="text-sm text-slate-700" role="status">
            {user.name} will be {accountRoleLabel(role)} instead of {accountRoleLabel(user.role)}.
          </p>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button disabled={role === user.role || pending} onClick={() => onConfirm(role)}>
            Confirm role change
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}
