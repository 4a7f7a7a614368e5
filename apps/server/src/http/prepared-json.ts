import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { AppBindings } from './context.ts';

/**
 * Answers made once and served many times: for reference data, which changes only by import
 * (docs/decisions/0015-reference-and-demo-data.md, Details), an answer is a function of the data and the query. Each
 * answer is kept per version of the data (the cached list it was computed from: an import or the cache's expiry
 * makes a new one) as JSON, gzipped and with an ETag, so a repeated search is neither recomputed, re-validated,
 * re-serialised nor re-compressed.
 */
export interface Prepared {
  /** The JSON as UTF-8 bytes. */
  raw: Buffer;
  gzip: Buffer;
  etag: string;
}

/** A value made into a prepared answer: its JSON, gzipped once, with an ETag. */
export function prepareAnswer(value: unknown): Prepared {
  const raw = Buffer.from(JSON.stringify(value));
  return { raw, gzip: gzipSync(raw), etag: `"${createHash('sha1').update(raw).digest('base64url')}"` };
}
const MAX_ENTRIES = 500;
const byVersion = new WeakMap<object, Map<string, Prepared>>();

/** The prepared answer for `key` in this version of the data, built (and kept) at its first use. */
export function preparedFor(version: object, key: string, build: () => unknown): Prepared {
  let answers = byVersion.get(version);
  if (!answers) byVersion.set(version, (answers = new Map()));
  let hit = answers.get(key);
  if (hit) {
    answers.delete(key); // most recently used last: the first key is the one to drop
    answers.set(key, hit);
  } else {
    hit = prepareAnswer(build());
    answers.set(key, hit);
    if (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value!);
  }
  return hit;
}

/**
 * The variant of a prepared answer for a request: 304 for its ETag, else the gzip made once when the client accepts
 * it, else the JSON. One rule for the route (`sendPrepared`) and the socket (http/answer-memo.ts).
 */
export function preparedVariant(
  hit: Prepared,
  headers: Record<string, string>,
  ifNoneMatch: string | null | undefined,
  acceptEncoding: string | null | undefined,
): { status: 200 | 304; headers: Record<string, string>; body: Buffer | null } {
  const common = { ...headers, ETag: hit.etag, Vary: 'Accept-Encoding' };
  if (ifNoneMatch === hit.etag) return { status: 304, headers: common, body: null };
  if (/\bgzip\b/.test(acceptEncoding ?? ''))
    return {
      status: 200,
      headers: { ...common, 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: hit.gzip,
    };
  return { status: 200, headers: { ...common, 'Content-Type': 'application/json' }, body: hit.raw };
}

/** Sends a prepared answer (its variant for this request: `preparedVariant`). */
export function sendPrepared(c: Context<AppBindings>, hit: Prepared, headers: Record<string, string> = {}): Response {
  const v = preparedVariant(hit, headers, c.req.header('if-none-match'), c.req.header('accept-encoding'));
  if (!v.body) return c.body(null, v.status, v.headers);
  return c.body(new Uint8Array(v.body.buffer as ArrayBuffer, v.body.byteOffset, v.body.length), 200, v.headers);
}
