import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  profileSectionKeys,
  profileSectionLabels,
  type ProfileSectionKey,
  type PublicProfileSettings,
} from '@dugout/domain/public-profile';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdatePublicProfile } from '../api/update-public-profile';
import { profileTexts as t } from './public-profile-texts';

type SectionsForm = Record<ProfileSectionKey, boolean>;

/** The page's sections in the page's order, each on or off (the contract's keys and labels). */
export function SectionsCard({ settings, readOnly }: { settings: PublicProfileSettings; readOnly: boolean }) {
  const id = useId();
  const update = useUpdatePublicProfile();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<SectionsForm>({
    defaultValues: Object.fromEntries(
      profileSectionKeys.map((k) => [k, settings.sections[k] ?? false]),
    ) as SectionsForm,
  });
  const onSubmit = handleSubmit(async (sections) => {
    setError(null);
    try {
      const saved = await update.mutateAsync({ sections });
      reset(saved.sections as SectionsForm);
      toast.success(t.sectionsSaved);
    } catch (err) {
      setError(errorMessage(err));
    }
  });
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t.sectionsTitle}</CardTitle>
        <CardDescription>{t.sectionsHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <fieldset disabled={readOnly}>
            <legend className="sr-only">{t.sectionsTitle}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {profileSectionKeys.map((k) => (
                <label key={k} className="flex items-start gap-2 text-sm">
                  <input type="checkbox" className="mt-0.5 size-4 shrink-0" {...register(k)} />
                  <span>{profileSectionLabels[k]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {!readOnly && (
            <Button type="submit" disabled={!formState.isDirty || formState.isSubmitting}>
              {formState.isSubmitting ? t.saving : 'Save sections'}
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
