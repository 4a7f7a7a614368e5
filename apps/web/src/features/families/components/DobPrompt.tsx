import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Input';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { dateOfBirthSchema, familyMessages } from '@dugout/domain/families';
import { useProfile } from '@/features/profile/api/get-profile';
import { useUpdateDateOfBirth } from '@/features/profile/api/update-date-of-birth';
import { familyTexts } from './family-texts';

const askedKey = (userId: string) => `dugout.dob-asked.${userId}`;

/**
 * Asks an existing player without a date of birth for it, once (docs/decisions/0060-families.md), in a card above the
 * dashboard (never a modal: the dashboard stays usable): 'Not now' is remembered in this
 * browser; saving it stops the question for good (the profile then has it). The profile form offers the field too.
 */
export function DobPrompt({ userId }: { userId: string }) {
  const id = useId();
  const profile = useProfile();
  const update = useUpdateDateOfBirth();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(askedKey(userId)) === '1');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const p = profile.data;
  const open = !!p && p.role === 'player' && !p.dateOfBirth && !dismissed;
  const later = () => {
    localStorage.setItem(askedKey(userId), '1');
    setDismissed(true);
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!p) return;
    const parsed = dateOfBirthSchema.safeParse(value);
    if (!value) return setError(familyMessages.dobRequired);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? familyMessages.dobRequired);
    setError(null);
    try {
      await update.mutateAsync(parsed.data);
      setDismissed(true);
      toast.success('Profile updated', { description: 'Your date of birth has been saved.' });
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields.dateOfBirth ?? err.message) : errorMessage(err));
    }
  };
  if (!open) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto mb-4 max-w-5xl rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {familyTexts.dobTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{familyTexts.dobText}</p>
      <form onSubmit={save} noValidate className="mt-3 space-y-3" aria-label={familyTexts.dobTitle}>
        <Field label={familyTexts.dobLabel} htmlFor={`${id}-dob`} error={error ?? undefined}>
          <Input
            id={`${id}-dob`}
            type="date"
            value={value}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-dob-error` : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={later}>
            {familyTexts.dobLater}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {familyTexts.dobSave}
          </Button>
        </div>
      </form>
    </section>
  );
}
