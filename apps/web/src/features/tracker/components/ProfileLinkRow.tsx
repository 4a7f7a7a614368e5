import { useState } from 'react';
import { Copy, Link2, Unlink } from 'lucide-react';
import type { ProfileLink } from '@dugout/domain/public-profile';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/Dialog';
import { useCopyProfileLink, useRevokeProfileLink } from '../api/profile-link';

/**
 * A tracked school's link of the player's public profile (docs/decisions/0067-tracked-profile-links.md): how often it
 * was opened ('Opened 3 times, last 2 days ago'), 'Copy profile link for {school}' (makes the link first when there
 * is none) and 'Revoke link' with a confirm. Read-only viewers see the summary only; a row without a link shows
 * nothing to them.
 */
export function ProfileLinkRow({
  trackerId,
  schoolName,
  link,
  disabled,
}: {
  trackerId: string;
  schoolName: string;
  link: ProfileLink | null;
  disabled: boolean;
}) {
  const copy = useCopyProfileLink();
  const manual = copy.data && !copy.data.copied ? copy.data.link.url : null;
  if (!link && disabled) return null;
  const summaryId = `profile-link-${trackerId}`;
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={summaryId} className="flex min-w-0 items-center gap-1 text-sm text-slate-600">
          <Link2 className="size-4 shrink-0 text-brand-700" aria-hidden />
          <span className="sr-only">Profile link: </span>
          <span>{link ? link.summary : 'No profile link yet'}</span>
        </p>
        {!disabled && (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              aria-label={`Copy profile link for ${schoolName}`}
              aria-describedby={summaryId}
              disabled={copy.isPending}
              onClick={() => copy.mutate({ trackerId, link })}
            >
              <Copy aria-hidden /> Copy profile link
            </Button>
            {link && <RevokeLinkButton trackerId={trackerId} schoolName={schoolName} />}
          </div>
        )}
      </div>
      {copy.error && (
        <p role="alert" className="text-sm text-red-700">
          {copy.error.message}
        </p>
      )}
      {manual && (
        <label className="text-sm">
          <span className="font-medium">Profile link for {schoolName}</span>
          <input
            readOnly
            value={manual}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 h-9 w-full rounded-md border border-slate-300 px-2 font-mono text-xs"
          />
        </label>
      )}
    </div>
  );
}

function RevokeLinkButton({ trackerId, schoolName }: { trackerId: string; schoolName: string }) {
  const revoke = useRevokeProfileLink();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700"
        aria-label={`Revoke link for ${schoolName}`}
        onClick={() => setOpen(true)}
      >
        <Unlink aria-hidden /> Revoke link
      </Button>
      {open && (
        <DialogContent
          title="Revoke link"
          description={`Stop counting opens of ${schoolName}'s link? Your page stays as it is; you can copy a new link any time.`}
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(trackerId, { onSettled: () => setOpen(false) })}
            >
              Revoke link
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
