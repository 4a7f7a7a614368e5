import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Plus, Trash2 } from 'lucide-react';
import {
  highlightVideoInputSchema,
  publicProfileMessages as msg,
  VIDEOS_MAX,
  type PublicProfileSettings,
} from '@dugout/domain/public-profile';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, Input } from '@/components/ui/Input';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdatePublicProfile } from '../api/update-public-profile';
import { profileTexts as t } from './public-profile-texts';

const videosFormSchema = z.object({ videos: z.array(highlightVideoInputSchema).max(VIDEOS_MAX, msg.videosMax) });
type VideosForm = z.input<typeof videosFormSchema>;

const toForm = (s: PublicProfileSettings): VideosForm => ({
  videos: s.videos.map((v) => ({ url: v.url, title: v.title })),
});

/** Up to 6 highlight video links with titles; the server checks each link (YouTube, Vimeo, Hudl) and answers them. */
export function VideosCard({ settings, readOnly }: { settings: PublicProfileSettings; readOnly: boolean }) {
  const id = useId();
  const update = useUpdatePublicProfile();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState,
    reset,
    setError: setFieldError,
  } = useForm<VideosForm>({
    resolver: zodResolver(videosFormSchema),
    defaultValues: toForm(settings),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'videos' });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await update.mutateAsync({ videos: values.videos });
      reset(toForm(saved));
      toast.success(t.videosSaved);
    } catch (err) {
      // the server names the field of a bad link (videos.2.url) where it can; else the message stands for the list
      const fieldErrors = err instanceof ApiError ? Object.entries(err.fields) : [];
      const named = fieldErrors.filter(([k]) => /^videos\.\d+\.(url|title)$/.test(k));
      named.forEach(([k, m]) => setFieldError(k as `videos.${number}.url`, { message: m }));
      if (named.length === 0) setError(errorMessage(err));
    }
  });
  const errors = formState.errors.videos;
  const full = fields.length >= VIDEOS_MAX;
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t.videosTitle}</CardTitle>
        <CardDescription>{t.videosHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {fields.length === 0 && <p className="text-sm text-slate-600">No videos yet.</p>}
          <ol className="space-y-4">
            {fields.map((f, i) => {
              const e = errors?.[i];
              return (
                <li key={f.id} className="rounded-lg border border-slate-200 p-3">
                  <fieldset
                    disabled={readOnly}
                    className="grid min-w-0 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
                  >
                    <legend className="sr-only">Video {i + 1}</legend>
                    <Field label={`Video ${i + 1} link`} htmlFor={`${id}-url-${i}`} error={e?.url?.message}>
                      <Input
                        id={`${id}-url-${i}`}
                        type="url"
                        inputMode="url"
                        placeholder="https://www.youtube.com/watch?v=…"
                        aria-invalid={!!e?.url}
                        aria-describedby={e?.url ? `${id}-url-${i}-error` : undefined}
                        {...register(`videos.${i}.url`)}
                      />
                    </Field>
                    <Field label={`Video ${i + 1} title`} htmlFor={`${id}-title-${i}`} error={e?.title?.message}>
                      <Input
                        id={`${id}-title-${i}`}
                        maxLength={80}
                        placeholder="Summer showcase, batting"
                        aria-invalid={!!e?.title}
                        {...register(`videos.${i}.title`)}
                      />
                    </Field>
                    {!readOnly && (
                      <Button
                        variant="ghost"
                        className="sm:mt-6"
                        aria-label={`Remove video ${i + 1}`}
                        onClick={() => remove(i)}
                      >
                        <Trash2 aria-hidden /> <span className="sm:sr-only">Remove</span>
                      </Button>
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ol>
          {(error || errors?.root?.message || errors?.message) && (
            <p role="alert" className="text-sm text-red-700">
              {error ?? errors?.root?.message ?? errors?.message}
            </p>
          )}
          {!readOnly && (
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="outline" disabled={full} onClick={() => append({ url: '', title: '' })}>
                <Plus aria-hidden /> {t.addVideo}
              </Button>
              <Button type="submit" disabled={!formState.isDirty || formState.isSubmitting}>
                {formState.isSubmitting ? t.saving : 'Save videos'}
              </Button>
              {full && <p className="text-sm text-slate-600">{msg.videosMax}</p>}
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
