import { z } from 'zod';
import {
  POSTGRAD_YEAR,
  batsOptions,
  gradYearOptions,
  isPitcher,
  positions,
  throwsOptions,
  type Position,
} from '../shared/lists.ts';

/**
 * The metrics submission form (docs/spec/part-2-colleges-tracker-scoring.md sections 2 and 9 Submissions; part 1 section 5): the same schema
 * validates the /metrics form and the API. Height 48–96 inches and weight 50–400 lbs are the spec's ranges; the
 * input steps are the spec's (height, weight, throw and exit velocity, fastball velocity and strike % 0.1; the
 * 60-yard time 0.01). The other ranges are ours, wide enough for any high-school or college player.
 */
export interface NumberFieldRule {
  min: number;
  max: number;
  step: number;
  unit: string;
  label: string;
}

export const submissionFieldRules = {
  height: { min: 48, max: 96, step: 0.1, unit: 'inches', label: 'Height' },
  weight: { min: 50, max: 400, step: 0.1, unit: 'lbs', label: 'Weight' },
  sixty: { min: 5, max: 12, step: 0.01, unit: 'seconds', label: '60-yard time' },
  throwVelocity: { min: 30, max: 110, step: 0.1, unit: 'mph', label: 'Throw velocity' },
  exitVelocity: { min: 30, max: 130, step: 0.1, unit: 'mph', label: 'Exit velocity' },
  fastballVelocity: { min: 40, max: 110, step: 0.1, unit: 'mph', label: 'Fastball velocity' },
  fbSpinRate: { min: 500, max: 4000, step: 1, unit: 'rpm', label: 'Spin rate' },
  strikePercentage: { min: 0, max: 100, step: 0.1, unit: '%', label: 'Strike %' },
} as const satisfies Record<string, NumberFieldRule>;
export type SubmissionNumberField = keyof typeof submissionFieldRules;

/** Field labels of the metrics form and the coach's Edit Submission dialog. */
export const submissionFieldLabels: Record<SubmissionNumberField, string> = {
  height: 'Height (inches)',
  weight: 'Weight (lbs)',
  sixty: '60-Yard Time (seconds)',
  throwVelocity: 'Throw Velocity (mph)',
  exitVelocity: 'Exit Velocity (mph)',
  fastballVelocity: 'Fastball Velocity (mph)',
  fbSpinRate: 'Spin Rate (rpm)',
  strikePercentage: 'Strike %',
};

export const submissionMessages = {
  heightRange: 'Height must be between 48 and 96 inches',
  weightRange: 'Weight must be between 50 and 400 lbs',
  position: 'Please select a position',
  bats: 'Please select how you bat',
  throws: 'Please select how you throw',
  graduationYear: 'Please select a graduation year',
  pitcherVelocity: 'Fastball velocity is required for pitchers',
  fielderSixty: '60-yard time is required for position players',
  fielderThrow: 'Throw velocity is required for position players',
  fielderExit: 'Exit velocity is required for position players',
} as const;

const rangeMessage = (key: SubmissionNumberField): string => {
  if (key === 'height') return submissionMessages.heightRange;
  if (key === 'weight') return submissionMessages.weightRange;
  const r = submissionFieldRules[key];
  return `${r.label} must be between ${r.min} and ${r.max}${r.unit === '%' ? '%' : ` ${r.unit}`}`;
};

/** True when `value` is a whole number of `step`s (0.1, 0.01, 1), tolerant of binary fractions. */
export const fitsStep = (value: number, step: number): boolean =>
  Math.abs(Math.round(value / step) * step - value) < 1e-9 * Math.max(1, Math.abs(value));

const emptyToUndefined = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.trim()) : v;

