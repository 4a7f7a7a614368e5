import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/Dialog';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import type { FamilyLink } from '@dugout/domain/families';
import { useEndLink } from '../api/family-actions';
import { familyTexts } from './family-texts';

/**
 * Confirms ending an active link (declining or withdrawing an invitation asks nothing). Cancel returns focus to the
 * button that opened it (components/ui/Dialog); once the link has ended its row is gone and `onEnded` moves focus on.
 */
export function EndLinkDialog({
  link,
  onClose,
  onEnded,
}: {
  link: FamilyLink | null;
  onClose: () => void;
  onEnded: () => void;
}) {
  const end = useEndLink();
  const [error, setError] = useState<string | null>(null);
  const name = link ? (link.other.name ?? link.other.email) : '';
  const confirm = async () => {
    if (!link) return;
    setError(null);
    try {
      await end.mutateAsync(link.id);
      toast.success(familyTexts.ended);
      onClose();
      onEnded();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Dialog
      open={!!link}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
    >
      {link && (
        <DialogContent
          title={familyTexts.endTitle(name)}
          description={link.myside === 'player' ? familyTexts.endGuardian : familyTexts.endPlayer}
        >
          {error && (
            <p role="alert" className="mb-3 text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirm} disabled={end.isPending}>
              {familyTexts.endLink}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
