import { z } from 'zod';
import { isRealIsoDate } from '../shared/fields.ts';
import { familyMessages } from './messages.ts';

/** A player is a minor until this birthday (docs/decisions/0060-families.md). */
export const ADULT_AGE = 18;
/** Dugout does not accept a player account younger than this. */
export const MIN_ACCOUNT_AGE = 13;

/** The UTC calendar date of `now` as YYYY-MM-DD. */
export const utcDate = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Whole years from `dateOfBirth` (YYYY-MM-DD) to the UTC calendar date of `now`; the birthday counts on the day.
 * A 29 February birthday counts on 1 March in a common year.
 */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  const d = now.getUTCDate();
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

/** Under 18 on `now`'s date; an unknown date of birth is not a minor for the rules (the profile asks for it). */
export const isMinor = (dateOfBirth: string | null | undefined, now: Date): boolean =>
  !!dateOfBirth && ageOn(dateOfBirth, now) < ADULT_AGE;

/** Too young for an account (under 13) on `now`'s date. */
export const isUnderAccountAge = (dateOfBirth: string, now: Date): boolean => ageOn(dateOfBirth, now) < MIN_ACCOUNT_AGE;

/** The YYYY-MM-DD date that is exactly `years` years before `now`'s UTC date (29 Feb → 28 Feb). */
export function yearsBefore(now: Date, years: number): string {
  const y = now.getUTCFullYear() - years;
  const m = now.getUTCMonth();
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = Math.min(now.getUTCDate(), last);
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A date of birth: YYYY-MM-DD, a real date, not in the future, not before 1900. */
export const dateOfBirthSchema = z
  .string({ message: familyMessages.dobRequired })
  .trim()
  .min(1, familyMessages.dobRequired)
  .refine((v) => isRealIsoDate(v) && v >= '1900-01-01', familyMessages.dobInvalid)
  .refine((v) => !isRealIsoDate(v) || v <= utcDate(new Date()), familyMessages.dobFuture);
