import { useId, useState } from 'react';
import type { PublicProfileSettings } from '@dugout/domain/public-profile';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdatePublicProfile } from '../api/update-public-profile';
import { profileTexts as t } from './public-profile-texts';

/** noindex by default; only an adult player may let search engines list the page (mayAllowIndexing, the server's). */
export function IndexingCard({ settings, readOnly }: { settings: PublicProfileSettings; readOnly: boolean }) {
  const id = useId();
  const update = useUpdatePublicProfile();
  const [error, setError] = useState<string | null>(null);
  const allowed = settings.mayAllowIndexing && !readOnly;
  const change = async (allowIndexing: boolean) => {
    setError(null);
    try {
      await update.mutateAsync({ allowIndexing });
      toast.success(t.indexingSaved);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const hint = settings.mayAllowIndexing ? t.indexingHint : t.indexingAdultsOnly;
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t.indexingTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            className="mt-0.5 size-4 shrink-0"
            checked={settings.allowIndexing}
            disabled={!allowed || update.isPending}
            aria-describedby={`${id}-hint`}
            onChange={(e) => change(e.target.checked)}
          />
          <span>{t.indexingLabel}</span>
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
