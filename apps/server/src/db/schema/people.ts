import { boolean, index, integer, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** user_profiles (spec part 1 section 3). The account role lives on users.role; is_coach / role_type derive from it. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
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
  (t) => [index('high_schools_state_name_idx').on(t.state, t.name), uniqueIndex('high_schools_unique').on(t.name, t.city, t.state)],
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

/** Mail kept when no SMTP_URL is set (DESIGN D11), and a record of every mail sent. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').notNull().default('kept'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
