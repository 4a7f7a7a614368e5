import { ChevronDown, ChevronUp } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import {
  campusSettings,
  collegeControls,
  regionNames,
  schoolSizes,
  searchDivisionLabels,
  searchDivisions,
  searchSortLabels,
  searchSorts,
  sourceLabels,
  type CollegeSearchQuery,
  type CollegeSearchRow,
} from '@dugout/domain/colleges';
import { formatPercent, formatUsd, states, withThousands } from '@dugout/domain/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, Input, NativeSelect } from '@/components/ui/Input';
import { Button } from '@/components/ui/Button';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/States';
import { errorMessage } from '@/lib/api';
import { useCollegeSearch } from '../api/college-search.api';
import { useIsMobile } from '@/lib/use-media';

type Filters = Partial<Record<Exclude<keyof CollegeSearchQuery, 'page' | 'pageSize'>, string>>;
const empty: Filters = {};
const dash = '—';
const location = (r: CollegeSearchRow) => [r.city, r.state].filter(Boolean).join(', ') || dash;
const sat = (r: CollegeSearchRow) => (r.satMin != null ? `${r.satMin}–${r.satMax ?? '?'}` : dash);
const miles = (r: CollegeSearchRow) => (r.distanceMi != null ? `${withThousands(r.distanceMi)} mi` : dash);

/** The filters under 'More filters' (region, size, setting, control, cost, acceptance and test scores). */
const moreFilterKeys = [
  'region',
  'size',
  'setting',
  'control',
  'maxTuitionIn',
  'maxTuitionOut',
  'maxNetPrice',
  'minAcceptance',
  'maxAcceptance',
  'sat',
  'act',
] as const satisfies ReadonlyArray<keyof Filters>;

/**
 * The one college search on /colleges: every association, the college filters, sorting and server-side pages of 25.
 * Each group of columns cites its source (program list, College Scorecard).
 */
