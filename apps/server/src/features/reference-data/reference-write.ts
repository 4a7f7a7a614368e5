import type { Tx } from '../../db/client.ts';
import { selectSchoolIdsIn, type SelectIn, type Upsert } from './reference-import.repo.ts';

// What every kind's writer shares (reference-import.service.ts parses and validates a file; reference-writers.ts
// writes its rows): the plan of a write, chunking, and the keyed upsert that leaves equal rows alone.

export type Rec = Record<string, unknown>;
export interface Rejection {
  row: number;
  reason: string;
}

/** Thrown inside the transaction to roll back everything when a row cannot be written. */
export class RejectFile extends Error {
  constructor(readonly rejections: Rejection[]) {
    super('rejected');
  }
}

const BATCH = 500;
export const chunks = <T>(xs: T[], n = BATCH): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
export const same = (a: Rec, b: Rec, keys: string[]) => keys.every((k) => (a[k] ?? null) === (b[k] ?? null));
export const only = (r: Rec, keys: string[]) => Object.fromEntries(keys.map((k) => [k, r[k] ?? null]));

export interface Plan {
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  skippedReasons: string[];
}

async function knownSchoolIds(tx: Tx, ids: number[]): Promise<Set<number>> {
  const known = new Set<number>();
  for (const part of chunks([...new Set(ids)], 1000)) {
    const found = await selectSchoolIdsIn(tx, part);
    for (const f of found) known.add(f.id);
  }
  return known;
}

/** Rows must name a school that exists (import schools first). */
export async function requireSchools(tx: Tx, values: Array<{ row: number; value: Rec }>, key: string) {
  const known = await knownSchoolIds(
    tx,
    values.map((v) => v.value[key] as number),
  );
  const bad = values
    .filter((v) => !known.has(v.value[key] as number))
    .map((v) => ({ row: v.row, reason: `Unknown school_id ${String(v.value[key])} (import schools first)` }));
  if (bad.length) throw new RejectFile(bad);
}

/**
 * Upserts keyed rows of one kind's table (its repo writer): inserts new ones, updates changed ones, leaves equal ones.
 */
export async function upsertKeyed(
  tx: Tx,
  upsert: Upsert,
  keyOf: (r: Rec) => string,
  incoming: Rec[],
  existing: Rec[],
  writeKeys: string[],
  /** Set on the rows this file adds or changes (not on equal ones): the import run that wrote them. */
  stamp: Rec = {},
): Promise<Plan> {
  const byKey = new Map(existing.map((e) => [keyOf(e), e]));
  const merged = new Map<string, { row: Rec; isNew: boolean }>();
  for (const r of incoming) {
    const k = keyOf(r);
    const base = merged.get(k)?.row ?? byKey.get(k);
    merged.set(k, { row: { ...(base ?? {}), ...only(r, writeKeys) }, isNew: !byKey.has(k) });
  }
  const toInsert: Rec[] = [];
  const toUpdate: Rec[] = [];
  let unchanged = 0;
  for (const [k, { row, isNew }] of merged) {
    if (isNew) toInsert.push({ ...row, ...stamp });
    else if (same(row, byKey.get(k)!, writeKeys)) unchanged++;
    else toUpdate.push({ ...row, ...stamp });
  }
  const set = [...writeKeys, ...Object.keys(stamp)];
  for (const part of chunks([...toInsert, ...toUpdate])) await upsert(tx, part, set);
  return { added: toInsert.length, updated: toUpdate.length, unchanged, skipped: 0, skippedReasons: [] };
}

/** The stored rows of one kind's table for these keys, read in chunks of 1000. */
export async function selectIn(tx: Tx, select: SelectIn, ids: unknown[]): Promise<Rec[]> {
  const out: Rec[] = [];
  for (const part of chunks([...new Set(ids)], 1000)) out.push(...(await select(tx, part)));
  return out;
}
