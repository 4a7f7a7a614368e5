import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { interviewOptions, interviewSteps, type InterviewField, type InterviewFormValues } from '@dugout/domain/fit';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { Field, Input } from '@/components/ui/Input';
import { ErrorState, Spinner } from '@/components/ui/States';
import { ApiError, errorMessage } from '@/lib/api';
import { useInterview, useSaveInterview } from '../api/fit.api';

type Values = Record<string, unknown>;
type ListField = 'divisions' | 'regions' | 'states' | 'schoolSizes' | 'settings' | 'control';
const listFields: readonly string[] = ['divisions', 'regions', 'states', 'schoolSizes', 'settings', 'control'];
const numberFields: Partial<Record<InterviewField, { inputMode: 'numeric' | 'decimal'; placeholder: string }>> = {
  homeZip: { inputMode: 'numeric', placeholder: '30301' },
  maxDistanceMiles: { inputMode: 'numeric', placeholder: '500' },
  maxNetPrice: { inputMode: 'numeric', placeholder: '30000' },
  gpa: { inputMode: 'decimal', placeholder: '3.5' },
  sat: { inputMode: 'numeric', placeholder: '1200' },
  act: { inputMode: 'numeric', placeholder: '26' },
};

/**
 * /college-interview: one question group per step (the domain's interviewSteps), progress shown, each step saved
 * (PUT the whole answer set) before the next one; the answers load again on a later visit and stay editable.
 */
export default function InterviewPage() {
  const saved = useInterview();
  if (saved.isPending)
    return (
      <PageContainer>
        <Spinner />
      </PageContainer>
    );
  if (saved.isError)
    return (
      <PageContainer>
        <ErrorState message={errorMessage(saved.error)} onRetry={() => void saved.refetch()} />
      </PageContainer>
    );
  return <Interview initial={saved.data.answers as Values} />;
}

function Interview({ initial }: { initial: Values }) {
  const [values, setValues] = useState<Values>(initial);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveInterview();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const current = interviewSteps[step]!;
  const last = step === interviewSteps.length - 1;
  const first = useRef(true);

  useEffect(() => {
    if (first.current) return void (first.current = false);
    heading.current?.focus();
  }, [step]);

  const set = (name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };

  const go = async (to: number | 'done') => {
    try {
      await save.mutateAsync(values as InterviewFormValues);
      setErrors({});
      if (to === 'done') navigate('/college-screening-results');
      else setStep(to);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        const fields: Record<string, string> = {};
        for (const [k, m] of Object.entries(err.fields)) fields[k.split('.')[0]!] ??= m;
        setErrors(fields);
        const bad = interviewSteps.findIndex((s) => s.fields.some((f) => fields[f.name]));
        if (bad >= 0) setStep(bad);
      } else setErrors({ _: errorMessage(err) });
    }
  };

  return (
    <PageContainer className="max-w-2xl">
      <PageTitle subtitle="Tell us what you want in a college. Each step is saved as you go; come back any time to change an answer.">
        College Interview
      </PageTitle>
      <ol className="mb-4 flex flex-wrap gap-1.5" aria-label="Steps">
        {interviewSteps.map((s, i) => (
          <li key={s.id}>
            <button
              type="button"
              onClick={() => void go(i)}
              aria-current={i === step ? 'step' : undefined}
              className={`rounded-full border px-2.5 py-1 text-xs ${i === step ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              {i + 1}. {s.title}
            </button>
          </li>
        ))}
      </ol>
      <p className="mb-1 text-sm text-slate-600" aria-live="polite">
        Step {step + 1} of {interviewSteps.length}
      </p>
      <div
        className="mb-4 h-2 w-full rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Interview progress"
        aria-valuemin={0}
        aria-valuemax={interviewSteps.length}
        aria-valuenow={step + 1}
      >
        <div
          className="h-2 rounded-full bg-blue-700"
          style={{ width: `${((step + 1) / interviewSteps.length) * 100}%` }}
        />
      </div>
      <Card>
        <CardContent className="space-y-5 pt-4 sm:pt-6">
          <div>
            <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
              {current.title}
            </h2>
            <p className="text-sm text-slate-600">{current.help}</p>
          </div>
          {current.fields.map((f) => (
            <Question
              key={f.name}
              name={f.name}
              label={f.label}
              help={f.help}
              value={values[f.name]}
              error={errors[f.name]}
              onChange={(v) => set(f.name, v)}
            />
          ))}
          {errors._ && (
            <p role="alert" className="text-sm text-red-700">
              {errors._}
            </p>
          )}
          <div className="flex flex-wrap justify-between gap-2">
            <Button variant="outline" disabled={step === 0 || save.isPending} onClick={() => void go(step - 1)}>
              Back
            </Button>
            <Button disabled={save.isPending} onClick={() => void go(last ? 'done' : step + 1)}>
              {save.isPending ? 'Saving…' : last ? 'Save and see my results' : 'Save and continue'}
            </Button>
          </div>
        </CardContent>
      </Card>
      <p className="mt-4 text-sm text-slate-600">
        Already answered?{' '}
        <Link className="text-blue-700 underline" to="/college-screening-results">
          See your college matches
        </Link>
      </p>
    </PageContainer>
  );
}

function Question({
  name,
  label,
  help,
  value,
  error,
  onChange,
}: {
  name: InterviewField;
  label: string;
  help?: string;
  value: unknown;
  error?: string;
  onChange: (v: unknown) => void;
}) {
  const id = useId();
  if (listFields.includes(name)) {
    const options = interviewOptions[name as ListField] as ReadonlyArray<{ value: string; label: string }>;
    const chosen = new Set(Array.isArray(value) ? (value as string[]) : []);
    const toggle = (v: string) =>
      onChange(options.map((o) => o.value).filter((o) => (o === v ? !chosen.has(o) : chosen.has(o))));
    return (
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{label}</legend>
        {help && <p className="text-xs text-slate-500">{help}</p>}
        <div
          className={`mt-2 grid gap-2 ${name === 'states' ? 'max-h-60 grid-cols-2 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-3' : 'grid-cols-1 sm:grid-cols-2'}`}
        >
          {options.map((o) => (
            <label key={o.value} className="flex min-w-0 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 shrink-0"
                checked={chosen.has(o.value)}
                onChange={() => toggle(o.value)}
              />
              <span className="truncate">{o.label}</span>
            </label>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  if (name === 'priorities') {
    const order =
      Array.isArray(value) && value.length ? (value as string[]) : interviewOptions.priorities.map((p) => p.value);
    const move = (i: number, d: -1 | 1) => {
      const next = [...order];
      [next[i], next[i + d]] = [next[i + d]!, next[i]!];
      onChange(next);
    };
    const labelOf = (v: string) => interviewOptions.priorities.find((p) => p.value === v)?.label ?? v;
    return (
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{label}</legend>
        <ol className="mt-2 space-y-2">
          {order.map((p, i) => (
            <li
              key={p}
              className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm"
            >
              <span>
                {i + 1}. {labelOf(p)}
              </span>
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Move ${labelOf(p)} up`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Move ${labelOf(p)} down`}
                  disabled={i === order.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
              </span>
            </li>
          ))}
        </ol>
        {!(Array.isArray(value) && value.length) && (
          <Button className="mt-2" size="sm" variant="outline" onClick={() => onChange(order)}>
            Use this order
          </Button>
        )}
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  const numeric = numberFields[name];
  return (
    <Field label={label} htmlFor={id} error={error} hint={help}>
      <Input
        id={id}
        inputMode={numeric?.inputMode}
        placeholder={numeric?.placeholder}
        aria-invalid={!!error}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
