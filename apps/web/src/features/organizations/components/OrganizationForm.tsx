import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { organizationSchema, type OrganizationDetail } from '@dugout/domain/organizations';
import { Button } from '@/components/ui/Button';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/Input';
import { errorMessage } from '@/lib/api';
import { useSaveOrganization } from '../api/save-organization';
import { StateOptions } from '@/components/ui/StateOptions';

/** Create or edit an organization (name, description, place, contact, website). */
export function OrganizationForm({
  organization,
  onSaved,
}: {
  organization?: OrganizationDetail;
  onSaved?: (o: OrganizationDetail) => void;
}) {
  const save = useSaveOrganization(organization?.id);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(organizationSchema),
    defaultValues: {
      name: organization?.name ?? '',
      description: organization?.description ?? '',
      city: organization?.city ?? '',
      state: organization?.state ?? '',
      contactEmail: organization?.contactEmail ?? '',
      contactPhone: organization?.contactPhone ?? '',
      website: organization?.website ?? '',
    },
  });
  const e = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(organization ? 'Organization updated' : 'Organization created', {
        description: organization ? 'Your changes have been saved.' : `Your organization code is ${saved.joinCode}.`,
      });
      reset(values as never);
      onSaved?.(saved);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  });
  const id = organization?.id ?? 'new';
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={organization ? 'Organization details' : 'Create organization'}
    >
      <Field label="Organization Name" htmlFor={`org-name-${id}`} error={e.name?.message} className="sm:col-span-2">
        <Input id={`org-name-${id}`} aria-invalid={!!e.name} {...register('name')} />
      </Field>
      <Field label="Description" htmlFor={`org-desc-${id}`} className="sm:col-span-2">
        <Textarea id={`org-desc-${id}`} {...register('description')} />
      </Field>
      <Field label="City" htmlFor={`org-city-${id}`}>
        <Input id={`org-city-${id}`} {...register('city')} />
      </Field>
      <Field label="State" htmlFor={`org-state-${id}`}>
        <NativeSelect id={`org-state-${id}`} {...register('state')}>
          <option value="">Select a state</option>
          <StateOptions />
        </NativeSelect>
      </Field>
      <Field label="Contact Email" htmlFor={`org-email-${id}`} error={e.contactEmail?.message}>
        <Input id={`org-email-${id}`} type="email" aria-invalid={!!e.contactEmail} {...register('contactEmail')} />
      </Field>
      <Field label="Contact Phone" htmlFor={`org-phone-${id}`}>
        <Input id={`org-phone-${id}`} type="tel" {...register('contactPhone')} />
      </Field>
      <Field label="Website" htmlFor={`org-web-${id}`} error={e.website?.message} className="sm:col-span-2">
        <Input
          id={`org-web-${id}`}
          type="url"
          placeholder="https://"
          aria-invalid={!!e.website}
          {...register('website')}
        />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting || (!!organization && !formState.isDirty)}>
          {formState.isSubmitting ? 'Saving…' : organization ? 'Save Changes' : 'Create Organization'}
        </Button>
      </div>
    </form>
  );
}
