import { z } from 'zod';

/** An optional text field that may hold several lines (a description, a message): trimmed, at most `max` characters; empty optional fields are saved as null. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Control characters (C0 with CR, LF and tab; DEL; C1) and the Unicode line and paragraph separators. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * One line of text — a person's, team's, organization's or plan's name, a city, a phone number: each run of control
 * characters becomes one space, then the text is trimmed, so a CR/LF typed or posted into a name never reaches an
 * e-mail subject or a header (docs/decisions/0044-hostile-input-and-faults.md). Chain `.min()` / `.max()` as on any
 * string. Multi-line fields (notes, descriptions, messages) use `z.string()` or `optionalText` and keep their newlines.
 */
export const singleLineText = () =>
  z
    .string()
    .overwrite((v) => v.replace(LINE_BREAKING, ' '))
    .trim();

/** An optional single line (see singleLineText): at most `max` characters; empty is saved as null. */
export const optionalLine = (max = 200) =>
  singleLineText()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A web address typed into a form (a team's or an organization's website): http:// or https:// only, so a stored
 * `javascript:` or `data:` link can never run when it is followed; empty is saved as null.
 */
export const optionalWebsite = (message: string = inputMessages.website) =>
  singleLineText()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.url({ protocol: /^https?$/, message }).nullable());

/** The largest value of a PostgreSQL `integer` column: ids, years and counts past it are refused as input. */
export const INT4_MAX = 2_147_483_647;

export const inputMessages = {
  nul: 'Text cannot contain a NUL character.',
  invalidDate: 'Please enter a valid date',
  invalidId: 'Invalid id',
  website: 'Please enter a web address starting with http:// or https://',
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
