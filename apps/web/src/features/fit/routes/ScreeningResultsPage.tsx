import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fitDivisionLabels, fitDivisions, interviewOptions, type FitResultView } from '@dugout/domain/fit';
import { withThousands } from '@dugout/domain/shared';
import { PageContainer, PageTitle } from '@/components/ui/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field, Input, NativeSelect } from '@/components/ui/input';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states';
import { errorMessage } from '@/lib/api';
import { useFitResults } from '../api/fit.api';

const partColours: Record<string, string> = {
  level: 'bg-blue-700',
  roster: 'bg-emerald-600',
  academics: 'bg-violet-600',
  cost: 'bg-amber-500',
  distance: 'bg-sky-500',
  preferences: 'bg-rose-500',
};
const filterKeys = ['divisions', 'states', 'maxDistanceMiles', 'maxNetPrice', 'minFitScore', 'q'] as const;

/**
 * /college-screening-results: every program ranked by fit on the server (GET /api/fit/results, one request per page
 * or filter change), each with its fit score, the parts that add up to it and 'why not higher?'. `action` is the
 * page composition's slot (the tracker's 'Add to Tracker').
 */
export function ScreeningResults({ action }: { action?: (r: FitResultView) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const query: Record<string, string | number | undefined> = { page: Number(params.get('page')) || 1 };
  for (const k of filterKeys) query[k] = params.get(k) ?? undefined;
  const results = useFitResults(query);
  const setFilter = (next: Record<string, string>) => {
    const p = new URLSearchParams();
    for (const k of filterKeys) if (next[k]) p.set(k, next[k]!);
    setParams(p);
  };
  const goPage = (page: number) => {
    const p = new URLSearchParams(params);
    p.set('page', String(page));
    setParams(p);
    window.scrollTo({ top: 0 });
  };

  return (
    <PageContainer>
      <PageTitle subtitle="Programs ranked by how well they fit your measurements, your answers and their rosters.">
        College Screening Results
      </PageTitle>
      {results.isPending ? (
        <Spinner />
      ) : results.isError ? (
        <ErrorState message={errorMessage(results.error)} onRetry={() => void results.refetch()} />
      ) : results.data.state === 'noSubmission' ? (
        <EmptyState title="Submit your metrics first">
          <p>
            Your fit is measured from your latest metrics.{' '}
            <Link className="text-blue-700 underline" to="/metrics">
              Submit your metrics
            </Link>
          </p>
        </EmptyState>
      ) : results.data.state === 'noAnswers' ? (
        <EmptyState title="Tell us what you want in a college">
          <p>
            Answer a few questions to rank the programs for you.{' '}
            <Link className="text-blue-700 underline" to="/college-interview">
              Start the College Interview
            </Link>
          </p>
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <Filters initial={Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? '']))} onApply={setFilter} />
          <p className="text-sm text-slate-600" aria-live="polite">
            {withThousands(results.data.total)} of {withThousands(results.data.ranked)} programs
            {results.data.position && <> · ranked for {results.data.position}</>} ·{' '}
            <Link className="text-blue-700 underline" to="/college-interview">
              Edit your answers
            </Link>
          </p>
          {results.data.results.length === 0 ? (
            <EmptyState title="No programs match these filters" />
          ) : (
            <ol className="space-y-3" aria-label="Programs ranked by fit">
              {results.data.results.map((r) => (
                <ResultCard key={r.programId} result={r} action={action} />
              ))}
            </ol>
          )}
          <Pager page={results.data.page} pageSize={results.data.pageSize} total={results.data.total} onPage={goPage} />
        </div>
      )}
    </PageContainer>
  );
}

