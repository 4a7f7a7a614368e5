import { z } from 'zod';
import { states } from '../shared/lists.ts';
import { campusSettings, regionNames, schoolSizes, usRegions } from '../colleges/college-filters.ts';
import { fitDivisionLabels, fitDivisions } from './levels.ts';

/**
 * The /college-interview questionnaire (docs/decisions/0007-college-fit.md): every answer is optional so the answers save as the
 * player goes; '' and null count as "not answered".
 */

export const fitPriorities = ['playingTime', 'academics', 'cost', 'location'] as const;
export type FitPriority = (typeof fitPriorities)[number];
export const fitPriorityLabels: Record<FitPriority, string> = {
  playingTime: 'Playing time',
  academics: 'Academics',
  cost: 'Cost',
  location: 'Location',
};

export const schoolControls = ['Public', 'Private'] as const;
export type SchoolControl = (typeof schoolControls)[number];

/** The region → states map of the interview is the college filters' map (one list of regions in the product). */
export const interviewRegions: Readonly<Record<string, readonly string[]>> = usRegions;

export const interviewMessages = {
  divisions: 'Choose divisions from the list',
  regions: 'Choose regions from the list',
  states: 'Choose states from the list',
  homeZip: 'Enter a 5-digit ZIP code',
  maxDistance: 'Maximum distance must be between 25 and 3,000 miles',
  schoolSizes: 'Choose school sizes from the list',
  settings: 'Choose settings from the list',
  control: 'Choose public, private or both',
  maxNetPrice: 'Budget must be between $0 and $100,000 a year',
  gpa: 'GPA must be between 0.0 and 5.0',
  sat: 'SAT must be between 400 and 1600',
  act: 'ACT must be between 1 and 36',
  major: 'Intended major must be at most 80 characters',
  priorities: 'Rank each priority at most once',
} as const;

const empty = (v: unknown) => v === '' || v === null || v === undefined;
const toNumber = (v: unknown) =>
  empty(v) ? undefined : typeof v === 'string' ? Number(v.trim().replace(/[$,]/g, '')) : v;
const toText = (v: unknown) => (empty(v) ? undefined : typeof v === 'string' ? v.trim() || undefined : v);
/** US state codes (the states list without 'International'). */
export const interviewStateCodes = states.filter((s) => s.code !== 'INT').map((s) => s.code) as [string, ...string[]];

/** A list answer: unique entries from `options`; an empty list is "not answered". */
const listOf = <T extends string>(options: readonly [T, ...T[]], message: string) =>
  z.preprocess(
    (v) =>
      empty(v) || (Array.isArray(v) && v.length === 0)
        ? undefined
        : Array.isArray(v)
          ? [...new Set(v.map((x) => (typeof x === 'string' ? x.trim() : x)))]
          : v,
    z.array(z.enum(options, { message }), { message }).optional(),
  );

const numberAnswer = (min: number, max: number, message: string, opts: { int?: boolean; step?: number } = {}) =>
  z.preprocess(
    toNumber,
    z
      .number({ message })
      .min(min, message)
      .max(max, message)
      .refine((v) => !opts.int || Number.isInteger(v), message)
      .refine((v) => !opts.step || Math.abs(Math.round(v / opts.step) * opts.step - v) < 1e-9, message)
      .optional(),
  );

export const interviewAnswersSchema = z.object({
  divisions: listOf(fitDivisions, interviewMessages.divisions),
  regions: listOf(regionNames as [string, ...string[]], interviewMessages.regions),
  states: z.preprocess(
    (v) => (Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x.trim().toUpperCase() : x)) : v),
    listOf(interviewStateCodes, interviewMessages.states),
  ),
  homeZip: z.preprocess(
    toText,
    z
      .string()
      .regex(/^\d{5}$/, interviewMessages.homeZip)
      .optional(),
  ),
  maxDistanceMiles: numberAnswer(25, 3000, interviewMessages.maxDistance, { int: true }),
  schoolSizes: listOf(schoolSizes, interviewMessages.schoolSizes),
  settings: listOf(campusSettings, interviewMessages.settings),
  control: listOf(schoolControls, interviewMessages.control),
  /** yearly net price, dollars */
  maxNetPrice: numberAnswer(0, 100_000, interviewMessages.maxNetPrice, { int: true }),
  gpa: numberAnswer(0, 5, interviewMessages.gpa, { step: 0.01 }),
  sat: numberAnswer(400, 1600, interviewMessages.sat, { step: 10 }),
  act: numberAnswer(1, 36, interviewMessages.act, { int: true }),
  intendedMajor: z.preprocess(toText, z.string().max(80, interviewMessages.major).optional()),
  /** most important first; priorities not listed count as least important */
  priorities: z.preprocess(
    (v) => (empty(v) || (Array.isArray(v) && v.length === 0) ? undefined : v),
    z
      .array(z.enum(fitPriorities, { message: interviewMessages.priorities }), {
        message: interviewMessages.priorities,
      })
      .refine((xs) => new Set(xs).size === xs.length, interviewMessages.priorities)
      .optional(),
  ),
});
export type InterviewAnswers = z.output<typeof interviewAnswersSchema>;
export type InterviewFormValues = z.input<typeof interviewAnswersSchema>;
export type InterviewField = keyof InterviewAnswers;

