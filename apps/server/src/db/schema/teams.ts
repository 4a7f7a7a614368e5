import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { organizations } from './people.ts';
import { colleges } from './colleges.ts';

/** team_subscriptions: a team and its subscription (docs/spec/part-1-accounts-teams-organizations.md section 3). team_code is the TeamID. */
export const teamSubscriptions = pgTable(
  'team_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamCode: text('team_code').notNull().unique(),
    teamName: text('team_name').notNull(),
    teamType: text('team_type').notNull(),
    city: text('city'),
    state: text('state'),
    teamUrl: text('team_url'),
    twitterHandle: text('twitter_handle'),
    instagramHandle: text('instagram_handle'),
    pocEmail: text('poc_email'),
    logoUrl: text('logo_url'),
    maxPlayers: integer('max_players').notNull().default(20),
    activePlayers: integer('active_players').notNull().default(0),
    paymentStatus: text('payment_status').notNull().default('paid'),
    amountPaid: integer('amount_paid').notNull().default(0),
    coachUserId: text('coach_user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_subscriptions_coach_idx').on(t.coachUserId, t.createdAt)],
);

/**
 * Team staff rows carry a status (docs/decisions/0017-team-staff.md, Details): only `approved` grants team abilities; `pending` is a
 * coach who joined by TeamID and waits for the owner; `removed` ended their access.
 */
export const teamAdministrators = pgTable(
  'team_administrators',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamCode: text('team_code')
      .notNull()
      .references(() => teamSubscriptions.teamCode, { onDelete: 'cascade', onUpdate: 'cascade' }),
    status: text('status').notNull().default('approved'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.teamCode] }),
    index('team_administrators_team_idx').on(t.teamCode),
    check('team_administrators_status_check', sql`${t.status} in ('pending','approved','removed')`),
  ],
);

export const teamCoaches = pgTable(
  'team_coaches',
  {
    teamCode: text('team_code')
      .notNull()
      .references(() => teamSubscriptions.teamCode, { onDelete: 'cascade', onUpdate: 'cascade' }),
    coachUserId: text('coach_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('coach'),
    /** A coach who joins by TeamID starts pending; rows from before statuses existed are pending too. */
    status: text('status').notNull().default('pending'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamCode, t.coachUserId] }),
    index('team_coaches_user_idx').on(t.coachUserId),
    check('team_coaches_status_check', sql`${t.status} in ('pending','approved','removed')`),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    teamCode: text('team_code')
      .notNull()
      .references(() => teamSubscriptions.teamCode, { onDelete: 'cascade', onUpdate: 'cascade' }),
    playerName: text('player_name'),
    playerEmail: text('player_email'),
    status: text('status').notNull().default('active'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    commitmentSchoolId: integer('commitment_school_id').references(() => colleges.schoolId, { onDelete: 'set null' }),
    gameScore: integer('game_score'),
    hitScore: integer('hit_score'),
    fieldPitchScore: integer('field_pitch_score'),
    regPrimaryPosition: text('reg_primary_position'),
    regGraduationYear: integer('reg_graduation_year'),
    isSamplePlayer: boolean('is_sample_player').notNull().default(false),
  },
  (t) => [
    uniqueIndex('team_members_user_team_unique').on(t.userId, t.teamCode),
    index('team_members_team_status_idx').on(t.teamCode, t.status),
    check('team_members_status_check', sql`${t.status} in ('active','removed')`),
    check('team_members_game_score_check', sql`${t.gameScore} between 1 and 5`),
    check('team_members_hit_score_check', sql`${t.hitScore} between 1 and 5`),
    check('team_members_field_pitch_score_check', sql`${t.fieldPitchScore} between 1 and 5`),
  ],
);

export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamCode: text('team_code')
      .notNull()
      .references(() => teamSubscriptions.teamCode, { onDelete: 'cascade', onUpdate: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    primaryPosition: text('primary_position').notNull(),
    graduationYear: integer('graduation_year').notNull(),
    isPostgradDisplay: boolean('is_postgrad_display').notNull().default(false),
    zipCode: text('zip_code'),
    highSchool: text('high_school'),
    heightInches: integer('height_inches'),
    weightLbs: integer('weight_lbs'),
    bats: text('bats'),
    throws: text('throws'),
    invitedByCoachId: text('invited_by_coach_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    tokenHash: text('token_hash'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_invites_team_idx').on(t.teamCode, t.createdAt),
    uniqueIndex('team_invites_token_unique').on(t.tokenHash),
    // One pending invite per team and e-mail address, whatever the case (docs/decisions/0049-one-invite-per-address.md).
    uniqueIndex('team_invites_one_pending')
      .on(t.teamCode, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    check('team_invites_status_check', sql`${t.status} in ('pending','cancelled','accepted')`),
  ],
);

export const teamCoachNotes = pgTable(
  'team_coach_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamCode: text('team_code')
      .notNull()
      .references(() => teamSubscriptions.teamCode, { onDelete: 'cascade', onUpdate: 'cascade' }),
    coachUserId: text('coach_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerUserId: text('player_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_coach_notes_unique').on(t.teamCode, t.coachUserId, t.playerUserId)],
);

export const organizationTeamRequests = pgTable(
  'organization_team_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamCode: text('team_code')
      .notNull()
      .references(() => teamSubscriptions.teamCode, { onDelete: 'cascade', onUpdate: 'cascade' }),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status').notNull().default('pending'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('org_requests_org_idx').on(t.organizationId, t.status),
    index('org_requests_team_idx').on(t.teamCode, t.status),
    index('org_requests_requested_by_idx').on(t.requestedBy, t.createdAt),
    // One open (pending or approved) request per team and organization, held by the database under parallel
    // requests: mayRequestOrganization's rule (docs/decisions/0042-one-pending-one-decision.md).
    uniqueIndex('org_requests_one_open')
      .on(t.teamCode, t.organizationId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    check('org_requests_status_check', sql`${t.status} in ('pending','approved','rejected')`),
  ],
);

export const userCommitments = pgTable(
  'user_commitments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => colleges.schoolId),
    schoolName: text('school_name').notNull(),
    division: text('division'),
    conference: text('conference'),
    commitmentDate: date('commitment_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_commitments_school_idx').on(t.schoolId)],
);

export const offersReceived = pgTable(
  'offers_received',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => colleges.schoolId),
    schoolName: text('school_name').notNull(),
    offerDate: date('offer_date', { mode: 'string' }).notNull(),
    offerType: text('offer_type').notNull().default('commitment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offers_received_unique').on(t.userId, t.schoolId, t.offerType)],
);

