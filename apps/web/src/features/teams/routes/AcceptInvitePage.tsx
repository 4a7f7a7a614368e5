import { passwordMessages } from '@dugout/domain/accounts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, Input } from '@/components/ui/Input';
import { PageContainer } from '@/components/ui/Page';
import { ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useMe } from '@/lib/auth';
import { useAcceptInvite, useInvite } from '../api/accept-invite';

/** /accept-invite?token=…: create the account (or sign in) and join the team; expired or cancelled links say so. */
export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = useInvite(token);
  const { user } = useMe();
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const signedInAsInvitee = !!user && user.email === invite.data?.email;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!signedInAsInvitee && !password) return setError(passwordMessages.required);
    try {
      await accept.mutateAsync({ token, password: signedInAsInvitee ? undefined : password });
      toast.success('Successfully joined team', { description: invite.data?.teamName });
      navigate('/metrics');
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <PageContainer className="max-w-lg">
      {/* The card's title is the page heading; without the card (a bad link, loading) the page still has one. */}
      {!(token && invite.data) && <h1 className="sr-only">Join your team</h1>}
      {!token ? (
        <ErrorState message="This invitation link is invalid." />
      ) : invite.isLoading ? (
        <Spinner />
      ) : invite.isError ? (
        <div className="space-y-4">
          <ErrorState message={invite.error.message} />
          <p className="text-center text-sm">
            <Link className="text-brand-700 underline" to="/auth">
              Go to sign in
            </Link>
          </p>
        </div>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h1">Join {invite.data!.teamName}</CardTitle>
            <p className="text-sm text-slate-600">
              Hi {invite.data!.firstName}, your coach invited you to join {invite.data!.teamName} on Dugout.
            </p>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} noValidate className="space-y-4">
              <Field label="Email" htmlFor="ai-email">
                <Input id="ai-email" value={invite.data!.email} readOnly aria-readonly />
              </Field>
              {!signedInAsInvitee && (
                <Field
                  label={invite.data!.hasAccount ? 'Password' : 'Create a password'}
                  htmlFor="ai-password"
                  error={error}
                  hint={
                    invite.data!.hasAccount
                      ? 'You already have an account: sign in to accept.'
                      : 'At least 6 characters.'
                  }
                >
                  <Input
                    id="ai-password"
                    type="password"
                    autoComplete={invite.data!.hasAccount ? 'current-password' : 'new-password'}
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    aria-invalid={!!error}
                  />
                </Field>
              )}
              {signedInAsInvitee && error && (
                <p role="alert" className="text-sm text-red-600">
                  {error}
                </p>
              )}
              <Button type="submit" className="w-full" disabled={accept.isPending}>
                {accept.isPending ? 'Joining…' : 'Accept Invitation'}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}
