import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { RESET_LINK_INVALID, resetPasswordSchema } from '@dugout/domain/accounts';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field } from '@/components/ui/Input';
import { PageContainer } from '@/components/ui/Page';
import { ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { PasswordInput } from '../components/PasswordInput';
import { useResetLinkCheck, useResetPassword } from '../api/auth.api';

type Values = z.input<typeof resetPasswordSchema>;

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  // The link is checked when the page opens: a used, replaced, expired or made-up link shows why, not the form.
  const check = useResetLinkCheck(token);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ ...values, token });
      toast.success('Password updated', { description: 'Sign in with your new password.' });
      navigate('/auth', { replace: true });
    } catch (err) {
      toast.error('Password update failed', { description: errorMessage(err) });
    }
  });
  const e = formState.errors;
  return (
    <PageContainer className="flex max-w-md justify-center">
      <Card className="w-full">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Choose a new password
          </CardTitle>
        </CardHeader>
        <CardContent>
          {token && check.isLoading ? (
            <Spinner label="Checking your reset link…" />
          ) : token && check.isError ? (
            <ErrorState message={errorMessage(check.error)} onRetry={() => check.refetch()} />
          ) : !token || !check.data?.valid ? (
            <div role="alert" className="space-y-3">
              <p>{RESET_LINK_INVALID}</p>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <Link to="/auth?mode=forgot">Request a new link</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/auth">Back to sign in</Link>
                </Button>
              </div>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Choose a new password">
              <Field label="New password" htmlFor="rp-password" error={e.password?.message}>
                <PasswordInput
                  id="rp-password"
                  autoComplete="new-password"
                  aria-invalid={!!e.password}
                  {...register('password')}
                />
              </Field>
              <Field label="Confirm new password" htmlFor="rp-confirm" error={e.confirmPassword?.message}>
                <PasswordInput
                  id="rp-confirm"
                  autoComplete="new-password"
                  aria-invalid={!!e.confirmPassword}
                  {...register('confirmPassword')}
                />
              </Field>
              <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? 'Saving…' : 'Set new password'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