export interface InterviewStep {
  id: 'divisions' | 'location' | 'campus' | 'cost' | 'academics' | 'priorities';
  title: string;
  help: string;
  fields: ReadonlyArray<{ name: InterviewField; label: string; help?: string }>;
}

/** The questionnaire's steps in order, with labels and help texts. */
export const interviewSteps: readonly InterviewStep[] = [
  {
    id: 'divisions',
    title: 'Divisions',
    help: 'Which levels of college baseball interest you? Leave all unticked to see every level.',
    fields: [{ name: 'divisions', label: 'Divisions of interest' }],
  },
  {
    id: 'location',
    title: 'Location',
    help: 'Where would you like to play? Your ZIP code is used only to measure distances.',
    fields: [
      { name: 'regions', label: 'Regions' },
      { name: 'states', label: 'States', help: 'Add states outside the regions you chose.' },
      { name: 'homeZip', label: 'Home ZIP code' },
      { name: 'maxDistanceMiles', label: 'Maximum distance from home (miles)' },
    ],
  },
  {
    id: 'campus',
    title: 'School size and setting',
    help: 'The kind of campus you would enjoy.',
    fields: [
      {
        name: 'schoolSizes',
        label: 'School size',
        help: 'Small: under 5,000 undergraduates; Medium: 5,000 to 15,000; Large: over 15,000.',
      },
      { name: 'settings', label: 'Setting' },
      { name: 'control', label: 'Public or private' },
    ],
  },
  {
    id: 'cost',
    title: 'Budget',
    help: 'Net price is what a family pays per year after grants and scholarships, on average (College Scorecard).',
    fields: [{ name: 'maxNetPrice', label: 'Yearly budget (net price, $)' }],
  },
  {
    id: 'academics',
    title: 'Academics',
    help: 'Your academic profile, to compare with each school’s admitted students. Give SAT, ACT or both.',
    fields: [
      { name: 'gpa', label: 'GPA' },
      { name: 'sat', label: 'SAT' },
      { name: 'act', label: 'ACT' },
      { name: 'intendedMajor', label: 'Intended major (optional)' },
    ],
  },
  {
    id: 'priorities',
    title: 'What matters most',
    help: 'Put these in order, most important first. They decide how much each part counts in your fit scores.',
    fields: [{ name: 'priorities', label: 'What matters most' }],
  },
];

/** The options of the interview's choice fields, with labels. */
export const interviewOptions = {
  divisions: fitDivisions.map((value) => ({ value, label: fitDivisionLabels[value] })),
  regions: regionNames.map((value) => ({ value, label: value, states: usRegions[value]! })),
  states: states.filter((s) => s.code !== 'INT').map((s) => ({ value: s.code, label: s.name })),
  schoolSizes: schoolSizes.map((value) => ({ value, label: value })),
  settings: campusSettings.map((value) => ({ value, label: value })),
  control: schoolControls.map((value) => ({ value, label: value })),
  priorities: fitPriorities.map((value) => ({ value, label: fitPriorityLabels[value] })),
} as const;

/** The states an answer covers: the chosen states plus every state of the chosen regions (empty: anywhere). */
export function statesOfAnswers(answers: Pick<InterviewAnswers, 'regions' | 'states'>): Set<string> {
  const out = new Set<string>(answers.states ?? []);
  for (const r of answers.regions ?? []) for (const s of usRegions[r] ?? []) out.add(s);
  return out;
}
