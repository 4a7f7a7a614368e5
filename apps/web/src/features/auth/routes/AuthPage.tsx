import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { signUpAccountTypes, type SignUpAccountType } from '@dugout/domain/access';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { PageContainer } from '@/components/ui/Page';
import { LoginForm } from '../components/LoginForm';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { SignUpForm } from '../components/SignUpForm';
import { UnlockNotice } from '../components/UnlockNotice';

const typeTitles: Record<SignUpAccountType, string> = {
  player: 'Create your player account',
  coach: 'Create your coach account',
  organization_admin: 'Create your organization administrator account',
  guardian: 'Create your parent / guardian account',
};

export default function AuthPage() {
  const [params] = useSearchParams();
  // /auth?mode=forgot opens on the reset request (a dead reset link offers it: ResetPassword.tsx).
  const [forgot, setForgot] = useState(params.get('mode') === 'forgot');
  const type = params.get('type');
  const unlock = params.get('unlock');
  const signUpType =
    params.get('mode') === 'signup' && signUpAccountTypes.includes(type as SignUpAccountType)
      ? (type as SignUpAccountType)
      : null;

  return (
    <PageContainer className="flex max-w-md justify-center">
      <Card className="w-full">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {signUpType ? typeTitles[signUpType] : forgot ? 'Reset your password' : 'Sign In to Your Account'}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {signUpType ? (
            <>
              <SignUpForm accountType={signUpType} />
              <p className="mt-4 text-center text-sm text-slate-600">
                Already have an account?{' '}
                <Link to="/auth" className="font-medium text-brand-700 hover:underline">
                  Sign in
                </Link>
              </p>
            </>
          ) : forgot ? (
            <ForgotPasswordForm onBack={() => setForgot(false)} />
          ) : (
            <>
              {unlock && <UnlockNotice token={unlock} />}
              <LoginForm onForgot={() => setForgot(true)} />
              <p className="mt-4 text-center text-sm text-slate-600">
                New to Dugout?{' '}
                <Link to="/sign-up-selection" className="font-medium text-brand-700 hover:underline">
                  Create an account
                </Link>
              </p>
            </>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
