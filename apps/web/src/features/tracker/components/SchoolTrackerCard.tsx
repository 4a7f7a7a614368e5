import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, ChevronDown, ChevronUp, Trash2 } from 'lucide-react';
import type { TrackerAbilities } from '@dugout/domain/access';
import { formatShortDate } from '@dugout/domain/shared';
import type { ContactActionView, TrackerEntryView } from '@dugout/domain/tracker';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/Dialog';
import { Field, Input, Textarea } from '@/components/ui/Input';
import { useRemoveSchool } from '../api/remove-school';
import { useUpdateContactAction } from '../api/update-contact-action';
import { useUpdateTrackerInfo } from '../api/update-tracker-info';
import { ProfileLinkRow } from './ProfileLinkRow';

const todayLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * One tracked school as a compact row: name, division, progress (n/7) with a bar, the next step and the offer badge.
 * Expanded (one school at a time, the page decides which): its seven actions (checkbox, completion date, notes),
 * contact name, status notes and removal (docs/spec/part-2-colleges-tracker-scoring.md, School contact tracker).
 * Each step reads as one line (checkbox, label, date done, its notes as text); its date and notes fields open on
 * demand, as do the contact name and status notes (docs/decisions/0052-daily-screens.md).
 */
export function SchoolTrackerCard({
  entry,
  abilities,
  expanded,
  onToggle,
}: {
  entry: TrackerEntryView;
  abilities: TrackerAbilities;
  expanded: boolean;
  onToggle: () => void;
}) {
  const headingId = `school-${entry.id}`;
  const panelId = `school-steps-${entry.id}`;
  const { completed, total } = entry.progress;
  return (
    <Card aria-labelledby={headingId} role="region">
      <div className="flex flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold leading-tight">
              <Link to={`/college/${entry.schoolId}`} className="hover:underline">
                {entry.schoolName}
              </Link>
            </h2>
            <p className="text-sm text-slate-600">
              {[entry.division, entry.conference].filter(Boolean).join(' · ')} · Added{' '}
              {formatShortDate(entry.createdAt)}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap justify-end gap-1">
            {entry.hasOffer && <Badge tone="blue">Offer</Badge>}
            {entry.inactive && <Badge tone="orange">No activity for 30 days</Badge>}
          </div>
        </div>
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={`${entry.schoolName} steps completed`}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={completed}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className={completed === total ? 'h-full bg-green-600' : 'h-full bg-brand-700'}
              style={{ width: `${(completed / total) * 100}%` }}
            />
          </div>
          <span className="shrink-0 text-sm font-medium tabular-nums">
            {completed}/{total} steps
          </span>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-1 text-sm">
            <ArrowRight className="size-4 text-brand-700" aria-hidden />
            {entry.nextStep ? (
              <span>
                Next step: <strong>{entry.nextStep.label}</strong>
              </span>
            ) : (
              <span>All steps complete</span>
            )}
          </p>
          <Button size="sm" variant="outline" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
            {expanded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            {expanded ? 'Hide steps' : 'Show steps'}
          </Button>
        </div>
        <ProfileLinkRow
          trackerId={entry.id}
          schoolName={entry.schoolName}
          link={entry.profileLink}
          disabled={!abilities.updateInfo}
        />
      </div>
      {expanded && (
        <CardContent id={panelId} className="space-y-4 border-t border-slate-100 pt-4 sm:pt-4">
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {entry.actions.map((a) => (
              <ActionRow
                key={`${a.actionType}-${a.updatedAt ?? ''}`}
                trackerId={entry.id}
                action={a}
                disabled={!abilities.updateAction}
              />
            ))}
          </ul>
          <TrackerInfoForm key={entry.updatedAt} entry={entry} disabled={!abilities.updateInfo} />
          <div className="flex justify-end">
            <RemoveSchoolButton entry={entry} disabled={!abilities.remove} />
          </div>
        </CardContent>
      )}
    </Card>
  );
}

function ActionRow({
  trackerId,
  action,
  disabled,
}: {
  trackerId: string;
  action: ContactActionView;
  disabled: boolean;
}) {
  const update = useUpdateContactAction();
  const [notes, setNotes] = useState(action.notes ?? '');
  const [date, setDate] = useState(action.completedDate ?? '');
  // The checkbox answers at once (optimistic); the row is re-created from the server's answer (key = updatedAt).
  const [checked, setChecked] = useState(action.completed);
  const base = `${trackerId}-${action.actionType}`;
  const save = (completed: boolean) => {
    setChecked(completed);
    update.mutate(
      {
        trackerId,
        actionType: action.actionType,
        completed,
        notes: notes || null,
        completedDate: completed ? date || todayLocal() : null,
      },
      { onError: () => setChecked(action.completed) },
    );
  };
  const dirty = notes !== (action.notes ?? '') || (action.completed && date !== (action.completedDate ?? ''));
  const [editing, setEditing] = useState(false);
  return (
    <li className="p-3">
      <div className="flex items-center gap-2">
        <label className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 shrink-0 accent-brand-700"
            checked={checked}
            disabled={disabled || update.isPending}
            onChange={(e) => save(e.target.checked)}
          />
          {action.label}
        </label>
        {action.completed && action.completedDate && (
          <span className="shrink-0 text-xs text-slate-600">{formatShortDate(action.completedDate)}</span>
        )}
        {!disabled && (
          <Button
            size="sm"
            variant="ghost"
            className="shrink-0"
            aria-label={`Edit ${action.label}`}
            aria-expanded={editing}
            aria-controls={editing ? `${base}-edit` : undefined}
            onClick={() => setEditing(!editing)}
          >
            Edit
          </Button>
        )}
      </div>
      {!editing && action.notes && <p className="ml-6 mt-1 break-words text-sm text-slate-600">{action.notes}</p>}
      {editing && (
        <div id={`${base}-edit`} className="mt-2 grid gap-2 sm:ml-6 sm:grid-cols-[9.5rem_1fr_auto] sm:items-center">
          <div>
            <label htmlFor={`${base}-date`} className="sr-only">
              Completion date for {action.label}
            </label>
            <Input
              id={`${base}-date`}
              type="date"
              className="h-9"
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${base}-notes`} className="sr-only">
              Notes for {action.label}
            </label>
            <Input
              id={`${base}-notes`}
              className="h-9"
              placeholder="Notes"
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          </div>
          <Button
            size="sm"
            variant="outline"
            disabled={!dirty || update.isPending}
            onClick={() => save(action.completed)}
            aria-label={`Save ${action.label}`}
          >
            Save
          </Button>
        </div>
      )}
    </li>
  );
}

function TrackerInfoForm({ entry, disabled }: { entry: TrackerEntryView; disabled: boolean }) {
  const update = useUpdateTrackerInfo();
  const [poc, setPoc] = useState(entry.pocName ?? '');
  const [notes, setNotes] = useState(entry.statusNotes ?? '');
  const [editing, setEditing] = useState(false);
  const dirty = poc !== (entry.pocName ?? '') || notes !== (entry.statusNotes ?? '');
  if (!editing)
    return (
      <div className="flex flex-wrap items-start justify-between gap-2">
        <dl className="grid min-w-0 flex-1 gap-1 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium">Contact name</dt>
          <dd className="break-words text-slate-600">{entry.pocName || 'None yet'}</dd>
          <dt className="font-medium">Status notes</dt>
          <dd className="whitespace-pre-line break-words text-slate-600">{entry.statusNotes || 'None yet'}</dd>
        </dl>
        {!disabled && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit details
          </Button>
        )}
      </div>
    );
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ trackerId: entry.id, pocName: poc, statusNotes: notes });
      }}
    >
      <Field label="Contact name" htmlFor={`${entry.id}-poc`}>
        <Input
          id={`${entry.id}-poc`}
          value={poc}
          disabled={disabled}
          maxLength={200}
          onChange={(e) => setPoc(e.target.value)}
        />
      </Field>
      <Field label="Status notes" htmlFor={`${entry.id}-status`}>
        <Textarea
          id={`${entry.id}-status`}
          rows={2}
          className="min-h-10"
          value={notes}
          disabled={disabled}
          maxLength={4000}
          onChange={(e) => setNotes(e.target.value)}
        />
      </Field>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" variant="secondary" disabled={disabled || !dirty || update.isPending}>
          Save details
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => {
            setPoc(entry.pocName ?? '');
            setNotes(entry.statusNotes ?? '');
            setEditing(false);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RemoveSchoolButton({ entry, disabled }: { entry: TrackerEntryView; disabled: boolean }) {
  const remove = useRemoveSchool();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" className="text-red-700" disabled={disabled} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden /> Remove school
      </Button>
      {open && (
        <DialogContent
          title="Remove school"
          description={`Remove ${entry.schoolName} and its contact steps from your tracker?`}
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(entry.id, { onSettled: () => setOpen(false) })}
            >
              Remove
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
