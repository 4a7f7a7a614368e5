import { useState } from 'react';
import { GraduationCap } from 'lucide-react';
import { schoolOptionLabel } from '@dugout/domain/colleges';
import { formatShortDate } from '@dugout/domain/shared';
import type { TrackerView } from '@dugout/domain/tracker';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, Input, NativeSelect } from '@/components/ui/Input';
import { useRemoveMyCommitment, useSetMyCommitment } from '../api/my-commitment';

const todayLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * College Commitment: the player records (or removes) their own commitment to one of their tracked schools. The card
 * says where things stand; the form opens on demand (docs/decisions/0052-daily-screens.md).
 */
export function MyCommitmentCard({
  commitment,
  entries,
  disabled,
}: {
  commitment: TrackerView['commitment'];
  entries: TrackerView['entries'];
  disabled: boolean;
}) {
  const set = useSetMyCommitment();
  const remove = useRemoveMyCommitment();
  const [schoolId, setSchoolId] = useState(commitment ? String(commitment.schoolId) : '');
  const [date, setDate] = useState(commitment?.commitmentDate ?? todayLocal());
  const [editing, setEditing] = useState(false);
  const choices =
    entries.some((e) => e.schoolId === commitment?.schoolId) || !commitment
      ? entries
      : [
          { schoolId: commitment.schoolId, schoolName: commitment.schoolName, division: commitment.division ?? '' },
          ...entries,
        ];
  const removeButton = (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={remove.isPending}
      onClick={() => remove.mutate(undefined, { onSuccess: () => setSchoolId('') })}
    >
      Remove Commitment
    </Button>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <GraduationCap className="size-5 text-green-700" aria-hidden /> College Commitment
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {commitment ? (
          <p className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900" role="status">
            Committed to <strong>{commitment.schoolName}</strong>
            {commitment.division
              ? ` (${commitment.division}${commitment.conference ? `, ${commitment.conference}` : ''})`
              : ''}{' '}
            on {formatShortDate(commitment.commitmentDate)}
          </p>
        ) : (
          <p className="text-sm text-slate-500">No commitment recorded.</p>
        )}
        {!disabled && !editing && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)}>
              {commitment ? 'Change Commitment' : 'Record Commitment'}
            </Button>
            {commitment && removeButton}
          </div>
        )}
        {!disabled && editing && (
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (schoolId)
                set.mutate(
                  { schoolId: Number(schoolId), commitmentDate: date || undefined },
                  { onSuccess: () => setEditing(false) },
                );
            }}
          >
            <Field label="Committed school" htmlFor="commit-school">
              <NativeSelect
                id="commit-school"
                value={schoolId}
                onChange={(e) => setSchoolId(e.target.value)}
                disabled={choices.length === 0}
              >
                <option value="">{choices.length === 0 ? 'Add a school first' : 'Choose a tracked school'}</option>
                {choices.map((c) => (
                  <option key={c.schoolId} value={c.schoolId}>
                    {schoolOptionLabel(c)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Commitment date" htmlFor="commit-date">
              <Input id="commit-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={!schoolId || set.isPending}>
                Save Commitment
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
