import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { forgotPasswordSchema } from '@dugout/domain/accounts';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Input';
import { useForgotPassword } from '../api/auth.api';

/** Forgot password: sends a reset e-mail, then 'Check Your Email'; the link expires in 1 hour. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync(email);
      setSentTo(email);
      toast.success('Reset email sent!');
    } catch {
      toast.error('Error', { description: 'Failed to send reset email. Please try again.' });
    }
  });
  if (sentTo)
    return (
      <div className="space-y-4 text-center" role="status">
        <MailCheck className="mx-auto size-10 text-green-600" aria-hidden />
        <h2 className="text-xl font-semibold">Check Your Email</h2>
        <p className="text-slate-600">
          If an account exists for <strong>{sentTo}</strong>, we sent a link to reset your password. The link expires in
          1 hour.
        </p>
        <Button variant="outline" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset your password">
      <p className="text-sm text-slate-600">
        Enter your account’s e-mail and we will send you a link to reset your password.
      </p>
      <Field label="Email" htmlFor="forgot-email" error={formState.errors.email?.message}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!formState.errors.email}
          {...register('email')}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : 'Send reset link'}
      </Button>
      <Button variant="link" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
