import { useState, type FormEvent } from 'react';
import { CalendarCheck } from 'lucide-react';
import {
  DEVICE_FILE_MAX_CHARS,
  metricSourceMessages,
  sourcedMetricRules,
  type EventResultsOutcome,
  type MetricEvent,
  type SourcedMetric,
} from '@dugout/domain/metrics-sources';
import { formatShortDate } from '@dugout/domain/shared';
import type { TeamPlayers } from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Field, Input, NativeSelect } from '@/components/ui/Input';
import { ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { readText } from '@/lib/read-text';
import { useAddEventResults, useCreateEvent, useTeamEvents } from '../../api/events';
import { verifiableMetrics } from './VerifyMetricsDialog';

export const eventTexts = {
  button: 'Events',
  title: 'Events',
  description: 'Showcases and combines: record one, then enter or import the results measured there.',
  none: 'No events recorded yet.',
  record: 'Record an event',
  name: 'Event name',
  organiser: 'Organiser',
  date: 'Date',
  location: 'Location',
  save: 'Save event',
  results: (name: string) => `Results of ${name}`,
  enterResults: 'Enter results',
  player: 'Player',
  metric: 'Metric',
  value: 'Value',
  addRow: 'Add result',
  saveResults: 'Save results',
  csv: 'Or import a results CSV (player_email,metric,value,unit,source_note)',
  created: (n: number) => `${n} ${n === 1 ? 'submission' : 'submissions'} created.`,
  resultCount: (n: number) => `${n} ${n === 1 ? 'player' : 'players'} with results`,
  back: 'Back to events',
} as const;

/**
 * Events on Team Management (docs/decisions/0063-metric-sources-on-screen.md): the team's events, 'Record an event'
 * (name, organiser, date, location) and, per event, results entered row by row or imported from the generic CSV. The
 * server makes one new submission per player (source 'Event') and answers how many, with every refused line.
 */
export function EventsButton({ teamCode, members }: { teamCode: string; members: TeamPlayers['members'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <CalendarCheck aria-hidden /> {eventTexts.button}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent title={eventTexts.title} description={eventTexts.description} className="max-w-2xl">
            <EventsPanel teamCode={teamCode} members={members} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

function EventsPanel({ teamCode, members }: { teamCode: string; members: TeamPlayers['members'] }) {
  const events = useTeamEvents(teamCode);
  const [chosen, setChosen] = useState<MetricEvent | null>(null);
  if (chosen)
    return <EventResults event={chosen} teamCode={teamCode} members={members} onBack={() => setChosen(null)} />;
  return (
    <div className="space-y-5">
      {events.isLoading ? (
        <Spinner />
      ) : events.isError ? (
        <ErrorState message={errorMessage(events.error)} onRetry={() => events.refetch()} />
      ) : events.data!.events.length === 0 ? (
        <p className="text-sm text-slate-600">{eventTexts.none}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Team events">
          {events.data!.events.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{e.name}</p>
                <p className="text-slate-600">
                  {[e.organiser, formatShortDate(e.date), e.location || null, eventTexts.resultCount(e.resultCount)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => setChosen(e)} aria-label={eventTexts.results(e.name)}>
                {eventTexts.enterResults}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <NewEventForm teamCode={teamCode} onCreated={setChosen} />
    </div>
  );
}

function NewEventForm({ teamCode, onCreated }: { teamCode: string; onCreated: (e: MetricEvent) => void }) {
  const create = useCreateEvent();
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (k: string) => String(form.get(k) ?? '');
    setError(null);
    try {
      onCreated(
        await create.mutateAsync({
          teamCode,
          name: text('name'),
          organiser: text('organiser'),
          date: text('date'),
          location: text('location'),
        }),
      );
    } catch (err) {
      const fields = (err as { fields?: Record<string, string> }).fields ?? {};
      setError({ message: errorMessage(err), fields });
    }
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-slate-200 p-3" aria-label={eventTexts.record}>
      <h3 className="font-semibold">{eventTexts.record}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={eventTexts.name} htmlFor="event-name" error={error?.fields.name}>
          <Input id="event-name" name="name" required maxLength={200} />
        </Field>
        <Field label={eventTexts.organiser} htmlFor="event-organiser" error={error?.fields.organiser}>
          <Input id="event-organiser" name="organiser" required maxLength={200} />
        </Field>
        <Field label={eventTexts.date} htmlFor="event-date" error={error?.fields.date}>
          <Input id="event-date" name="date" type="date" required />
        </Field>
        <Field label={eventTexts.location} htmlFor="event-location" error={error?.fields.location}>
          <Input id="event-location" name="location" maxLength={200} />
        </Field>
      </div>
      {error && Object.keys(error.fields).length === 0 && (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {eventTexts.save}
        </Button>
      </div>
    </form>
  );
}

type ResultRow = { memberId: string; metric: SourcedMetric; value: string };

function EventResults({
  event,
  teamCode,
  members,
  onBack,
}: {
  event: MetricEvent;
  teamCode: string;
  members: TeamPlayers['members'];
  onBack: () => void;
}) {
  const add = useAddEventResults();
  const players = members.filter((m) => m.userId);
  const blank = (): ResultRow => ({ memberId: players[0]?.id ?? '', metric: 'exitVelocity', value: '' });
  const [rows, setRows] = useState<ResultRow[]>([blank()]);
  const [outcome, setOutcome] = useState<EventResultsOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async (
    body: { rows: Array<{ memberId: string; metric: SourcedMetric; value: number }> } | { csv: string },
  ) => {
    setError(null);
    setOutcome(null);
    try {
      setOutcome(await add.mutateAsync({ eventId: event.id, teamCode, body }));
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const saveRows = () =>
    send({
      rows: rows
        .filter((r) => r.memberId && r.value.trim() !== '')
        .map((r) => ({ memberId: r.memberId, metric: r.metric, value: Number(r.value) })),
    });
  const onCsv = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > DEVICE_FILE_MAX_CHARS) return setError(metricSourceMessages.tooLarge);
    await send({ csv: await readText(file) });
  };
  const set = (i: number, patch: Partial<ResultRow>) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-semibold">{eventTexts.results(event.name)}</h3>
        <p className="text-sm text-slate-600">
          {[event.organiser, formatShortDate(event.date), event.location || null].filter(Boolean).join(' · ')}
        </p>
      </div>
      <ul className="space-y-3">
        {rows.map((r, i) => (
          <li key={i} className="grid gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[2fr_2fr_1fr]">
            <Field label={eventTexts.player} htmlFor={`result-player-${i}`}>
              <NativeSelect
                id={`result-player-${i}`}
                value={r.memberId}
                onChange={(e) => set(i, { memberId: e.target.value })}
              >
                {players.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.playerName ?? m.playerEmail ?? 'Unknown'}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label={eventTexts.metric} htmlFor={`result-metric-${i}`}>
              <NativeSelect
                id={`result-metric-${i}`}
                value={r.metric}
                onChange={(e) => set(i, { metric: e.target.value as SourcedMetric })}
              >
                {verifiableMetrics.map((m) => (
                  <option key={m} value={m}>
                    {sourcedMetricRules[m].label} ({sourcedMetricRules[m].unit})
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label={eventTexts.value} htmlFor={`result-value-${i}`}>
              <Input
                id={`result-value-${i}`}
                inputMode="decimal"
                value={r.value}
                onChange={(e) => set(i, { value: e.target.value })}
              />
            </Field>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setRows((rs) => [...rs, blank()])}>
          {eventTexts.addRow}
        </Button>
        <Button
          size="sm"
          onClick={saveRows}
          disabled={add.isPending || !rows.some((r) => r.memberId && r.value.trim() !== '')}
        >
          {eventTexts.saveResults}
        </Button>
      </div>
      <Field label={eventTexts.csv} htmlFor="event-results-csv">
        <Input
          id="event-results-csv"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void onCsv(e.target.files?.[0])}
        />
      </Field>
      {add.isPending && <Spinner />}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {outcome && (
        <div role="status" className="rounded-md bg-slate-50 p-3 text-sm" data-testid="event-outcome">
          <p className="font-medium">{eventTexts.created(outcome.created)}</p>
          {outcome.errors.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-red-800">
              {outcome.errors.map((e, i) => (
                <li key={i}>{e.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Button variant="ghost" size="sm" onClick={onBack}>
        {eventTexts.back}
      </Button>
    </div>
  );
}
