import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  heightProblems,
  weightGroupLabel,
  weightProblems,
  HEIGHT_MAX,
  HEIGHT_MIN,
  type HeightRow,
  type WeightRow,
} from '@dugout/domain/admin';
import { scoringMetricLabels } from '@dugout/domain/scoring';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { ScrollRegion } from '@/components/ui/ScrollRegion';
import { errorMessage } from '@/lib/api';
import { useRescoreStatus, useSaveScoringTable, useScoringTables, type ScoringTables } from '../api/scoring-tables';

/** Scoring tables editor (docs/decisions/0014-scoring-tables.md): validated before saving; saving re-scores every submission with progress. */
export function ScoringTablesPanel() {
  const q = useScoringTables();
  if (q.isLoading) return <Spinner />;
  if (q.isError || !q.data) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  return <Editor key={q.dataUpdatedAt} data={q.data} />;
}

function Editor({ data }: { data: ScoringTables }) {
  const [weights, setWeights] = useState<WeightRow[]>(data.weights);
  const [heights, setHeights] = useState<HeightRow[]>(data.heights);
  const save = useSaveScoringTable();
  const [watch, setWatch] = useState(data.rescore.state === 'running');
  const status = useRescoreStatus(watch);
  const wProblems = useMemo(() => weightProblems(weights), [weights]);
  const hProblems = useMemo(() => heightProblems(heights), [heights]);
  const groups = useMemo(() => [...new Set(weights.map(weightGroupLabel))], [weights]);

  const submit = async (table: 'weights' | 'heights') => {
    try {
      const res =
        table === 'weights'
          ? await save.mutateAsync({ table, rows: weights })
          : await save.mutateAsync({ table, rows: heights });
      toast.success('Scoring tables saved', {
        description: data.rescoreAvailable ? 'Re-scoring all submissions…' : `${res.saved} rows saved.`,
      });
      setWatch(true);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    }
  };
  const setWeight = (i: number, v: string) =>
    setWeights((ws) => ws.map((w, j) => (j === i ? { ...w, weight: Number(v) } : w)));
  const setHeight = (i: number, key: keyof HeightRow, v: string) =>
    setHeights((hs) => hs.map((h, j) => (j === i ? { ...h, [key]: Number(v) } : h)));
  const cols: Array<[keyof HeightRow, string]> = [
    ['c', 'C'],
    ['firstBase', '1B'],
    ['thirdBase', '3B'],
    ['mif', 'MIF'],
    ['of', 'OF'],
    ['lhp', 'LHP'],
    ['rhp', 'RHP'],
  ];
  const addHeight = (end: 'top' | 'bottom') => {
    const ref = end === 'top' ? heights[0] : heights[heights.length - 1];
    if (!ref) return;
    const height = end === 'top' ? ref.height - 1 : ref.height + 1;
    if (height < HEIGHT_MIN || height > HEIGHT_MAX) return;
    setHeights((hs) => (end === 'top' ? [{ ...ref, height }, ...hs] : [...hs, { ...ref, height }]));
  };
  const s = status.data ?? data.rescore;

  return (
    <div className="space-y-4">
      <div role="status" aria-live="polite" className="rounded-lg border border-slate-200 p-3 text-sm">
        {!data.rescoreAvailable ? (
          'The re-scoring job is not connected yet: saved tables apply to new submissions.'
        ) : s.state === 'running' ? (
          <div className="space-y-1">
            <p>
              Re-scoring submissions: {s.done} of {s.total || '…'}
            </p>
            <progress className="h-2 w-full" max={s.total || 1} value={s.done} aria-label="Re-scoring progress" />
          </div>
        ) : s.state === 'done' ? (
          `All ${s.total} submissions were re-scored.`
        ) : s.state === 'failed' ? (
          <span className="text-red-700">{s.error}</span>
        ) : (
          'Saving a table re-scores all submissions.'
        )}
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Position Metric Weights</CardTitle>
          <CardDescription>The weights of each position (and condition) must sum to 1 (± 0.001).</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {weights.length === 0 ? (
            <EmptyState title="No weights yet." />
          ) : (
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {groups.map((g) => {
                const rows = weights.map((w, i) => [w, i] as const).filter(([w]) => weightGroupLabel(w) === g);
                const sum = rows.reduce((acc, [w]) => acc + w.weight, 0);
                return (
                  <fieldset key={g} className="rounded-lg border border-slate-200 p-3">
                    <legend className="px-1 text-sm font-semibold">{g}</legend>
                    {rows.map(([w, i]) => (
                      <label key={w.metric} className="flex items-center justify-between gap-2 py-0.5 text-sm">
                        {scoringMetricLabels[w.metric]}
                        <input
                          type="number"
                          step="0.01"
                          min="0"
                          max="1"
                          className="h-8 w-24 rounded border border-slate-300 px-2"
                          value={Number.isFinite(w.weight) ? w.weight : ''}
                          onChange={(e) => setWeight(i, e.target.value)}
                          aria-label={`${g} ${scoringMetricLabels[w.metric]} weight`}
                        />
                      </label>
                    ))}
                    <p className={`mt-1 text-xs ${Math.abs(sum - 1) > 0.001 ? 'text-red-700' : 'text-slate-500'}`}>
                      Sum {sum.toFixed(3)}
                    </p>
                  </fieldset>
                );
              })}
            </div>
          )}
          {wProblems.map((p) => (
            <p key={p} role="alert" className="text-sm text-red-700">
              {p}
            </p>
          ))}
          <Button
            disabled={wProblems.length > 0 || weights.length === 0 || save.isPending || s.state === 'running'}
            onClick={() => void submit('weights')}
          >
            Save Weights
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Height–Position Scores</CardTitle>
          <CardDescription>
            One row per inch, consecutive, between {HEIGHT_MIN} and {HEIGHT_MAX} inches.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => addHeight('top')} disabled={!heights.length}>
              Add shorter height
            </Button>
            <Button size="sm" variant="outline" onClick={() => addHeight('bottom')} disabled={!heights.length}>
              Add taller height
            </Button>
          </div>
          {heights.length === 0 ? (
            <EmptyState title="No height scores yet." />
          ) : (
            <ScrollRegion
              label="Height–position scores table"
              className="max-h-96 overflow-y-auto rounded-lg border border-slate-200"
            >
              <table className="w-full min-w-[36rem] text-sm">
                <caption className="sr-only">Height–position scores</caption>
                <thead className="sticky top-0 bg-slate-50">
                  <tr>
                    <th scope="col" className="px-2 py-1 text-left">
                      Height
                    </th>
                    {cols.map(([, label]) => (
                      <th key={label} scope="col" className="px-2 py-1 text-left">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {heights.map((h, i) => (
                    <tr key={h.height}>
                      <th scope="row" className="px-2 py-0.5 text-left font-mono">
                        {h.height}
                      </th>
                      {cols.map(([key, label]) => (
                        <td key={key} className="px-1 py-0.5">
                          <input
                            type="number"
                            step="0.1"
                            className="h-7 w-16 rounded border border-slate-300 px-1"
                            value={h[key]}
                            onChange={(e) => setHeight(i, key, e.target.value)}
                            aria-label={`${label} score at ${h.height} inches`}
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          {hProblems.map((p) => (
            <p key={p} role="alert" className="text-sm text-red-700">
              {p}
            </p>
          ))}
          <Button
            disabled={hProblems.length > 0 || heights.length === 0 || save.isPending || s.state === 'running'}
            onClick={() => void submit('heights')}
          >
            Save Heights
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
