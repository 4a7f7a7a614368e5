import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from './client.ts';
import { clusterUnavailable, defaultPgUrl } from '../test/cluster.ts';
import type { ChannelHandlers } from './listen.ts';

// LISTEN for the public page's cache (docs/decisions/0071-public-page-cache.md).
const pgMissing = await clusterUnavailable(defaultPgUrl()).then((why) =>
  why?.startsWith('no PostgreSQL') ? why : null,
);
if (pgMissing) console.warn(`[db] PostgreSQL LISTEN tests SKIPPED: ${pgMissing}`);

const CHANNEL = 'listen_test_channel';

function recorder() {
  const log = { heard: 0, ups: 0, downs: 0 };
  let onUp: (() => void) | null = null;
  const handlers: ChannelHandlers = {
    notify: () => void log.heard++,
    up: () => {
      log.ups++;
      onUp?.();
    },
    down: () => void log.downs++,
  };
  const nextUp = () => new Promise<void>((resolve) => (onUp = resolve));
  return { log, handlers, nextUp };
}

const until = async (ok: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return ok();
};

describe('PGlite', () => {
  it('hears a commit before the committing query resolves', async () => {
    const database = await openPglite();
    try {
      const { log, handlers, nextUp } = recorder();
      const up = nextUp();
      const listener = database.listen(CHANNEL, handlers);
      await up;
      await database.db.execute(sql`select pg_notify(${CHANNEL}, '')`);
      expect(log.heard).toBe(1);
      expect(listener.isCaughtUp()).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(pgMissing !== null)('PostgreSQL', () => {
  it('caughtUp(): every commit made through the pool before it has been heard when it resolves', async () => {
    const database = await openPostgres(defaultPgUrl(), { max: 4 });
    try {
      const { log, handlers, nextUp } = recorder();
      const up = nextUp();
      const listener = database.listen(CHANNEL, handlers);
      await up;
      expect(listener.isCaughtUp()).toBe(true);
      for (let i = 0; i < 20; i++) {
        const before = log.heard;
        await database.db.execute(sql`select pg_notify(${CHANNEL}, '')`);
        expect(listener.isCaughtUp()).toBe(false);
        await listener.caughtUp();
        expect(log.heard, `round ${i}`).toBeGreaterThan(before);
        expect(listener.isCaughtUp()).toBe(true);
      }
    } finally {
      await database.close();
    }
  });

  it('a lost listening connection: down, then up again once it listens anew, and hears again', async () => {
    const database = await openPostgres(defaultPgUrl(), { max: 4 });
    try {
      const { log, handlers, nextUp } = recorder();
      let up = nextUp();
      database.listen(CHANNEL, handlers);
      await up;
      up = nextUp();
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`LISTEN ${CHANNEL}`} and pid <> pg_backend_pid()`,
      );
      await up;
      expect(log.downs).toBeGreaterThanOrEqual(1);
      expect(log.ups).toBe(2);
      const before = log.heard;
      await database.db.execute(sql`select pg_notify(${CHANNEL}, '')`);
      expect(await until(() => log.heard > before)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
