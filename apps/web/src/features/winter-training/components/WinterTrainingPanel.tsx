import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Trash2 } from 'lucide-react';
import { formatShortDate, formatSixty, formatWeight } from '@dugout/domain/shared';
import { winterTrainingEntrySchema, type WinterTrainingRow } from '@dugout/domain/winter-training';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, Input } from '@/components/ui/Input';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { ApiError, errorMessage } from '@/lib/api';
import { useMyWinterTraining } from '../api/my-winter-training';
import { useWinterTrainingWrites } from '../api/save-winter-training';

const num = { setValueAs: (v: string) => (v === '' || v == null ? null : Number(v)) };
const mph = (v: number | null) => (v == null ? '—' : `${v} mph`);
const fields = [
  ['weight', 'Weight (lbs)', '1'],
  ['exitVelocity', 'Exit Velocity (mph)', '0.1'],
  ['throwVelocity', 'Throw Velocity (mph)', '0.1'],
  ['fastballVelocity', 'Fastball Velocity (mph)', '0.1'],
  ['sixty', '60 Time (s)', '0.01'],
] as const;

/** Winter training (docs/decisions/0013-winter-training.md): the player logs dated off-season measurements. */
export function WinterTrainingPanel() {
  const q = useMyWinterTraining();
  const { add, remove } = useWinterTrainingWrites();
  const { register, handleSubmit, formState, reset, setError } = useForm({
    resolver: zodResolver(winterTrainingEntrySchema),
    defaultValues: {
      collectionDate: new Date().toISOString().slice(0, 10),
      weight: null,
      exitVelocity: null,
      throwVelocity: null,
      fastballVelocity: null,
      sixty: null,
    },
  });
  const e = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success('Entry saved');
      reset();
    } catch (err) {
      if (err instanceof ApiError)
        for (const [k, m] of Object.entries(err.fields)) setError(k as 'weight', { message: m });
      toast.error('Error', { description: errorMessage(err) });
    }
  });
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Log Winter Training</CardTitle>
          <CardDescription>Record your off-season measurements. Your coaches see your latest entry.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-3" aria-label="Winter training entry">
            <Field label="Date" htmlFor="wt-date" error={e.collectionDate?.message}>
              <Input id="wt-date" type="date" {...register('collectionDate')} />
            </Field>
            {fields.map(([name, label, step]) => (
              <Field key={name} label={label} htmlFor={`wt-${name}`} error={e[name]?.message}>
                <Input
                  id={`wt-${name}`}
                  type="number"
                  inputMode="decimal"
                  step={step}
                  aria-invalid={!!e[name]}
                  {...register(name, num)}
                />
              </Field>
            ))}
            <div className="sm:col-span-3">
              <Button type="submit" disabled={formState.isSubmitting}>
                Save Entry
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Your Entries</CardTitle>
        </CardHeader>
        <CardContent>
          {q.isLoading ? (
            <Spinner />
          ) : q.isError ? (
            <ErrorState message="Your entries could not be loaded." onRetry={() => void q.refetch()} />
          ) : !q.data?.entries.length ? (
            <EmptyState title="No winter training entries yet." />
          ) : (
            <ul className="divide-y divide-slate-100">
              {q.data.entries.map((r) => (
                <li key={r.id} className="flex items-start justify-between gap-2 py-3">
                  <EntrySummary row={r} />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete entry of ${formatShortDate(r.collectionDate)}`}
                    onClick={() => remove.mutate(r.id)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export function EntrySummary({ row }: { row: WinterTrainingRow }) {
  return (
    <div>
      <p className="font-medium">{formatShortDate(row.collectionDate)}</p>
      <p className="text-sm text-slate-600">
        Weight {row.weight == null ? '—' : formatWeight(row.weight)} · Exit {mph(row.exitVelocity)} · Throw{' '}
        {mph(row.throwVelocity)} · FB {mph(row.fastballVelocity)} · 60{' '}
        {row.sixty == null ? '—' : formatSixty(row.sixty)}
      </p>
    </div>
  );
}
