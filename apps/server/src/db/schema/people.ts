import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  city: text('city'),
  state: text('state'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  website: text('website'),
  isActive: boolean('is_active').notNull().default(true),
  joinCode: text('join_code').notNull().unique(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A redeemed organization code: an organization administrator account asks to become a program admin of the
 * organization; one of its program admins (or a site admin) approves or declines (docs/decisions/0003-organizations.md, Details).
 */
export const organizationAdminRequests = pgTable(
  'organization_admin_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('org_admin_requests_org_idx').on(t.organizationId, t.status),
    index('org_admin_requests_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('org_admin_requests_one_pending')
      .on(t.organizationId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('org_admin_requests_status_check', sql`${t.status} in ('pending','approved','declined')`),
  ],
);

/** user_profiles (docs/spec/part-1-accounts-teams-organizations.md section 3). The account role lives on users.role; is_coach / role_type derive from it. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    organizationRole: text('organization_role'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    highSchool: text('high_school'),
    highSchoolState: text('high_school_state'),
    zipCode: text('zip_code'),
    city: text('city'),
    state: text('state'),
    profileImageUrl: text('profile_image_url'),
    teamCode: text('team_code'),
    isCoach: boolean('is_coach').notNull().default(false),
    hsGraduationYear: integer('hs_graduation_year'),
    primaryPosition: text('primary_position'),
    isPostgradDisplay: boolean('is_postgrad_display').notNull().default(false),
    heightInches: integer('height_inches'),
    weightLbs: integer('weight_lbs'),
    bats: text('bats'),
    throws: text('throws'),
    /** The player's wish to share their profile with college coaches; a minor's needs consent (docs/decisions/0060-families.md). */
    shareWithCollegeCoaches: boolean('share_with_college_coaches').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_profiles_organization_idx').on(t.organizationId)],
);

export const highSchools = pgTable(
  'high_schools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state').notNull(),
  },
  (t) => [
    index('high_schools_state_name_idx').on(t.state, t.name),
    uniqueIndex('high_schools_unique').on(t.name, t.city, t.state),
  ],
);

export const zipCodes = pgTable('zip_codes', {
  zipCode: text('zip_code').primaryKey(),
  city: text('city').notNull(),
  stateAb: text('state_ab').notNull(),
  stateName: text('state_name'),
});

export const whiteLabelProperties = pgTable('white_label_properties', {
  id: uuid('id').primaryKey().defaultRandom(),
  domain: text('domain').notNull().unique(),
  logoUrl: text('logo_url'),
  appName: text('app_name'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const supportRequests = pgTable('support_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  userEmail: text('user_email').notNull(),
  userName: text('user_name').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail kept when no SMTP_URL is set (docs/decisions/0011-mail.md), and a record of every mail sent. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    /** What the mail is about, e.g. 'team_invite', 'password_reset', 'support', 'notification'. */
    kind: text('kind').notNull().default('mail'),
    /** The row the mail belongs to (a team invite's id), so its screen can show whether it went out. */
    refId: text('ref_id'),
    /** queued → sent, or failed after the last attempt; kept when there is no SMTP_URL (services/mail, docs/decisions/0011-mail.md). */
    status: text('status').notNull().default('kept'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender's lease: nobody else claims the row before this time; a crashed sender's lease simply runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last attempt's error. */
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_ref_idx').on(t.refId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
