import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { campusSettings, formatPercent, formatUsd, regionNames, schoolSizes, selectivityLevels, states, type CollegeSearchQuery } from '@dugout/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, Input, NativeSelect } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states';
import { errorMessage } from '@/lib/api';
import { useCollegeSearch } from '../api/college-search.api';
import { useIsMobile } from './use-media';

type Filters = Partial<Record<keyof CollegeSearchQuery, string>>;
const empty: Filters = {};

/** The full college search with the college filters (state, region, size, setting, selectivity, cost, SAT/ACT, conference). */
export function CollegeBrowser() {
  const [f, setF] = useState<Filters>(empty);
  const deferred = useDeferredValue(f);
  const q = useCollegeSearch(deferred as CollegeSearchQuery);
  const mobile = useIsMobile();
  const set = (k: keyof Filters) => (e: { target: { value: string } }) => setF((old) => ({ ...old, [k]: e.target.value || undefined }));
  const select = (k: keyof Filters, label: string, values: readonly string[], labels?: readonly string[]) => (
    <Field label={label} htmlFor={`cf-${k}`}>
      <NativeSelect id={`cf-${k}`} value={f[k] ?? ''} onChange={set(k)}>
        <option value="">Any</option>
        {values.map((v, i) => <option key={v} value={v}>{labels?.[i] ?? v}</option>)}
      </NativeSelect>
    </Field>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Browse colleges</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <form className="grid grid-cols-2 gap-3 md:grid-cols-4" onSubmit={(e) => e.preventDefault()} aria-label="College filters">
          <Field label="Search" htmlFor="cf-q" className="col-span-2">
            <Input id="cf-q" placeholder="School or city" value={f.q ?? ''} onChange={set('q')} />
          </Field>
          {select('division', 'NCAA division', ['D1', 'D2', 'D3'])}
          {select('conference', 'Conference', q.data?.conferences ?? [])}
          {select('state', 'State', states.map((s) => s.code), states.map((s) => s.name))}
          {select('region', 'Region', regionNames)}
          {select('size', 'School size', schoolSizes)}
          {select('setting', 'Setting', campusSettings)}
          {select('selectivity', 'Selectivity', selectivityLevels)}
          <Field label="Max cost (net price)" htmlFor="cf-maxCost">
            <Input id="cf-maxCost" type="number" min={0} step={1000} inputMode="numeric" value={f.maxCost ?? ''} onChange={set('maxCost')} />
          </Field>
          <Field label="My SAT" htmlFor="cf-sat">
            <Input id="cf-sat" type="number" min={400} max={1600} step={10} value={f.sat ?? ''} onChange={set('sat')} />
          </Field>
          <Field label="My ACT" htmlFor="cf-act">
            <Input id="cf-act" type="number" min={1} max={36} value={f.act ?? ''} onChange={set('act')} />
          </Field>
          <div className="col-span-2 flex items-end md:col-span-4">
            <Button type="button" variant="outline" onClick={() => setF(empty)}>Clear filters</Button>
          </div>
        </form>
        {q.isLoading ? (
          <Spinner label="Searching colleges…" />
        ) : q.isError ? (
          <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
        ) : !q.data?.results.length ? (
          <EmptyState title="No colleges match these filters" />
        ) : (
          <div>
            <p className="mb-2 text-sm text-slate-600" aria-live="polite">
              {q.data.total} {q.data.total === 1 ? 'college' : 'colleges'}
              {q.data.total > q.data.results.length ? ` (first ${q.data.results.length} shown)` : ''}
            </p>
            <div className="max-h-[600px] overflow-auto rounded-lg border border-slate-200">
              {mobile ? (
                <ul className="divide-y divide-slate-100">
                  {q.data.results.map((r) => (
                    <li key={r.schoolId} className="p-3">
                      <Link to={`/college/${r.schoolId}`} className="font-medium text-blue-700 hover:underline">{r.schoolName}</Link>
                      <p className="text-xs text-slate-500">{r.division} · {r.conference ?? 'N/A'} · {[r.city, r.state].filter(Boolean).join(', ')}</p>
                      <p className="text-xs text-slate-500">Acceptance {formatPercent(r.acceptanceRate)} · Net price {formatUsd(r.netPrice)}</p>
                    </li>
                  ))}
                </ul>
              ) : (
                <table className="w-full text-sm">
                  <thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-500 uppercase">
                    <tr>
                      {['School', 'Division', 'Conference', 'Location', 'Enrollment', 'Acceptance', 'Net price', 'SAT'].map((h) => <th key={h} className="px-3 py-2 font-medium">{h}</th>)}
                    </tr>
                  </thead>
                  <tbody>
                    {q.data.results.map((r) => (
                      <tr key={r.schoolId} className="border-t border-slate-100">
                        <td className="px-3 py-1.5"><Link to={`/college/${r.schoolId}`} className="font-medium text-blue-700 hover:underline">{r.schoolName}</Link></td>
                        <td className="px-3 py-1.5">{r.division}</td>
                        <td className="px-3 py-1.5">{r.conference ?? 'N/A'}</td>
                        <td className="px-3 py-1.5">{[r.city, r.state].filter(Boolean).join(', ') || 'N/A'}</td>
                        <td className="px-3 py-1.5">{r.undergradEnrollment?.toLocaleString('en-US') ?? 'N/A'}</td>
                        <td className="px-3 py-1.5">{formatPercent(r.acceptanceRate)}</td>
                        <td className="px-3 py-1.5">{formatUsd(r.netPrice)}</td>
                        <td className="px-3 py-1.5">{r.satMin != null ? `${r.satMin}–${r.satMax ?? '?'}` : 'N/A'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
