import { useId, useState } from 'react';
import { Tooltip } from 'radix-ui';
import { CalendarCheck, FileSpreadsheet, PenLine, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import {
  metricSourceLabels,
  sourceSentence,
  type MetricSource,
  type MetricSourceKind,
} from '@dugout/domain/metrics-sources';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { useIsMobile } from '@/lib/use-media';
import { cn } from '@/lib/utils';

/**
 * Each source's look (docs/decisions/0063-metric-sources-on-screen.md): a colour of the design tokens (the Badge tones:
 * -800 text on -100, contrast above 4.5:1) and an icon, so the kind never rests on the colour alone.
 */
export const sourceLooks: Record<MetricSourceKind, { tone: string; icon: LucideIcon; dot: string }> = {
  self_reported: { tone: 'bg-slate-100 text-slate-700 border-slate-300', icon: UserRound, dot: '#64748b' },
  coach_entered: { tone: 'bg-orange-100 text-orange-800 border-orange-200', icon: PenLine, dot: '#c2410c' },
  coach_verified: { tone: 'bg-green-100 text-green-800 border-green-200', icon: ShieldCheck, dot: '#15803d' },
  device_file: { tone: 'bg-blue-100 text-blue-800 border-blue-200', icon: FileSpreadsheet, dot: '#1d4ed8' },
  event: { tone: 'bg-purple-100 text-purple-800 border-purple-200', icon: CalendarCheck, dot: '#7e22ce' },
};

/**
 * Where one metric value came from: a small labelled badge ('Device file'); its sentence ('Rapsodo, session Nov 20,
 * 2026, max of 18 pitches') shows in a tooltip on hover and keyboard focus, and in a sheet at the bottom of the screen
 * on a tap at phone width (touch has no hover). The sentence is also the badge's description for screen readers.
 * `metric` names the value in the sheet's title ('Exit Velocity: Device file').
 */
export function SourceBadge({
  source,
  metric,
  className,
}: {
  source: MetricSource;
  metric?: string;
  className?: string;
}) {
  const mobile = useIsMobile();
  const [sheet, setSheet] = useState(false);
  const describedBy = useId();
  const look = sourceLooks[source.kind];
  const Icon = look.icon;
  const label = metricSourceLabels[source.kind];
  const sentence = sourceSentence(source);
  return (
    <>
      <Tooltip.Provider delayDuration={150}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <button
              type="button"
              data-testid="source-badge"
              data-source={source.kind}
              aria-describedby={describedBy}
              onClick={() => mobile && setSheet(true)}
              className={cn(
                'inline-flex min-h-6 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 align-middle text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                look.tone,
                className,
              )}
            >
              <Icon className="size-3 shrink-0" aria-hidden />
              {label}
            </button>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content
              side="top"
              sideOffset={4}
              collisionPadding={8}
              className="z-50 max-w-[min(18rem,calc(100vw-1rem))] rounded-md bg-slate-900 px-3 py-2 text-xs leading-snug text-white shadow-lg"
            >
              {sentence}
              <Tooltip.Arrow className="fill-slate-900" />
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
      <span id={describedBy} hidden>
        {sentence}
      </span>
      {mobile && (
        <Dialog open={sheet} onOpenChange={setSheet}>
          {sheet && (
            <DialogContent
              title={metric ? `${metric}: ${label}` : label}
              className="top-auto bottom-0 max-w-none translate-y-0 rounded-b-none"
            >
              <p className="text-sm text-slate-700" data-testid="source-sheet">
                {sentence}
              </p>
            </DialogContent>
          )}
        </Dialog>
      )}
    </>
  );
}
