import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { confirmationMessages, passwordMessages, signInSchema, type SignInInput } from '@dugout/domain/accounts';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Input';
import { storageKeys } from '@/lib/auth';
import { ApiError, errorMessage } from '@/lib/api';
import { PasswordInput } from './PasswordInput';
import { useResendConfirmation, useSignIn } from '../api/auth.api';
import { usePostLogin } from './use-post-login';

/** 'Sign In to Your Account' (docs/spec/part-1-accounts-teams-organizations.md section 2, Login). */
export function LoginForm({ onForgot, onSignedIn }: { onForgot: () => void; onSignedIn?: () => void }) {
  const signIn = useSignIn();
  const postLogin = usePostLogin();
  const resend = useResendConfirmation();
  // The right password of an account whose address is not confirmed yet (docs/decisions/0020-sign-up-confirmation.md).
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const remembered = localStorage.getItem(storageKeys.rememberedEmail) ?? '';
  const { register, handleSubmit, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: remembered, password: '', rememberMe: Boolean(remembered) },
  });
  const onSubmit = handleSubmit(async (values) => {
    setUnconfirmed(null);
    setResent(false);
    try {
      const me = await signIn.mutateAsync(values);
      if (values.rememberMe) localStorage.setItem(storageKeys.rememberedEmail, values.email.trim().toLowerCase());
      else localStorage.removeItem(storageKeys.rememberedEmail);
      onSignedIn?.();
      postLogin(me);
    } catch (err) {
      if (err instanceof ApiError && err.message === confirmationMessages.notConfirmed) {
        setUnconfirmed(values.email.trim().toLowerCase());
        return;
      }
      toast.error('Login failed', { description: errorMessage(err, passwordMessages.loginFailed) });
    }
  });
  const onResend = async () => {
    if (!unconfirmed) return;
    try {
      await resend.mutateAsync(unconfirmed);
      setResent(true);
    } catch (err) {
      toast.error('Could not send the link', { description: errorMessage(err) });
    }
  };
  const e = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign In to Your Account">
      {unconfirmed && (
        <div
          role="alert"
          className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>{confirmationMessages.notConfirmed}</p>
          {resent ? (
            <p role="status">{confirmationMessages.resent}</p>
          ) : (
            <Button variant="outline" size="sm" onClick={onResend} disabled={resend.isPending}>
              {resend.isPending ? 'Sending…' : 'Send the link again'}
            </Button>
          )}
        </div>
      )}
      <Field label="Email" htmlFor="login-email" error={e.email?.message}>
        <Input id="login-email" type="email" autoComplete="email" aria-invalid={!!e.email} {...register('email')} />
      </Field>
      <Field label="Password" htmlFor="login-password" error={e.password?.message}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          aria-invalid={!!e.password}
          {...register('password')}
        />
      </Field>
      <div className="flex items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-brand-700" {...register('rememberMe')} /> Remember me
        </label>
        <Button variant="link" className="h-auto p-0" onClick={onForgot}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
