import { Link, useSearchParams } from 'react-router';
import { emailChangeMessages, type EmailChangeResult } from '@dugout/domain/profile';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { PageContainer } from '@/components/ui/Page';
import { errorMessage } from '@/lib/api';
import type { UseMutationResult } from '@tanstack/react-query';

/**
 * The page of an e-mailed e-mail-change link (docs/decisions/0039-email-change-confirmation.md): nothing happens until
 * the button is pressed (a mail scanner opening the link changes nothing), then loading, success or the server's
 * reason (used, expired, replaced, address taken).
 */
export function EmailChangeLink(props: {
  title: string;
  intro: string;
  action: string;
  busy: string;
  mutation: UseMutationResult<EmailChangeResult, Error, string>;
  success: (email: string) => { title: string; text: string; next: { to: string; label: string } };
}) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const m = props.mutation;
  const done = m.data ? props.success(m.data.email) : null;
  return (
    <PageContainer className="flex max-w-md justify-center">
      <Card className="w-full min-w-0">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {done ? done.title : props.title}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {!token ? (
            <p role="alert">{emailChangeMessages.linkInvalid}</p>
          ) : done ? (
            <div role="status" className="space-y-4">
              <p className="break-words">{done.text}</p>
              <Button asChild>
                <Link to={done.next.to}>{done.next.label}</Link>
              </Button>
            </div>
          ) : (
            <>
              <p className="text-slate-600">{props.intro}</p>
              {m.isError && (
                <p role="alert" className="break-words text-red-700">
                  {errorMessage(m.error, emailChangeMessages.linkInvalid)}
                </p>
              )}
              <Button type="button" onClick={() => m.mutate(token)} disabled={m.isPending} aria-busy={m.isPending}>
                {m.isPending ? props.busy : props.action}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