function Filters({
  initial,
  onApply,
}: {
  initial: Record<string, string>;
  onApply: (v: Record<string, string>) => void;
}) {
  const [v, setV] = useState(initial);
  const set = (k: string) => (e: { target: { value: string } }) => setV((x) => ({ ...x, [k]: e.target.value }));
  return (
    <Card>
      <CardContent className="pt-4 sm:pt-6">
        <form
          className="grid grid-cols-1 gap-3 sm:grid-cols-3"
          aria-label="Filter results"
          onSubmit={(e) => {
            e.preventDefault();
            onApply(v);
          }}
        >
          <Field label="Division" htmlFor="fit-division">
            <NativeSelect id="fit-division" value={v.divisions} onChange={set('divisions')}>
              <option value="">Any division</option>
              {fitDivisions.map((d) => (
                <option key={d} value={d}>
                  {fitDivisionLabels[d]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="State" htmlFor="fit-state">
            <NativeSelect id="fit-state" value={v.states} onChange={set('states')}>
              <option value="">Any state</option>
              {interviewOptions.states.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="School name" htmlFor="fit-q">
            <Input id="fit-q" value={v.q} onChange={set('q')} />
          </Field>
          <Field label="Max distance (miles)" htmlFor="fit-distance">
            <Input
              id="fit-distance"
              inputMode="numeric"
              value={v.maxDistanceMiles}
              onChange={set('maxDistanceMiles')}
            />
          </Field>
          <Field label="Max net price ($)" htmlFor="fit-price">
            <Input id="fit-price" inputMode="numeric" value={v.maxNetPrice} onChange={set('maxNetPrice')} />
          </Field>
          <Field label="Min fit score" htmlFor="fit-min">
            <Input id="fit-min" inputMode="numeric" value={v.minFitScore} onChange={set('minFitScore')} />
          </Field>
          <div className="flex gap-2 sm:col-span-3">
            <Button type="submit">Apply filters</Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setV(Object.fromEntries(filterKeys.map((k) => [k, ''])));
                onApply({});
              }}
            >
              Clear
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function ResultCard({ result: r, action }: { result: FitResultView; action?: (r: FitResultView) => ReactNode }) {
  return (
    <li>
      <Card>
        <CardContent className="space-y-3 pt-4 sm:pt-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs text-slate-500">#{r.rank}</p>
              <h2 className="text-lg font-semibold leading-tight">
                <Link className="hover:underline" to={`/college/${r.programId}`}>
                  {r.name}
                </Link>
              </h2>
              <p className="text-sm text-slate-600">
                {[
                  r.division,
                  r.conference,
                  r.state,
                  r.distanceMiles != null ? `${withThousands(r.distanceMiles)} mi` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {r.levelNote && <p className="text-xs text-slate-500">{r.levelNote}</p>}
            </div>
            <div className="text-right">
              <p className="text-3xl font-bold tabular-nums" aria-label={`Fit score ${r.fitScore.toFixed(1)}`}>
                {r.fitScore.toFixed(1)}
              </p>
              <p className="text-xs text-slate-500">Fit score</p>
            </div>
          </div>
          <div className="flex h-3 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden>
            {r.parts.map((p) => (
              <div key={p.key} className={partColours[p.key]} style={{ width: `${p.points}%` }} />
            ))}
          </div>
          <table className="w-full table-fixed text-sm">
            <caption className="sr-only">How the fit score adds up</caption>
            <tbody>
              {r.parts.map((p) => (
                <tr key={p.key} className="border-t border-slate-100 align-top">
                  <th scope="row" className="w-28 py-1 pr-2 text-left font-medium">
                    <span className={`mr-1.5 inline-block size-2.5 rounded-full ${partColours[p.key]}`} aria-hidden />
                    {p.label}
                  </th>
                  <td className="w-20 py-1 pr-2 tabular-nums">
                    {p.points.toFixed(1)} / {p.max}
                  </td>
                  <td className="py-1 break-words text-slate-600">{p.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {r.positionNeed && (
            <p className="text-sm">
              <span className="font-medium">Position need:</span> {r.positionNeed.text} ({r.positionNeed.reading})
            </p>
          )}
          {r.whyNotHigher.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer font-medium text-blue-700">Why not higher?</summary>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
                {r.whyNotHigher.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </details>
          )}
          {action && <div>{action(r)}</div>}
        </CardContent>
      </Card>
    </li>
  );
}

function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (p: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-between gap-2" aria-label="Result pages">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-slate-600">
        Page {page} of {pages}
      </span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
