import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * LISTEN on a database channel (docs/decisions/0071-public-page-cache.md): how an in-process cache hears of a write
 * made by any instance. A trigger's `pg_notify` is delivered at the writer's commit.
 *
 * - `notify`: a notification arrived.
 * - `up`: listening (again): from now on every commit on the channel is heard. Whatever was kept before may be stale.
 * - `down`: not listening (the connection broke): notifications may be lost until the next `up`.
 */
export interface ChannelHandlers {
  notify(): void;
  up(): void;
  down(): void;
}

export interface Listener {
  /**
   * Resolves once every notification of a commit that finished in this process before the call has been handled:
   * a reader calls it before trusting what it kept, so a write answered by this instance is never followed by an
   * older answer from it.
   */
  caughtUp(): Promise<void>;
  /** Whether caughtUp() would resolve at once (nothing to catch up with). */
  isCaughtUp(): boolean;
  stop(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
}

/**
 * PGlite runs in this process and hands a commit's notifications to the listeners before the committing query
 * resolves: caught up at all times.
 */
export function listenPglite(client: PGlite, channel: string, on: ChannelHandlers): Listener {
  checkChannel(channel);
  let stopped = false;
  const unlisten = client
    .listen(channel, () => on.notify())
    .then(
      (unsubscribe) => {
        if (!stopped) on.up();
        return unsubscribe;
      },
      () => null,
    );
  return {
    caughtUp: () => Promise.resolve(),
    isCaughtUp: () => true,
    async stop() {
      stopped = true;
      on.down();
      await (await unlisten)?.().catch(() => undefined);
    },
  };
}

const RECONNECT_MS = [100, 500, 2000, 5000];

/**
 * PostgreSQL: a dedicated connection (not the pool's) holding LISTEN, reconnected after a loss (`down`, then `up`
 * once listening again). A notification reaches the listening session shortly after the commit, so `caughtUp` makes
 * sure: when a pool connection came back since the last check (a query, maybe a write, finished), it runs a round
 * trip on the listening connection — the server sends the notifications already committed before that answer.
 * Concurrent callers share one round trip.
 */
export function listenPostgres(url: string, pool: pg.Pool, channel: string, on: ChannelHandlers): Listener {
  checkChannel(channel);
  let stopped = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  /** Pool connections returned so far, and how many of them the last finished round trip covers. */
  let released = 0;
  let covered = 0;
  let roundTrip: { upTo: number; done: Promise<void> } | null = null;
  const onRelease = () => void released++;
  pool.on('release', onRelease);

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    on.down();
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    schedule();
  };
  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(
      () => {
        timer = null;
        void connect();
      },
      RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)],
    );
    timer.unref();
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', (m) => {
      if (m.channel === channel) on.notify();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch {
      c.removeAllListeners();
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
      schedule();
      return;
    }
    if (stopped) return void (await c.end().catch(() => undefined));
    client = c;
    attempt = 0;
    covered = released;
    on.up();
  };
  void connect();

  return {
    isCaughtUp: () => covered === released || !client,
    caughtUp() {
      if (covered === released) return Promise.resolve();
      const c = client;
      // Not listening: the cache is off anyway (`down`); nothing to wait for.
      if (!c) return Promise.resolve();
      if (roundTrip && roundTrip.upTo === released) return roundTrip.done;
      const upTo = released;
      const done = c.query('select 1').then(
        () => {
          if (covered < upTo && client === c) covered = upTo;
          if (roundTrip?.upTo === upTo) roundTrip = null;
        },
        () => {
          if (roundTrip?.upTo === upTo) roundTrip = null;
          lost(c);
        },
      );
      roundTrip = { upTo, done };
      return done;
    },
    async stop() {
      stopped = true;
      pool.off('release', onRelease);
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      on.down();
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
