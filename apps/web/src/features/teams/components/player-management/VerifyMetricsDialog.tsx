import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import {
  sourcedMetricRules,
  type SourcedMetric,
  type VerificationResult,
  formatMetricValue,
} from '@dugout/domain/metrics-sources';
import type { TeamPlayers } from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { errorMessage } from '@/lib/api';
import { useVerifyMetrics } from '../../api/verify-metrics';

/** The metrics a coach may verify: the submission's measured values (bat speed is a device file's extra). */
export const verifiableMetrics = [
  'height',
  'weight',
  'sixty',
  'throwVelocity',
  'exitVelocity',
  'fastballVelocity',
  'fbSpinRate',
  'strikePercentage',
] as const satisfies readonly SourcedMetric[];

export const verifyTexts = {
  button: 'Verify Metrics',
  title: 'Verify Metrics',
  description:
    "Mark the chosen metrics of each chosen player's latest submission as verified by you. A later change of a value drops its verification.",
  players: 'Players',
  metrics: 'Metrics',
  submit: 'Mark verified',
  saving: 'Saving…',
  none: 'No player has a completed submission yet.',
  verified: (n: number) => `${n} ${n === 1 ? 'value' : 'values'} marked verified.`,
  skipped: (name: string, metric: string) => `${name}: no ${metric} to verify.`,
  done: 'Done',
} as const;

/**
 * Coach verification (docs/decisions/0063-metric-sources-on-screen.md): choose players (those with a latest
 * submission) and metrics → 'Mark verified'. The server answers what it verified and what it skipped; Team
 * Management's lists are read again, so Top Metrics shows the 'Coach-verified' badges the server now gives.
 */
export function VerifyMetricsButton({ teamCode, members }: { teamCode: string; members: TeamPlayers['members'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <ShieldCheck aria-hidden /> {verifyTexts.button}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent title={verifyTexts.title} description={verifyTexts.description} className="max-w-xl">
            <VerifyForm teamCode={teamCode} members={members} onDone={() => setOpen(false)} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

function VerifyForm({
  teamCode,
  members,
  onDone,
}: {
  teamCode: string;
  members: TeamPlayers['members'];
  onDone: () => void;
}) {
  const candidates = members.filter((m) => m.latestSubmission);
  const [chosenPlayers, setChosenPlayers] = useState<string[]>([]);
  const [chosenMetrics, setChosenMetrics] = useState<SourcedMetric[]>([]);
  const [result, setResult] = useState<VerificationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyMetrics();
  const toggle = <T,>(list: T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
  if (candidates.length === 0) return <p className="text-sm text-slate-600">{verifyTexts.none}</p>;
  const submit = async () => {
    setError(null);
    setResult(null);
    try {
      setResult(await verify.mutateAsync({ teamCode, memberIds: chosenPlayers, metrics: chosenMetrics }));
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{verifyTexts.players}</legend>
        <ul className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
          {candidates.map((m) => (
            <li key={m.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={chosenPlayers.includes(m.id)}
                  onChange={() => setChosenPlayers((l) => toggle(l, m.id))}
                />
                {m.playerName ?? m.playerEmail ?? 'Unknown'}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{verifyTexts.metrics}</legend>
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {verifiableMetrics.map((metric) => (
            <label key={metric} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={chosenMetrics.includes(metric)}
                onChange={() => setChosenMetrics((l) => toggle(l, metric))}
              />
              {sourcedMetricRules[metric].label}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {result && (
        <div role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900" data-testid="verify-result">
          <p className="font-medium">{verifyTexts.verified(result.verified.length)}</p>
          <ul className="mt-1 list-disc pl-5">
            {result.verified.map((v) => (
              <li key={`${v.memberId}-${v.metric}`}>
                {v.playerName}: {sourcedMetricRules[v.metric].label} {formatMetricValue(v.metric, v.value)}
              </li>
            ))}
            {result.skipped.map((s) => (
              <li key={`${s.memberId}-${s.metric}-skipped`}>
                {verifyTexts.skipped(s.playerName, sourcedMetricRules[s.metric].label.toLowerCase())}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {result ? verifyTexts.done : 'Cancel'}
        </Button>
        <Button
          onClick={submit}
          disabled={chosenPlayers.length === 0 || chosenMetrics.length === 0 || verify.isPending}
        >
          {verify.isPending ? verifyTexts.saving : verifyTexts.submit}
        </Button>
      </div>
    </div>
  );
}
