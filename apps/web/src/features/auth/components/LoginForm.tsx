import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { passwordMessages, signInSchema, type SignInInput } from '@dugout/domain';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { storageKeys } from '@/lib/auth';
import { errorMessage } from '@/lib/api';
import { PasswordInput } from './PasswordInput';
import { useSignIn } from '../api/auth.api';
import { usePostLogin } from './usePostLogin';

/** 'Sign In to Your Account' (spec part 1 section 2, Login). */
export function LoginForm({ onForgot, onSignedIn }: { onForgot: () => void; onSignedIn?: () => void }) {
  const signIn = useSignIn();
  const postLogin = usePostLogin();
  const remembered = localStorage.getItem(storageKeys.rememberedEmail) ?? '';
  const { register, handleSubmit, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: remembered, password: '', rememberMe: Boolean(remembered) },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const me = await signIn.mutateAsync(values);
      if (values.rememberMe) localStorage.setItem(storageKeys.rememberedEmail, values.email.trim().toLowerCase());
      else localStorage.removeItem(storageKeys.rememberedEmail);
      onSignedIn?.();
      postLogin(me);
    } catch (err) {
      toast.error('Login failed', { description: errorMessage(err, passwordMessages.loginFailed) });
    }
  });
  const e = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign In to Your Account">
      <Field label="Email" htmlFor="login-email" error={e.email?.message}>
        <Input id="login-email" type="email" autoComplete="email" aria-invalid={!!e.email} {...register('email')} />
      </Field>
      <Field label="Password" htmlFor="login-password" error={e.password?.message}>
        <PasswordInput id="login-password" autoComplete="current-password" aria-invalid={!!e.password} {...register('password')} />
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
