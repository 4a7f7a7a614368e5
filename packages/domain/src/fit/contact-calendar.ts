import { z } from 'zod';

/**
 * The recruiting contact calendar (docs/decisions/0007-college-fit.md): from a player's high-school graduation year, when college
 * coaches may first contact them and when visits may start. The rules are data (admin-editable, with their source).
 * A date is given as month and day in a year counted from the graduation year: junior year of a class of G starts
 * in the autumn of G − 2, so 'August 1 before junior year' is Aug 1 of G − 2 and 'June 15 after sophomore year' is
 * June 15 of G − 2.
 */

export const contactRuleDivisions = ['D1', 'D2'] as const;
export type ContactRuleDivision = (typeof contactRuleDivisions)[number];
export const contactRuleKinds = ['contact', 'visits'] as const;
export type ContactRuleKind = (typeof contactRuleKinds)[number];

export interface ContactRule {
  id: string;
  division: ContactRuleDivision;
  kind: ContactRuleKind;
  /** what becomes allowed, as the timeline shows it */
  label: string;
  /** 1..12 */
  month: number;
  day: number;
  /** the year relative to the graduation year (−2: two years before) */
  yearOffset: number;
  source: string;
}

export const CONTACT_RULES_SOURCE = 'NCAA Division I/II Manuals, 2024–25';

/** Current NCAA baseball rules. */
export const defaultContactRules = (): ContactRule[] => [
  {
    id: 'd1-contact',
    division: 'D1',
    kind: 'contact',
    label: 'D1 coaches may call, text, message and contact you off campus',
    month: 8,
    day: 1,
    yearOffset: -2,
    source: CONTACT_RULES_SOURCE,
  },
  {
    id: 'd1-visits',
    division: 'D1',
    kind: 'visits',
    label: 'D1 official and unofficial visits may start',
    month: 8,
    day: 1,
    yearOffset: -2,
    source: CONTACT_RULES_SOURCE,
  },
  {
    id: 'd2-contact',
    division: 'D2',
    kind: 'contact',
    label: 'D2 coaches may call, text and contact you off campus',
    month: 6,
    day: 15,
    yearOffset: -2,
    source: CONTACT_RULES_SOURCE,
  },
  {
    id: 'd2-visits',
    division: 'D2',
    kind: 'visits',
    label: 'D2 official visits may start',
    month: 6,
    day: 15,
    yearOffset: -2,
    source: CONTACT_RULES_SOURCE,
  },
];

export const contactRuleMessages = {
  id: 'Give each rule a short id (letters, digits and dashes)',
  duplicateId: (id: string) => `Rule id ${id} appears more than once`,
  label: 'Describe what the rule allows (at most 160 characters)',
  month: 'Month must be between 1 and 12',
  day: 'Day must be a day of that month',
  yearOffset: 'Year must be between 6 years before and the graduation year',
  source: 'Enter the source of the rule',
  atLeastOne: 'Add at least one rule',
} as const;

const daysIn = (month: number) => [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;

export const contactRuleSchema = z
  .object({
    id: z
      .string({ message: contactRuleMessages.id })
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/i, contactRuleMessages.id),
    division: z.enum(contactRuleDivisions),
    kind: z.enum(contactRuleKinds),
    label: z
      .string({ message: contactRuleMessages.label })
      .trim()
      .min(1, contactRuleMessages.label)
      .max(160, contactRuleMessages.label),
    month: z
      .number({ message: contactRuleMessages.month })
      .int(contactRuleMessages.month)
      .min(1, contactRuleMessages.month)
      .max(12, contactRuleMessages.month),
    day: z
      .number({ message: contactRuleMessages.day })
      .int(contactRuleMessages.day)
      .min(1, contactRuleMessages.day)
      .max(31, contactRuleMessages.day),
    yearOffset: z
      .number({ message: contactRuleMessages.yearOffset })
      .int(contactRuleMessages.yearOffset)
      .min(-6, contactRuleMessages.yearOffset)
      .max(0, contactRuleMessages.yearOffset),
    source: z
      .string({ message: contactRuleMessages.source })
      .trim()
      .min(1, contactRuleMessages.source)
      .max(200, contactRuleMessages.source),
  })
  .superRefine((r, ctx) => {
    if (r.day > daysIn(r.month)) ctx.addIssue({ code: 'custom', path: ['day'], message: contactRuleMessages.day });
  });

/** The admin edit of the rules: valid rules, ids unique. */
export const contactRulesUpdateSchema = z
  .object({ rules: z.array(contactRuleSchema).min(1, contactRuleMessages.atLeastOne) })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rules.forEach((r, i) => {
      if (seen.has(r.id))
        ctx.addIssue({ code: 'custom', path: ['rules', i, 'id'], message: contactRuleMessages.duplicateId(r.id) });
      seen.add(r.id);
    });
  });
export type ContactRulesUpdate = z.output<typeof contactRulesUpdateSchema>;

export interface ContactMilestone {
  id: string;
  division: ContactRuleDivision;
  kind: ContactRuleKind;
  label: string;
  /** YYYY-MM-DD */
  date: string;
  /** 'Aug 1, 2025' */
  dateLabel: string;
  /** 'From Aug 1, 2025: D1 coaches may …' */
  text: string;
  /** true when `today` is on or after the date (null without `today`) */
  open: boolean | null;
  source: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The dated milestones for a graduation year (PostGrad counts as its year, 2026), earliest first (ties in rule order).
 * `today` (YYYY-MM-DD) marks which are already open. Feb 29 in a year without it falls on Feb 28.
 */
export function contactCalendar(
  graduationYear: number,
  rules: readonly ContactRule[],
  today?: string | null,
): ContactMilestone[] {
  return rules
    .map((r) => {
      const year = graduationYear + r.yearOffset;
      const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
      const day = r.month === 2 && r.day === 29 && !leap ? 28 : r.day;
      const date = `${year}-${pad(r.month)}-${pad(day)}`;
      const dateLabel = `${MONTHS[r.month - 1]} ${day}, ${year}`;
      return {
        id: r.id,
        division: r.division,
        kind: r.kind,
        label: r.label,
        date,
        dateLabel,
        text: `From ${dateLabel}: ${r.label}`,
        open: today ? today >= date : null,
        source: r.source,
      };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