/** Winter training (docs/decisions/0013-winter-training.md). */
export const userWinterTraining = pgTable(
  'user_winter_training',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionDate: date('collection_date', { mode: 'string' }).notNull(),
    weight: doublePrecision('weight'),
    exitVelocity: doublePrecision('exit_velocity'),
    throwVelocity: doublePrecision('throw_velocity'),
    fastballVelocity: doublePrecision('fastball_velocity'),
    sixty: doublePrecision('sixty'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('winter_training_user_date_idx').on(t.userId, t.collectionDate)],
);

export const metricSubmissions = pgTable(
  'metric_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamCode: text('team_code'),
    height: doublePrecision('height'),
    weight: doublePrecision('weight'),
    sixty: doublePrecision('sixty'),
    throwVelocity: doublePrecision('throw_velocity'),
    exitVelocity: doublePrecision('exit_velocity'),
    fastballVelocity: doublePrecision('fastball_velocity'),
    fbSpinRate: doublePrecision('fb_spin_rate'),
    strikePercentage: doublePrecision('strike_percentage'),
    throws: text('throws'),
    bats: text('bats'),
    submittedPosition: text('submitted_position'),
    graduationYear: integer('graduation_year'),
    isPostgradDisplay: boolean('is_postgrad_display').notNull().default(false),
    submittedScore: doublePrecision('submitted_score'),
    bestPosition: text('best_position'),
    /** The score at best_position: the headline score every screen shows (docs/decisions/0048-one-headline-score.md). */
    bestScore: doublePrecision('best_score'),
    positionScores: jsonb('position_scores'),
    metricScores: jsonb('metric_scores'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    teamFunded: boolean('team_funded').notNull().default(false),
    /** the player's own subscription that paid for it (subscriptions.id), hidden while that subscription has lapsed */
    subscriptionId: uuid('subscription_id'),
    editedByCoachId: text('edited_by_coach_id').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    editReason: text('edit_reason'),
    /**
     * Where each metric value came from (docs/decisions/0062-metric-sources.md): metric name → StoredMetricSource
     * (self-reported, coach-entered, device file, event); a metric without an entry is self-reported. Coach
     * verification is not stored here but read from metric_verifications.
     */
    metricSources: jsonb('metric_sources').notNull().default({}),
    /** Metrics beside the scored columns (bat speed from a Blast file): name → value; shown, never scored. */
    extraMetrics: jsonb('extra_metrics').notNull().default({}),
    /** The event whose results made this submission (docs/decisions/0062-metric-sources.md), if one did. */
    eventId: uuid('event_id').references((): AnyPgColumn => metricEvents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('metric_submissions_user_created_idx').on(t.userId, t.createdAt),
    index('metric_submissions_event_idx').on(t.eventId),
    index('metric_submissions_status_idx').on(t.paymentStatus, t.createdAt),
    check('metric_submissions_payment_status_check', sql`${t.paymentStatus} in ('pending','paid','free')`),
  ],
);

export const submissionEdits = pgTable(
  'submission_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => metricSubmissions.id, { onDelete: 'cascade' }),
    coachUserId: text('coach_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalData: jsonb('original_data').notNull(),
    newData: jsonb('new_data').notNull(),
    editReason: text('edit_reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submission_edits_submission_idx').on(t.submissionId)],
);

/**
 * A coach's verification of one metric of a player (docs/decisions/0062-metric-sources.md): made on the player's
 * latest submission, it covers that submission and later ones while the value stays the verified one. One per player
 * and metric (a new verification replaces the old); a change of the value deletes it.
 */
export const metricVerifications = pgTable(
  'metric_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => metricSubmissions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    verifiedBy: text('verified_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamCode: text('team_code').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('metric_verifications_user_metric_unique').on(t.userId, t.metric),
    index('metric_verifications_submission_idx').on(t.submissionId),
    check(
      'metric_verifications_metric_check',
      sql`${t.metric} in ('height','weight','sixty','throwVelocity','exitVelocity','fastballVelocity','fbSpinRate','strikePercentage','batSpeed')`,
    ),
  ],
);

/** A showcase or combine a team's staff recorded; its results are submissions with the event source. */
export const metricEvents = pgTable(
  'metric_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamCode: text('team_code').notNull(),
    name: text('name').notNull(),
    organiser: text('organiser').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    location: text('location').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('metric_events_team_date_idx').on(t.teamCode, t.eventDate)],
);
