import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { handleProblem, type PublicProfileSettings } from '@dugout/domain/public-profile';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Field, Input } from '@/components/ui/Input';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdateHandle } from '../api/update-handle';
import { profileTexts as t } from './public-profile-texts';

/** What the form checks before asking the server (the domain's handle rule; the server also knows which are taken). */
const handleFormSchema = z.object({
  handle: z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((h, ctx) => {
      const problem = handleProblem(h);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
type HandleForm = z.input<typeof handleFormSchema>;

/** The page's handle: a new one is confirmed first, since the old link stops working at once. */
export function HandleCard({ settings, readOnly }: { settings: PublicProfileSettings; readOnly: boolean }) {
  const id = useId();
  const update = useUpdateHandle();
  const [pending, setPending] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<HandleForm>({
    resolver: zodResolver(handleFormSchema),
    defaultValues: { handle: settings.handle },
  });
  const onSubmit = handleSubmit((values) => {
    const next = values.handle.trim().toLowerCase();
    if (next === settings.handle) return;
    setPending(next);
  });
  const confirm = async () => {
    const handle = pending!;
    try {
      const saved = await update.mutateAsync(handle);
      setPending(null);
      reset({ handle: saved.handle });
      toast.success(t.handleChanged, { description: saved.url });
    } catch (err) {
      setPending(null);
      setError('handle', {
        message: err instanceof ApiError && err.fields.handle ? err.fields.handle : errorMessage(err),
      });
    }
  };
  const e = formState.errors.handle;
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t.handleTitle}</CardTitle>
        <CardDescription>{t.handleWarning}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field
            label={t.handleLabel}
            htmlFor={`${id}-handle`}
            error={e?.message}
            hint={t.handleHint}
            className="flex-1"
          >
            <div className="flex min-w-0 items-center gap-1">
              <span className="shrink-0 text-sm text-slate-500" aria-hidden>
                /p/
              </span>
              <Input
                id={`${id}-handle`}
                autoComplete="off"
                spellCheck={false}
                disabled={readOnly}
                aria-invalid={!!e}
                aria-describedby={e ? `${id}-handle-error` : undefined}
                {...register('handle')}
              />
            </div>
          </Field>
          {!readOnly && (
            <Button type="submit" variant="outline" className="sm:mb-6">
              {t.changeHandle}
            </Button>
          )}
        </form>
      </CardContent>
      <Dialog open={pending !== null} onOpenChange={(o) => !o && setPending(null)}>
        {pending !== null && (
          <DialogContent title={t.confirmHandleTitle}>
            <div className="space-y-4 text-sm">
              <p>
                Your link becomes <strong className="break-all">/p/{pending}</strong>.{' '}
                <span className="break-all">/p/{settings.handle}</span> stops working at once — coaches who open it see
                &lsquo;Profile not found&rsquo;, also from e-mails and PDFs you already sent.
              </p>
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={() => setPending(null)}>
                  Keep the old link
                </Button>
                <Button disabled={update.isPending} onClick={confirm}>
                  {update.isPending ? t.saving : t.changeHandle}
                </Button>
              </div>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}
