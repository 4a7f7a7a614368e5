import { Suspense, useState } from 'react';
import { FileUp } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/States';
import { deferredPart, usePreloadWhenIdle } from '@/lib/lazy';
import type { DeviceFileTarget } from '../api/device-file';
import { deviceFileTexts } from './device-file-texts';

// The form is fetched when the browser is idle or the dialog opens (docs/decisions/0034-screens-without-their-dialogs.md).
const form = deferredPart(() => import('./DeviceFileForm').then((m) => m.DeviceFileForm));

/**
 * 'Upload Device File' and its dialog (docs/decisions/0063-metric-sources-on-screen.md): on the player's dashboard
 * (`target` null) and, for a coach, in a team member's details (`{ teamCode, memberId }`, the player named). Closing
 * returns the focus to this button (DialogContent).
 */
export function DeviceFileButton({
  target = null,
  playerName,
  size,
}: {
  target?: DeviceFileTarget;
  playerName?: string | null;
  size?: 'sm' | 'default';
}) {
  const [open, setOpen] = useState(false);
  usePreloadWhenIdle(form.preload);
  return (
    <>
      <Button
        variant="outline"
        size={size}
        onClick={() => setOpen(true)}
        aria-label={playerName ? deviceFileTexts.buttonFor(playerName) : undefined}
      >
        <FileUp aria-hidden /> {deviceFileTexts.button}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent
            title={playerName ? deviceFileTexts.titleFor(playerName) : deviceFileTexts.title}
            description={deviceFileTexts.description}
            className="max-w-2xl"
          >
            <Suspense fallback={<Spinner />}>
              <form.Component target={target} onDone={() => setOpen(false)} />
            </Suspense>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
