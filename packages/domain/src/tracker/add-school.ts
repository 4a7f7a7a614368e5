import { z } from 'zod';
import { INT4_MAX } from '../shared/fields.ts';
import { trackerMessages } from './tracker-messages.ts';

/** Adding a school to the tracker: the spec's checks in order, the database failures and the request schema. */

/** What a failed add shows: a message, or nothing (code 23514 is silent). */
export type AddSchoolFailure =
  | { kind: 'unauthenticated' | 'invalid' | 'duplicate' | 'forbidden' | 'reference' | 'other'; message: string }
  | { kind: 'silent' };

/** The data an add carries (the chosen school option) and who is adding. */
export interface AddSchoolCheckInput {
  signedIn: boolean;
  schoolId: unknown;
  schoolName: unknown;
  division: unknown;
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * The add-a-school checks in the spec's order (part 2 §5): signed-in user, school id > 0, non-blank name,
 * non-blank division, then not already tracked. Returns the first failure, or null when the add may go ahead.
 */
export function checkAddSchool(
  input: AddSchoolCheckInput,
  alreadyTracked: (schoolId: number) => boolean,
): AddSchoolFailure | null {
  if (!input.signedIn) return { kind: 'unauthenticated', message: trackerMessages.authIssue };
  const id =
    typeof input.schoolId === 'string' && input.schoolId.trim() !== '' ? Number(input.schoolId) : input.schoolId;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > INT4_MAX)
    return { kind: 'invalid', message: trackerMessages.invalidSchoolId };
  if (blank(input.schoolName)) return { kind: 'invalid', message: trackerMessages.missingSchoolName };
  if (blank(input.division)) return { kind: 'invalid', message: trackerMessages.missingDivision };
  if (alreadyTracked(id)) return { kind: 'duplicate', message: trackerMessages.duplicate };
  return null;
}

/**
 * Maps a database failure of the add to what the user sees: 23505 duplicate, 23503 bad reference, 23514 silent,
 * 42501 (row-level security / insufficient privilege) permission denied, anything else 'Failed to add school to tracker.'
 */
export function addSchoolFailureFromDbCode(code: string | null | undefined): AddSchoolFailure {
  switch (code) {
    case '23505':
      return { kind: 'duplicate', message: trackerMessages.duplicate };
    case '23503':
      return { kind: 'reference', message: trackerMessages.invalidSchoolReference };
    case '23514':
      return { kind: 'silent' };
    case '42501':
      return { kind: 'forbidden', message: trackerMessages.permissionDenied };
    default:
      return { kind: 'other', message: trackerMessages.addFailed };
  }
}

/** Error code the API answers for a silent failure (23514): the UI refreshes the list and shows nothing. */
export const SILENT_ERROR_MESSAGE = 'check_violation';

/** Request to add a school (the school option the user chose). Checks run in the spec's order (see checkAddSchool). */
export const addSchoolSchema = z
  .object({
    schoolId: z.unknown(),
    schoolName: z.unknown(),
    division: z.unknown(),
    conference: z.string().trim().max(200).nullish(),
    /** The tracker's owner as the client believes it; a different user than the session is refused (row-level security). */
    userId: z.string().nullish(),
  })
  .superRefine((v, ctx) => {
    const failure = checkAddSchool(
      { signedIn: true, schoolId: v.schoolId, schoolName: v.schoolName, division: v.division },
      () => false,
    );
    if (failure && failure.kind !== 'silent') {
      const path =
        failure.message === trackerMessages.invalidSchoolId
          ? 'schoolId'
          : failure.message === trackerMessages.missingSchoolName
            ? 'schoolName'
            : 'division';
      ctx.addIssue({ code: 'custom', message: failure.message, path: [path] });
    }
  })
  .transform((v) => ({
    schoolId: Number(v.schoolId),
    schoolName: String(v.schoolName).trim(),
    division: String(v.division).trim(),
    conference: v.conference?.trim() || null,
    userId: v.userId ?? null,
  }));
export type AddSchoolInput = z.input<typeof addSchoolSchema>;
