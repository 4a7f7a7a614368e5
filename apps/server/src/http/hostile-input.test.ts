import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { colleges } from '../db/schema/index.ts';
import { startTestStack, type HttpClient, type TestStack } from '../test/test-app.ts';
import { createUser } from '../test/factories.ts';
import { coachWithTeam } from '../test/team-factories.ts';

/**
 * Hostile input against every route of the server's own OpenAPI document: for each body field, query parameter
 * and path parameter, a generated bad value of the kind that once caused a 500 (a NUL byte, an integer past the
 * column's range, an impossible date, an overlong string, a wrong type, a nested object) must answer 4xx in the
 * API's error shape and leave every table exactly as it was.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: Array<{ name: string; in: 'path' | 'query'; schema?: JsonSchema }>;
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
};

let stack: TestStack;
let coach: HttpClient;
let admin: HttpClient;
let teamCode: string;
let operations: Array<{ method: string; path: string; op: Operation }>;

beforeAll(async () => {
  stack = await startTestStack();
  const team = await coachWithTeam(stack);
  coach = team.coach.client;
  teamCode = team.teamCode;
  admin = (await createUser(stack, 'admin')).client;
  // School 1 exists, so a plausible body (schoolId 1, the schemas' minimum) gets past the "no such school" check and
  // the one hostile field is what stands between the request and the database.
  await stack.db.insert(colleges).values({ schoolId: 1, schoolName: 'Hostile Test College', division: 'D1' });
  const doc = (await coach.get('/api/docs/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method, path, op })),
  );
}, 60_000);
afterAll(() => stack?.close());

/** Every table's rows, folded into one checksum per table (row order does not matter). */
async function tableChecksums(): Promise<Record<string, string>> {
  const tables = (await stack.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: Array<{ tablename: string }> } | Array<{ tablename: string }>;
  const names = (Array.isArray(tables) ? tables : tables.rows).map((r) => r.tablename);
  const out: Record<string, string> = {};
  for (const name of names) {
    const res = (await stack.db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as sum from "${name}" t`,
      ),
    )) as unknown as { rows: Array<{ sum: string }> } | Array<{ sum: string }>;
    out[name] = (Array.isArray(res) ? res : res.rows)[0]!.sum;
  }
  return out;
}

const typesOf = (s: JsonSchema): string[] => {
  if (s.anyOf || s.oneOf) return (s.anyOf ?? s.oneOf)!.flatMap(typesOf);
  if (s.enum) return ['enum'];
  if (s.const !== undefined) return ['enum'];
  return Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
};
const firstOption = (s: JsonSchema): JsonSchema => (s.anyOf ?? s.oneOf)?.find((o) => o.type !== 'null') ?? s;

/** A plausible value for a schema, so that one hostile field is what the route has to refuse. */
function example(s: JsonSchema | undefined, depth = 0, name?: string): unknown {
  if (!s || depth > 5) return undefined;
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf || s.oneOf) return example(firstOption(s), depth + 1, name);
  if (s.allOf) return example(s.allOf[0], depth + 1);
  const type = typesOf(s).find((t) => t !== 'null');
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .map(([k, v]) => [k, example(v, depth + 1, k)])
          .filter(([, v]) => v !== undefined),
      );
    case 'array':
      return s.minItems ? Array.from({ length: s.minItems }, () => example(s.items, depth + 1)) : [];
    case 'string':
      if (name && /email/i.test(name)) return 'hostile.test@example.test';
      if (name && /zip/i.test(name)) return '73301';
      if (name && /phone/i.test(name)) return '5125550100';
      if (name && /^state$/i.test(name)) return 'TX';
      if (name && /date/i.test(name)) return '2025-01-15';
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email') return 'hostile.test@example.test';
      if (s.format === 'date') return '2025-01-15';
      if (s.format === 'date-time') return '2025-01-15T12:00:00.000Z';
      return 'a'.repeat(Math.max(1, s.minLength ?? 1));
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      return undefined;
  }
}

const nulString = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);
const pastInt4 = fc.oneof(fc.constant(3_000_000_000), fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }));
const beyondInt4 = fc.oneof(
  pastInt4,
  fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: -(2 ** 31) - 1 }),
  fc.constantFrom(1e300, -1e300),
);
const impossibleDate = fc.oneof(
  fc.constantFrom('2025-02-30', '0000-01-01', '2025-13-01', '2023-02-29', '99999-01-01', '2025-04-31'),
  fc
    .record({
      y: fc.integer({ min: 1, max: 9999 }),
      m: fc.integer({ min: 13, max: 99 }),
      d: fc.integer({ min: 1, max: 28 }),
    })
    .map(({ y, m, d }) => `${String(y).padStart(4, '0')}-${m}-${String(d).padStart(2, '0')}`),
);
const nested = fc.constantFrom<unknown>({ $gt: '' }, { a: { b: { c: [1, { d: '\u0000' }] } } }, [[['x']]]);
const overlong = fc.integer({ min: 20_001, max: 60_000 }).map((n) => 'x'.repeat(n));
/** Longer than any text a path or query parameter takes, short enough for the HTTP request line. */
const overlongParam = fc.integer({ min: 2_001, max: 5_000 }).map((n) => 'x'.repeat(n));

/**
 * Kinds of bad value for a field of this schema, each wrong for the field's type (a query parameter is a string on
 * the wire, so there only the kinds a string can carry).
 */
function hostileFor(s: JsonSchema, inQuery = false): Array<fc.Arbitrary<unknown>> | null {
  const types = typesOf(s);
  if (types.length === 0) return inQuery ? hostileParams : null; // unknown/any in a body: anything is its own business
  const options: Array<fc.Arbitrary<unknown>> = [];
  if (inQuery) {
    options.push(nulString, overlongParam);
    const option = firstOption(s);
    if (option.format === 'date') options.push(impossibleDate);
    if (types.includes('integer') || types.includes('number'))
      options.push(pastInt4.map(String), beyondInt4.map(String), fc.constantFrom('1.5', 'abc'));
    return options;
  }
  if (!types.includes('object') && !types.includes('array')) options.push(nested);
  if (types.includes('string') || types.includes('enum')) options.push(nulString, overlong);
  const option = firstOption(s);
  if (option.format === 'date' || option.format === 'date-time') options.push(impossibleDate);
  if (types.includes('integer')) options.push(pastInt4, beyondInt4, fc.constantFrom(1.5, -5));
  if (types.includes('number') && !types.includes('integer')) options.push(fc.constantFrom(1e300, -1e300));
  if ((types.includes('integer') || types.includes('number')) && !types.includes('string')) options.push(nulString);
  if (types.includes('boolean') && !types.includes('string')) options.push(nulString);
  if (types.includes('array')) options.push(nulString);
  return options.length ? options : null;
}

/** Kinds of bad value for a path parameter, or a query parameter of no declared type (a string on the wire). */
const hostileParams = [
  nulString,
  impossibleDate,
  pastInt4.map(String),
  beyondInt4.map(String),
  fc.constantFrom('99999999999999999999', '1e308', '-5', '1.5'),
  overlongParam,
];

type Target = {
  method: string;
  path: string;
  op: Operation;
  where: 'body' | 'query' | 'path';
  name: string;
  value: fc.Arbitrary<unknown>;
};

function targets(): Target[] {
  const out: Target[] = [];
  for (const { method, path, op } of operations) {
    const body = op.requestBody?.content['application/json'].schema;
    for (const [name, schema] of Object.entries(body?.properties ?? {})) {
      for (const value of hostileFor(schema) ?? []) out.push({ method, path, op, where: 'body', name, value });
    }
    for (const p of op.parameters ?? []) {
      const typed = p.in === 'query' && p.schema ? hostileFor(p.schema, true) : null;
      for (const value of typed ?? hostileParams) out.push({ method, path, op, where: p.in, name: p.name, value });
    }
  }
  return out;
}

async function send(t: Target, value: unknown) {
  const client = t.path.startsWith('/api/admin') ? admin : coach;
  const body = t.op.requestBody
    ? ((example(t.op.requestBody.content['application/json'].schema) as Record<string, unknown>) ?? {})
    : undefined;
  if (t.where === 'body') body![t.name] = value;
  const path = t.path.replace(/\{([a-zA-Z]+)\}/g, (_m, name: string) =>
    encodeURIComponent(
      t.where === 'path' && name === t.name
        ? String(value)
        : name === 'code' || name === 'teamCode'
          ? teamCode
          : randomUUID(),
    ),
  );
  const query = new URLSearchParams();
  for (const p of t.op.parameters ?? []) {
    if (p.in !== 'query') continue;
    if (t.where === 'query' && p.name === t.name) query.set(p.name, String(value));
    else {
      const v = example(p.schema, 0, p.name);
      if (v !== undefined) query.set(p.name, String(v));
    }
  }
  const url = query.size ? `${path}?${query}` : path;
  return client.request(t.method.toUpperCase(), url, body);
}

describe('hostile input on every route', () => {
  it('answers 4xx in the error shape and changes nothing, for bad values in body, query and path', async () => {
    const all = targets();
    expect(all.length).toBeGreaterThan(150);
    const before = await tableChecksums();
    const failures: string[] = [];
    for (const t of all) {
      await fc
        .assert(
          fc.asyncProperty(t.value, async (value) => {
            const res = await send(t, value);
            if (process.env.HOSTILE_DEBUG && t.path.includes(process.env.HOSTILE_DEBUG))
              console.log(
                t.method,
                t.path,
                t.where,
                t.name,
                JSON.stringify(value).slice(0, 40),
                res.status,
                JSON.stringify(res.body).slice(0, 100),
              );
            // The public pages outside /api (/p/:handle, docs/decisions/0065-public-profile.md) answer a refusal with
            // their own HTML page: there a 4xx is the whole requirement.
            const page = !t.path.startsWith('/api/');
            const ok =
              res.status >= 400 &&
              res.status < 500 &&
              (page || (typeof res.body?.error?.code === 'string' && typeof res.body?.error?.message === 'string'));
            if (!ok)
              failures.push(
                `${t.method.toUpperCase()} ${t.path} ${t.where}.${t.name}=${JSON.stringify(value).slice(0, 60)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
              );
            return ok;
          }),
          // One generated value per kind of bad value and field (HOSTILE_RUNS for more, HOSTILE_SEED for another draw).
          {
            numRuns: Number(process.env.HOSTILE_RUNS ?? 1),
            seed: Number(process.env.HOSTILE_SEED ?? 42),
            endOnFailure: true,
          },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
    expect(await tableChecksums()).toEqual(before);
  }, 300_000);
});
