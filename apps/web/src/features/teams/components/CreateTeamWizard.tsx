import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Check, Copy } from 'lucide-react';
import { teamTypes } from '@dugout/domain/shared';
import {
  checkLogoFile,
  createTeamSchema,
  createTeamStep1Schema,
  LOGO_TOO_LARGE_WIZARD,
  TEAM_CREATED_REDIRECT_MS,
  TEAM_WIZARD_STEPS,
  type CreateTeamInput,
} from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Field, Input, NativeSelect } from '@/components/ui/Input';
import { errorMessage } from '@/lib/api';
import { useMe } from '@/lib/auth';
import { useCreateTeam } from '../api/create-team';
import { uploadTeamLogo } from '../api/upload-logo';
import { StateOptions } from '@/components/ui/StateOptions';

const step1Fields = ['teamName', 'teamType', 'city', 'state', 'pocEmail'] as const;

/** Create team: 2 steps with a progress bar, then a success dialog with the team code (docs/spec/part-1-accounts-teams-organizations.md section 2 Dialogs). */
export function CreateTeamWizard({ onDone }: { onDone?: () => void } = {}) {
  const { user } = useMe();
  const navigate = useNavigate();
  const create = useCreateTeam();
  const [step, setStep] = useState(1);
  const [logo, setLogo] = useState<File | null>(null);
  const [createdCode, setCreatedCode] = useState<string | null>(null);
  const { register, handleSubmit, trigger, formState, getValues } = useForm<CreateTeamInput>({
    resolver: zodResolver(createTeamSchema),
    defaultValues: {
      teamName: '',
      teamType: '' as CreateTeamInput['teamType'],
      city: '',
      state: '',
      pocEmail: user?.email ?? '',
      twitterHandle: '',
      instagramHandle: '',
    },
    mode: 'onTouched',
  });

  useEffect(() => {
    if (!createdCode) return;
    const t = setTimeout(() => {
      onDone?.();
      navigate(`/team-management?team=${createdCode}`);
    }, TEAM_CREATED_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [createdCode, navigate, onDone]);
  const goToTeam = () => {
    onDone?.();
    navigate(`/team-management?team=${createdCode}`);
  };

  if (!user)
    return (
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
        Please create a coach account first to register your team.{' '}
        <Link className="font-medium underline" to="/sign-up-selection">
          Create an account
        </Link>
      </div>
    );

  const next = async () => {
    const ok = await trigger(step1Fields);
    if (!ok || !createTeamStep1Schema.safeParse(getValues()).success) {
      toast.error('Please fix the errors', { description: 'Please fill in all required fields before continuing.' });
      return;
    }
    setStep(2);
  };

  const onLogo = (file: File | undefined) => {
    if (!file) return setLogo(null);
    const problem = checkLogoFile(file);
    if (problem) {
      toast.error(problem.title, {
        description: problem.title === 'File too large' ? LOGO_TOO_LARGE_WIZARD : problem.description,
      });
      return;
    }
    setLogo(file);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const team = await create.mutateAsync(values);
      if (!team.teamCode) throw new Error('No team code received from server');
      if (logo) {
        try {
          await uploadTeamLogo({ teamCode: team.teamCode, file: logo });
        } catch (err) {
          toast.error('Registration failed', { description: `Failed to upload logo: ${errorMessage(err)}` });
        }
      }
      toast.success('Team Created Successfully!', {
        description: `${team.teamName} is ready. TeamID ${team.teamCode}.`,
      });
      setCreatedCode(team.teamCode);
    } catch (err) {
      toast.error('Registration failed', { description: errorMessage(err, 'Failed to create team.') });
    }
  });
  const e = formState.errors;

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Create your team">
        <div>
          <div className="mb-1 flex justify-between text-sm text-slate-600">
            <span>
              Step {step} of {TEAM_WIZARD_STEPS}
            </span>
            <span>{step === 1 ? 'Basic Information' : 'Branding'}</span>
          </div>
          <div
            className="h-2 rounded-full bg-slate-200"
            role="progressbar"
            aria-label="Progress"
            aria-valuemin={0}
            aria-valuemax={TEAM_WIZARD_STEPS}
            aria-valuenow={step}
          >
            <div
              className="h-2 rounded-full bg-brand-700 transition-all"
              style={{ width: `${(step / TEAM_WIZARD_STEPS) * 100}%` }}
            />
          </div>
        </div>
        <div className={step === 1 ? 'grid gap-4 sm:grid-cols-2' : 'hidden'}>
          <Field label="Team Name" htmlFor="ct-name" error={e.teamName?.message} className="sm:col-span-2">
            <Input id="ct-name" aria-invalid={!!e.teamName} {...register('teamName')} />
          </Field>
          <Field label="Team Type" htmlFor="ct-type" error={e.teamType?.message}>
            <NativeSelect id="ct-type" aria-invalid={!!e.teamType} {...register('teamType')}>
              <option value="">Select a team type</option>
              {teamTypes.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Contact Email" htmlFor="ct-email" error={e.pocEmail?.message}>
            <Input id="ct-email" type="email" aria-invalid={!!e.pocEmail} {...register('pocEmail')} />
          </Field>
          <Field label="City" htmlFor="ct-city" error={e.city?.message}>
            <Input id="ct-city" aria-invalid={!!e.city} {...register('city')} />
          </Field>
          <Field label="State" htmlFor="ct-state" error={e.state?.message}>
            <NativeSelect id="ct-state" aria-invalid={!!e.state} {...register('state')}>
              <option value="">Select a state</option>
              <StateOptions />
            </NativeSelect>
          </Field>
        </div>
        {step === 2 && (
          <div className="grid gap-4">
            <Field label="Team Logo (optional)" htmlFor="ct-logo" hint="PNG, JPG up to 5MB">
              <Input id="ct-logo" type="file" accept="image/*" onChange={(ev) => onLogo(ev.target.files?.[0])} />
            </Field>
            <Field label="Twitter Handle" htmlFor="ct-twitter">
              <Input id="ct-twitter" placeholder="@yourteam" {...register('twitterHandle')} />
            </Field>
            <Field label="Instagram Handle" htmlFor="ct-instagram">
              <Input id="ct-instagram" placeholder="@yourteam" {...register('instagramHandle')} />
            </Field>
          </div>
        )}
        <div className="flex justify-between gap-2">
          {step === 2 ? (
            <Button variant="outline" onClick={() => setStep(1)}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step === 1 ? (
            <Button key="next" onClick={next}>
              Next
            </Button>
          ) : (
            <Button key="submit" type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Creating…' : 'Create Team'}
            </Button>
          )}
        </div>
      </form>
      <Dialog open={!!createdCode} onOpenChange={(o) => !o && createdCode && goToTeam()}>
        {createdCode && (
          <DialogContent
            title="Team Created Successfully!"
            description="Share this TeamID with your players so they can join."
          >
            <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-100 p-4">
              <span className="font-mono text-2xl font-bold tracking-wider" data-testid="created-team-code">
                {createdCode}
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  void navigator.clipboard?.writeText(createdCode).catch(() => undefined);
                  toast.success('Team code copied!', { description: 'Share this code with your players.' });
                }}
              >
                <Copy /> Copy
              </Button>
            </div>
            <Button className="mt-4 w-full" onClick={goToTeam}>
              <Check /> Go to Team Dashboard
            </Button>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
