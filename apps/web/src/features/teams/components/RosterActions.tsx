import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { divisionFilterOptions, type SchoolOption } from '@dugout/domain/colleges';
import {
  COMMITMENT_PROFILE_SYNC_SKIPPED,
  ratingKindLabels,
  ratingLabel,
  ratingFailure,
  ratingToast,
  ratingTone,
  type RatingKind,
  type TeamMemberRow,
} from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Field, NativeSelect } from '@/components/ui/Input';
import { ErrorState } from '@/components/ui/States';
import { cn } from '@/lib/utils';
import { useRateMember } from '../api/rate-member';
import { useRemoveMember } from '../api/remove-member';
import { useSchoolOptions } from '@/lib/school-options';
import { CollegeCombobox } from '@/components/college-combobox/CollegeCombobox';
import { useSetCommitment } from '../api/set-commitment';
import { RemoveCommitmentButton } from './RemoveCommitmentButton';

const toneClass = {
  grey: 'border-slate-300 bg-slate-50',
  red: 'border-red-300 bg-red-50 text-red-800',
  orange: 'border-orange-300 bg-orange-50 text-orange-800',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-800',
  lime: 'border-lime-300 bg-lime-50 text-lime-800',
  green: 'border-green-300 bg-green-50 text-green-800',
};

/** A rating (game, hit, field/pitch): Not Assessed or 1–5 with labels, coloured red to green, grey when unrated. */
export function RatingSelect({
  teamCode,
  member,
  kind,
}: {
  teamCode: string;
  member: TeamMemberRow;
  kind: RatingKind;
}) {
  const rate = useRateMember();
  const current = kind === 'game' ? member.gameScore : kind === 'hit' ? member.hitScore : member.fieldPitchScore;
  const [value, setValue] = useState<number | null>(current);
  const id = `rate-${kind}-${member.id}`;
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-xs text-slate-600">
      {ratingKindLabels[kind]}
      <NativeSelect
        id={id}
        value={value ?? ''}
        className={cn('h-9 text-xs', toneClass[ratingTone(value)])}
        onChange={async (e) => {
          const next = e.target.value === '' ? null : Number(e.target.value);
          const before = value;
          setValue(next);
          try {
            await rate.mutateAsync({ teamCode, memberId: member.id, kind, value: next });
            toast.success(ratingToast(kind, next));
          } catch {
            setValue(before);
            toast.error('Error', { description: ratingFailure(kind) });
          }
        }}
      >
        <option value="">{ratingLabel(null)}</option>
        {[1, 2, 3, 4, 5].map((n) => (
          <option key={n} value={n}>
            {n} – {ratingLabel(n)}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

/** Remove Player confirmation (soft removal: the account and submissions are kept). */
export function RemovePlayerButton({ teamCode, member }: { teamCode: string; member: TeamMemberRow }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember();
  const name = member.playerName ?? 'this player';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setOpen(true)}>
        Remove
      </Button>
      {open && (
        <DialogContent
          title="Remove Player"
          description={`Remove ${name} from the team? Their account and submissions are kept.`}
        >
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={async () => {
                try {
                  await remove.mutateAsync({ teamCode, memberId: member.id });
                  toast.success('Success', { description: `${name} has been removed from the team.` });
                  setOpen(false);
                } catch {
                  toast.error('Error', { description: 'Failed to remove team member. Please try again.' });
                }
              }}
            >
              Remove Player
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The commitment of a member: choose a college (optimistic, reverted on failure) or remove it. */
export function CommitmentControl({ teamCode, member }: { teamCode: string; member: TeamMemberRow }) {
  const [open, setOpen] = useState(false);
  const [division, setDivision] = useState('');
  const [choice, setChoice] = useState<SchoolOption | null>(null);
  const [shown, setShown] = useState(member.commitment?.schoolName ?? null);
  const options = useSchoolOptions(division || 'all', open);
  const set = useSetCommitment();
  const setButton = useRef<HTMLButtonElement>(null);
  const save = async () => {
    const option = choice;
    if (!option) return;
    const before = shown;
    setShown(option.schoolName);
    setOpen(false);
    try {
      const res = await set.mutateAsync({ teamCode, memberId: member.id, schoolId: option.schoolId });
      if (!res.profileSynced) toast.info('Info', { description: COMMITMENT_PROFILE_SYNC_SKIPPED });
      else
        toast.success('Commitment updated', {
          description: `${member.playerName ?? 'Player'} committed to ${option.schoolName}.`,
        });
    } catch {
      setShown(before);
      toast.error('Error', { description: 'Failed to update commitment. Please try again.' });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className={shown ? 'font-medium text-green-800' : 'text-slate-500'}>{shown ?? 'No commitment'}</span>
      <Button ref={setButton} variant="outline" size="sm" onClick={() => setOpen(true)}>
        {shown ? 'Change' : 'Set Commitment'}
      </Button>
      {shown && (
        <RemoveCommitmentButton
          teamCode={teamCode}
          memberId={member.id}
          playerName={member.playerName}
          schoolName={shown}
          onRemove={() => setShown(null)}
          onRestore={() => setShown(shown)}
          onDone={() => setButton.current?.focus()}
        />
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent
            title="Record Commitment"
            description={`Choose the college ${member.playerName ?? 'the player'} committed to.`}
          >
            <div className="space-y-3">
              <Field label="Division" htmlFor={`div-${member.id}`}>
                <NativeSelect
                  id={`div-${member.id}`}
                  value={division}
                  onChange={(e) => {
                    setDivision(e.target.value);
                    setChoice(null);
                  }}
                >
                  {divisionFilterOptions.map((d) => (
                    <option key={d.value} value={d.value}>
                      {d.label}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              {options.isError ? (
                <ErrorState message="Unable to load colleges" onRetry={() => void options.refetch()} />
              ) : (
                // The one searchable 'College' picker (1,684 colleges: type to filter, a list at most 300 high).
                <CollegeCombobox
                  options={options.data?.options ?? []}
                  value={choice?.schoolId ?? null}
                  onChange={setChoice}
                  disabled={options.isLoading}
                />
              )}
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button onClick={save} disabled={!choice}>
                  Save Commitment
                </Button>
              </div>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
