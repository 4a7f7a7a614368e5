import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { supportSubjects } from '@dugout/domain/shared';
import { supportRequestSchema, type SupportRequestInput } from '@dugout/domain/support';
import { Button } from '@/components/ui/Button';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/Input';
import { useMe } from '@/lib/auth';
import { useSendSupportRequest } from '../api/support.api';

/** The 'Get Help & Support' form; loaded when the help dialog opens (HelpButton), not with every page. */
export default function SupportForm({ onDone }: { onDone: () => void }) {
  const { user } = useMe();
  const send = useSendSupportRequest();
  const locked = Boolean(user);
  const { register, handleSubmit, formState, reset } = useForm<SupportRequestInput>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: {
      subject: '' as SupportRequestInput['subject'],
      message: '',
      userName: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : '',
      userEmail: user?.email ?? '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success('Support Request Sent', {
        description: "Thank you! We've received your support request and will get back to you soon.",
      });
      reset();
      onDone();
    } catch {
      toast.error('Error', { description: 'Failed to send support request. Please try again.' });
    }
  });
  const e = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Get Help & Support">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" htmlFor="support-name" error={e.userName?.message}>
          <Input
            id="support-name"
            autoComplete="name"
            readOnly={locked}
            aria-readonly={locked}
            aria-invalid={!!e.userName}
            {...register('userName')}
          />
        </Field>
        <Field label="Email" htmlFor="support-email" error={e.userEmail?.message}>
          <Input
            id="support-email"
            type="email"
            autoComplete="email"
            readOnly={locked}
            aria-readonly={locked}
            aria-invalid={!!e.userEmail}
            {...register('userEmail')}
          />
        </Field>
      </div>
      <Field label="Subject" htmlFor="support-subject" error={e.subject?.message}>
        <NativeSelect id="support-subject" aria-invalid={!!e.subject} {...register('subject')}>
          <option value="">Select a subject</option>
          {supportSubjects.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Message" htmlFor="support-message" error={e.message?.message}>
        <Textarea id="support-message" rows={5} aria-invalid={!!e.message} {...register('message')} />
      </Field>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : 'Send Request'}
      </Button>
    </form>
  );
}
