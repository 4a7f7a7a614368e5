import { z } from 'zod';

/** An optional text field: trimmed, at most `max` characters; empty optional fields are saved as null. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** The largest value of a PostgreSQL `integer` column: ids, years and counts past it are refused as input. */
export const INT4_MAX = 2_147_483_647;

export const inputMessages = {
  nul: 'Text cannot contain a NUL character.',
  invalidDate: 'Please enter a valid date',
  invalidId: 'Invalid id',
} as const;

/**
 * The first place in a request value (body, query or path) where a string holds a NUL byte — PostgreSQL text cannot
 * store one — as a dotted path ('_' for the value itself), or null. Every route refuses such input with 400.
 */
export function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = findNulCharacter(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** A calendar date that exists (no 2025-02-30, no year 0000), written YYYY-MM-DD. */
export function isRealIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** A YYYY-MM-DD date field that must be a real calendar date (see isRealIsoDate). */
export const isoDateField = (message: string = inputMessages.invalidDate) =>
  z.string({ message }).refine(isRealIsoDate, message);

/** A whole number that fits an `integer` column (positive: ids). */
export const positiveIntId = (message: string = inputMessages.invalidId) =>
  z.number({ message }).int(message).positive(message).max(INT4_MAX, message);

/** The answer of a write that has nothing else to say (a delete, a send, a mark-as-read): `{ ok: true }`. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
