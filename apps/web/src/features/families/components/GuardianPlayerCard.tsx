import { useId, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import type { FamilyLink, FamilyLinkSettings } from '@dugout/domain/families';
import { useUpdateLink } from '../api/family-actions';
import { ConsentPanel } from './ConsentPanel';
import { familyTexts } from './family-texts';
import { useActFor } from './use-act-for';

/** The player's screens a guardian opens while acting for them (the header shows the same while acting). */
const playerScreens = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Metrics', to: '/metrics-tracker' },
  { label: 'Tracker', to: '/tracker' },
  { label: 'Contact log', to: '/tracker' },
  { label: 'Payments', to: '/subscription' },
] as const;

/** An active link seen by its guardian: the player, Open buttons, consent, my settings, End link. */
export function GuardianPlayerCard({ link, onEnd }: { link: FamilyLink; onEnd: (link: FamilyLink) => void }) {
  const id = useId();
  const update = useUpdateLink();
  const actFor = useActFor();
  const [error, setError] = useState<string | null>(null);
  const name = link.other.name ?? link.other.email;
  const playerId = link.other.userId;
  const set = async (patch: FamilyLinkSettings) => {
    setError(null);
    try {
      await update.mutateAsync({ id: link.id, patch });
      toast.success(familyTexts.saved);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h3" className="break-words">
            {name}
          </CardTitle>
          {link.player?.isMinor && <Badge tone="blue">{familyTexts.minor}</Badge>}
          <Badge tone="green">{familyTexts.active}</Badge>
        </div>
        <p className="break-all text-sm text-slate-600">{link.other.email}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        {playerId && (
          <nav aria-label={`Open ${name}'s account`} className="flex flex-wrap gap-2">
            {playerScreens.map((s) => (
              <Button
                key={s.label}
                variant="outline"
                size="sm"
                aria-label={`Open ${name}'s ${s.label.toLowerCase()}`}
                onClick={() => actFor({ id: playerId, name, mayEdit: link.guardianMayEdit }, s.to)}
              >
                {s.label}
              </Button>
            ))}
          </nav>
        )}
        {!link.guardianMayEdit && (
          <p className="text-sm text-slate-600">
            {name} has not allowed guardians to make changes: you can view and pay.
          </p>
        )}
        <ConsentPanel link={link} name={name} />
        <section aria-labelledby={`${id}-settings`} className="space-y-2">
          <h4 id={`${id}-settings`} className="font-semibold">
            {familyTexts.settingsTitle}
          </h4>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={link.copyEmails}
              disabled={update.isPending}
              onChange={(e) => set({ copyEmails: e.target.checked })}
            />
            <span>{familyTexts.copyEmails(name)}</span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={link.shareWithCoaches}
              disabled={update.isPending}
              onChange={(e) => set({ shareWithCoaches: e.target.checked })}
            />
            <span>{familyTexts.shareWithCoaches(name)}</span>
          </label>
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </section>
        <Button variant="outline" onClick={() => onEnd(link)} aria-label={`${familyTexts.endLink} with ${name}`}>
          {familyTexts.endLink}
        </Button>
      </CardContent>
    </Card>
  );
}
