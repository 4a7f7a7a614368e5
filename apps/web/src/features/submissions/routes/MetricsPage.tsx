import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import {
  heightFromFeetAndInches,
  submissionFieldLabels,
  submissionFieldRules,
  submissionInputSchema,
  type SubmissionFormValues,
  type SubmissionInput,
  type SubmissionNumberField,
} from '@dugout/domain/scoring';
import {
  batsOptions,
  DEFAULT_GRAD_YEAR,
  gradYearOptions,
  isPitcher,
  POSTGRAD_YEAR,
  positions,
  throwsOptions,
  type Position,
} from '@dugout/domain/shared';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, Input, NativeSelect } from '@/components/ui/Input';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { RequireAuth } from '@/lib/GuardContext';
import { ApiError, errorMessage } from '@/lib/api';
import { useCreateSubmission } from '../api/create-submission';
import { LiveScorePreview } from '../components/LiveScorePreview';

function MetricsForm() {
  const create = useCreateSubmission();
  const navigate = useNavigate();
  const { register, handleSubmit, formState, setError, watch, setValue } = useForm<
    SubmissionFormValues,
    unknown,
    SubmissionInput
  >({
    resolver: zodResolver(submissionInputSchema),
    defaultValues: {
      position: '' as Position,
      bats: '' as never,
      throws: '' as never,
      graduationYear: DEFAULT_GRAD_YEAR,
      isPostgrad: false,
    },
  });
  const position = watch('position') as Position | '';
  const isPostgrad = watch('isPostgrad');
  const year = watch('graduationYear');
  const pitcher = position ? isPitcher(position) : false;
  const e = formState.errors as Partial<Record<string, { message?: string }>>;
  // Height is asked as feet + inches; the schema's one rule is in inches, so the form converts (6 ft 1 in → 73).
  const [height, setHeight] = useState({ feet: '', inches: '' });
  const changeHeight = (next: { feet: string; inches: string }) => {
    setHeight(next);
    setValue('height', heightFromFeetAndInches(next.feet, next.inches) as never, {
      shouldValidate: formState.isSubmitted,
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { submission } = await create.mutateAsync(values);
      navigate(`/metrics-submission?submission=${submission.id}`);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) {
        for (const [k, message] of Object.entries(err.fields)) setError(k as keyof SubmissionFormValues, { message });
      } else toast.error('Error', { description: errorMessage(err) });
    }
  });

  const numberField = (name: SubmissionNumberField, required: boolean) => {
    const r = submissionFieldRules[name];
    return (
      <Field
        key={name}
        label={`${submissionFieldLabels[name]}${required ? '' : ' (optional)'}`}
        htmlFor={`m-${name}`}
        error={e[name]?.message}
      >
        <Input
          id={`m-${name}`}
          type="number"
          inputMode="decimal"
          min={r.min}
          max={r.max}
          step={r.step}
          aria-invalid={!!e[name]}
          {...register(name)}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Enter your metrics">
      <Card>
        <CardHeader>
          <CardTitle>About You</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="Position" htmlFor="m-position" error={e.position?.message}>
            <NativeSelect id="m-position" aria-invalid={!!e.position} {...register('position')}>
              <option value="">Select position</option>
              {positions.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Graduation Year" htmlFor="m-grad" error={e.graduationYear?.message}>
            <NativeSelect
              id="m-grad"
              value={isPostgrad ? 'PostGrad' : String(year ?? '')}
              onChange={(ev) => {
                const v = ev.target.value;
                setValue('isPostgrad', v === 'PostGrad');
                setValue('graduationYear', v === 'PostGrad' ? POSTGRAD_YEAR : Number(v), {
                  shouldValidate: formState.isSubmitted,
                });
              }}
            >
              <option value="PostGrad">PostGrad</option>
              {gradYearOptions.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Bats" htmlFor="m-bats" error={e.bats?.message}>
            <NativeSelect id="m-bats" aria-invalid={!!e.bats} {...register('bats')}>
              <option value="">Select</option>
              {batsOptions.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Throws" htmlFor="m-throws" error={e.throws?.message}>
            <NativeSelect id="m-throws" aria-invalid={!!e.throws} {...register('throws')}>
              <option value="">Select</option>
              {throwsOptions.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <fieldset className="space-y-1.5" aria-describedby={e.height ? 'm-height-error' : undefined}>
            <legend className="text-sm font-medium text-slate-800">Height</legend>
            <div className="grid grid-cols-2 gap-2">
              {(['feet', 'inches'] as const).map((part) => (
                <div key={part} className="flex items-center gap-2">
                  <Input
                    id={`m-height-${part}`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={part === 'feet' ? 8 : 96}
                    step={part === 'feet' ? 1 : submissionFieldRules.height.step}
                    aria-label={part === 'feet' ? 'Height (ft)' : 'Height (in)'}
                    aria-invalid={!!e.height}
                    value={height[part]}
                    onChange={(ev) => changeHeight({ ...height, [part]: ev.target.value })}
                  />
                  <span className="text-sm text-slate-600" aria-hidden>
                    {part === 'feet' ? 'ft' : 'in'}
                  </span>
                </div>
              ))}
            </div>
            {e.height && (
              <p id="m-height-error" className="text-sm text-red-700" role="alert">
                {e.height.message}
              </p>
            )}
          </fieldset>
          {numberField('weight', true)}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{pitcher ? 'Pitching' : 'Fielding & Hitting'}</CardTitle>
          <CardDescription>
            {pitcher
              ? 'Pitchers are scored on height, BMI and fastball velocity.'
              : 'Position players are scored on height, BMI, throw velocity, exit velocity and the 60-yard time.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          {pitcher
            ? [
                numberField('fastballVelocity', true),
                numberField('fbSpinRate', false),
                numberField('strikePercentage', false),
              ]
            : [numberField('sixty', true), numberField('throwVelocity', true), numberField('exitVelocity', true)]}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{pitcher ? 'Fielding & Hitting (optional)' : 'Pitching (optional)'}</CardTitle>
          <CardDescription>Every position is scored; these help the positions you did not pick.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          {pitcher
            ? [numberField('sixty', false), numberField('throwVelocity', false), numberField('exitVelocity', false)]
            : [
                numberField('fastballVelocity', false),
                numberField('fbSpinRate', false),
                numberField('strikePercentage', false),
              ]}
        </CardContent>
      </Card>
      <LiveScorePreview values={watch() as Record<string, unknown>} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Calculating…' : 'Calculate My Score'}
      </Button>
    </form>
  );
}

export default function MetricsPage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageTitle subtitle="Enter your measurables for an honest score from 50 to 100 and your best position.">
        Enter Your Metrics
      </PageTitle>
      <RequireAuth>{() => <MetricsForm />}</RequireAuth>
    </PageContainer>
  );
}
