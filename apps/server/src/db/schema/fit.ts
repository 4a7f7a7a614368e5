import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * "Where do I fit?" (docs/decisions/0007-college-fit.md, Details). Admin-edited tables stored as one JSON value per key
 * ('benchmarks': the division benchmark table; 'contact-rules': the contact calendar's rules), validated by the
 * domain's schemas before they are saved; a missing row means the domain's default table.
 */
export const fitSettings = pgTable('fit_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A player's /college-interview answers (interviewAnswersSchema), saved step by step. */
export const interviewAnswers = pgTable('interview_answers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
