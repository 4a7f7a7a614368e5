import { Suspense, useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { familyMessages } from '@dugout/domain/families';
import { formatShortDate } from '@dugout/domain/shared';
import { contactLogMessages, type ContactLogView } from '@dugout/domain/tracker';
import { useActingPlayer } from '@/lib/acting';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/Dialog';
import { ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useContactLogs } from '../api/list-contact-logs';
import { useDeleteContactLog } from '../api/delete-contact-log';
import { deferredPart, usePreloadWhenIdle } from '@/lib/lazy';

/** The log's form (react-hook-form, zod, toasts) is not part of the school profile's first load (lib/lazy.ts). */
const logDialog = deferredPart(() => import('./ContactLogDialog').then((m) => m.ContactLogDialog));

/** Coach Contact Log card on the school profile: the signed-in user's contacts with this school, newest first. */
export function ContactLogCard({ schoolId }: { schoolId: number }) {
  const q = useContactLogs(schoolId);
  const [editing, setEditing] = useState<ContactLogView | null | 'new'>(null);
  const [deleting, setDeleting] = useState<ContactLogView | null>(null);
  const del = useDeleteContactLog();
  usePreloadWhenIdle(logDialog.preload);
  // A guardian acting for a player who does not let guardians edit (docs/decisions/0061-acting-for-a-player-in-the-web.md).
  const acting = useActingPlayer();
  const locked = acting && !acting.mayEdit ? familyMessages.guardianMayNotEdit : null;
  const logs = q.data ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Coach Contact Log</CardTitle>
        <Button size="sm" onClick={() => setEditing('new')} disabled={!!locked}>
          <Plus aria-hidden /> Log Contact
        </Button>
        {locked && <p className="w-full text-sm text-slate-600">{locked}</p>}
      </CardHeader>
      <CardContent>
        {q.isLoading ? (
          <Spinner label="Loading contact logs…" />
        ) : q.isError ? (
          <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
        ) : logs.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            {contactLogMessages.empty}
          </p>
        ) : (
          <>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full text-left text-sm" aria-label="Coach Contact Log">
                <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
                  <tr>
                    <th className="py-2 pr-3">Contact Name</th>
                    <th className="py-2 pr-3">Title / Role</th>
                    <th className="py-2 pr-3">Contact Date</th>
                    <th className="py-2 pr-3">Contact Method / Info</th>
                    <th className="py-2 pr-3">Discussion / Notes</th>
                    <th className="py-2 text-right">Actions</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {logs.map((l) => (
                    <tr key={l.id} className="align-top">
                      <td className="py-2 pr-3 font-medium">{l.contactName}</td>
                      <td className="py-2 pr-3">{l.contactTitle ?? '—'}</td>
                      <td className="whitespace-nowrap py-2 pr-3">{formatShortDate(l.contactDate)}</td>
                      <td className="py-2 pr-3">
                        {l.contactMethod}
                        {l.contactInfo && <div className="text-slate-500">{l.contactInfo}</div>}
                      </td>
                      <td className="max-w-xs whitespace-pre-wrap py-2 pr-3">{l.discussionNotes ?? '—'}</td>
                      <td className="py-2 text-right">
                        <RowActions
                          log={l}
                          disabled={!!locked}
                          onEdit={() => setEditing(l)}
                          onDelete={() => setDeleting(l)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="space-y-3 md:hidden">
              {logs.map((l) => (
                <li key={l.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <p className="font-medium">{l.contactName}</p>
                      {l.contactTitle && <p className="text-slate-500">{l.contactTitle}</p>}
                    </div>
                    <RowActions
                      log={l}
                      disabled={!!locked}
                      onEdit={() => setEditing(l)}
                      onDelete={() => setDeleting(l)}
                    />
                  </div>
                  <p className="mt-1">
                    {formatShortDate(l.contactDate)} · {l.contactMethod}
                    {l.contactInfo ? ` · ${l.contactInfo}` : ''}
                  </p>
                  {l.discussionNotes && <p className="mt-1 whitespace-pre-wrap text-slate-700">{l.discussionNotes}</p>}
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        {editing !== null && (
          <Suspense fallback={null}>
            <logDialog.Component
              key={editing === 'new' ? 'new' : editing.id}
              schoolId={schoolId}
              log={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          </Suspense>
        )}
      </Dialog>
      <Dialog open={deleting !== null} onOpenChange={(o) => !o && setDeleting(null)}>
        {deleting && (
          <DialogContent title="Delete contact log" description={contactLogMessages.confirmDelete}>
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button
                variant="destructive"
                disabled={del.isPending}
                onClick={() => del.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
              >
                Delete
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}

function RowActions({
  log,
  onEdit,
  onDelete,
  disabled = false,
}: {
  log: ContactLogView;
  onEdit: () => void;
  onDelete: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="inline-flex gap-1">
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        onClick={onEdit}
        disabled={disabled}
        aria-label={`Edit contact log ${log.contactName}`}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="size-8 text-red-700"
        onClick={onDelete}
        disabled={disabled}
        aria-label={`Delete contact log ${log.contactName}`}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