export function CollegeBrowser({ defaultZip }: { defaultZip?: string }) {
  const [f, setF] = useState<Filters>(defaultZip ? { zip: defaultZip } : empty);
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(f);
  const validZip = !deferred.zip || /^\d{5}$/.test(deferred.zip);
  const params: CollegeSearchQuery = {
    ...(deferred as CollegeSearchQuery),
    zip: validZip ? deferred.zip : undefined,
    maxMiles: validZip && deferred.zip ? (deferred.maxMiles as never) : undefined,
    sort: (deferred.sort === 'distance' && !(validZip && deferred.zip)
      ? 'name'
      : deferred.sort) as CollegeSearchQuery['sort'],
    page,
  };
  const zipOn = !!params.zip;
  const q = useCollegeSearch(params);
  // The search form shows the common filters; the rest open under 'More filters' (open by itself when one is set),
  // so a phone reaches the results without scrolling past 19 fields.
  const activeMore = moreFilterKeys.filter((k) => !!f[k]).length;
  const [moreOpen, setMoreOpen] = useState(activeMore > 0);
  const mobile = useIsMobile();
  const update = (k: keyof Filters, v: string) => {
    setF((old) => ({ ...old, [k]: v || undefined }));
    setPage(1);
  };
  const set = (k: keyof Filters) => (e: { target: { value: string } }) => update(k, e.target.value);
  const select = (
    k: keyof Filters,
    label: string,
    values: readonly string[],
    labels?: readonly string[],
    any = 'Any',
  ) => (
    <Field label={label} htmlFor={`cf-${k}`}>
      <NativeSelect id={`cf-${k}`} value={f[k] ?? ''} onChange={set(k)}>
        <option value="">{any}</option>
        {values.map((v, i) => (
          <option key={v} value={v}>
            {labels?.[i] ?? v}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
  const number = (
    k: keyof Filters,
    label: string,
    props: { min?: number; max?: number; step?: number; placeholder?: string },
  ) => (
    <Field label={label} htmlFor={`cf-${k}`}>
      <Input id={`cf-${k}`} type="number" inputMode="numeric" value={f[k] ?? ''} onChange={set(k)} {...props} />
    </Field>
  );
  const data = q.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Every source the figures come from, each with its year (docs/decisions/0051-row-sources.md).
  const schoolSrc = sourceLabels(data?.sources.school) ?? 'no source on file';
  const acadSrc = sourceLabels(data?.sources.academics);
  const acad = acadSrc ? `Source: ${acadSrc}` : 'No academics source on file';
  const headers: Array<[string, string]> = [
    ['School', `Source: ${schoolSrc}`],
    ['Division', `Source: ${schoolSrc}`],
    ['Conference', `Source: ${schoolSrc}`],
    ['Location', `Source: ${schoolSrc}`],
    ['Enrollment', acad],
    ['Acceptance', acad],
    ['In-state cost', acad],
    ['Out-of-state cost', acad],
    ['Net price', acad],
    ['SAT (25th–75th)', acad],
    ...(zipOn ? ([['Distance', 'Straight line from the ZIP code (zipcodes package)']] as Array<[string, string]>) : []),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>College Search</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4"
          onSubmit={(e) => e.preventDefault()}
          aria-label="College filters"
        >
          <Field label="Search by name" htmlFor="cf-q" className="sm:col-span-2">
            <Input
              id="cf-q"
              type="search"
              placeholder="e.g. Ole Miss, Mississippi State"
              value={f.q ?? ''}
              onChange={set('q')}
            />
          </Field>
          {select(
            'division',
            'Division',
            searchDivisions,
            searchDivisions.map((d) => searchDivisionLabels[d]),
            'All Divisions',
          )}
          {select('conference', 'Conference', data?.conferences ?? [])}
          {select(
            'state',
            'State',
            states.map((s) => s.code),
            states.map((s) => s.name),
          )}
          <Field label="Your ZIP code" htmlFor="cf-zip" error={validZip ? undefined : 'Enter a 5-digit ZIP code'}>
            <Input
              id="cf-zip"
              inputMode="numeric"
              maxLength={5}
              placeholder="e.g. 27708"
              value={f.zip ?? ''}
              onChange={set('zip')}
            />
          </Field>
          {number('maxMiles', 'Within (miles)', { min: 1, max: 5000, step: 25 })}
          <Field label="Sort by" htmlFor="cf-sort">
            <NativeSelect id="cf-sort" value={f.sort ?? 'name'} onChange={set('sort')}>
              {searchSorts.map((s) => (
                <option key={s} value={s} disabled={s === 'distance' && !zipOn}>
                  {searchSortLabels[s]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Order" htmlFor="cf-dir">
            <NativeSelect id="cf-dir" value={f.dir ?? 'asc'} onChange={set('dir')}>
              <option value="asc">Ascending</option>
              <option value="desc">Descending</option>
            </NativeSelect>
          </Field>
          <div className="flex flex-wrap items-end gap-2">
            <Button
              type="button"
              variant="ghost"
              aria-expanded={moreOpen}
              aria-controls="cf-more"
              onClick={() => setMoreOpen((o) => !o)}
            >
              {moreOpen ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
              More filters{activeMore ? ` (${activeMore})` : ''}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setF(empty);
                setPage(1);
              }}
            >
              Clear filters
            </Button>
          </div>
          {moreOpen && (
            <div id="cf-more" className="col-span-full grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4">
              {select('region', 'Region', regionNames)}
              {select('size', 'Enrollment size', schoolSizes, [
                'Small (under 5,000)',
                'Medium (5,000–15,000)',
                'Large (over 15,000)',
              ])}
              {select('setting', 'Setting', campusSettings)}
              {select('control', 'Public or private', collegeControls)}
              {number('maxTuitionIn', 'Max in-state cost ($)', { min: 0, step: 1000 })}
              {number('maxTuitionOut', 'Max out-of-state cost ($)', { min: 0, step: 1000 })}
              {number('maxNetPrice', 'Max net price ($)', { min: 0, step: 1000 })}
              {number('minAcceptance', 'Min acceptance rate (%)', { min: 0, max: 100 })}
              {number('maxAcceptance', 'Max acceptance rate (%)', { min: 0, max: 100 })}
              {number('sat', 'My SAT', { min: 400, max: 1600, step: 10 })}
              {number('act', 'My ACT', { min: 1, max: 36 })}
            </div>
          )}
        </form>
        {q.isLoading ? (
          <Spinner label="Searching colleges…" />
        ) : q.isError ? (
          <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
        ) : !data?.results.length ? (
          <EmptyState title="No colleges match these filters" />
        ) : (
          <div>
            <p className="mb-2 text-sm text-slate-600" aria-live="polite" data-testid="search-total">
              {withThousands(data.total)} {data.total === 1 ? 'program' : 'programs'} · page {data.page} of {pages}
            </p>
            <div className="overflow-x-auto rounded-lg border border-slate-200">
              {mobile ? (
                <ul className="divide-y divide-slate-100" aria-label="Search results">
                  {data.results.map((r) => (
                    <li key={r.schoolId} className="p-3">
                      <Link to={`/college/${r.schoolId}`} className="font-medium text-blue-700 hover:underline">
                        {r.schoolName}
                      </Link>
                      <p className="text-xs text-slate-600">
                        {r.division} · {r.conference ?? dash} · {location(r)}
                        {zipOn ? ` · ${miles(r)}` : ''}
                      </p>
                      <p className="text-xs text-slate-600">
                        Enrollment {r.undergradEnrollment != null ? withThousands(r.undergradEnrollment) : dash} ·
                        Acceptance {r.acceptanceRate != null ? formatPercent(r.acceptanceRate) : dash} · Net price{' '}
                        {r.netPrice != null ? formatUsd(r.netPrice) : dash}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <table className="w-full text-sm" data-testid="search-results">
                  <thead className="bg-slate-50 text-left text-xs text-slate-600">
                    <tr>
                      {headers.map(([h, src]) => (
                        <th key={h} scope="col" className="px-2 py-2 font-medium" title={src}>
                          <span className="uppercase">{h}</span>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.results.map((r) => (
                      <tr key={r.schoolId} className="border-t border-slate-100">
                        <td className="px-2 py-1.5">
                          <Link to={`/college/${r.schoolId}`} className="font-medium text-blue-700 hover:underline">
                            {r.schoolName}
                          </Link>
                        </td>
                        <td className="px-2 py-1.5">{r.division}</td>
                        <td className="px-2 py-1.5">{r.conference ?? dash}</td>
                        <td className="px-2 py-1.5">{location(r)}</td>
                        <td className="px-2 py-1.5">
                          {r.undergradEnrollment != null ? withThousands(r.undergradEnrollment) : dash}
                        </td>
                        <td className="px-2 py-1.5">
                          {r.acceptanceRate != null ? formatPercent(r.acceptanceRate) : dash}
                        </td>
                        <td className="px-2 py-1.5">{r.tuitionInState != null ? formatUsd(r.tuitionInState) : dash}</td>
                        <td className="px-2 py-1.5">
                          {r.tuitionOutState != null ? formatUsd(r.tuitionOutState) : dash}
                        </td>
                        <td className="px-2 py-1.5">{r.netPrice != null ? formatUsd(r.netPrice) : dash}</td>
                        <td className="px-2 py-1.5">{sat(r)}</td>
                        {zipOn && <td className="px-2 py-1.5">{miles(r)}</td>}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
            <p className="mt-2 text-xs text-slate-500" data-testid="search-sources">
              Programs, divisions and conferences: {schoolSrc}. Enrollment, acceptance, cost and SAT:{' '}
              {acadSrc ?? 'no source on file'}. {dash} means no figure on file.
            </p>
            <nav className="mt-3 flex items-center justify-between gap-2" aria-label="Result pages">
              <Button type="button" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <span className="text-sm text-slate-600">
                Page {data.page} of {pages}
              </span>
              <Button type="button" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </nav>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
