import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Named statements on PostgreSQL (docs/decisions/0075-named-statements-on-postgresql.md), the twin of
 * db/pglite-statements.ts. node-postgres sends a statement without a name unnamed: PostgreSQL parses and plans it on
 * every run. A screen runs the same few selects on every request, and on the bench's guardian view parsing and
 * planning were most of the database's time. From its second run, a top-level `select` gets a name made of its
 * text's hash; node-postgres then parses it once per connection and binds it on each run after, and PostgreSQL keeps
 * its plan (a generic one after five runs where that costs no more).
 * Statements that already have a name (drizzle's `.prepare(name)`, db/prepared.ts) keep theirs.
 */

/** A text is named from its second run (a one-off query is not worth a statement kept on every connection)… */
const RUNS_BEFORE_NAMING = 2;
/** …and at most this many texts are named (texts are the app's own; dynamic IN lists stay few). */
const MAX_NAMED = 500;
const MAX_COUNTED = 10_000;

type Config = pg.QueryConfig & { name?: string };
type Callback = (err: Error | null, res?: unknown) => void;

/** Which texts are named, shared by the connections of one pool. */
export class StatementNames {
  private readonly runs = new Map<string, number>();
  /** text → name; null: this text failed under a name (the table changed shape), unnamed from now on */
  private readonly names = new Map<string, string | null>();

  /** The name to run `text` under, or undefined to send it unnamed. */
  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined) return known ?? undefined;
    if (!/^\s*select\b/i.test(text)) return undefined;
    const count = (this.runs.get(text) ?? 0) + 1;
    if (count < RUNS_BEFORE_NAMING || this.names.size >= MAX_NAMED) {
      if (this.runs.size < MAX_COUNTED) this.runs.set(text, count);
      return undefined;
    }
    this.runs.delete(text);
    const name = `dugout_${createHash('sha1').update(text).digest('base64url')}`;
    this.names.set(text, name);
    return name;
  }

  /** The text failed under its name: unnamed from now on. */
  drop(text: string) {
    this.names.set(text, null);
  }

  /** How many texts run under a name (for tests). */
  get named() {
    return [...this.names.values()].filter(Boolean).length;
  }
}

/** "cached plan must not change result type": a table changed shape under a named statement (another instance's migration). */
const PLAN_CHANGED = '0A000';

/**
 * A node-postgres Client class (pg.Pool's `Client` option) that names the selects `names` picks. A named run that
 * fails because the table changed shape is run again unnamed when the connection was outside a transaction (nothing
 * was aborted), and that text is sent unnamed from then on.
 */
export function namedStatementsClient(names: StatementNames): typeof pg.Client {
  return class NamedStatementsClient extends pg.Client {
    // @ts-expect-error: one implementation for node-postgres's overloads (config or text, values, callback)
    override query(config: unknown, values?: unknown, callback?: unknown) {
      if (typeof config !== 'object' || config === null || typeof (config as Config).text !== 'string')
        return super.query(config as never, values as never, callback as never);
      const original = config as Config;
      if (original.name) return super.query(config as never, values as never, callback as never);
      const name = names.nameOf(original.text);
      if (!name) return super.query(config as never, values as never, callback as never);
      if (typeof values === 'function') [callback, values] = [values, undefined];
      const named = { ...original, name };
      const outside = (this as unknown as { getTransactionStatus(): string | null }).getTransactionStatus() === 'I';
      const retry = (err: unknown) => {
        if ((err as { code?: string }).code !== PLAN_CHANGED) return null;
        names.drop(original.text);
        return outside ? original : null;
      };
      if (typeof callback === 'function') {
        const done = callback as Callback;
        return super.query(
          named as never,
          values as never,
          ((err: Error | null, res: unknown) => {
            const again = err && retry(err);
            if (again) super.query(again as never, values as never, done as never);
            else done(err, res);
          }) as never,
        );
      }
      return (super.query(named as never, values as never) as Promise<unknown>).catch((err: unknown) => {
        const again = retry(err);
        if (!again) throw err;
        return super.query(again as never, values as never);
      });
    }
  } as unknown as typeof pg.Client;
}
