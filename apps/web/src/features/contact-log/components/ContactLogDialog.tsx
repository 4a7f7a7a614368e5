import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactLogSchema,
  contactMethods,
  emptyContactLog,
  type ContactLogInput,
  type ContactLogView,
} from '@dugout/domain/tracker';
import { Button } from '@/components/ui/Button';
import { DialogContent } from '@/components/ui/Dialog';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/Input';
import { useCreateContactLog } from '../api/create-contact-log';
import { useUpdateContactLog } from '../api/update-contact-log';

/** The contact log dialog: create mode (no `log`) or edit mode. Saving closes it and resets the form. */
export function ContactLogDialog({
  schoolId,
  log,
  onDone,
}: {
  schoolId: number;
  log?: ContactLogView | null;
  onDone: () => void;
}) {
  const create = useCreateContactLog();
  const update = useUpdateContactLog();
  const defaults: ContactLogInput = log
    ? {
        contactName: log.contactName,
        contactTitle: log.contactTitle ?? '',
        contactDate: log.contactDate,
        contactMethod: (contactMethods as readonly string[]).includes(log.contactMethod)
          ? (log.contactMethod as ContactLogInput['contactMethod'])
          : 'Other',
        contactInfo: log.contactInfo ?? '',
        discussionNotes: log.discussionNotes ?? '',
      }
    : emptyContactLog();
  const { register, handleSubmit, formState, reset } = useForm<ContactLogInput>({
    resolver: zodResolver(contactLogSchema) as never,
    defaultValues: defaults,
  });
  const e = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (log) await update.mutateAsync({ id: log.id, ...values });
      else await create.mutateAsync({ schoolId, ...values });
      reset(emptyContactLog());
      onDone();
    } catch {
      /* the toast shows the message */
    }
  });
  return (
    <DialogContent
      title={log ? 'Edit Contact' : 'Log Contact'}
      description={log ? 'Update this coach contact.' : 'Record a contact with this school’s coaching staff.'}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={log ? 'Edit Contact' : 'Log Contact'}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Contact Name" htmlFor="log-name" error={e.contactName?.message}>
            <Input id="log-name" aria-invalid={!!e.contactName} {...register('contactName')} />
          </Field>
          <Field label="Title / Role" htmlFor="log-title" error={e.contactTitle?.message}>
            <Input id="log-title" {...register('contactTitle')} />
          </Field>
          <Field label="Contact Date" htmlFor="log-date" error={e.contactDate?.message}>
            <Input id="log-date" type="date" aria-invalid={!!e.contactDate} {...register('contactDate')} />
          </Field>
          <Field label="Contact Method" htmlFor="log-method" error={e.contactMethod?.message}>
            <NativeSelect id="log-method" aria-invalid={!!e.contactMethod} {...register('contactMethod')}>
              {contactMethods.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field
          label="Contact Info"
          htmlFor="log-info"
          hint="Phone number, e-mail address or handle"
          error={e.contactInfo?.message}
        >
          <Input id="log-info" {...register('contactInfo')} />
        </Field>
        <Field label="Discussion / Notes" htmlFor="log-notes" error={e.discussionNotes?.message}>
          <Textarea id="log-notes" rows={4} {...register('discussionNotes')} />
        </Field>
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : log ? 'Save Changes' : 'Log Contact'}
        </Button>
      </form>
    </DialogContent>
  );
}
