import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/test-db.ts';
import type { Database } from './client.ts';
import { withRowMapper } from './prepared.ts';
import { metricSubmissions, schoolContactTracker, userCommitments, users } from './schema/index.ts';

/**
 * The hot reads' row mapper (prepared.ts) gives the objects drizzle's own mapping gives, for every kind of column they
 * read: text, integer, double, boolean, jsonb, timestamps, a date as text, SQL expressions (a JSON aggregate, a count
 * mapped to a number) and the nulls of a left join. On PGlite by default, on PostgreSQL with TEST_DATABASE_URL.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ reference: true });
  const { db } = database;
  await db.insert(users).values([
    { id: 'map-1', name: 'Pat Mapper', email: 'map-1@example.test', role: 'player', lastLoginAt: new Date() },
    { id: 'map-2', name: 'Sam Mapper', email: 'map-2@example.test', role: 'player' },
  ]);
  await db.insert(userCommitments).values({
    userId: 'map-1',
    schoolId: 29,
    schoolName: 'Arizona',
    division: 'D1',
    commitmentDate: '2026-11-02',
  });
  await db.insert(metricSubmissions).values([
    {
      userId: 'map-1',
      height: 72.5,
      sixty: 6.81,
      throws: 'Right',
      graduationYear: 2027,
      submittedScore: 81.25,
      positionScores: { SS: 80.5, OF: 77 },
      paymentStatus: 'paid',
      editedAt: new Date('2026-03-04T05:06:07.891Z'),
    },
    { userId: 'map-2', paymentStatus: 'pending', teamFunded: true },
  ]);
});
afterAll(() => database?.close());

describe('withRowMapper', () => {
  it('maps rows exactly as drizzle does', async () => {
    const { db } = database;
    const select = () =>
      db
        .select({
          ...getTableColumns(metricSubmissions),
          userName: users.name,
          lastLoginAt: users.lastLoginAt,
          committedSchoolId: userCommitments.schoolId,
          committedDate: userCommitments.commitmentDate,
          trackerCount:
            sql<number>`(select count(*) from ${schoolContactTracker} where ${schoolContactTracker.userId} = ${users.id})`.mapWith(
              Number,
            ),
          scores: sql<Record<string, number> | null>`${metricSubmissions.positionScores}`,
          mixed: sql<unknown[]>`json_build_array(${users.id}, 1, true)`,
        })
        .from(metricSubmissions)
        .innerJoin(users, eq(users.id, metricSubmissions.userId))
        .leftJoin(userCommitments, eq(userCommitments.userId, users.id))
        .where(sql`${users.email} like ${sql.placeholder('pattern')}`)
        .orderBy(users.id);
    const drizzles = await select().prepare('map_test_drizzle').execute({ pattern: 'map-%' });
    const ours = await withRowMapper(select().prepare('map_test_ours')).execute({ pattern: 'map-%' });
    expect(drizzles).toHaveLength(2);
    expect(ours).toEqual(drizzles);
    // Types kept: a timestamp is a Date, a date stays text, the mapped count is a number, JSON is parsed.
    expect(ours[0]!.createdAt).toBeInstanceOf(Date);
    expect(ours[0]!.editedAt).toEqual(new Date('2026-03-04T05:06:07.891Z'));
    expect(ours[0]!.committedDate).toBe('2026-11-02');
    expect(ours[0]!.trackerCount).toBe(0);
    expect(ours[0]!.positionScores).toEqual({ SS: 80.5, OF: 77 });
    expect(ours[1]!.committedSchoolId).toBeNull();
    expect(ours[1]!.lastLoginAt).toBeNull();
  });

  it('refuses a nested select when prepared, so it never answers a different shape', () => {
    const nested = database.db
      .select({ user: { id: users.id, name: users.name } })
      .from(users)
      .prepare('map_test_nested');
    expect(() => withRowMapper(nested)).toThrow(/flat select/);
  });
});
