import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MailCheck } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { pageToastSuccess } from '@/lib/page-toast';
import type { SignUpAccountType } from '@dugout/domain/access';
import { confirmationMessages, signUpSchema, type SignUpInput } from '@dugout/domain/accounts';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Input';
import { ApiError, errorMessage } from '@/lib/api';
import { PasswordInput } from './PasswordInput';
import { useSignUp } from '../api/auth.api';

import { signUpNextPath } from './sign-up-next-path';

export function SignUpForm({ accountType }: { accountType: SignUpAccountType }) {
  const signUp = useSignUp();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { accountType, firstName: '', lastName: '', email: '', password: '', dateOfBirth: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await signUp.mutateAsync({ ...values, accountType });
      if (result.status === 'confirm_email') {
        setSentTo(values.email.trim().toLowerCase());
        return;
      }
      await navigate(signUpNextPath[accountType], { replace: true });
      pageToastSuccess('account-created', 'Account created', { description: 'Welcome to Dugout!' });
    } catch (err) {
      // Under 13: the server's kind message on the date of birth (the families contract); no account was made.
      if (err instanceof ApiError && err.fields.dateOfBirth)
        setError('dateOfBirth', { message: err.fields.dateOfBirth });
      else if (err instanceof ApiError && err.fields.email) setError('email', { message: err.fields.email });
      else toast.error('Sign up failed', { description: errorMessage(err) });
    }
  });
  const e = formState.errors;
  if (sentTo)
    return (
      <div className="space-y-3 text-center" role="status">
        <MailCheck className="mx-auto size-10 text-green-600" aria-hidden />
        <h2 className="text-xl font-semibold">{confirmationMessages.checkEmail}</h2>
        <p className="break-words text-slate-600">
          We sent a message to <strong>{sentTo}</strong>. {confirmationMessages.checkEmailDetail}
        </p>
      </div>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create your account">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" htmlFor="su-first" error={e.firstName?.message}>
          <Input id="su-first" autoComplete="given-name" aria-invalid={!!e.firstName} {...register('firstName')} />
        </Field>
        <Field label="Last name" htmlFor="su-last" error={e.lastName?.message}>
          <Input id="su-last" autoComplete="family-name" aria-invalid={!!e.lastName} {...register('lastName')} />
        </Field>
      </div>
      <Field label="Email" htmlFor="su-email" error={e.email?.message}>
        <Input id="su-email" type="email" autoComplete="email" aria-invalid={!!e.email} {...register('email')} />
      </Field>
      {accountType === 'player' && (
        <Field label="Date of birth" htmlFor="su-dob" error={e.dateOfBirth?.message}>
          <Input
            id="su-dob"
            type="date"
            autoComplete="bday"
            aria-invalid={!!e.dateOfBirth}
            aria-describedby={e.dateOfBirth ? 'su-dob-error' : undefined}
            {...register('dateOfBirth')}
          />
        </Field>
      )}
      <Field label="Password" htmlFor="su-password" error={e.password?.message} hint="At least 6 characters.">
        <PasswordInput
          id="su-password"
          autoComplete="new-password"
          aria-invalid={!!e.password}
          {...register('password')}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}
