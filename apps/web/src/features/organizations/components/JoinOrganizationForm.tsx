import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { joinOrganizationSchema, organizationAdminMessages, organizationMessages } from '@dugout/domain/organizations';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Input';
import { errorMessage } from '@/lib/api';
import { useJoinOrganization } from '../api/join-organization';

/** Redeem an organization code: a request to become a program admin, approved by the organization's program admins. */
export function JoinOrganizationForm() {
  const join = useJoinOrganization();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(joinOrganizationSchema),
    defaultValues: { organizationCode: '' },
  });
  const onSubmit = handleSubmit(async ({ organizationCode }) => {
    try {
      const org = await join.mutateAsync(organizationCode);
      if (org.status === 'pending')
        toast.success(organizationAdminMessages.requestPending, {
          description: organizationAdminMessages.requestPendingDescription(org.name),
        });
      else toast.success('Joined organization', { description: organizationAdminMessages.alreadyAdmin(org.name) });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, organizationMessages.joinFailed) });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-label="Join organization"
    >
      <Field
        label="Organization Code"
        htmlFor="org-code"
        error={formState.errors.organizationCode?.message}
        className="flex-1"
      >
        <Input
          id="org-code"
          className="uppercase"
          maxLength={12}
          autoComplete="off"
          {...register('organizationCode')}
        />
      </Field>
      <Button type="submit" disabled={formState.isSubmitting}>
        Join Organization
      </Button>
    </form>
  );
}
