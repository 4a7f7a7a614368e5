import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Copy, Download, ExternalLink } from 'lucide-react';
import { publicProfileMessages as msg, type PublicProfileSettings } from '@dugout/domain/public-profile';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { Input } from '@/components/ui/Input';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdatePublicProfile } from '../api/update-public-profile';
import { downloadProfilePdf } from '../api/download-pdf';
import { profileTexts as t } from './public-profile-texts';

/** Where a coach's link would lead: the page's preview for its owner (works while off). */
export const previewPath = (handle: string) => `/p/${encodeURIComponent(handle)}?preview=1`;

/**
 * The truth about the page: live or not and why (the server's blockedReason), the switch, the link to copy, the
 * preview as a coach sees it and the PDF. `mode`: 'edit' (the player, or a guardian the player lets edit),
 * 'turn-off-only' (a guardian without edit rights: they may still turn the page off).
 */
export function ProfileStatusCard({
  settings,
  mode,
  guardian,
  neverOpened,
}: {
  settings: PublicProfileSettings;
  mode: 'edit' | 'turn-off-only';
  guardian: boolean;
  neverOpened: boolean;
}) {
  const id = useId();
  const update = useUpdatePublicProfile();
  const [error, setError] = useState<string | null>(null);
  const [pdfPending, setPdfPending] = useState(false);
  const s = settings;
  const toggle = async (enabled: boolean) => {
    setError(null);
    try {
      const next = await update.mutateAsync({ enabled });
      toast.success(enabled ? (next.live ? t.turnedOn : t.turnedOnBlocked) : t.turnedOff);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(s.url);
      toast.success(t.copied);
    } catch {
      toast.info(t.copyFailed);
    }
  };
  const pdf = async () => {
    setPdfPending(true);
    try {
      await downloadProfilePdf(`${s.handle}.pdf`);
    } catch (err) {
      toast.error(t.pdfError, { description: errorMessage(err) });
    } finally {
      setPdfPending(false);
    }
  };
  const state = s.live ? 'live' : s.enabled ? 'blocked' : 'off';
  // a refused turn-on (no date of birth, no consent) says why as the page being blocked does
  const reason = error ?? (state === 'blocked' ? s.blockedReason : null);
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id={`${id}-title`}>Status</CardTitle>
          <Badge tone={state === 'live' ? 'green' : state === 'blocked' ? 'yellow' : 'grey'}>
            {state === 'live' ? t.live : state === 'blocked' ? t.onNotLive : t.off}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="status" className="space-y-2 text-sm text-slate-700">
          {state === 'live' && <p>{t.liveHint}</p>}
          {state === 'off' && <p>{t.offHint}</p>}
          {state === 'off' && neverOpened && <p>{t.neverOpened}</p>}
        </div>
        {reason && (
          <div
            role={error ? 'alert' : undefined}
            className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <p>{reason}</p>
            {reason === msg.needsDateOfBirth && !guardian && (
              <Link to="/profile" className="mt-1 inline-block font-medium text-brand-700 underline">
                {t.addDateOfBirth}
              </Link>
            )}
            {reason === msg.needsConsent && guardian && (
              <Link to="/family" className="mt-1 inline-block font-medium text-brand-700 underline">
                {t.openFamily}
              </Link>
            )}
          </div>
        )}
        {mode === 'turn-off-only' && <p className="text-sm text-slate-600">{t.guardianMayTurnOff}</p>}
        <div className="flex flex-wrap gap-2">
          {s.enabled ? (
            <Button variant="outline" disabled={update.isPending} onClick={() => toggle(false)}>
              {t.turnOff}
            </Button>
          ) : (
            mode === 'edit' && (
              <Button disabled={update.isPending} onClick={() => toggle(true)}>
                {t.turnOn}
              </Button>
            )
          )}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-url`} className="text-sm font-medium text-slate-800">
            Your profile link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-url`}
              readOnly
              value={s.url}
              className="min-w-0 font-mono text-xs sm:text-sm"
              onFocus={(e) => e.target.select()}
            />
            <Button variant="outline" onClick={copy}>
              <Copy aria-hidden /> {t.copyLink}
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary">
            <a href={previewPath(s.handle)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden /> {t.preview}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button variant="secondary" disabled={pdfPending} onClick={pdf}>
            <Download aria-hidden /> {pdfPending ? 'Preparing PDF…' : t.downloadPdf}
          </Button>
        </div>
        <p className="text-xs text-slate-500">{t.previewHint}</p>
      </CardContent>
    </Card>
  );
}
