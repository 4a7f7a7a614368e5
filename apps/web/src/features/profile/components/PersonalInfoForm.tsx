import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import {
  changesEmail,
  emailChangeMessages,
  HIGH_SCHOOL_DEBOUNCE_MS,
  isValidPostalCode,
  photoProblem,
  profileFormSchemaFor,
  profileMessages,
  wantsPasswordChange,
  type ProfileFormInput,
  type ProfileResponse,
} from '@dugout/domain/profile';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, Input, NativeSelect } from '@/components/ui/Input';
import { ApiError, errorMessage } from '@/lib/api';
import { useUpdateProfile } from '../api/update-profile';
import { useCancelEmailChange } from '../api/email-change';
import { useChangePassword } from '../api/change-password';
import { useUploadPhoto } from '../api/upload-photo';
import { useHighSchools } from '../api/search-high-schools';
import { useZipLookup } from '../api/lookup-zip';
import { useDebounced } from '@/lib/use-debounced';
import { StateOptions } from '@/components/ui/StateOptions';

const toForm = (p: ProfileResponse): ProfileFormInput => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  email: p.email,
  phone: p.phone ?? '',
  zipCode: p.zipCode ?? '',
  highSchool: p.highSchool ?? '',
  highSchoolState: p.highSchoolState ?? '',
  emailPassword: '',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
});

