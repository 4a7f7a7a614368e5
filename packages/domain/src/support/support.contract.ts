import { z } from 'zod';
import { supportSubjects } from '../shared/lists.ts';
import { singleLineText } from '../shared/fields.ts';

export const SUPPORT_MESSAGE_MIN = 10;
const subjectValues = supportSubjects.map((s) => s.value) as [string, ...string[]];

/** Support request (docs/spec/part-1-accounts-teams-organizations.md section 5 Support; payload section 3). */
export const supportRequestSchema = z.object({
  subject: z.enum(subjectValues, { message: 'Please select a subject' }),
  message: z
    .string()
    .trim()
    .min(SUPPORT_MESSAGE_MIN, 'Message must be at least 10 characters long')
    .max(5000, 'Message must be at most 5000 characters long'),
  userName: singleLineText().min(1, 'Please provide your name and email.').max(120),
  userEmail: z
    .string()
    .trim()
    .min(1, 'Please provide your name and email.')
    .pipe(z.email({ message: 'Please enter a valid email' })),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;

export const subjectLabel = (value: string): string => supportSubjects.find((s) => s.value === value)?.label ?? value;

/** POST /api/support: the new request's id. */
export const supportRequestCreatedSchema = z.object({ id: z.string() });
