import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signUpAccountTypes, type SignUpAccountType } from '@dugout/domain/access';
import { confirmationMessages, postLoginPath } from '@dugout/domain/accounts';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { PageContainer } from '@/components/ui/Page';
import { errorMessage } from '@/lib/api';
import { pageToastSuccess } from '@/lib/page-toast';
import { useConfirmEmail } from '../api/auth.api';
import { signUpNextPath } from '../components/sign-up-next-path';

/**
 * The page of the e-mailed sign-up link (docs/decisions/0020-sign-up-confirmation.md): confirms the address, signs in
 * and continues where sign-up would have gone for the account type.
 */
export default function ConfirmEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token, {
      onSuccess: (me) => {
        const user = me.user;
        if (!user) return;
        const next = signUpAccountTypes.includes(user.role as SignUpAccountType)
          ? signUpNextPath[user.role as SignUpAccountType]
          : (postLoginPath({ role: user.role, isCoach: user.isCoach, pathname: '/auth', search: '' }) ?? '/');
        // Shown on the screen it leads to, gone once the user moves on from there.
        void Promise.resolve(navigate(next, { replace: true })).then(() =>
          pageToastSuccess('account-created', 'Account created', { description: 'Welcome to Dugout!' }),
        );
      },
    });
  }, [token, confirm, navigate]);

  const failed = !token || confirm.isError;
  return (
    <PageContainer className="flex max-w-md justify-center">
      <Card className="w-full">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Confirm your account
          </CardTitle>
        </CardHeader>
        <CardContent>
          {failed ? (
            <div role="alert" className="space-y-3">
              <p>
                {token
                  ? errorMessage(confirm.error, confirmationMessages.linkInvalid)
                  : confirmationMessages.linkInvalid}
              </p>
              <Button asChild variant="outline">
                <Link to="/auth">Go to sign in</Link>
              </Button>
            </div>
          ) : (
            <p role="status" className="text-slate-600">
              Confirming your e-mail address…
            </p>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
