import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A link between a guardian and a player (docs/decisions/0060-families.md): an invitation addresses an e-mail on each
 * side; the account ids are filled when that side agrees. Active when both agreed; either side ends it. One non-ended
 * link per pair of addresses (partial unique index, whatever the case).
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guardianId: text('guardian_id').references(() => users.id, { onDelete: 'cascade' }),
    playerId: text('player_id').references(() => users.id, { onDelete: 'cascade' }),
    guardianEmail: text('guardian_email').notNull(),
    playerEmail: text('player_email').notNull(),
    invitedBy: text('invited_by').notNull(),
    invitedByUserId: text('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The team of a coach's invite. */
    teamCode: text('team_code'),
    status: text('status').notNull().default('pending'),
    guardianAgreedAt: timestamp('guardian_agreed_at', { withTimezone: true }),
    playerAgreedAt: timestamp('player_agreed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedByUserId: text('ended_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The player's setting: guardians may make changes for them. */
    guardianMayEdit: boolean('guardian_may_edit').notNull().default(false),
    /** The guardian's settings: copies of the player's e-mails, and being shown to the player's coaches. */
    copyEmails: boolean('copy_emails').notNull().default(true),
    shareWithCoaches: boolean('share_with_coaches').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guardian_links_one_open_pair')
      .on(sql`lower(${t.guardianEmail})`, sql`lower(${t.playerEmail})`)
      .where(sql`${t.status} <> 'ended'`),
    // The 'player' route marker's one query: an active link of this guardian to this player.
    index('guardian_links_guardian_player_idx').on(t.guardianId, t.playerId),
    index('guardian_links_player_idx').on(t.playerId),
    index('guardian_links_player_email_idx').on(sql`lower(${t.playerEmail})`),
    index('guardian_links_guardian_email_idx').on(sql`lower(${t.guardianEmail})`),
    check('guardian_links_status_check', sql`${t.status} in ('pending','active','ended')`),
    check('guardian_links_invited_by_check', sql`${t.invitedBy} in ('player','guardian','coach')`),
    check(
      'guardian_links_active_check',
      sql`${t.status} <> 'active' or (${t.guardianId} is not null and ${t.playerId} is not null and ${t.guardianAgreedAt} is not null and ${t.playerAgreedAt} is not null)`,
    ),
  ],
);

/**
 * A guardian's consent for a minor (docs/decisions/0060-families.md): who, when, to what; revoked rows stay (an audit
 * trail, never deleted). One unrevoked row per player, guardian and scope (partial unique index).
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => guardianLinks.id, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guardianId: text('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('guardian_consents_one_active')
      .on(t.playerId, t.guardianId, t.scope)
      .where(sql`${t.revokedAt} is null`),
    index('guardian_consents_player_idx').on(t.playerId),
    index('guardian_consents_link_idx').on(t.linkId, t.grantedAt),
    check('guardian_consents_scope_check', sql`${t.scope} in ('share_profile','email_child')`),
  ],
);
