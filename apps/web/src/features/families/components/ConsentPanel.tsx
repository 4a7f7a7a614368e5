import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { consentScopeLabels, consentScopes, type FamilyLink } from '@dugout/domain/families';
import { formatShortDate } from '@dugout/domain/shared';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useConsent } from '../api/family-actions';
import { familyTexts } from './family-texts';

type Consent = NonNullable<FamilyLink['player']>['consents'][number];

/** 'Granted by Jordan Demoparent on Nov 27, 2026 · Revoked by … on …': one audit row as people read it. */
export const consentLine = (c: Consent) =>
  [
    `Granted by ${c.grantedBy} on ${formatShortDate(c.grantedAt)}`,
    c.revokedAt ? `Revoked${c.revokedBy ? ` by ${c.revokedBy}` : ''} on ${formatShortDate(c.revokedAt)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * A minor's consent, recorded by this guardian (docs/decisions/0061-acting-for-a-player-in-the-web.md): each scope
 * with Grant or Revoke, and the audit list newest first, as the server answers it (never computed here).
 */
export function ConsentPanel({ link, name }: { link: FamilyLink; name: string }) {
  const consent = useConsent();
  const [error, setError] = useState<string | null>(null);
  const player = link.player;
  if (!player) return null;
  const headingId = `consent-${link.id}`;
  if (!player.isMinor)
    return (
      <section aria-labelledby={headingId} className="space-y-2">
        <h4 id={headingId} className="font-semibold">
          {familyTexts.consentTitle}
        </h4>
        <p className="text-sm text-slate-600">{familyTexts.notMinor}</p>
      </section>
    );
  const change = async (scope: (typeof consentScopes)[number], grant: boolean) => {
    setError(null);
    try {
      await consent.mutateAsync({ id: link.id, scope, grant });
      toast.success(grant ? 'Consent recorded.' : 'Consent revoked.');
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h4 id={headingId} className="font-semibold">
          {familyTexts.consentTitle}
        </h4>
        <p className="text-sm text-slate-600">{familyTexts.consentHint}</p>
      </div>
      <ul className="space-y-2">
        {consentScopes.map((scope) => {
          const rows = player.consents.filter((c) => c.scope === scope);
          const granted = rows.some((c) => !c.revokedAt);
          const label = consentScopeLabels[scope];
          return (
            <li key={scope} className="rounded-md border border-slate-200 p-3">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="break-words text-sm font-medium">{label}</span>
                  <Badge tone={granted ? 'green' : 'grey'}>{granted ? 'Granted' : 'Not granted'}</Badge>
                </div>
                <Button
                  size="sm"
                  variant={granted ? 'outline' : 'default'}
                  aria-label={`${granted ? familyTexts.revoke : familyTexts.grant}: ${label} (${name})`}
                  disabled={consent.isPending}
                  onClick={() => change(scope, !granted)}
                >
                  {granted ? familyTexts.revoke : familyTexts.grant}
                </Button>
              </div>
              {rows.length > 0 && (
                <ul className="mt-2 space-y-1 text-sm text-slate-600" aria-label={`History: ${label}`}>
                  {rows.map((c, i) => (
                    <li key={`${c.grantedAt}-${i}`}>{consentLine(c)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </section>
  );
}
