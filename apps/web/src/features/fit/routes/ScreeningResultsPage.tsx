import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fitDivisionLabels, fitDivisions, interviewOptions, type FitSummaryView } from '@dugout/domain/fit';
import { withThousands } from '@dugout/domain/shared';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { Field, Input, NativeSelect } from '@/components/ui/Input';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useFitResults } from '../api/fit.api';
import { FitResultRow, sectionOf } from '../components/FitResultRow';
import { LevelEstimateChart } from '../components/LevelEstimateChart';
const filterKeys = ['divisions', 'states', 'maxDistanceMiles', 'maxNetPrice', 'minFitScore', 'q'] as const;

/**
 * /college-screening-results: every program ranked by fit on the server (GET /api/fit/results, one request per page
 * or filter change). Above the list, how likely each level is for the player's marks and what the score counts (said
 * once); then one compact row per program with its band, score and one line on why. A row's breakdown is fetched
 * only when it is opened (GET /api/fit/results/:id): nothing else blocks the list. `action` is the page composition's
 * slot (the tracker's 'Add to Tracker').
 */
export function ScreeningResults({ action }: { action?: (r: FitSummaryView) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  // page 1 is asked for without `page` (the server's default): the exact URL the server preloads for this screen
  // (apps/web/vite.config.ts, routePreloads), so a first visit finds its answer already on the way
  const page = Number(params.get('page')) || 1;
  const query: Record<string, string | number | undefined> = { page: page > 1 ? page : undefined };
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
          {results.data.estimate && (
            <LevelEstimateChart
              estimate={results.data.estimate}
              counted={results.data.counted}
              notes={results.data.notes}
              rostersOnFile={results.data.rostersOnFile}
            />
          )}
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
            <ol
              className="overflow-hidden rounded-lg border border-slate-200 bg-white"
              aria-label="Programs ranked by fit"
            >
              {results.data.results.map((r, i, rows) => {
                const section = sectionOf(r);
                return (
                  <FitResultRow
                    key={r.programId}
                    result={r}
                    action={action}
                    section={i === 0 || sectionOf(rows[i - 1]!) !== section ? section : null}
                  />
                );
              })}
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
      <CardContent className="p-3 sm:p-4">
        <form
          className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3 lg:grid-cols-6"
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
          <div className="col-span-2 flex gap-2 sm:col-span-3 lg:col-span-6">
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
