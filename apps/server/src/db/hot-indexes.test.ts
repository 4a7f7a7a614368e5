import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestStack, type TestStack } from '../test/test-app.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

/**
 * Every filter of the per-user screens and of the session look-up has its index (checked with EXPLAIN on the bench's
 * data set: docs/decisions/0031-per-user-screens.md). Dropping one of them makes a screen scan its table.
 */
describe('indexes of the hot filters', () => {
  it('exist after the migrations', async () => {
    const result: unknown = await stack.db.execute(
      sql`select tablename, indexdef from pg_indexes where schemaname = 'public'`,
    );
    const defs = ((result as { rows?: unknown }).rows ?? result) as Array<{ tablename: string; indexdef: string }>;
    const leading = (table: string, columns: string) =>
      defs.some((d) => d.tablename === table && d.indexdef.includes(`(${columns}`));
    for (const [table, columns] of [
      ['sessions', 'token'],
      ['team_subscriptions', 'team_code'],
      ['team_administrators', 'team_code'],
      ['team_coaches', 'team_code'],
      ['organization_team_requests', 'team_code, status'],
      ['team_members', 'team_code, status'],
      ['team_members', 'user_id, team_code'],
      ['team_invites', 'team_code'],
      ['metric_submissions', 'user_id, created_at'],
      ['user_profiles', 'user_id'],
      ['user_commitments', 'user_id'],
      ['school_contact_tracker', 'user_id, created_at'],
      ['contact_actions', 'tracker_id'],
      ['outbox', 'ref_id'],
    ])
      expect(leading(table!, columns!), `${table} (${columns} …)`).toBe(true);
  });
});
