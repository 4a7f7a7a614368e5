import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api';
import { batsOptions, positions, throwsOptions } from '@dugout/domain/shared';
import {
  addPlayerSchema,
  defaultGraduationYear,
  guardianEmailMessages,
  type AddPlayerInput,
} from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Field, Input, NativeSelect } from '@/components/ui/Input';
import { useAddPlayer } from '../api/add-player';

/** Add New Player: a pending invite the coach then sends with 'Send Invite'. */
export function AddPlayerDialog({
  teamCode,
  open,
  onOpenChange,
}: {
  teamCode: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title="Add New Player" className="max-w-xl">
          <AddPlayerForm teamCode={teamCode} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AddPlayerForm({ teamCode, onDone }: { teamCode: string; onDone: () => void }) {
  const add = useAddPlayer();
  const year = new Date().getFullYear();
  const { register, handleSubmit, formState } = useForm<AddPlayerInput>({
    resolver: zodResolver(addPlayerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      primaryPosition: '' as AddPlayerInput['primaryPosition'],
      graduationYear: defaultGraduationYear(),
      zipCode: '',
      highSchool: '',
      guardianEmail: '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const invite = await add.mutateAsync({ teamCode, ...values });
      toast.success('Player added!', {
        description: `${invite.firstName} ${invite.lastName} has been added, click "Send Invite" to invite them.`,
      });
      onDone();
    } catch (err) {
      // the server's reason when it gives one (a full team, the pending-invite cap: docs/decisions/0041-team-player-cap.md)
      toast.error('Error', { description: errorMessage(err, 'Failed to add player. Please try again.') });
    }
  });
  const e = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
      <Field label="First Name" htmlFor="ap-first" error={e.firstName?.message}>
        <Input id="ap-first" aria-invalid={!!e.firstName} {...register('firstName')} />
      </Field>
      <Field label="Last Name" htmlFor="ap-last" error={e.lastName?.message}>
        <Input id="ap-last" aria-invalid={!!e.lastName} {...register('lastName')} />
      </Field>
      <Field label="Email" htmlFor="ap-email" error={e.email?.message} className="sm:col-span-2">
        <Input id="ap-email" type="email" aria-invalid={!!e.email} {...register('email')} />
      </Field>
      <Field
        label={guardianEmailMessages.label}
        htmlFor="ap-guardian"
        error={e.guardianEmail?.message}
        hint={guardianEmailMessages.hint}
        className="sm:col-span-2"
      >
        <Input id="ap-guardian" type="email" aria-invalid={!!e.guardianEmail} {...register('guardianEmail')} />
      </Field>
      <Field label="Primary Position" htmlFor="ap-position" error={e.primaryPosition?.message}>
        <NativeSelect id="ap-position" aria-invalid={!!e.primaryPosition} {...register('primaryPosition')}>
          <option value="">Select position</option>
          {positions.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Graduation Year" htmlFor="ap-year" error={e.graduationYear?.message}>
        <Input
          id="ap-year"
          type="number"
          min={year}
          max={year + 10}
          aria-invalid={!!e.graduationYear}
          {...register('graduationYear')}
        />
      </Field>
      <Field label="Zip Code" htmlFor="ap-zip" error={e.zipCode?.message}>
        <Input id="ap-zip" maxLength={10} {...register('zipCode')} />
      </Field>
      <Field label="High School" htmlFor="ap-hs">
        <Input id="ap-hs" {...register('highSchool')} />
      </Field>
      <Field label="Height (inches)" htmlFor="ap-height" error={e.heightInches?.message}>
        <Input id="ap-height" type="number" min={48} max={96} {...register('heightInches')} />
      </Field>
      <Field label="Weight (lbs)" htmlFor="ap-weight" error={e.weightLbs?.message}>
        <Input id="ap-weight" type="number" min={50} max={400} {...register('weightLbs')} />
      </Field>
      <Field label="Bats" htmlFor="ap-bats">
        <NativeSelect id="ap-bats" {...register('bats')}>
          <option value="">—</option>
          {batsOptions.map((b) => (
            <option key={b}>{b}</option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Throws" htmlFor="ap-throws">
        <NativeSelect id="ap-throws" {...register('throws')}>
          <option value="">—</option>
          {throwsOptions.map((b) => (
            <option key={b}>{b}</option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Adding…' : 'Add Player'}
        </Button>
      </div>
    </form>
  );
}
