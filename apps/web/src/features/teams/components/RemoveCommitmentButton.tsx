import { useState } from 'react';
import { commitmentRemovalTexts } from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { useRemoveCommitment } from '../api/remove-commitment';

/**
 * The one 'Remove commitment' action (Overview and College Interaction): a confirmation, then
 * DELETE /api/teams/:code/members/:memberId/commitment. The caller hides the commitment at once (`onRemove`) and shows
 * it again if the removal fails (`onRestore`); the failure is only logged (docs/spec/part-1-accounts-teams-organizations.md
 * section 8). `onDone` puts the focus somewhere sensible, since this button goes away with the commitment.
 */
export function RemoveCommitmentButton({
  teamCode,
  memberId,
  playerName,
  schoolName,
  onRemove,
  onRestore,
  onDone,
}: {
  teamCode: string;
  memberId: string;
  playerName: string | null;
  schoolName: string;
  onRemove: () => void;
  onRestore: () => void;
  onDone?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveCommitment();
  const name = playerName ?? 'the player';
  const confirm = async () => {
    setOpen(false);
    onRemove();
    // After the dialog has closed and handed focus back (its trigger is gone with the commitment).
    if (onDone) setTimeout(onDone, 50);
    try {
      await remove.mutateAsync({ teamCode, memberId });
    } catch (err) {
      onRestore();
      console.warn('commitment removal failed', err);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setOpen(true)}>
        {commitmentRemovalTexts.button}
      </Button>
      {open && (
        <DialogContent
          title={commitmentRemovalTexts.title}
          description={commitmentRemovalTexts.description(name, schoolName)}
        >
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirm}>
              {commitmentRemovalTexts.confirm}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
