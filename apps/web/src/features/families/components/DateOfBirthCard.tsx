import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, Input } from '@/components/ui/Input';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { dateOfBirthSchema, familyMessages } from '@dugout/domain/families';
import { useProfile } from '@/features/profile/api/get-profile';
import { useUpdateDateOfBirth } from '@/features/profile/api/update-date-of-birth';
import { familyTexts } from './family-texts';

/**
 * The player's date of birth on Profile Settings (the families contract): required of new players at sign-up, asked
 * once of existing ones (DobPrompt on the dashboard), changeable here. Saved on its own (PUT /api/profile/date-of-birth).
 */
export function DateOfBirthCard() {
  const id = useId();
  const profile = useProfile();
  const update = useUpdateDateOfBirth();
  const stored = profile.data?.dateOfBirth ?? '';
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!profile.data) return null;
  const shown = value ?? stored;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!shown) return setError(familyMessages.dobRequired);
    const parsed = dateOfBirthSchema.safeParse(shown);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? familyMessages.dobInvalid);
    setError(null);
    try {
      await update.mutateAsync(parsed.data);
      setValue(null);
      toast.success('Profile updated', { description: 'Your date of birth has been saved.' });
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields.dateOfBirth ?? err.message) : errorMessage(err));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{familyTexts.dobLabel}</CardTitle>
        <CardDescription>{familyTexts.dobText}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={save}
          noValidate
          aria-label={familyTexts.dobLabel}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <Field
            label={familyTexts.dobLabel}
            htmlFor={`${id}-dob`}
            error={error ?? undefined}
            className="min-w-0 sm:w-64"
          >
            <Input
              id={`${id}-dob`}
              type="date"
              value={shown}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-dob-error` : undefined}
              onChange={(e) => setValue(e.target.value)}
            />
          </Field>
          <Button type="submit" variant="outline" className="sm:mt-7" disabled={update.isPending || shown === stored}>
            Save date of birth
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
