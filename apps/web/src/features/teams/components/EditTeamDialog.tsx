import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { stripAt } from '@dugout/domain/shared';
import { checkLogoFile, updateTeamSchema, type TeamDetail, type UpdateTeamInput } from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Field, Input, NativeSelect } from '@/components/ui/Input';
import { errorMessage } from '@/lib/api';
import { useUpdateTeam } from '../api/update-team';
import { useUploadTeamLogo } from '../api/upload-logo';
import { StateOptions } from '@/components/ui/StateOptions';

/** Edit Team Information: Team Logo, Team Information and Social Media sections. */
export function EditTeamDialog({
  team,
  open,
  onOpenChange,
}: {
  team: TeamDetail;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title="Edit Team Information" className="max-w-xl">
          <EditTeamForm team={team} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function EditTeamForm({ team, onDone }: { team: TeamDetail; onDone: () => void }) {
  const update = useUpdateTeam();
  const upload = useUploadTeamLogo();
  const [logo, setLogo] = useState<File | null>(null);
  const { register, handleSubmit, formState } = useForm<UpdateTeamInput>({
    resolver: zodResolver(updateTeamSchema),
    defaultValues: {
      teamName: team.teamName,
      city: team.city ?? '',
      state: team.state ?? '',
      pocEmail: team.pocEmail ?? '',
      teamUrl: team.teamUrl ?? '',
      twitterHandle: stripAt(team.twitterHandle) ?? '',
      instagramHandle: stripAt(team.instagramHandle) ?? '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (logo) {
        try {
          await upload.mutateAsync({ teamCode: team.teamCode, file: logo });
        } catch (err) {
          toast.error('Error updating team', { description: `Failed to upload logo: ${errorMessage(err)}` });
          return;
        }
      }
      await update.mutateAsync({ teamCode: team.teamCode, ...values });
      toast.success('Team updated successfully', { description: 'Your team information has been saved.' });
      onDone();
    } catch (err) {
      toast.error('Error updating team', { description: errorMessage(err, 'An unexpected error occurred.') });
    }
  });
  const e = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <section className="space-y-2">
        <h3 className="font-semibold">Team Logo</h3>
        <div className="flex items-center gap-3">
          <div className="flex size-14 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-sm text-slate-600">
            {logo ? (
              <img src={URL.createObjectURL(logo)} alt="New logo preview" className="size-full object-cover" />
            ) : team.logoUrl ? (
              <img src={team.logoUrl} alt="Current logo" className="size-full object-cover" />
            ) : (
              'Logo'
            )}
          </div>
          <Field label="Upload logo" htmlFor="et-logo" hint="PNG, JPG up to 5MB" className="flex-1">
            <Input
              id="et-logo"
              type="file"
              accept="image/*"
              onChange={(ev) => {
                const file = ev.target.files?.[0];
                if (!file) return;
                const problem = checkLogoFile(file);
                if (problem) {
                  toast.error(problem.title, { description: problem.description });
                  ev.target.value = '';
                  return;
                }
                setLogo(file);
              }}
            />
          </Field>
        </div>
      </section>
      <section className="grid gap-3 sm:grid-cols-2">
        <h3 className="font-semibold sm:col-span-2">Team Information</h3>
        <Field label="Team Name" htmlFor="et-name" error={e.teamName?.message} className="sm:col-span-2">
          <Input id="et-name" aria-invalid={!!e.teamName} {...register('teamName')} />
        </Field>
        <Field label="City" htmlFor="et-city">
          <Input id="et-city" {...register('city')} />
        </Field>
        <Field label="State" htmlFor="et-state">
          <NativeSelect id="et-state" {...register('state')}>
            <option value="">—</option>
            <StateOptions />
          </NativeSelect>
        </Field>
        <Field label="Contact Email" htmlFor="et-email" error={e.pocEmail?.message}>
          <Input id="et-email" type="email" {...register('pocEmail')} />
        </Field>
        <Field label="Website" htmlFor="et-url" error={e.teamUrl?.message}>
          <Input id="et-url" type="url" placeholder="https://" {...register('teamUrl')} />
        </Field>
      </section>
      <section className="grid gap-3 sm:grid-cols-2">
        <h3 className="font-semibold sm:col-span-2">Social Media</h3>
        <Field label="Twitter" htmlFor="et-twitter">
          <Input id="et-twitter" placeholder="@handle" {...register('twitterHandle')} />
        </Field>
        <Field label="Instagram" htmlFor="et-instagram">
          <Input id="et-instagram" placeholder="@handle" {...register('instagramHandle')} />
        </Field>
      </section>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
