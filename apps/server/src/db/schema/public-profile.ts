import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HighlightVideoInput, ProfileEvent, ProfileSections } from '@dugout/domain/public-profile';
import { users } from './auth.ts';
import { colleges } from './colleges.ts';

/**
 * A player's public recruiting profile, /p/:handle (docs/decisions/0065-public-profile.md). Off until the player turns
 * it on; shown only while the sharing gate allows (an adult, or a minor with a guardian's 'share_profile' consent).
 * One row per player; the handle is unique among live handles and retired ones.
 */
export const publicProfiles = pgTable(
  'public_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    handle: text('handle').notNull().unique(),
    enabled: boolean('enabled').notNull().default(false),
    /** Which sections the page shows (ProfileSections; a section absent from the object is off). */
    sections: jsonb('sections').$type<ProfileSections>().notNull().default({}),
    /** Highlight videos (YouTube / Vimeo / Hudl links), in the player's order. */
    videos: jsonb('videos').$type<HighlightVideoInput[]>().notNull().default([]),
    /** Upcoming events the player lists (name, YYYY-MM-DD, place or organiser); the page shows those not yet past. */
    events: jsonb('events').$type<ProfileEvent[]>().notNull().default([]),
    /** An adult player may let search engines index the page; otherwise `noindex`. */
    allowIndexing: boolean('allow_indexing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('public_profiles_handle_check', sql`${t.handle} ~ '^[a-z0-9]([a-z0-9-]{1,38})[a-z0-9]$'`)],
);

/** Handles a player rotated away from: never served again and never given to anyone else (old links stay dead). */
export const retiredProfileHandles = pgTable('retired_profile_handles', {
  handle: text('handle').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A tracked link of a player's profile for one school: /p/:handle?via=<token>. Opens are counted per link (no
 * visitor IP kept); link-preview bots apart. One live (unrevoked) link per player and school.
 */
export const profileLinks = pgTable(
  'profile_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => colleges.schoolId, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    opens: integer('opens').notNull().default(0),
    botOpens: integer('bot_opens').notNull().default(0),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    /** When the player was last told of an open of this link (at most one notification a day per link). */
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('profile_links_one_live_per_school')
      .on(t.userId, t.schoolId)
      .where(sql`${t.revokedAt} is null`),
    index('profile_links_user_idx').on(t.userId),
  ],
);