/** Personal Info tab (docs/spec/part-1-accounts-teams-organizations.md section 5 Profile): every rule from the domain schema; Save only when valid and changed. */
export function PersonalInfoForm({ profile }: { profile: ProfileResponse }) {
  const form = useForm<ProfileFormInput>({
    // A new e-mail address asks for the current password (docs/decisions/0039-email-change-confirmation.md).
    resolver: zodResolver(profileFormSchemaFor(profile.email)),
    mode: 'onChange',
    defaultValues: toForm(profile),
  });
  const { register, handleSubmit, formState, setError, reset, control } = form;
  const e = formState.errors;
  const update = useUpdateProfile();
  const changePassword = useChangePassword();
  const email = useWatch({ control, name: 'email' }) ?? '';
  const emailChanging = changesEmail(profile.email, email);

  // City and State follow the ZIP (the server stores the ZIP's place on save, none for a ZIP it does not know): what
  // the profile holds while the saved ZIP is shown, then the look-up of the ZIP typed; blank while a new ZIP is
  // looked up or when it is not known.
  const zip = (useWatch({ control, name: 'zipCode' }) ?? '').trim().toUpperCase();
  const zipAsked = useDebounced(zip, 300);
  const lookup = useZipLookup(zipAsked);
  const asked = zipAsked === zip && isValidPostalCode(zip);
  const unknownZip = asked && lookup.error instanceof ApiError && lookup.error.status === 404;
  const place =
    asked && lookup.data
      ? lookup.data
      : zip === (profile.zipCode ?? '') && !unknownZip
        ? { city: profile.city ?? '', state: profile.state ?? '' }
        : null;
  const lookingUp = isValidPostalCode(zip) && !unknownZip && !place && (!asked || lookup.isFetching);

  // High-school search: a state and at least 2 characters, debounced 300 ms, at most 100.
  const hsState = useWatch({ control, name: 'highSchoolState' }) ?? '';
  const hsName = useWatch({ control, name: 'highSchool' }) ?? '';
  const schools = useHighSchools(hsState, useDebounced(hsName.trim(), HIGH_SCHOOL_DEBOUNCE_MS));

  const onSubmit = handleSubmit(async (values) => {
    const dirty = formState.dirtyFields;
    const profileDirty = (
      ['firstName', 'lastName', 'email', 'phone', 'zipCode', 'highSchool', 'highSchoolState'] as const
    ).some((k) => dirty[k]);
    const { emailPassword, currentPassword, newPassword, confirmPassword, ...info } = values;
    const passwords = { currentPassword, newPassword, confirmPassword };
    let saved: ProfileResponse | null = null;
    if (profileDirty) {
      const newEmail = changesEmail(profile.email, values.email);
      try {
        // Before a password change, while the password typed beside a new e-mail address is still the current one.
        saved = await update.mutateAsync(newEmail ? { ...info, currentPassword: emailPassword } : info);
      } catch (err) {
        if (err instanceof ApiError && err.fields.currentPassword) {
          // On this save the current password is the one asked beside the new e-mail address.
          setError('emailPassword', { message: profileMessages.incorrectPasswordTitle });
          toast.error(profileMessages.incorrectPasswordTitle, { description: err.fields.currentPassword });
          return;
        }
        if (err instanceof ApiError)
          for (const [k, m] of Object.entries(err.fields)) setError(k as keyof ProfileFormInput, { message: m });
        toast.error(profileMessages.updateFailedTitle, {
          description: err instanceof ApiError && err.status === 409 ? err.message : profileMessages.updateFailed,
        });
        return;
      }
      if (newEmail && saved.pendingEmail)
        toast.success(emailChangeMessages.checkInboxTitle, {
          description: emailChangeMessages.checkInbox(saved.pendingEmail.email),
        });
      else toast.success('Profile updated', { description: 'Your profile information has been saved.' });
    }
    if (wantsPasswordChange(values)) {
      try {
        await changePassword.mutateAsync(passwords);
      } catch (err) {
        if (saved) reset({ ...toForm(saved), ...passwords });
        if (err instanceof ApiError && err.fields.currentPassword) {
          setError('currentPassword', { message: profileMessages.incorrectPasswordTitle });
          toast.error(profileMessages.incorrectPasswordTitle, { description: profileMessages.incorrectPassword });
        } else toast.error(profileMessages.passwordUpdateFailed, { description: errorMessage(err) });
        return;
      }
      toast.success(profileMessages.passwordUpdated);
    }
    reset(
      saved
        ? toForm(saved)
        : { ...values, emailPassword: '', currentPassword: '', newPassword: '', confirmPassword: '' },
    );
  });

  const saving = formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Personal Info">
      <PhotoCard url={profile.profileImageUrl} />
      <Card>
        <CardHeader>
          <CardTitle>Personal Information</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="First Name" htmlFor="p-first" error={e.firstName?.message}>
            <Input id="p-first" autoComplete="given-name" aria-invalid={!!e.firstName} {...register('firstName')} />
          </Field>
          <Field label="Last Name" htmlFor="p-last" error={e.lastName?.message}>
            <Input id="p-last" autoComplete="family-name" aria-invalid={!!e.lastName} {...register('lastName')} />
          </Field>
          <div className="min-w-0 space-y-3">
            <Field label="Email" htmlFor="p-email" error={e.email?.message}>
              <Input id="p-email" type="email" autoComplete="email" aria-invalid={!!e.email} {...register('email')} />
            </Field>
            {emailChanging && (
              <Field
                label="Current Password"
                htmlFor="p-email-password"
                hint="Needed to change your e-mail address. We send a link to the new address; the change applies when you open it."
                error={e.emailPassword?.message}
              >
                <Input
                  id="p-email-password"
                  type="password"
                  autoComplete="current-password"
                  aria-invalid={!!e.emailPassword}
                  {...register('emailPassword')}
                />
              </Field>
            )}
            {profile.pendingEmail && <PendingEmailNotice email={profile.pendingEmail.email} />}
          </div>
          <Field label="Phone" htmlFor="p-phone" error={e.phone?.message}>
            <Input id="p-phone" type="tel" autoComplete="tel" aria-invalid={!!e.phone} {...register('phone')} />
          </Field>
          <Field
            label="ZIP/Postal Code"
            htmlFor="p-zip"
            error={e.zipCode?.message}
            hint={lookingUp ? 'Looking up…' : unknownZip ? profileMessages.zipUnknown : undefined}
          >
            <Input
              id="p-zip"
              autoComplete="postal-code"
              maxLength={10}
              aria-invalid={!!e.zipCode}
              aria-describedby="p-place-note"
              {...register('zipCode')}
            />
          </Field>
          <div className="grid grid-cols-[1fr_6rem] gap-3">
            <Field label="City" htmlFor="p-city">
              <Input id="p-city" readOnly className="bg-slate-50" value={place?.city ?? ''} />
            </Field>
            <Field label="State" htmlFor="p-state">
              <Input id="p-state" readOnly className="bg-slate-50" value={place?.state ?? ''} />
            </Field>
            <p id="p-place-note" className="col-span-2 text-xs text-slate-500">
              City and State come from the ZIP.
            </p>
          </div>
          <Field label="High School State" htmlFor="p-hs-state">
            <NativeSelect id="p-hs-state" {...register('highSchoolState')}>
              <option value="">Select a state</option>
              <StateOptions />
            </NativeSelect>
          </Field>
          <Field
            label="High School"
            htmlFor="p-hs"
            hint={hsState ? 'Type at least 2 characters to search' : 'Select a state first'}
            error={e.highSchool?.message}
          >
            <Input id="p-hs" list="p-hs-options" autoComplete="off" disabled={!hsState} {...register('highSchool')} />
            <datalist id="p-hs-options">
              {(schools.data?.highSchools ?? []).map((s) => (
                <option key={s.id} value={s.name}>
                  {s.city ? `${s.city}, ${s.state}` : s.state}
                </option>
              ))}
            </datalist>
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Change Password</CardTitle>
          <CardDescription>Leave these empty to keep your current password.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <Field label="Current Password" htmlFor="p-current" error={e.currentPassword?.message}>
            <Input
              id="p-current"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!e.currentPassword}
              {...register('currentPassword', { deps: ['newPassword', 'confirmPassword'] })}
            />
          </Field>
          <Field label="New Password" htmlFor="p-new" error={e.newPassword?.message}>
            <Input
              id="p-new"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!e.newPassword}
              {...register('newPassword', { deps: ['currentPassword', 'confirmPassword'] })}
            />
          </Field>
          <Field label="Confirm New Password" htmlFor="p-confirm" error={e.confirmPassword?.message}>
            <Input
              id="p-confirm"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!e.confirmPassword}
              {...register('confirmPassword', { deps: ['currentPassword', 'newPassword'] })}
            />
          </Field>
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" disabled={!formState.isValid || !formState.isDirty || saving}>
          {saving ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

/** The change still waiting for its link, as the server holds it, with a way to drop it. */
function PendingEmailNotice({ email }: { email: string }) {
  const cancel = useCancelEmailChange();
  return (
    <div role="status" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium">{emailChangeMessages.checkInboxTitle}</p>
      <p className="break-words">{emailChangeMessages.pending(email)}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, {
            onSuccess: () => toast.success(emailChangeMessages.cancelled),
            onError: (err) => toast.error('Error', { description: errorMessage(err) }),
          })
        }
      >
        Cancel e-mail change
      </Button>
    </div>
  );
}

