import { z } from 'zod';
import { INT4_MAX, isoDateField } from '../contracts/fields.ts';
import { contactActionTypeValues } from './contact-actions.ts';

/** Messages of the tracker (docs/spec/part-2-colleges-tracker-scoring.md §8), word for word. */
export const trackerMessages = {
  authIssue: 'Authentication issue detected. Please try logging out and back in.',
  invalidSchoolId: 'Invalid school ID. The school data appears to be corrupted.',
  missingSchoolName: 'School name is missing. Please try refreshing the page.',
  missingDivision: 'School division is missing. The school data may be incomplete.',
  duplicate: 'This school is already in your tracker.',
  permissionDenied: 'Permission denied. Please refresh the page and try again.',
  invalidSchoolReference: 'Invalid school reference. The school may no longer be available.',
  addFailed: 'Failed to add school to tracker.',
  addedTitle: 'School Added',
  addedDescription: 'School has been added to your contact tracker.',
  actionUpdatedTitle: 'Contact action updated',
  actionUpdatedDescription: 'Your progress has been saved.',
  actionUpdateFailedTitle: 'Failed to update contact action',
  notInTracker: 'This school is not in your tracker. Please refresh the page and try again.',
  infoUpdateFailed: 'Failed to update tracker information.',
  removedTitle: 'School Removed',
  removeFailed: 'Failed to remove school from tracker.',
  cannotViewTracker: 'You do not have permission to view this tracker.',
} as const;

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
export function checkAddSchool(input: AddSchoolCheckInput, alreadyTracked: (schoolId: number) => boolean): AddSchoolFailure | null {
  if (!input.signedIn) return { kind: 'unauthenticated', message: trackerMessages.authIssue };
  const id = typeof input.schoolId === 'string' && input.schoolId.trim() !== '' ? Number(input.schoolId) : input.schoolId;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > INT4_MAX) return { kind: 'invalid', message: trackerMessages.invalidSchoolId };
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
    const failure = checkAddSchool({ signedIn: true, schoolId: v.schoolId, schoolName: v.schoolName, division: v.division }, () => false);
    if (failure && failure.kind !== 'silent') {
      const path = failure.message === trackerMessages.invalidSchoolId ? 'schoolId' : failure.message === trackerMessages.missingSchoolName ? 'schoolName' : 'division';
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

const isoDate = isoDateField('Please enter a valid date');

/** Toggle / update one contact action: completed, notes and completion date (today when completed without one). */
export const updateContactActionSchema = z.object({
  completed: z.boolean(),
  notes: z.string().max(2000, 'Notes must be at most 2000 characters').nullish(),
  completedDate: isoDate.nullish().or(z.literal('').transform(() => null)),
});
export type UpdateContactActionInput = z.input<typeof updateContactActionSchema>;
export const contactActionTypeSchema = z.enum(contactActionTypeValues, { message: 'Unknown contact action' });

/** Edit the contact name (poc_name) and status notes of a tracked school. */
export const updateTrackerInfoSchema = z.object({
  pocName: z.string().trim().max(200, 'Contact name must be at most 200 characters').nullish(),
  statusNotes: z.string().trim().max(4000, 'Status notes must be at most 4000 characters').nullish(),
});
export type UpdateTrackerInfoInput = z.input<typeof updateTrackerInfoSchema>;

/** The completion date stored for an action: the given date, today's when completed without one, none when not completed. */
export function resolveCompletedDate(completed: boolean, given: string | null | undefined, today: string): string | null {
  if (!completed) return null;
  return given || today;
}

/** What the UI may do with a tracker: only its owner changes it (docs/spec/part-2-colleges-tracker-scoring.md §6). */
export function trackerAbilities(actorId: string | null | undefined, ownerId: string) {
  const own = !!actorId && actorId === ownerId;
  return { add: own, updateAction: own, updateInfo: own, remove: own };
}
export type TrackerAbilities = ReturnType<typeof trackerAbilities>;
