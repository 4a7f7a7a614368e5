import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Plus, Trash2 } from 'lucide-react';
import {
  EVENTS_MAX,
  profileEventSchema,
  publicProfileMessages as msg,
  type PublicProfileSettings,
} from '@dugout/domain/public-profile';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, Input } from '@/components/ui/Input';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdatePublicProfile } from '../api/update-public-profile';
import { profileTexts as t } from './public-profile-texts';

const eventsFormSchema = z.object({ events: z.array(profileEventSchema).max(EVENTS_MAX, msg.eventsMax) });
type EventsForm = z.input<typeof eventsFormSchema>;
type EventsValues = z.output<typeof eventsFormSchema>;

const toForm = (s: PublicProfileSettings): EventsForm => ({
  events: s.events.map((e) => ({ name: e.name, date: e.date, organiser: e.organiser ?? '' })),
});

/** The player's upcoming events (name, day, place or organiser), up to 10; the page shows the ones still to come. */
export function EventsCard({ settings, readOnly }: { settings: PublicProfileSettings; readOnly: boolean }) {
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
  } = useForm<EventsForm, unknown, EventsValues>({
    resolver: zodResolver(eventsFormSchema),
    defaultValues: toForm(settings),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'events' });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await update.mutateAsync({ events: values.events });
      reset(toForm(saved));
      toast.success(t.eventsSaved);
    } catch (err) {
      const named = (err instanceof ApiError ? Object.entries(err.fields) : []).filter(([k]) =>
        /^events\.\d+\.(name|date|organiser)$/.test(k),
      );
      named.forEach(([k, m]) => setFieldError(k as `events.${number}.name`, { message: m }));
      if (named.length === 0) setError(errorMessage(err));
    }
  });
  const errors = formState.errors.events;
  const full = fields.length >= EVENTS_MAX;
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t.eventsTitle}</CardTitle>
        <CardDescription>{t.eventsHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {fields.length === 0 && <p className="text-sm text-slate-600">No events yet.</p>}
          <ol className="space-y-4">
            {fields.map((f, i) => {
              const e = errors?.[i];
              const n = i + 1;
              return (
                <li key={f.id} className="rounded-lg border border-slate-200 p-3">
                  <fieldset
                    disabled={readOnly}
                    className="grid min-w-0 gap-3 sm:grid-cols-[2fr_1fr_2fr_auto] sm:items-start"
                  >
                    <legend className="sr-only">Event {n}</legend>
                    <Field label={`Event ${n} name`} htmlFor={`${id}-name-${i}`} error={e?.name?.message}>
                      <Input
                        id={`${id}-name-${i}`}
                        maxLength={120}
                        aria-invalid={!!e?.name}
                        {...register(`events.${i}.name`)}
                      />
                    </Field>
                    <Field label={`Event ${n} date`} htmlFor={`${id}-date-${i}`} error={e?.date?.message}>
                      <Input
                        id={`${id}-date-${i}`}
                        type="date"
                        aria-invalid={!!e?.date}
                        {...register(`events.${i}.date`)}
                      />
                    </Field>
                    <Field
                      label={`Event ${n} place or organiser`}
                      htmlFor={`${id}-org-${i}`}
                      error={e?.organiser?.message}
                    >
                      <Input
                        id={`${id}-org-${i}`}
                        maxLength={120}
                        aria-invalid={!!e?.organiser}
                        {...register(`events.${i}.organiser`)}
                      />
                    </Field>
                    {!readOnly && (
                      <Button
                        variant="ghost"
                        className="sm:mt-6"
                        aria-label={`Remove event ${n}`}
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
              <Button variant="outline" disabled={full} onClick={() => append({ name: '', date: '', organiser: '' })}>
                <Plus aria-hidden /> {t.addEvent}
              </Button>
              <Button type="submit" disabled={!formState.isDirty || formState.isSubmitting}>
                {formState.isSubmitting ? t.saving : 'Save events'}
              </Button>
              {full && <p className="text-sm text-slate-600">{msg.eventsMax}</p>}
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