/** A number field: '' or null is "not given"; a string is read as a number; range and step are checked. */
function numberField(key: SubmissionNumberField) {
  const r = submissionFieldRules[key];
  return z.preprocess(
    emptyToUndefined,
    z
      .number({ message: `${r.label} must be a number` })
      .min(r.min, rangeMessage(key))
      .max(r.max, rangeMessage(key))
      .refine((v) => fitsStep(v, r.step), `${r.label} must be in steps of ${r.step}`)
      .optional(),
  );
}

export const submissionInputSchema = z
  .object({
    height: numberField('height'),
    weight: numberField('weight'),
    sixty: numberField('sixty'),
    throwVelocity: numberField('throwVelocity'),
    exitVelocity: numberField('exitVelocity'),
    fastballVelocity: numberField('fastballVelocity'),
    fbSpinRate: numberField('fbSpinRate'),
    strikePercentage: numberField('strikePercentage'),
    bats: z.enum(batsOptions, { message: submissionMessages.bats }),
    throws: z.enum(throwsOptions, { message: submissionMessages.throws }),
    position: z.enum(positions, { message: submissionMessages.position }),
    /** 2026..2033; PostGrad is sent as isPostgrad true (it counts as 2026). */
    graduationYear: z.preprocess(
      emptyToUndefined,
      z
        .number({ message: submissionMessages.graduationYear })
        .int(submissionMessages.graduationYear)
        .refine((y) => (gradYearOptions as readonly number[]).includes(y), submissionMessages.graduationYear),
    ),
    isPostgrad: z.boolean().default(false),
  })
  // Runs even when a select above failed (zod skips refinements after failed fields by default), so one submit shows
  // every problem at once. Which measurements are required depends on the position: without a valid position only
  // height and weight are checked here.
  .superRefine(
    (v, ctx) => {
      if (v.height === undefined)
        ctx.addIssue({ code: 'custom', path: ['height'], message: submissionMessages.heightRange });
      if (v.weight === undefined)
        ctx.addIssue({ code: 'custom', path: ['weight'], message: submissionMessages.weightRange });
      if (!(positions as readonly string[]).includes(v.position)) return;
      if (isPitcher(v.position)) {
        if (v.fastballVelocity === undefined)
          ctx.addIssue({ code: 'custom', path: ['fastballVelocity'], message: submissionMessages.pitcherVelocity });
      } else {
        if (v.sixty === undefined)
          ctx.addIssue({ code: 'custom', path: ['sixty'], message: submissionMessages.fielderSixty });
        if (v.throwVelocity === undefined)
          ctx.addIssue({ code: 'custom', path: ['throwVelocity'], message: submissionMessages.fielderThrow });
        if (v.exitVelocity === undefined)
          ctx.addIssue({ code: 'custom', path: ['exitVelocity'], message: submissionMessages.fielderExit });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((v) => ({ ...v, graduationYear: v.isPostgrad ? POSTGRAD_YEAR : v.graduationYear }));

export type SubmissionInput = z.output<typeof submissionInputSchema>;
export type SubmissionFormValues = z.input<typeof submissionInputSchema>;

/** Which optional measurements the form asks for at a position (pitchers: fastball, spin, strike %; fielders: 60, throw, exit). */
export const submissionFieldsFor = (position: Position | '' | null | undefined): SubmissionNumberField[] =>
  !position
    ? ['height', 'weight']
    : isPitcher(position)
      ? ['height', 'weight', 'fastballVelocity', 'fbSpinRate', 'strikePercentage']
      : ['height', 'weight', 'sixty', 'throwVelocity', 'exitVelocity'];

/**
 * Height from the form's feet and inches (the schema's one rule is in inches): 6 ft 1.5 in → 73.5. Both blank → undefined
 * (not given); a blank part counts as 0; anything not a number → NaN, which the schema reports.
 */
export function heightFromFeetAndInches(feet: string, inches: string): number | undefined {
  if (feet.trim() === '' && inches.trim() === '') return undefined;
  const total = Number(feet.trim() || 0) * 12 + Number(inches.trim() || 0);
  return Math.round(total * 100) / 100;
}
