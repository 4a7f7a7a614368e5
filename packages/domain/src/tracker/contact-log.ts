import { z } from 'zod';
import { isRealIsoDate } from '../shared/fields.ts';

/** Coach contact log (docs/spec/part-2-colleges-tracker-scoring.md §3, §5): methods in the spec's order, Email by default. */
export const contactMethods = ['Phone', 'Email', 'Text', 'In-Person', 'Video Call', 'Other'] as const;
export type ContactMethod = (typeof contactMethods)[number];
export const DEFAULT_CONTACT_METHOD: ContactMethod = 'Email';

export const contactLogMessages = {
  logged: 'Contact logged',
  updated: 'Contact updated',
  deleted: 'Contact deleted',
  empty: 'No contact logs yet. Click "Log Contact" to add your first entry.',
  confirmDelete: 'Are you sure you want to delete this contact log?',
  nameRequired: 'Contact name is required',
  dateRequired: 'Contact date is required',
  methodRequired: 'Contact method is required',
  notFound: 'This contact log was not found. Please refresh the page and try again.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Create or edit a contact log entry: name, date (yyyy-MM-dd) and method required; title, info and notes optional. */
export const contactLogSchema = z.object({
  contactName: z
    .string({ message: contactLogMessages.nameRequired })
    .trim()
    .min(1, contactLogMessages.nameRequired)
    .max(200, 'Must be at most 200 characters'),
  contactTitle: optionalText(200),
  contactDate: z
    .string({ message: contactLogMessages.dateRequired })
    .min(1, { message: contactLogMessages.dateRequired, abort: true })
    .refine(isRealIsoDate, 'Please enter a valid date'),
  contactMethod: z.enum(contactMethods, { message: contactLogMessages.methodRequired }),
  contactInfo: optionalText(300),
  discussionNotes: optionalText(5000),
});
export type ContactLogInput = z.input<typeof contactLogSchema>;

/** The empty form of the create dialog (method defaults to Email). */
export const emptyContactLog = (): ContactLogInput => ({
  contactName: '',
  contactTitle: '',
  contactDate: '',
  contactMethod: DEFAULT_CONTACT_METHOD,
  contactInfo: '',
  discussionNotes: '',
});

/** Newest contact date first (ties: newest created first). */
export function sortContactLogs<T extends { contactDate: string; createdAt?: string | Date }>(logs: readonly T[]): T[] {
  const t = (v?: string | Date) => (v ? new Date(v).getTime() : 0);
  return [...logs].sort((a, b) => b.contactDate.localeCompare(a.contactDate) || t(b.createdAt) - t(a.createdAt));
}
