import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card';
import { ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import type { FamilyLink } from '@dugout/domain/families';
import { useFamily } from '../api/get-family';
import { useUpdateLink } from '../api/family-actions';
import { EndLinkDialog } from './EndLinkDialog';
import { InviteForm } from './InviteForm';
import { PendingLinks } from './PendingLinks';
import { SharingSwitch } from './SharingSwitch';
import { familyTexts } from './family-texts';
import { useFocusAfterEnd } from './use-focus-after-end';

/**
 * Profile → Family (`/profile#family`), the player's side: guardians (pending and active), invite a guardian, accept or
 * decline, end a link, whether guardians may edit, and the share-with-college-coaches switch.
 */
export function PlayerFamilySection() {
  const q = useFamily();
  const update = useUpdateLink();
  const [ending, setEnding] = useState<FamilyLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { target, focus } = useFocusAfterEnd<HTMLHeadingElement>();
  const mine = (q.data?.links ?? []).filter((l) => l.myside === 'player');
  const active = mine.filter((l) => l.status === 'active');
  const pending = mine.filter((l) => l.status === 'pending');
  const setMayEdit = async (link: FamilyLink, on: boolean) => {
    setError(null);
    try {
      await update.mutateAsync({ id: link.id, patch: { guardianMayEdit: on } });
      toast.success(familyTexts.saved);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <section id="family" aria-labelledby="family-title" className="scroll-mt-20 space-y-4">
      <Card>
        <CardHeader>
          <h2 id="family-title" ref={target} tabIndex={-1} className="text-lg font-semibold leading-tight">
            Family
          </h2>
          <CardDescription>Parents and guardians linked to your account.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {q.isLoading ? (
            <Spinner label="Loading family…" />
          ) : q.isError ? (
            <ErrorState
              message={errorMessage(q.error, 'Your family could not be loaded.')}
              onRetry={() => void q.refetch()}
            />
          ) : (
            <>
              {active.length === 0 && pending.length === 0 && (
                <p className="text-sm text-slate-600">No parent or guardian linked yet.</p>
              )}
              <PendingLinks links={pending} onGone={focus} />
              {active.length > 0 && (
                <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Guardians">
                  {active.map((l) => {
                    const who = l.other.name ?? l.other.email;
                    return (
                      <li key={l.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
                        <div className="min-w-0 space-y-1">
                          <div className="flex flex-wrap items-center gap-2">
                            <span className="break-words font-medium">{who}</span>
                            <Badge tone="green">{familyTexts.active}</Badge>
                          </div>
                          {l.other.name && <p className="break-all text-sm text-slate-600">{l.other.email}</p>}
                          <label className="flex items-start gap-2 text-sm">
                            <input
                              type="checkbox"
                              className="mt-0.5 size-4"
                              checked={l.guardianMayEdit}
                              disabled={update.isPending}
                              aria-label={`${familyTexts.guardiansMayEdit} (${who})`}
                              onChange={(e) => setMayEdit(l, e.target.checked)}
                            />
                            <span>{familyTexts.guardiansMayEdit}</span>
                          </label>
                        </div>
                        <Button
                          variant="outline"
                          size="sm"
                          className="shrink-0 self-start sm:self-center"
                          aria-label={`${familyTexts.endLink} with ${who}`}
                          onClick={() => setEnding(l)}
                        >
                          {familyTexts.endLink}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              )}
              {error && (
                <p role="alert" className="text-sm text-red-600">
                  {error}
                </p>
              )}
              <InviteForm title={familyTexts.inviteGuardian} />
            </>
          )}
          <SharingSwitch />
        </CardContent>
      </Card>
      <EndLinkDialog link={ending} onClose={() => setEnding(null)} onEnded={focus} />
    </section>
  );
}
