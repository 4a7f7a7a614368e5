import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signUpSchema, type SignUpAccountType, type SignUpInput } from '@dugout/domain';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api';
import { PasswordInput } from './PasswordInput';
import { useSignUp } from '../api/auth.api';

/** Where each account type continues after sign-up (DESIGN D1). */
const nextPath: Record<SignUpAccountType, string> = {
  player: '/metrics',
  coach: '/coach-registration',
  organization_admin: '/organization-management',
};

export function SignUpForm({ accountType }: { accountType: SignUpAccountType }) {
  const signUp = useSignUp();
  const navigate = useNavigate();
  const { register, handleSubmit, formState, setError } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { accountType, firstName: '', lastName: '', email: '', password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ ...values, accountType });
      toast.success('Account created', { description: 'Welcome to Dugout!' });
      navigate(nextPath[accountType], { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.fields.email) setError('email', { message: err.fields.email });
      else toast.error('Sign up failed', { description: errorMessage(err) });
    }
  });
  const e = formState.errors;
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
      <Field label="Password" htmlFor="su-password" error={e.password?.message} hint="At least 6 characters.">
        <PasswordInput id="su-password" autoComplete="new-password" aria-invalid={!!e.password} {...register('password')} />
      </Field>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}