/** Profile photo: JPG, PNG or GIF under 2MB, checked before upload (and again by the server from the bytes). */
function PhotoCard({ url }: { url: string | null }) {
  const upload = useUploadPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const p = photoProblem(file);
    setProblem(p);
    if (p) {
      toast.error(p === profileMessages.photoSize ? 'File too large' : 'Invalid file type', { description: p });
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success('Photo updated');
    } catch (err) {
      setProblem(errorMessage(err));
      toast.error('Error', { description: errorMessage(err) });
    }
  };
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 pt-4 sm:flex-row sm:pt-6">
        <div className="size-20 shrink-0 overflow-hidden rounded-full bg-slate-100">
          {url ? (
            <img src={url} alt="Profile photo" className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center text-sm text-slate-600">No photo</span>
          )}
        </div>
        <div className="space-y-1 text-center sm:text-left">
          <label htmlFor="p-photo" className="text-sm font-medium">
            Profile Photo
          </label>
          <input
            id="p-photo"
            type="file"
            accept="image/jpeg,image/png,image/gif"
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2"
            aria-describedby="p-photo-hint"
            onChange={(ev) => void onFile(ev.target.files?.[0])}
            disabled={upload.isPending}
          />
          <p id="p-photo-hint" className="text-xs text-slate-500">
            JPG, PNG or GIF, smaller than 2MB.
          </p>
          {problem && (
            <p role="alert" className="text-sm text-red-600">
              {problem}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
