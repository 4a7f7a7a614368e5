import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import type { FamilyLink } from '@dugout/domain/families';
import { useAcceptLink, useEndLink } from '../api/family-actions';
import { familyTexts } from './family-texts';

/**
 * Invitations both ways: one I have to answer (Accept / Decline) or one waiting for the other side (Withdraw). Declining
 * and withdrawing end the link (DELETE), as the contract says.
 */
export function PendingLinks({ links, onGone }: { links: FamilyLink[]; onGone: () => void }) {
  const accept = useAcceptLink();
  const end = useEndLink();
  const [error, setError] = useState<string | null>(null);
  if (links.length === 0) return null;
  const run = async (what: () => Promise<unknown>, done: string, gone: boolean) => {
    setError(null);
    try {
      await what();
      toast.success(done);
      if (gone) onGone();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <div className="space-y-2">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Invitations">
        {links.map((l) => {
          const who = l.other.name ?? l.other.email;
          const mine = l.iAgreed;
          return (
            <li key={l.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="break-words font-medium">{who}</p>
                {l.other.name && <p className="break-all text-sm text-slate-600">{l.other.email}</p>}
                <div className="mt-1 flex flex-wrap gap-2">
                  <Badge tone="yellow">{familyTexts.pending}</Badge>
                  <span className="text-sm text-slate-600">
                    {mine ? familyTexts.pendingMine : familyTexts.pendingTheirs}
                  </span>
                  {l.teamName && <span className="text-sm text-slate-600">{familyTexts.fromTeam(l.teamName)}</span>}
                </div>
              </div>
              <div className="flex shrink-0 gap-2">
                {mine ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`${familyTexts.withdraw} the invitation to ${who}`}
                    disabled={end.isPending}
                    onClick={() => run(() => end.mutateAsync(l.id), familyTexts.ended, true)}
                  >
                    {familyTexts.withdraw}
                  </Button>
                ) : (
                  <>
                    <Button
                      size="sm"
                      aria-label={`${familyTexts.accept} ${who}`}
                      disabled={accept.isPending}
                      onClick={() => run(() => accept.mutateAsync(l.id), familyTexts.accepted, false)}
                    >
                      {familyTexts.accept}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${familyTexts.decline} ${who}`}
                      disabled={end.isPending}
                      onClick={() => run(() => end.mutateAsync(l.id), familyTexts.ended, true)}
                    >
                      {familyTexts.decline}
                    </Button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
