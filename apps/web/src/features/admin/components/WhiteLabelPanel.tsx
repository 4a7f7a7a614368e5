import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { whiteLabelSchema } from '@dugout/domain/admin';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Input';
import { ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useWhiteLabels, useWhiteLabelWrites, type WhiteLabel } from '../api/white-label';
import { DataTable, Td } from './DataTable';

/** White-label properties: the header logo per host (default logo elsewhere). Changes apply at once. */
export function WhiteLabelPanel() {
  const q = useWhiteLabels();
  const { remove } = useWhiteLabelWrites();
  const [editing, setEditing] = useState<WhiteLabel | null>(null);
  if (q.isLoading) return <Spinner />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  return (
    <div className="space-y-4">
      <WhiteLabelForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      {q.data?.properties.length ? (
        <DataTable caption="White-label hosts" head={['Host', 'Logo', 'App name', 'Status', '']}>
          {q.data.properties.map((p) => (
            <tr key={p.id}>
              <Td className="font-mono">{p.domain}</Td>
              <Td>
                {p.logoUrl ? (
                  <img src={p.logoUrl} alt={`Logo for ${p.domain}`} className="h-8 max-w-32 object-contain" />
                ) : (
                  'Default'
                )}
              </Td>
              <Td>{p.appName ?? '—'}</Td>
              <Td>
                <Badge tone={p.isActive ? 'green' : 'grey'}>{p.isActive ? 'Active' : 'Inactive'}</Badge>
              </Td>
              <Td>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => remove.mutate(p.id, { onSuccess: () => toast.success('Host removed') })}
                  >
                    Remove
                  </Button>
                </div>
              </Td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="text-sm text-slate-500">No white-label hosts: every host shows the default logo.</p>
      )}
    </div>
  );
}

function WhiteLabelForm({ editing, onDone }: { editing: WhiteLabel | null; onDone: () => void }) {
  const { save } = useWhiteLabelWrites();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(whiteLabelSchema),
    defaultValues: {
      domain: editing?.domain ?? '',
      logoUrl: editing?.logoUrl ?? '',
      appName: editing?.appName ?? '',
      isActive: editing?.isActive ?? true,
    },
  });
  const e = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: editing?.id });
      toast.success(editing ? 'Host updated' : 'Host added');
      reset();
      onDone();
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      aria-label={editing ? 'Edit white-label host' : 'Add white-label host'}
    >
      <Field label="Host" htmlFor="wl-domain" error={e.domain?.message}>
        <Input id="wl-domain" placeholder="teams.example.com" {...register('domain')} />
      </Field>
      <Field label="Logo URL" htmlFor="wl-logo" error={e.logoUrl?.message}>
        <Input id="wl-logo" placeholder="https://…/logo.png" {...register('logoUrl')} />
      </Field>
      <Field label="App name" htmlFor="wl-name" error={e.appName?.message}>
        <Input id="wl-name" {...register('appName')} />
      </Field>
      <div className="flex items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...register('isActive')} /> Active
        </label>
        <Button type="submit" disabled={formState.isSubmitting}>
          {editing ? 'Save' : 'Add'}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
