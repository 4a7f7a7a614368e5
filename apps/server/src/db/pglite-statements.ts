import { protocol, type PGlite } from '@electric-sql/pglite';

/**
 * Named statements for the embedded database (docs/decisions/0033-per-request-work-and-pglite-statements.md). PGlite's `query()`
 * sends every statement as an unnamed one — parse, describe, bind, describe, execute, sync: six calls into its
 * WebAssembly, and the statement parsed and planned anew each time — while a screen runs the same few selects on every
 * request. From its second run, a top-level `select` is parsed once under a name of its own (its parameter types and
 * columns read once), and each run after is one call: bind + execute + sync, with PostgreSQL's plan cache behind it.
 * Everything else (writes, transactions, which call PGlite's own `query`, statements that fail) takes PGlite's path.
 */
const { serialize } = protocol;

/** A text is named from its second run (a one-off query is not worth a statement kept in the session)… */
const RUNS_BEFORE_NAMING = 2;
/** …and at most this many are kept (statement texts are the app's own; dynamic IN lists stay few). */
const MAX_NAMED = 500;
const MAX_COUNTED = 10_000;

interface Named {
  name: string;
  paramTypes: number[];
  fields: Array<{ name: string; dataTypeID: number }>;
}

type Parser = (value: string, typeId: number) => unknown;
type Serializer = (value: unknown) => string;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, Parser>;
  serializers?: Record<number, Serializer>;
  paramTypes?: number[];
  blob?: unknown;
}
interface Message {
  name: string;
  fields?: unknown[];
  dataTypeIDs?: number[];
}
/** PGlite's own locks and readiness check (the ones its `query()` takes), so a named run never lands in a transaction. */
interface Internals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  parsers: Record<number, Parser>;
  serializers: Record<number, Serializer>;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const FALLBACK = Symbol('fallback');
/** Backend message types (PostgreSQL's protocol): a row, an error. */
const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'

/** An error answer to a named run; its SQLSTATE is read from the message's 'C' field. */
class NamedRunError extends Error {
  readonly code: string | undefined;
  constructor(fields: Buffer) {
    super('named statement failed');
    for (let at = 0; at < fields.length && fields[at] !== 0;) {
      const end = fields.indexOf(0, at + 1);
      if (fields[at] === 0x43) this.code = fields.toString('utf8', at + 1, end); // 'C': the SQLSTATE
      at = end + 1;
    }
  }
}

/** Gives `client.query` the named path above; returns how many texts are named (for tests). */
export function withNamedStatements(client: PGlite): { named: () => number } {
  const pglite = client as unknown as Internals;
  const original = client.query.bind(client) as (text: string, params?: unknown[], options?: QueryOptions) => unknown;
  const runs = new Map<string, number>();
  const named = new Map<string, Named | null>(); // null: this text failed to be named; PGlite's path from now on

  async function declare(text: string): Promise<Named | null> {
    const name = `dugout_s${named.size}`;
    try {
      const { messages } = (await client.execProtocol(
        concat([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      )) as unknown as { messages: Message[] };
      const params = messages.find((m) => m.name === 'parameterDescription');
      const row = messages.find((m) => m.name === 'rowDescription') as { fields?: Named['fields'] } | undefined;
      return { name, paramTypes: params?.dataTypeIDs ?? [], fields: row?.fields ?? [] };
    } catch {
      return null;
    }
  }

  async function run(statement: Named, params: unknown[], options: QueryOptions | undefined) {
    const values = params.map((value, i) => {
      if (value == null) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    // The answer's bytes as PostgreSQL wrote them (copied out of PGlite's memory), read below: PGlite's own reader
    // copies each field into an array of its own and decodes it with a TextDecoder, the largest part of a big read.
    const chunks: Buffer[] = [];
    await client.execProtocolRawStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false, onRawData: (data) => void chunks.push(Buffer.from(data)) },
    );
    const parsers = statement.fields.map(
      (f) => options?.parsers?.[f.dataTypeID] ?? pglite.parsers[f.dataTypeID] ?? null,
    );
    const asArray = options?.rowMode === 'array';
    const rows: unknown[] = [];
    const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    for (let at = 0; at < bytes.length;) {
      const type = bytes[at]!;
      const end = at + 1 + bytes.readInt32BE(at + 1);
      if (type === ERROR_RESPONSE) throw new NamedRunError(bytes.subarray(at + 5, end));
      if (type === DATA_ROW) {
        const count = bytes.readInt16BE(at + 5);
        const cells: unknown[] = new Array(count);
        for (let i = 0, p = at + 7; i < count; i++) {
          const length = bytes.readInt32BE(p);
          p += 4;
          if (length < 0) cells[i] = null;
          else {
            const text = bytes.toString('utf8', p, p + length);
            const parser = parsers[i];
            cells[i] = parser ? parser(text, statement.fields[i]!.dataTypeID) : text;
            p += length;
          }
        }
        rows.push(asArray ? cells : Object.fromEntries(statement.fields.map((f, i) => [f.name, cells[i]])));
      }
      at = end;
    }
    return { rows, fields: statement.fields, affectedRows: 0 };
  }

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    const known = named.get(text);
    if (known === null || options?.paramTypes || options?.blob || !/^\s*select\b/i.test(text))
      return original(text, params, options);
    if (!known) {
      const count = (runs.get(text) ?? 0) + 1;
      if (count < RUNS_BEFORE_NAMING || named.size >= MAX_NAMED) {
        if (runs.size < MAX_COUNTED) runs.set(text, count);
        return original(text, params, options);
      }
    }
    await pglite._checkReady();
    const result = await pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        let statement = named.get(text);
        if (statement === undefined) {
          statement = await declare(text);
          named.set(text, statement);
          runs.delete(text);
        }
        if (!statement) return FALLBACK;
        try {
          return await run(statement, params, options);
        } catch (err) {
          // The table changed under a named statement ("cached plan must not change result type"): PGlite's path
          // from now on. Any other error (a bad parameter) is raised again by PGlite's path, in its own words.
          if ((err as { code?: string }).code === '0A000') named.set(text, null);
          return FALLBACK;
        }
      }),
    );
    return result === FALLBACK ? original(text, params, options) : result;
  }) as PGlite['query'];
  return { named: () => [...named.values()].filter(Boolean).length };
}
