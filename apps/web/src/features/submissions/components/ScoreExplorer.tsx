import { useMemo, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import {
  applyChanges,
  buildScoringTables,
  explainScore,
  formatMeasurement,
  submissionFieldLabels,
  submissionFieldRules,
  suggestImprovements,
  type ScoringInput,
  scoringInputOf,
  type ScoringTables,
  type Submission,
  type WhatIfChanges,
  type WhatIfField,
} from '@dugout/domain/scoring';
import type { Position } from '@dugout/domain/shared';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { NativeSelect } from '@/components/ui/Input';
import { ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useScoringRows } from '@/features/fit/api/fit.api';

const partColours = ['bg-blue-700', 'bg-emerald-600', 'bg-violet-600', 'bg-amber-500', 'bg-sky-500', 'bg-rose-500'];
/** A slider's step per measurement (the stepper buttons move by the same). */
const sliderStep: Record<WhatIfField, number> = {
  height: 1,
  weight: 1,
  sixty: 0.01,
  throwVelocity: 0.5,
  exitVelocity: 0.5,
  fastballVelocity: 0.5,
  fbSpinRate: 10,
  strikePercentage: 1,
};
const fields = Object.keys(submissionFieldRules) as WhatIfField[];

/**
 * Explain the score and try a what-if (docs/decisions/0007-college-fit.md, Details): each metric's points toward the score at the chosen
 * position (a bar and a table that add up to the score), every change to a measurement re-scored in the browser by
 * the domain engine with the server's tables, and the two suggestions.
 */
export function ScoreExplorer({
  submission,
  whatIf = true,
  playerName,
}: {
  submission: Submission;
  whatIf?: boolean;
  /** whose score it is when the viewer is not the player (a coach, a program admin): named instead of 'your' */
  playerName?: string;
}) {
  const rows = useScoringRows();
  const tables = useMemo(
    () => (rows.data ? buildScoringTables(rows.data.heights, rows.data.weights) : null),
    [rows.data],
  );
  if (rows.isPending) return <Spinner label="Loading the score explanation…" />;
  if (rows.isError || !tables)
    return <ErrorState message={errorMessage(rows.error)} onRetry={() => void rows.refetch()} />;
  return <Explorer input={scoringInputOf(submission)} tables={tables} whatIf={whatIf} playerName={playerName} />;
}

function Explorer({
  input,
  tables,
  whatIf,
  playerName,
}: {
  input: ScoringInput;
  tables: ScoringTables;
  whatIf: boolean;
  playerName?: string;
}) {
  const [changes, setChanges] = useState<WhatIfChanges>({});
  const [picked, setPicked] = useState<Position | null>(null);
  const changed = useMemo(() => applyChanges(input, changes), [input, changes]);
  const original = useMemo(() => explainScore(input, tables), [input, tables]);
  const e = useMemo(() => explainScore(changed, tables, picked), [changed, tables, picked]);
  const suggestions = useMemo(() => suggestImprovements(changed, tables), [changed, tables]);
  const moved = Object.keys(changes).length > 0;
  const delta = Math.round((e.headline.bestScore - original.headline.bestScore) * 10) / 10;
  const given = fields.filter((f) => input[f] !== null && input[f] !== undefined && Number.isFinite(Number(input[f])));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{playerName ? `How ${playerName}’s score adds up` : 'How your score adds up'}</CardTitle>
        <CardDescription>
          Each measurement’s points toward the score at a position.{' '}
          {whatIf && 'Move a measurement to see your new score at once.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-3" aria-live="polite">
          <div>
            <p className="text-sm text-slate-600">
              {moved ? 'What-if score' : 'Score'} at {playerName ? 'the' : 'your'} best position
            </p>
            <p className="text-3xl font-bold tabular-nums" data-testid="whatif-score">
              {e.headline.bestScore.toFixed(1)}
            </p>
            <p className="text-sm text-slate-700" data-testid="whatif-best">
              at {e.headline.bestPosition} (best position)
            </p>
            {moved && (
              <p className="text-sm text-slate-600">
                {delta >= 0 ? '+' : '−'}
                {Math.abs(delta).toFixed(1)} against your submitted measurements ({original.headline.text})
              </p>
            )}
          </div>
          <label className="text-sm">
            <span className="mb-1 block font-medium">Explain the score at</span>
            <NativeSelect
              value={e.position}
              onChange={(ev) => setPicked(ev.target.value as Position)}
              className="w-56 max-w-full"
            >
              {e.positions.map((p) => (
                <option key={p.position} value={p.position}>
                  {p.label}
                </option>
              ))}
            </NativeSelect>
          </label>
        </div>

        <div>
          <p className="mb-1 text-sm font-medium">
            {e.position}: {e.score.toFixed(1)}
            {e.isBestPosition ? ' (best position)' : ''}
          </p>
          <div className="flex h-4 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden>
            {e.parts.map((p, i) => (
              <div
                key={p.metric}
                className={partColours[i % partColours.length]}
                style={{ width: `${Math.max(0, p.points)}%` }}
                title={`${p.label} ${p.points.toFixed(1)}`}
              />
            ))}
          </div>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-0 text-sm" data-testid="score-parts">
              <caption className="sr-only">Points per measurement at {e.position}</caption>
              <thead>
                <tr className="text-left text-xs text-slate-500">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Measurement
                  </th>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Value
                  </th>
                  <th scope="col" className="hidden py-1 pr-2 font-medium sm:table-cell">
                    Metric score × weight
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Points
                  </th>
                </tr>
              </thead>
              <tbody>
                {e.parts.map((p, i) => (
                  <tr key={p.metric} className="border-t border-slate-100 align-top">
                    <th scope="row" className="py-1 pr-2 text-left font-medium">
                      <span
                        className={`mr-1.5 inline-block size-2.5 rounded-full ${partColours[i % partColours.length]}`}
                        aria-hidden
                      />
                      {p.label}
                      {p.note && <span className="block text-xs font-normal text-slate-500">{p.note}</span>}
                    </th>
                    <td className="py-1 pr-2">{p.valueLabel}</td>
                    <td className="hidden py-1 pr-2 tabular-nums sm:table-cell">
                      {p.metricScore.toFixed(1)} × {p.weight}
                    </td>
                    <td className="py-1 text-right tabular-nums">{p.points.toFixed(1)}</td>
                  </tr>
                ))}
                {e.adjustment !== 0 && (
                  <tr className="border-t border-slate-100">
                    <th scope="row" className="py-1 text-left font-medium">
                      {e.adjustmentLabel}
                    </th>
                    <td />
                    <td className="hidden sm:table-cell" />
                    <td className="py-1 text-right tabular-nums">{e.adjustment.toFixed(1)}</td>
                  </tr>
                )}
                <tr className="border-t-2 border-slate-300 font-semibold">
                  <th scope="row" className="py-1 text-left">
                    Score at {e.position}
                  </th>
                  <td />
                  <td className="hidden sm:table-cell" />
                  <td className="py-1 text-right tabular-nums">{e.score.toFixed(1)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </div>

        {suggestions.length > 0 && (
          <div>
            <p className="text-sm font-medium">Where the next points are</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm" data-testid="suggestions">
              {suggestions.map((s) => (
                <li key={s.field}>{s.text}</li>
              ))}
            </ul>
          </div>
        )}

        {whatIf && given.length > 0 && (
          <div className="space-y-3">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium">What if…</p>
              {moved && (
                <Button size="sm" variant="outline" onClick={() => setChanges({})}>
                  Reset
                </Button>
              )}
            </div>
            {given.map((f) => (
              <Slider
                key={f}
                field={f}
                value={Number(changed[f])}
                onChange={(v) => setChanges((c) => ({ ...c, [f]: v }))}
              />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Slider({ field, value, onChange }: { field: WhatIfField; value: number; onChange: (v: number) => void }) {
  const r = submissionFieldRules[field];
  const step = sliderStep[field];
  const id = `whatif-${field}`;
  const label = submissionFieldLabels[field];
  const nudge = (d: number) => onChange(Math.min(r.max, Math.max(r.min, Number((value + d).toFixed(2)))));
  return (
    <div className="grid grid-cols-[auto_1fr_auto] items-center gap-2">
      <Button size="icon" variant="outline" aria-label={`Lower ${label}`} onClick={() => nudge(-step)}>
        <Minus aria-hidden />
      </Button>
      <div className="min-w-0">
        <label htmlFor={id} className="flex justify-between gap-2 text-sm">
          <span className="truncate">{label}</span>
          <span className="tabular-nums" data-testid={`whatif-value-${field}`}>
            {formatMeasurement(field, value)}
          </span>
        </label>
        <input
          id={id}
          type="range"
          className="w-full"
          min={r.min}
          max={r.max}
          step={step}
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
        />
      </div>
      <Button size="icon" variant="outline" aria-label={`Raise ${label}`} onClick={() => nudge(step)}>
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
