import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { NotebookPen, Pencil, Plus, Trash2 } from 'lucide-react';
import { COACH_NOTE_MAX, coachNoteInputSchema, coachNoteMessages } from '@dugout/domain/coach-notes';
import { formatShortDate } from '@dugout/domain/shared';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Field, Textarea } from '@/components/ui/Input';
import { ErrorState, Spinner } from '@/components/ui/States';
import { ApiError, errorMessage } from '@/lib/api';
import { useCoachNote } from '../api/coach-note';
import { useSaveCoachNote } from '../api/save-coach-note';
import { useDeleteCoachNote } from '../api/delete-coach-note';

export interface CoachNoteCardProps {
  teamCode: string;
  userId: string;
  playerName: string | null;
}

/**
 * The signed-in coach's own note on one player (docs/decisions/0025-coach-notes-and-profile-panels.md): shown, added,
 * edited and deleted in place. Composed by app/ into the Player Profile modal and College Interaction's expanded row.
 * Someone who is not the team's staff gets nothing (the server answers 403).
 */
export function CoachNoteCard({ teamCode, userId, playerName }: CoachNoteCardProps) {
  const q = useCoachNote(teamCode, userId);
  const save = useSaveCoachNote();
  const del = useDeleteCoachNote();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const actionRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [focusAction, setFocusAction] = useState(false);
  const id = useId();
  const name = playerName ?? 'this player';

  useEffect(() => {
    if (editing) textRef.current?.focus();
  }, [editing]);
  useEffect(() => {
    if (!focusAction || editing) return;
    // After the editor or the dialog closes: back to the card's own action (Add note / Edit note).
    const t = setTimeout(() => actionRef.current?.focus(), 50);
    setFocusAction(false);
    return () => clearTimeout(t);
  }, [focusAction, editing]);

  if (q.isError && q.error instanceof ApiError && q.error.status === 403) return null;
  const note = q.data?.note ?? null;

  const startEditing = () => {
    setDraft(note?.notes ?? '');
    setError(undefined);
    setEditing(true);
  };
  const stopEditing = () => {
    setEditing(false);
    setFocusAction(true);
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = coachNoteInputSchema.safeParse({ notes: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      textRef.current?.focus();
      return;
    }
    try {
      await save.mutateAsync({ teamCode, userId, notes: parsed.data.notes });
      toast.success(coachNoteMessages.saved);
      stopEditing();
    } catch (err) {
      const message = err instanceof ApiError && err.status === 400 ? err.message : coachNoteMessages.saveFailed;
      setError(message);
      toast.error('Error', { description: message });
    }
  };
  const remove = async () => {
    try {
      await del.mutateAsync({ teamCode, userId });
      setConfirming(false);
      toast.success(coachNoteMessages.deleted);
      setFocusAction(true);
    } catch {
      toast.error('Error', { description: coachNoteMessages.deleteFailed });
    }
  };

  return (
    <section
      className="rounded-lg border border-amber-200 bg-amber-50/60 p-3"
      aria-labelledby={`${id}-title`}
      data-testid="coach-note"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
          <NotebookPen className="size-4 text-amber-700" aria-hidden />
          {coachNoteMessages.title}
        </h3>
        {q.isSuccess && !editing && (
          <div className="flex gap-1">
            <Button ref={actionRef} size="sm" variant="outline" onClick={startEditing}>
              {note ? (
                <>
                  <Pencil /> Edit note
                </>
              ) : (
                <>
                  <Plus /> Add note
                </>
              )}
            </Button>
            {note && (
              <Button
                size="sm"
                variant="ghost"
                className="text-red-700"
                aria-label={`Delete note on ${name}`}
                onClick={() => setConfirming(true)}
              >
                <Trash2 />
              </Button>
            )}
          </div>
        )}
      </div>
      <p className="mt-0.5 text-xs text-slate-600">{coachNoteMessages.hint}</p>
      {q.isLoading ? (
        <Spinner label="Loading note…" />
      ) : q.isError ? (
        <div className="mt-2">
          <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
        </div>
      ) : editing ? (
        <form className="mt-2 space-y-2" onSubmit={submit} noValidate>
          <Field
            label={`Your note on ${name}`}
            htmlFor={`${id}-text`}
            error={error}
            hint={`${draft.length} / ${COACH_NOTE_MAX}`}
          >
            <Textarea
              id={`${id}-text`}
              ref={textRef}
              value={draft}
              maxLength={COACH_NOTE_MAX}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-text-error` : undefined}
              onChange={(e) => {
                setDraft(e.target.value);
                if (error) setError(undefined);
              }}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" size="sm" onClick={stopEditing}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save note'}
            </Button>
          </div>
        </form>
      ) : note ? (
        <div className="mt-2">
          <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{note.notes}</p>
          <p className="mt-1 text-xs text-slate-600">Updated {formatShortDate(note.updatedAt)}</p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{coachNoteMessages.empty}</p>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        {confirming && (
          <DialogContent title={coachNoteMessages.deleteTitle} description={coachNoteMessages.deleteDescription(name)}>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button variant="destructive" disabled={del.isPending} onClick={remove}>
                Delete Note
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
