import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { organizationMessages, organizationRequestSchema } from '@dugout/domain/organizations';
import { formatShortDate } from '@dugout/domain/shared';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, NativeSelect, Textarea } from '@/components/ui/Input';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { ApiError } from '@/lib/api';
import { useMyOrganizationRequests } from '../api/my-organization-requests';
import { useCreateOrganizationRequest } from '../api/create-organization-request';
import { RequestStatusBadge } from './RequestStatusBadge';

/** Organization tab of Profile Settings: a coach asks an organization to take a team in, and sees the answers. */
export function OrganizationRequestPanel() {
  const q = useMyOrganizationRequests();
  if (q.isLoading) return <Spinner />;
  if (q.isError)
    return <ErrorState message="Organization requests could not be loaded." onRetry={() => void q.refetch()} />;
  const data = q.data!;
  if (!data.isCoach) return <EmptyState title={organizationMessages.notCoach} />;
  if (data.teams.length === 0) return <EmptyState title={organizationMessages.noTeam} />;
  return (
    <div className="space-y-4">
      <RequestForm teams={data.teams} organizations={data.organizations} />
      <Card>
        <CardHeader>
          <CardTitle>Your Organization Requests</CardTitle>
        </CardHeader>
        <CardContent>
          {data.requests.length === 0 ? (
            <p className="text-sm text-slate-500">No organization requests yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.requests.map((r) => (
                <li key={r.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                  <div>
                    <p className="font-medium">{r.organizationName}</p>
                    {r.organizationDescription && <p className="text-sm text-slate-600">{r.organizationDescription}</p>}
                    <p className="text-sm text-slate-500">
                      {r.teamName} · {formatShortDate(r.createdAt)}
                    </p>
                  </div>
                  <RequestStatusBadge status={r.status} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function RequestForm({
  teams,
  organizations,
}: {
  teams: Array<{ teamCode: string; teamName: string }>;
  organizations: Array<{ id: string; name: string; city: string | null; state: string | null }>;
}) {
  const create = useCreateOrganizationRequest();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(organizationRequestSchema),
    defaultValues: { teamCode: teams.length === 1 ? teams[0]!.teamCode : '', organizationId: '', message: '' },
  });
  const e = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast.success(organizationMessages.requestSent, { description: organizationMessages.requestSentDescription });
      reset({ teamCode: values.teamCode, organizationId: '', message: '' });
    } catch (err) {
      toast.error('Error', {
        description:
          err instanceof ApiError && err.status >= 400 && err.status < 500
            ? err.message
            : organizationMessages.requestFailed,
      });
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Request to Join an Organization</CardTitle>
        <CardDescription>The organization&apos;s program admins review your request.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Organization request">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Team" htmlFor="or-team" error={e.teamCode?.message}>
              <NativeSelect id="or-team" aria-invalid={!!e.teamCode} {...register('teamCode')}>
                <option value="">Select a team</option>
                {teams.map((t) => (
                  <option key={t.teamCode} value={t.teamCode}>
                    {t.teamName} ({t.teamCode})
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Organization" htmlFor="or-org" error={e.organizationId?.message}>
              <NativeSelect id="or-org" aria-invalid={!!e.organizationId} {...register('organizationId')}>
                <option value="">Select an organization</option>
                {organizations.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                    {o.city ? ` — ${[o.city, o.state].filter(Boolean).join(', ')}` : ''}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field label="Message (optional)" htmlFor="or-message" error={e.message?.message}>
            <Textarea id="or-message" maxLength={1000} {...register('message')} />
          </Field>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending…' : 'Send Request'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
