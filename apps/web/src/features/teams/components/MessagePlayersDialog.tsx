import { useId, useState, type FormEvent } from 'react';
import {
  TEAM_MESSAGE_BODY_MAX,
  TEAM_MESSAGE_SUBJECT_MAX,
  teamMessageRecipients,
  teamMessageSchema,
  teamMessageTexts as texts,
  type TeamMemberRow,
} from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Field, Input, Textarea } from '@/components/ui/Input';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useMessagePlayers } from '../api/message-players';

/**
 * 'E-mail players & guardians' (docs/decisions/0064-coaches-and-families.md): choose players, write a subject and a
 * message, see who will receive it (each player and their guardians who share with coaches, once per address); the
 * toast says how many e-mails the server queued. Focus returns to the button that opened it (DialogContent).
 */
export function MessagePlayersDialog({
  teamCode,
  members,
  open,
  onOpenChange,
  initialSelected = [],
}: {
  teamCode: string;
  members: readonly TeamMemberRow[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialSelected?: readonly string[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title={texts.title} description={texts.description} className="max-w-xl">
          <MessageForm
            teamCode={teamCode}
            members={members}
            initialSelected={initialSelected}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

type Errors = Partial<Record<'memberIds' | 'subject' | 'body', string>>;

function MessageForm({
  teamCode,
  members,
  initialSelected,
  onDone,
}: {
  teamCode: string;
  members: readonly TeamMemberRow[];
  initialSelected: readonly string[];
  onDone: () => void;
}) {
  const id = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initialSelected));
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const send = useMessagePlayers();
  const chosen = members.filter((m) => selected.has(m.id));
  const recipients = teamMessageRecipients(
    chosen.map((m) => ({ playerName: m.playerName, email: m.playerEmail, guardians: m.guardians })),
  );
  const allChosen = members.length > 0 && chosen.length === members.length;
  const toggle = (memberId: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(memberId);
      else next.delete(memberId);
      return next;
    });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { memberIds: chosen.map((m) => m.id), subject, body };
    const checked = teamMessageSchema.safeParse(input);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const res = await send.mutateAsync({ teamCode, ...input });
      toast.success(texts.sentTitle, { description: texts.sent(res.sent) });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields as Errors);
      toast.error('Error', { description: errorMessage(err, texts.failed) });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset className="space-y-2" aria-describedby={errors.memberIds ? `${id}-players-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{texts.players}</legend>
        {members.length === 0 ? (
          <p className="text-sm text-slate-500">{texts.noPlayers}</p>
        ) : (
          <>
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={allChosen}
                onChange={(e) => setSelected(new Set(e.target.checked ? members.map((m) => m.id) : []))}
              />
              {texts.selectAll}
            </label>
            <ul className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
              {members.map((m) => (
                <li key={m.id}>
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 shrink-0 accent-brand-700"
                      checked={selected.has(m.id)}
                      onChange={(e) => toggle(m.id, e.target.checked)}
                    />
                    <span className="min-w-0">
                      <span className="font-medium">{m.playerName ?? m.playerEmail ?? 'Player'}</span>
                      {m.guardians.length > 0 && (
                        <span className="block break-words text-xs text-slate-600">
                          {texts.guardians}: {m.guardians.map((g) => g.name).join(', ')}
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
        {errors.memberIds && (
          <p id={`${id}-players-error`} role="alert" className="text-sm text-red-600">
            {errors.memberIds}
          </p>
        )}
      </fieldset>
      <Field label={texts.subject} htmlFor={`${id}-subject`} error={errors.subject}>
        <Input
          id={`${id}-subject`}
          value={subject}
          maxLength={TEAM_MESSAGE_SUBJECT_MAX}
          aria-invalid={!!errors.subject}
          aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
          onChange={(e) => setSubject(e.target.value)}
        />
      </Field>
      <Field label={texts.message} htmlFor={`${id}-body`} error={errors.body}>
        <Textarea
          id={`${id}-body`}
          value={body}
          rows={6}
          maxLength={TEAM_MESSAGE_BODY_MAX}
          aria-invalid={!!errors.body}
          aria-describedby={errors.body ? `${id}-body-error` : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
      </Field>
      <section aria-labelledby={`${id}-recipients`} className="rounded-md bg-slate-50 p-3 text-sm">
        <h3 id={`${id}-recipients`} className="font-medium">
          {texts.recipients} ({recipients.length})
        </h3>
        {recipients.length === 0 ? (
          <p className="mt-1 text-slate-600">{texts.noRecipients}</p>
        ) : (
          <ul className="mt-1 max-h-40 space-y-0.5 overflow-y-auto" data-testid="message-recipients">
            {recipients.map((r) => (
              <li key={r.email} className="break-words">
                {r.name ? `${r.name} · ` : ''}
                <span className="text-slate-600">{r.email}</span>
                {r.kind === 'guardian' && r.of && <span className="text-slate-600"> ({texts.guardianOf(r.of)})</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? texts.sending : texts.send}
        </Button>
      </div>
    </form>
  );
}
