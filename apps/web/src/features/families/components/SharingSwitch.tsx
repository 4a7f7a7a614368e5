import { useId, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { errorMessage } from '@/lib/api';
import { useProfile } from '@/features/profile/api/get-profile';
import { useUpdateSharing } from '@/features/profile/api/update-sharing';
import { familyTexts } from './family-texts';

/**
 * The player's 'share with college coaches' switch: their wish, whether it is in effect, and why not (a minor without a
 * guardian's consent) — all from GET /api/profile `sharing`, computed by the server on every read.
 */
export function SharingSwitch() {
  const id = useId();
  const q = useProfile();
  const update = useUpdateSharing();
  const [error, setError] = useState<string | null>(null);
  const sharing = q.data?.sharing;
  if (!sharing) return null;
  const change = async (on: boolean) => {
    setError(null);
    try {
      await update.mutateAsync(on);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const reason = error ?? sharing.blockedReason;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h3 id={`${id}-title`} className="font-semibold">
        {familyTexts.sharingTitle}
      </h3>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          role="switch"
          className="mt-0.5 size-4"
          checked={sharing.shareWithCollegeCoaches}
          disabled={update.isPending}
          aria-describedby={reason ? `${id}-reason` : undefined}
          onChange={(e) => change(e.target.checked)}
        />
        <span>{familyTexts.sharingLabel}</span>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={sharing.effective ? 'green' : 'grey'}>{sharing.effective ? 'Shared' : 'Not shared'}</Badge>
      </div>
      {reason && (
        <p id={`${id}-reason`} role={error ? 'alert' : undefined} className="text-sm text-amber-800">
          {reason}
        </p>
      )}
    </section>
  );
}
