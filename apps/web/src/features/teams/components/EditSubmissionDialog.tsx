import { useState } from 'react';
import { toast } from '@/lib/toast';
import { submissionFieldLabels, submissionFieldRules, type SubmissionNumberField } from '@dugout/domain/scoring';
import { batsOptions, positions, throwsOptions } from '@dugout/domain/shared';
import {
  canSaveSubmissionEdit,
  changedSubmissionFields,
  submissionFieldStep,
  type EditableSubmissionField,
  type SubmissionRow,
} from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/Input';
import { useEditSubmission } from '../api/edit-submission';

const numberFields = Object.keys(submissionFieldRules) as SubmissionNumberField[];

/** Edit Submission (coach, docs/spec/part-2-colleges-tracker-scoring.md): changed fields only, a required reason, all scores recalculated on the server. */
export function EditSubmissionDialog({
  teamCode,
  submission,
  playerName,
  onClose,
}: {
  teamCode: string;
  submission: SubmissionRow;
  playerName: string;
  onClose: () => void;
}) {
  const edit = useEditSubmission();
  const initial = Object.fromEntries(
    [...numberFields, 'graduationYear', 'throws', 'bats', 'submittedPosition'].map((k) => [
      k,
      submission[k as EditableSubmissionField] == null ? '' : String(submission[k as EditableSubmissionField]),
    ]),
  ) as Record<EditableSubmissionField, string>;
  const [form, setForm] = useState(initial);
  const [reason, setReason] = useState('');
  const changes = changedSubmissionFields(submission, form) ?? {};
  const set = (k: EditableSubmissionField, v: string) => setForm((f) => ({ ...f, [k]: v }));
  const save = async () => {
    try {
      await edit.mutateAsync({ teamCode, submissionId: submission.id, changes, editReason: reason.trim() });
      toast.success('Submission Updated', {
        description: 'Player metrics and scores have been recalculated successfully.',
      });
      onClose();
    } catch {
      toast.error('Update Failed', { description: 'Failed to update submission. Please try again.' });
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title="Edit Submission"
        description={`Correct ${playerName}'s metrics. Every edit is recorded and the player is notified.`}
        className="max-w-2xl"
      >
        <div className="grid gap-3 sm:grid-cols-3">
          {numberFields.map((key) => (
            <Field key={key} label={submissionFieldLabels[key]} htmlFor={`es-${key}`}>
              <Input
                id={`es-${key}`}
                type="number"
                min={submissionFieldRules[key].min}
                max={submissionFieldRules[key].max}
                step={submissionFieldStep[key]}
                value={form[key]}
                onChange={(e) => set(key, e.target.value)}
              />
            </Field>
          ))}
          <Field label="Graduation Year" htmlFor="es-graduationYear">
            <Input
              id="es-graduationYear"
              type="number"
              step={1}
              value={form.graduationYear}
              onChange={(e) => set('graduationYear', e.target.value)}
            />
          </Field>
          <Field label="Position" htmlFor="es-position">
            <NativeSelect
              id="es-position"
              value={form.submittedPosition}
              onChange={(e) => set('submittedPosition', e.target.value)}
            >
              {positions.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Throws" htmlFor="es-throws">
            <NativeSelect id="es-throws" value={form.throws} onChange={(e) => set('throws', e.target.value)}>
              <option value="">—</option>
              {throwsOptions.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Bats" htmlFor="es-bats">
            <NativeSelect id="es-bats" value={form.bats} onChange={(e) => set('bats', e.target.value)}>
              <option value="">—</option>
              {batsOptions.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Edit Reason" htmlFor="es-reason" className="sm:col-span-3">
            <Textarea
              id="es-reason"
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="Why are you changing these metrics?"
            />
          </Field>
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={!canSaveSubmissionEdit(changes, reason) || edit.isPending}>
            {edit.isPending ? 'Saving…' : 'Save Changes'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
