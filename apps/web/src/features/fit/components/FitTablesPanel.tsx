import { useState } from 'react';
import {
  benchmarkLevelLabels,
  benchmarkLevels,
  benchmarkMetricInfo,
  type BenchmarkTable,
  type ContactRule,
} from '@dugout/domain/fit';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, Input } from '@/components/ui/Input';
import { ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useBenchmarks, useContactRules, useSaveBenchmarks, useSaveContactRules } from '../api/fit.api';

/** The rule date's three numeric fields (a year is counted from the graduation year). */
const dateParts = [
  ['Month', 'month'],
  ['Day', 'day'],
  ['Year', 'yearOffset'],
] as const;

/** Admin: the division benchmark table and the contact calendar rules, each with its source (validated on the server). */
export function FitTablesPanel() {
  const benchmarks = useBenchmarks();
  const rules = useContactRules();
  return (
    <div className="space-y-6">
      {benchmarks.isPending ? (
        <Spinner />
      ) : benchmarks.isError ? (
        <ErrorState message={errorMessage(benchmarks.error)} />
      ) : (
        <BenchmarksEditor key={benchmarks.data.updatedAt ?? 'default'} table={benchmarks.data} />
      )}
      {rules.isPending ? (
        <Spinner />
      ) : rules.isError ? (
        <ErrorState message={errorMessage(rules.error)} />
      ) : (
        <RulesEditor key={rules.data.updatedAt ?? 'default'} rules={rules.data.rules} />
      )}
    </div>
  );
}

function BenchmarksEditor({ table }: { table: BenchmarkTable & { updatedAt?: string | null } }) {
  const [draft, setDraft] = useState(() => ({
    source: table.source,
    sourceDate: table.sourceDate,
    rows: table.rows.map((r) => ({
      metric: r.metric,
      values: Object.fromEntries(benchmarkLevels.map((l) => [l, String(r.values[l])])) as Record<string, string>,
    })),
  }));
  const save = useSaveBenchmarks();
  const [done, setDone] = useState(false);
  const submit = () => {
    setDone(false);
    save.mutate(
      {
        source: draft.source,
        sourceDate: draft.sourceDate,
        rows: draft.rows.map((r) => ({
          metric: r.metric,
          values: Object.fromEntries(benchmarkLevels.map((l) => [l, Number(r.values[l])])),
        })),
      } as BenchmarkTable,
      { onSuccess: () => setDone(true) },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Division benchmarks</CardTitle>
        <CardDescription>
          Averages of committed players’ best marks by level, shown on the dashboard and used for level fit.
          {table.updatedAt ? ` Last edited ${table.updatedAt.slice(0, 10)}.` : ' Default table.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          <Field label="Source" htmlFor="bm-source">
            <Input
              id="bm-source"
              value={draft.source}
              onChange={(e) => setDraft({ ...draft, source: e.target.value })}
            />
          </Field>
          <Field label="Source date (YYYY-MM-DD)" htmlFor="bm-date">
            <Input
              id="bm-date"
              value={draft.sourceDate}
              onChange={(e) => setDraft({ ...draft, sourceDate: e.target.value })}
            />
          </Field>
        </div>
        <div className="overflow-x-auto">
          <table className="text-sm">
            <thead>
              <tr>
                <th scope="col" className="pr-2 text-left">
                  Measurement
                </th>
                {benchmarkLevels.map((l) => (
                  <th key={l} scope="col" className="px-1 text-left">
                    {benchmarkLevelLabels[l]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {draft.rows.map((r, i) => (
                <tr key={r.metric}>
                  <th scope="row" className="pr-2 text-left font-medium">
                    {benchmarkMetricInfo[r.metric].label} ({benchmarkMetricInfo[r.metric].unit})
                  </th>
                  {benchmarkLevels.map((l) => (
                    <td key={l} className="px-1 py-0.5">
                      <Input
                        aria-label={`${benchmarkMetricInfo[r.metric].label} ${benchmarkLevelLabels[l]}`}
                        inputMode="decimal"
                        className="w-20"
                        value={r.values[l]}
                        onChange={(e) =>
                          setDraft({
                            ...draft,
                            rows: draft.rows.map((x, k) =>
                              k === i ? { ...x, values: { ...x.values, [l]: e.target.value } } : x,
                            ),
                          })
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {save.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(save.error)}
          </p>
        )}
        {done && (
          <p role="status" className="text-sm text-emerald-700">
            Benchmarks saved
          </p>
        )}
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save benchmarks'}
        </Button>
      </CardContent>
    </Card>
  );
}

function RulesEditor({ rules }: { rules: ContactRule[] }) {
  const [draft, setDraft] = useState(() =>
    rules.map((r) => ({ ...r, month: String(r.month), day: String(r.day), yearOffset: String(r.yearOffset) })),
  );
  const save = useSaveContactRules();
  const [done, setDone] = useState(false);
  const set = (i: number, k: string, v: string) => setDraft(draft.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  const submit = () => {
    setDone(false);
    save.mutate(
      draft.map((r) => ({ ...r, month: Number(r.month), day: Number(r.day), yearOffset: Number(r.yearOffset) })),
      { onSuccess: () => setDone(true) },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact calendar rules</CardTitle>
        <CardDescription>
          When college coaches may contact a player and visits may start, by graduation year (year: 0 = the graduation
          year, −2 = two years before). Shown on the tracker.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {draft.map((r, i) => (
          <fieldset key={r.id} className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-6">
            <legend className="px-1 text-sm font-medium">
              {r.division} · {r.kind}
            </legend>
            <Field className="sm:col-span-6" label="What becomes allowed" htmlFor={`cr-label-${i}`}>
              <Input id={`cr-label-${i}`} value={r.label} onChange={(e) => set(i, 'label', e.target.value)} />
            </Field>
            {dateParts.map(([label, key]) => (
              <Field key={key} label={label} htmlFor={`cr-${key}-${i}`}>
                <Input
                  id={`cr-${key}-${i}`}
                  inputMode="numeric"
                  value={r[key]}
                  onChange={(e) => set(i, key, e.target.value)}
                />
              </Field>
            ))}
            <Field className="sm:col-span-3" label="Source" htmlFor={`cr-s-${i}`}>
              <Input id={`cr-s-${i}`} value={r.source} onChange={(e) => set(i, 'source', e.target.value)} />
            </Field>
          </fieldset>
        ))}
        {save.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(save.error)}
          </p>
        )}
        {done && (
          <p role="status" className="text-sm text-emerald-700">
            Contact rules saved
          </p>
        )}
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save contact rules'}
        </Button>
      </CardContent>
    </Card>
  );
}
