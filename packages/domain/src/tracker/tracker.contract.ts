import { z } from 'zod';
import { contactActionTypeValues } from './contact-actions.ts';
import { isoDateField, singleLineText } from '../shared/fields.ts';
import { abilitiesSchema } from '../access/abilities.contract.ts';
import { profileLinkSchema } from '../public-profile/contract.ts';

/**
 * Response schemas of the tracker and contact-log routes: the server presents through them (`response` of each
 * route) and the web parses its answers with the same schemas.
 */

const nextStepSchema = z.object({ type: z.enum(contactActionTypeValues), label: z.string() });

/** One contact action as the API answers it (always seven per school, in the spec's order). */
export const trackerActionViewSchema = z.object({
  actionType: z.enum(contactActionTypeValues),
  label: z.string(),
  completed: z.boolean(),
  notes: z.string().nullable(),
  completedDate: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ContactActionView = z.infer<typeof trackerActionViewSchema>;

/** One tracked school with its actions and reminders. */
export const trackerEntryViewSchema = z.object({
  id: z.string(),
  userId: z.string(),
  schoolId: z.number(),
  schoolName: z.string(),
  division: z.string(),
  conference: z.string().nullable(),
  pocName: z.string().nullable(),
  statusNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  actions: z.array(trackerActionViewSchema),
  nextStep: nextStepSchema.nullable(),
  progress: z.object({ completed: z.number(), total: z.number() }),
  hasOffer: z.boolean(),
  lastActivityAt: z.string(),
  inactive: z.boolean(),
  /** The school's live tracked link of the player's public profile (docs/decisions/0067-tracked-profile-links.md). */
  profileLink: profileLinkSchema.nullable(),
});
export type TrackerEntryView = z.infer<typeof trackerEntryViewSchema>;

/** GET /api/tracker: a user's tracker (newest first), the recent summary, reminders and what the viewer may do. */
export const trackerViewSchema = z.object({
  owner: z.object({ id: z.string(), name: z.string() }),
  readOnly: z.boolean(),
  abilities: abilitiesSchema('tracker'),
  entries: z.array(trackerEntryViewSchema),
  recent: z.array(
    trackerEntryViewSchema.pick({
      id: true,
      schoolId: true,
      schoolName: true,
      division: true,
      conference: true,
      createdAt: true,
    }),
  ),
  inactive: z.array(trackerEntryViewSchema.pick({ id: true, schoolId: true, schoolName: true, lastActivityAt: true })),
  offers: z.number(),
  /** The owner's own college commitment (user_commitments), if any. */
  commitment: z
    .object({
      schoolId: z.number(),
      schoolName: z.string(),
      division: z.string().nullable(),
      conference: z.string().nullable(),
      commitmentDate: z.string(),
    })
    .nullable(),
});
export type TrackerView = z.infer<typeof trackerViewSchema>;

/** One coach contact log entry (GET/POST /api/contact-log, PUT /api/contact-log/:id). */
export const contactLogViewSchema = z.object({
  id: z.string(),
  schoolId: z.number(),
  contactName: z.string(),
  contactTitle: z.string().nullable(),
  contactDate: z.string(),
  /** One of `contactMethods`, or an older free-text value. */
  contactMethod: z.string(),
  contactInfo: z.string().nullable(),
  discussionNotes: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactLogView = z.infer<typeof contactLogViewSchema>;
export const contactLogListSchema = z.array(contactLogViewSchema);

// Requests

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
  pocName: singleLineText().max(200, 'Contact name must be at most 200 characters').nullish(),
  statusNotes: z.string().trim().max(4000, 'Status notes must be at most 4000 characters').nullish(),
});
export type UpdateTrackerInfoInput = z.input<typeof updateTrackerInfoSchema>;
